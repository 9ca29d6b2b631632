/**
 * Where e-mail and SNS notifications go: SES and the deployment's SNS topic on AWS; the local
 * outbox (../local/outbox.ts) on the local stack. The deliverer only knows these two small interfaces.
 */
import { Ses } from '../../aws/ses.js';
import { Sns } from '../../aws/sns.js';
import type { Config } from '../../config.js';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** Sent as the X-Turnpost-Delivery header, so a mail filter can deduplicate too. */
  deliveryId: string;
}

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

export interface TopicMessage {
  subject: string;
  /** The notification's JSON body (the same as a webhook's). */
  message: string;
  attributes: Record<string, string>;
}

export interface TopicPublisher {
  publish(message: TopicMessage): Promise<void>;
}

/** Where a deliverer sends e-mail and SNS notifications; null: this server has no such channel. */
export interface Senders {
  email: EmailSender | null;
  topic: TopicPublisher | null;
}

/** SES and the SNS topic, each only when the deployment configured it. */
export function awsSenders(config: Pick<Config, 'region' | 'emailFrom' | 'snsTopicArn'>): Senders {
  return {
    email: config.emailFrom ? new SesEmailSender(new Ses({ region: config.region }), config.emailFrom) : null,
    topic: config.snsTopicArn ? new SnsTopicPublisher(new Sns({ region: config.region }), config.snsTopicArn) : null,
  };
}

export class SesEmailSender implements EmailSender {
  constructor(
    private readonly ses: Ses,
    private readonly from: string,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    await this.ses.sendEmail({
      FromEmailAddress: this.from,
      Destination: { ToAddresses: [message.to] },
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: message.text, Charset: 'UTF-8' } },
          Headers: [{ Name: 'X-Turnpost-Delivery', Value: message.deliveryId }],
        },
      },
    });
  }
}

export class SnsTopicPublisher implements TopicPublisher {
  constructor(
    private readonly sns: Sns,
    private readonly topicArn: string,
  ) {}

  async publish(message: TopicMessage): Promise<void> {
    await this.sns.publish({ TopicArn: this.topicArn, Subject: message.subject, Message: message.message, MessageAttributes: message.attributes });
  }
}
