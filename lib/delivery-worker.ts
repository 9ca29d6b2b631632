import { Arn, Duration, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { GameTable } from './game-table.js';
import type { PushKeys } from './push-keys.js';
import { handlerEntry } from './lambda-bundling.js';
import { TurnpostFunction } from './turnpost-function.js';

export interface DeliveryWorkerProps {
  readonly table: GameTable;
  /** The queue it is fed by (and sends failed deliveries back to, for their next attempt). */
  readonly deliveryQueue: Queue;
  /** Where it puts a delivery that failed the retry schedule's last attempt. */
  readonly deadLetters: Queue;
  /** The notification topic of the SNS channel. */
  readonly topic: Topic;
  readonly publicUrl: string;
  /** The From address of notification e-mails; without it, the e-mail channel is off. */
  readonly emailFrom?: string;
  /** The SES identity that sends (a verified domain or address). @default the domain of `emailFrom` */
  readonly emailIdentity?: string;
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
 * on the shared schedule (functions/notify/deliver/retry-schedule.ts) through its own queue.
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
        DELIVERY_DEAD_LETTER_QUEUE_URL: props.deadLetters.queueUrl,
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
    const identity = props.emailFrom ? (props.emailIdentity ?? props.emailFrom.split('@')[1]) : undefined;
    if (identity) {
      const identities = [...new Set([identity, props.emailFrom!])];
      this.grantPrincipal.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['ses:SendEmail'],
          resources: identities.map((name) => Arn.format({ service: 'ses', resource: 'identity', resourceName: name }, Stack.of(this))),
        }),
      );
    }
    // Each message is delivered on its own. A failed delivery is sent to the queue again for its
    // next attempt (DELIVERY_RETRY_SCHEDULE, over a day) and, after the last, to the dead letters;
    // a message it cannot handle is reported back (partial batch response) and received again.
    props.deliveryQueue.grantSendMessages(this);
    props.deadLetters.grantSendMessages(this);
    this.handler.addEventSource(new SqsEventSource(props.deliveryQueue, { batchSize: 10, maxBatchingWindow: Duration.seconds(1), reportBatchItemFailures: true, maxConcurrency: DELIVERER_MAX_CONCURRENCY }));
  }
}
