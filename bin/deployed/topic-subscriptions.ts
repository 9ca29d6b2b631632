/**
 * The template's SNS subscriptions of its own functions (Protocol `lambda`), run on this machine:
 * moto's SNS cannot call a local function, so each such subscription is a moto queue subscribed
 * to the topic, read here and handed to the function as the SNS event Lambda would give it (one
 * record per message). A message whose invocation throws is tried twice more, as Lambda retries an
 * asynchronous invocation, then dropped with a line in the log.
 */
import { CreateQueueCommand, DeleteMessageCommand, GetQueueAttributesCommand, ReceiveMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { SubscribeCommand, type SNSClient } from '@aws-sdk/client-sns';
import type { SNSEvent } from 'aws-lambda';
import type { Stoppable } from './event-sources.js';
import { resourcesOfType, type Json, type TemplateResolver } from './template.js';

export interface TopicSubscriptionsSetup {
  resolver: TemplateResolver;
  /** Straight to moto: SNS delivering to Lambda is the service's doing, under no role of the template. */
  sns: SNSClient;
  sqs: SQSClient;
  invoke(functionLogicalId: string, event: SNSEvent): Promise<unknown>;
}

/** Invocations of one message at most: the first and Lambda's two retries of an asynchronous invocation. */
const ATTEMPTS = 3;

export async function startTopicSubscriptions(setup: TopicSubscriptionsSetup): Promise<Stoppable[]> {
  const { resolver } = setup;
  const started: Stoppable[] = [];
  for (const [logicalId, subscription] of resourcesOfType(resolver.template, 'AWS::SNS::Subscription')) {
    const props = subscription.Properties as Json;
    if (props.Protocol !== 'lambda') continue;
    const functionId = (props.Endpoint as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt']?.[0];
    if (!functionId || resolver.template.Resources[functionId]?.Type !== 'AWS::Lambda::Function') throw new Error(`the subscription ${logicalId} calls no function of the template; only the template's own functions are subscribed locally`);
    const topicArn = resolver.string(props.TopicArn);
    const queue = await setup.sqs.send(new CreateQueueCommand({ QueueName: `${resolver.physicalOf(logicalId).ref}-to-lambda` }));
    const queueArn = (await setup.sqs.send(new GetQueueAttributesCommand({ QueueUrl: queue.QueueUrl!, AttributeNames: ['QueueArn'] }))).Attributes!.QueueArn!;
    const subscribed = await setup.sns.send(new SubscribeCommand({ TopicArn: topicArn, Protocol: 'sqs', Endpoint: queueArn }));
    started.push(new SubscriptionPoller(setup.sqs, queue.QueueUrl!, (message) => setup.invoke(functionId, snsEvent(message, subscribed.SubscriptionArn ?? `${topicArn}:local`, resolver.pseudo.region))));
  }
  return started;
}

/** The SNS envelope moto puts on the queue. */
interface Envelope {
  MessageId: string;
  TopicArn: string;
  Subject?: string | null;
  Message: string;
  Timestamp: string;
  MessageAttributes?: Record<string, { Type: string; Value: string }>;
}

function snsEvent(envelope: Envelope, subscriptionArn: string, region: string): SNSEvent {
  return {
    Records: [
      {
        EventSource: 'aws:sns',
        EventVersion: '1.0',
        EventSubscriptionArn: subscriptionArn,
        Sns: {
          Type: 'Notification',
          MessageId: envelope.MessageId,
          TopicArn: envelope.TopicArn,
          Subject: envelope.Subject ?? '',
          Message: envelope.Message,
          Timestamp: envelope.Timestamp,
          SignatureVersion: '1',
          Signature: 'local',
          SigningCertUrl: `https://sns.${region}.amazonaws.com/local.pem`,
          UnsubscribeUrl: `https://sns.${region}.amazonaws.com/?Action=Unsubscribe&SubscriptionArn=${encodeURIComponent(subscriptionArn)}`,
          MessageAttributes: envelope.MessageAttributes ?? {},
        },
      },
    ],
  };
}

class SubscriptionPoller implements Stoppable {
  private running = true;
  private readonly done: Promise<void>;

  constructor(
    private readonly sqs: SQSClient,
    private readonly queueUrl: string,
    private readonly deliver: (envelope: Envelope) => Promise<unknown>,
  ) {
    this.done = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.done;
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        const received = await this.sqs.send(new ReceiveMessageCommand({ QueueUrl: this.queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }));
        for (const message of received.Messages ?? []) {
          await this.deliverWithRetries(JSON.parse(message.Body ?? '{}') as Envelope);
          await this.sqs.send(new DeleteMessageCommand({ QueueUrl: this.queueUrl, ReceiptHandle: message.ReceiptHandle! }));
        }
      } catch (error) {
        if (this.running) console.error(JSON.stringify({ level: 'error', message: 'topic subscription failure', queue: this.queueUrl, detail: String(error) }));
        await new Promise((wake) => setTimeout(wake, 500));
      }
    }
  }

  private async deliverWithRetries(envelope: Envelope): Promise<void> {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        await this.deliver(envelope);
        return;
      } catch (error) {
        if (attempt === ATTEMPTS) console.error(JSON.stringify({ level: 'error', message: 'an SNS message failed every invocation; dropped, as Lambda drops it', messageId: envelope.MessageId, detail: String(error) }));
      }
    }
  }
}
