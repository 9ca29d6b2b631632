/**
 * Where e-mail and SNS notifications go: SES and the deployment's SNS topic on AWS; the local
 * outbox (../local/outbox.ts) on the local stack. The deliverer only knows these two small interfaces.
 */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import type { Config } from '../../config.js';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** Sent as the X-Turnpost-Delivery header, so a mail filter can deduplicate too. */
  deliveryId: string;
  /** The signed one-click unsubscribe URL (RFC 8058), sent as List-Unsubscribe; absent: none (the confirmation e-mail). */
  unsubscribeUrl?: string;
  /** Whose e-mail it is: an SES message tag, so a bounce or complaint event names the player (./ses-feedback.ts). */
  playerId: string;
}

/** The headers an e-mail carries besides SES's own: its delivery id and, but for a confirmation, the one-click unsubscribe of RFC 8058. */
export function mailHeaders(message: EmailMessage): { Name: string; Value: string }[] {
  const headers = [{ Name: 'X-Turnpost-Delivery', Value: message.deliveryId }];
  if (message.unsubscribeUrl) {
    headers.push({ Name: 'List-Unsubscribe', Value: `<${message.unsubscribeUrl}>` }, { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' });
  }
  return headers;
}

/** The SES message tag that names the player an e-mail went to (in bounce and complaint events). */
export const PLAYER_TAG = 'player';

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
export function awsSenders(config: Pick<Config, 'region' | 'emailFrom' | 'snsTopicArn'> & Partial<Pick<Config, 'emailConfigurationSet'>>): Senders {
  return {
    email: config.emailFrom ? new SesEmailSender(new SESv2Client({ region: config.region }), config.emailFrom, config.emailConfigurationSet ?? null) : null,
    topic: config.snsTopicArn ? new SnsTopicPublisher(new SNSClient({ region: config.region }), config.snsTopicArn) : null,
  };
}

export class SesEmailSender implements EmailSender {
  constructor(
    private readonly ses: SESv2Client,
    private readonly from: string,
    /** Every e-mail goes through it, so SES reports its bounces and complaints (null: none). */
    private readonly configurationSet: string | null = null,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    await this.ses.send(
      new SendEmailCommand({
        FromEmailAddress: this.from,
        Destination: { ToAddresses: [message.to] },
        Content: {
          Simple: {
            Subject: { Data: message.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: message.text, Charset: 'UTF-8' } },
            Headers: mailHeaders(message),
          },
        },
        ...(this.configurationSet ? { ConfigurationSetName: this.configurationSet } : {}),
        EmailTags: [{ Name: PLAYER_TAG, Value: message.playerId }],
      }),
    );
  }
}

export class SnsTopicPublisher implements TopicPublisher {
  constructor(
    private readonly sns: SNSClient,
    private readonly topicArn: string,
  ) {}

  async publish(message: TopicMessage): Promise<void> {
    const attributes = Object.fromEntries(Object.entries(message.attributes).map(([name, value]) => [name, { DataType: 'String', StringValue: value }]));
    await this.sns.send(new PublishCommand({ TopicArn: this.topicArn, Subject: message.subject, Message: message.message, MessageAttributes: attributes }));
  }
}
