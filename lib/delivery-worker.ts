import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { TurnpostTable } from './turnpost-table.js';
import type { PushKeys } from './push-keys.js';
import type { EmailSending } from './email-sending.js';
import { handlerEntry } from './lambda-bundling.js';
import { TurnpostFunction } from './turnpost-function.js';

export interface DeliveryWorkerProps {
  readonly table: TurnpostTable;
  /** The queue it is fed by (a failed delivery stays there, hidden until its next attempt; SQS dead-letters it after the last). */
  readonly deliveryQueue: Queue;
  /** The notification topic of the SNS channel. */
  readonly topic: Topic;
  readonly publicUrl: string;
  /** The From address of notification e-mails; without it, the e-mail channel is off. */
  readonly emailFrom?: string;
  /** What sending e-mail needs (with `emailFrom`). */
  readonly email?: EmailSending;
  /** The Web Push keys: the public key in the environment, the private key read from SSM at cold start. */
  readonly pushKeys: PushKeys;
  readonly timeout: Duration;
  readonly tracing?: boolean;
}

/**
 * Deliverers running at once, at most (the SQS event source's maximum concurrency, so a flood of
 * notifications queues up instead of taking the account's concurrency from the API; SQS's own
 * scaling never throttles into retries). A few suffice: each delivery is one short call.
 */
export const DELIVERER_MAX_CONCURRENCY = 3;

/**
 * The deliverer function on the delivery queue: one notification per message, to a webhook, SES,
 * the SNS topic or a Web Push device (functions/handlers/deliver.ts), reading the player's channels itself, retrying
 * on the shared schedule (functions/notify/deliver/retry-schedule.ts) by keeping the message on
 * its queue and changing its visibility: it never sends to its own queue.
 */
export class DeliveryWorker extends TurnpostFunction {
  constructor(scope: Construct, id: string, props: DeliveryWorkerProps) {
    super(scope, id, {
      entry: handlerEntry('deliver'),
      description: 'turnpost deliverer: one notification per message, to a webhook, SES, SNS or Web Push',
      environment: {
        TABLE_NAME: props.table.tableName,
        TURNPOST_MODE: 'aws',
        TURNPOST_PUBLIC_URL: props.publicUrl,
        TURNPOST_SNS_TOPIC_ARN: props.topic.topicArn,
        DELIVERY_QUEUE_URL: props.deliveryQueue.queueUrl,
        ...(props.emailFrom ? { TURNPOST_EMAIL_FROM: props.emailFrom } : {}),
        TURNPOST_VAPID_PUBLIC_KEY: props.pushKeys.publicKey,
        TURNPOST_VAPID_PARAMETER: props.pushKeys.parameterName,
      },
      timeout: props.timeout,
      tracing: props.tracing,
    });
    props.table.grantDelivererAccess(this);
    props.topic.grantPublish(this);
    props.pushKeys.grantReadPrivateKey(this);
    // E-mail: its link key, configuration set and ses:SendEmail grant come from EmailSending (lib/email-sending.ts).
    if (props.email) {
      for (const [name, value] of Object.entries(props.email.environment)) this.handler.addEnvironment(name, value);
      props.email.allowSending(this);
    }
    // Each message is delivered on its own. A failed one is reported back (partial batch response),
    // so Lambda keeps it, and hidden until its next attempt (ChangeMessageVisibility, which the
    // event source's consume grant includes); after the last, SQS moves it to the dead letters.
    this.handler.addEventSource(new SqsEventSource(props.deliveryQueue, { batchSize: 10, maxBatchingWindow: Duration.seconds(1), reportBatchItemFailures: true, maxConcurrency: DELIVERER_MAX_CONCURRENCY }));
  }
}
