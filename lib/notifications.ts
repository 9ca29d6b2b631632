import { Duration, Validations } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { DeliveryWorker } from './delivery-worker.js';
import type { PushKeys } from './push-keys.js';
import type { EmailSending } from './email-sending.js';
import type { TurnpostTable } from './turnpost-table.js';
import type { ServiceAlarms } from './service-alarms.js';
import { StreamNotifier } from './stream-notifier.js';
import { attemptsOf, DELIVERY_RETRY_SCHEDULE } from '../functions/notify/deliver/retry-schedule.js';
import { METRICS_NAMESPACE, NOTIFIER_SERVICE } from '../functions/metrics.js';
import { deadLetterDefaults, workQueue } from './work-queue.js';

export interface NotificationsProps {
  readonly table: TurnpostTable;
  readonly alarms: ServiceAlarms;
  /** Base URL for links in notifications (TURNPOST_PUBLIC_URL). */
  readonly publicUrl: string;
  /** The From address of notification e-mails; without it, the e-mail channel is off. */
  readonly emailFrom?: string;
  /** What sending e-mail needs (with `emailFrom`): the link key, the configuration set, the grant. */
  readonly email?: EmailSending;
  /** The Web Push keys the deliverer signs with. */
  readonly pushKeys: PushKeys;
  readonly tracing?: boolean;
}

/**
 * Receives of one delivery message before SQS moves it to the dead-letter queue: one per attempt
 * of DELIVERY_RETRY_SCHEDULE (functions/notify/deliver/retry-schedule.ts). The deliverer keeps a
 * failed delivery's message and hides it until its next attempt, counting attempts by the
 * message's receive count; after the last it lets it go, and SQS dead-letters it.
 */
export const DELIVERY_MESSAGE_RECEIVES = attemptsOf(DELIVERY_RETRY_SCHEDULE);
const DELIVER_TIMEOUT = Duration.seconds(30);

/**
 * Notifications, as docs/architecture.md "Notifications and time" describes them:
 *
 *   table stream ─(filter: game items of started games)→ notifier ─→ SQS delivery queue ─→ deliverer ─→ webhook / SES / SNS
 *        └ a batch that keeps failing → stream DLQ               └ a delivery that keeps failing → delivery DLQ
 *
 * The notifier never calls an endpoint (a slow receiver cannot hold up the stream); each
 * delivery is one SQS message, retried on its own with growing jittered delays over a day (the
 * deliverer hides a failed message until its next attempt), so one failing
 * endpoint delays nobody else.
 * Alarms fire on the first message in either dead-letter queue, and when the stream falls behind.
 * This construct holds what the two functions share (the queues, the topic) and the alarms; the
 * functions are their own constructs (stream-notifier.ts, delivery-worker.ts), under the ids they
 * always had, so the template's logical ids stay as they were.
 */
/**
 * Notifications dropped by the hourly cap in an hour (functions/notify/decide/hourly-cap.ts) at
 * which the alarm fires: above a busy player's occasional overflow, below what a flood drops.
 */
export const HELD_BACK_ALARM_THRESHOLD = 100;

export class Notifications extends Construct {
  readonly topic: Topic;
  readonly deliveryQueue: Queue;
  readonly deliveryDeadLetters: Queue;
  readonly streamDeadLetters: Queue;
  readonly notifier: StreamNotifier;
  readonly deliverer: DeliveryWorker;

  constructor(scope: Construct, id: string, props: NotificationsProps) {
    super(scope, id);
    // Players who choose the SNS channel get their notifications here; subscribers filter on the
    // message attributes (playerId, event, gameId, gameType). AWS-managed SSE: SNS encrypts at rest.
    this.topic = new Topic(this, 'Topic', { displayName: 'turnpost notifications', enforceSSL: true });

    const delivery = workQueue(this, { queue: 'DeliveryQueue', deadLetters: 'DeliveryDeadLetters' }, { consumerTimeout: DELIVER_TIMEOUT, maxReceiveCount: DELIVERY_MESSAGE_RECEIVES, retentionPeriod: Duration.days(4) });
    this.deliveryQueue = delivery.queue;
    this.deliveryDeadLetters = delivery.deadLetters;
    this.streamDeadLetters = new Queue(this, 'StreamDeadLetters', deadLetterDefaults);
    Validations.of(this.streamDeadLetters).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        "This queue is itself a dead-letter destination: the notifier's stream event source mapping sends the records of a batch " +
        'that failed every retry here (an on-failure destination, which cdk-nag does not recognise as a DLQ).',
    });

    this.notifier = new StreamNotifier(this, 'Notifier', {
      table: props.table,
      deliveryQueue: this.deliveryQueue,
      streamDeadLetters: this.streamDeadLetters,
      publicUrl: props.publicUrl,
      tracing: props.tracing,
    });
    this.deliverer = new DeliveryWorker(this, 'Deliverer', {
      table: props.table,
      deliveryQueue: this.deliveryQueue,
      topic: this.topic,
      publicUrl: props.publicUrl,
      emailFrom: props.emailFrom,
      email: props.email,
      pushKeys: props.pushKeys,
      timeout: DELIVER_TIMEOUT,
      tracing: props.tracing,
    });

    props.alarms.alarmOn('StreamDeadLetters', this.streamDeadLetters.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: Duration.minutes(5) }), {
      description: 'Stream records the notifier could not handle after every retry: some players were not notified. Inspect and redrive the queue.',
    });
    props.alarms.alarmOn('DeliveryDeadLetters', this.deliveryDeadLetters.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: Duration.minutes(5) }), {
      description:
        'Notifications that failed every attempt of the retry schedule, over a day (an endpoint down or refusing, SES or SNS errors), or could not be read: ' +
        'they sit in the delivery dead-letter queue; `npm run redrive` sends them again.',
    });
    props.alarms.alarmOn(
      'NotifierBehind',
      this.notifier.handler.metric('IteratorAge', { statistic: 'Maximum', period: Duration.minutes(5) }),
      { description: 'The notifier is more than five minutes behind the table stream: notifications are late.', threshold: 5 * 60 * 1000 },
    );
    const heldBack = new Metric({ namespace: METRICS_NAMESPACE, metricName: 'HeldBack', dimensionsMap: { Service: NOTIFIER_SERVICE }, statistic: 'Sum', period: Duration.hours(1) });
    props.alarms.alarmOn('NotificationsHeldBack', heldBack, {
      description:
        `At least ${HELD_BACK_ALARM_THRESHOLD} notifications in an hour were dropped by the per-player hourly cap (TURNPOST_DELIVERIES_PER_HOUR, 60 by default, per player and channel): ` +
        'a player saw the last one say that the channel pauses until the next hour. A few now and then is a busy player; this many is one player in a flood of games ' +
        '(a script, a bot loop) or a cap set too low. The notifier\'s "notified" log lines with heldBack name the players (heldBackFrom); if their games are real, raise the cap.',
      threshold: HELD_BACK_ALARM_THRESHOLD,
    });
  }
}
