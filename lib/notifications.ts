import { Arn, Duration, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { EventSourceMapping, FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { GameTable } from './game-table.js';
import { handlerEntry } from './lambda-bundling.js';
import type { ServiceAlarms } from './service-alarms.js';
import { TurnpostFunction } from './turnpost-function.js';

export interface NotificationsProps {
  readonly table: GameTable;
  readonly alarms: ServiceAlarms;
  /** Base URL for links in notifications (TURNPOST_PUBLIC_URL). */
  readonly publicUrl: string;
  /** The From address of notification e-mails; without it, the e-mail channel is off. */
  readonly emailFrom?: string;
  /** The SES identity that sends (a verified domain or address). @default the domain of `emailFrom` */
  readonly emailIdentity?: string;
  readonly tracing?: boolean;
}

/** A delivery is tried this often (SQS receives) before it goes to the dead-letter queue. */
export const DELIVERY_ATTEMPTS = 6;
const DELIVER_TIMEOUT = Duration.seconds(30);

/**
 * Notifications, as ARCHITECTURE.md "Notifications and time" describes them:
 *
 *   table stream ─(filter: game items of started games)→ notifier ─→ SQS delivery queue ─→ deliverer ─→ webhook / SES / SNS
 *        └ a batch that keeps failing → stream DLQ               └ a delivery that keeps failing → delivery DLQ
 *
 * The notifier never calls an endpoint (a slow receiver cannot hold up the stream); each
 * delivery is one SQS message, retried on its own with growing delays (the deliverer pushes a
 * failed message's visibility out exponentially), so one failing endpoint delays nobody else.
 * Alarms fire on the first message in either dead-letter queue, and when the stream falls behind.
 */
export class Notifications extends Construct {
  readonly topic: Topic;
  readonly deliveryQueue: Queue;
  readonly deliveryDeadLetters: Queue;
  readonly streamDeadLetters: Queue;
  readonly notifier: TurnpostFunction;
  readonly deliverer: TurnpostFunction;

  constructor(scope: Construct, id: string, props: NotificationsProps) {
    super(scope, id);
    const queueDefaults = { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true } as const;

    // Players who choose the SNS channel get their notifications here; subscribers filter on the
    // message attributes (playerId, event, gameId, gameType). AWS-managed SSE: SNS encrypts at rest.
    this.topic = new Topic(this, 'Topic', { displayName: 'turnpost notifications', enforceSSL: true });

    this.deliveryDeadLetters = new Queue(this, 'DeliveryDeadLetters', { ...queueDefaults, retentionPeriod: Duration.days(14) });
    this.deliveryQueue = new Queue(this, 'DeliveryQueue', {
      ...queueDefaults,
      // AWS's advice for a Lambda-fed queue: at least six times the function's timeout.
      visibilityTimeout: Duration.seconds(DELIVER_TIMEOUT.toSeconds() * 6),
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: this.deliveryDeadLetters, maxReceiveCount: DELIVERY_ATTEMPTS },
    });
    this.streamDeadLetters = new Queue(this, 'StreamDeadLetters', { ...queueDefaults, retentionPeriod: Duration.days(14) });
    Validations.of(this.streamDeadLetters).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        "This queue is itself a dead-letter destination: the notifier's stream event source mapping sends the records of a batch " +
        'that failed every retry here (an on-failure destination, which cdk-nag does not recognise as a DLQ).',
    });

    this.notifier = new TurnpostFunction(this, 'Notifier', {
      entry: handlerEntry('notifier'),
      description: 'turnpost notifier: table stream to deliveries on the queue',
      environment: {
        TABLE_NAME: props.table.tableName,
        TURNPOST_MODE: 'aws',
        TURNPOST_PUBLIC_URL: props.publicUrl,
        DELIVERY_QUEUE_URL: this.deliveryQueue.queueUrl,
      },
      timeout: Duration.seconds(30),
      tracing: props.tracing,
    });
    props.table.grantStreamRead(this.notifier);
    props.table.grantChannelReads(this.notifier);
    this.deliveryQueue.grantSendMessages(this.notifier);
    new EventSourceMapping(this, 'StreamSource', {
      target: this.notifier.handler,
      eventSourceArn: props.table.streamArn,
      startingPosition: StartingPosition.TRIM_HORIZON,
      batchSize: 100,
      maxBatchingWindow: Duration.seconds(1),
      // A failing batch is split in halves until the failing record stands alone, retried, then sent to the DLQ.
      bisectBatchOnError: true,
      retryAttempts: 5,
      // A reminder or "your turn" that is a day late is no longer worth sending.
      maxRecordAge: Duration.days(1),
      parallelizationFactor: 1,
      onFailure: new SqsDlq(this.streamDeadLetters),
      // Only game items of started games can make a notice: log, seat, player and idempotency
      // items, and games still waiting for players, never invoke the notifier. (A filter cannot
      // compare the old and new images; the notifier does that.)
      filters: [
        FilterCriteria.filter({
          eventName: FilterRule.or('INSERT', 'MODIFY'),
          dynamodb: {
            Keys: { sk: { S: FilterRule.isEqual('GAME') } },
            NewImage: { status: { S: FilterRule.or('active', 'finished') } },
          },
        }),
      ],
    });

    const emailIdentity = props.emailFrom ? (props.emailIdentity ?? props.emailFrom.split('@')[1]) : undefined;
    this.deliverer = new TurnpostFunction(this, 'Deliverer', {
      entry: handlerEntry('deliver'),
      description: 'turnpost deliverer: one notification per message, to a webhook, SES or SNS',
      environment: {
        TABLE_NAME: props.table.tableName,
        TURNPOST_MODE: 'aws',
        TURNPOST_PUBLIC_URL: props.publicUrl,
        TURNPOST_SNS_TOPIC_ARN: this.topic.topicArn,
        DELIVERY_QUEUE_URL: this.deliveryQueue.queueUrl,
        ...(props.emailFrom ? { TURNPOST_EMAIL_FROM: props.emailFrom } : {}),
      },
      timeout: DELIVER_TIMEOUT,
      tracing: props.tracing,
    });
    props.table.grantPlayerReads(this.deliverer);
    this.topic.grantPublish(this.deliverer);
    if (emailIdentity) {
      const identities = [...new Set([emailIdentity, props.emailFrom!])];
      this.deliverer.grantPrincipal.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['ses:SendEmail'],
          resources: identities.map((identity) => Arn.format({ service: 'ses', resource: 'identity', resourceName: identity }, Stack.of(this))),
        }),
      );
    }
    // Each message is delivered on its own: a failed one is reported back (partial batch
    // response) and retried, the others are done. The queue's consume grant includes
    // ChangeMessageVisibility, which the deliverer uses for exponential back-off.
    this.deliverer.handler.addEventSource(
      new SqsEventSource(this.deliveryQueue, { batchSize: 10, maxBatchingWindow: Duration.seconds(1), reportBatchItemFailures: true }),
    );

    props.alarms.alarmOn('StreamDeadLetters', this.streamDeadLetters.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: Duration.minutes(5) }), {
      description: 'Stream records the notifier could not handle after every retry: some players were not notified. Inspect and redrive the queue.',
    });
    props.alarms.alarmOn('DeliveryDeadLetters', this.deliveryDeadLetters.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: Duration.minutes(5) }), {
      description: `Notifications that failed ${DELIVERY_ATTEMPTS} times (an endpoint down or refusing, SES or SNS errors): they sit in the delivery dead-letter queue.`,
    });
    props.alarms.alarmOn(
      'NotifierBehind',
      this.notifier.handler.metric('IteratorAge', { statistic: 'Maximum', period: Duration.minutes(5) }),
      { description: 'The notifier is more than five minutes behind the table stream: notifications are late.', threshold: 5 * 60 * 1000 },
    );
  }
}
