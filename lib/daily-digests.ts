import { Duration } from 'aws-cdk-lib';
import type { Rule } from 'aws-cdk-lib/aws-events';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { TurnpostTable } from './turnpost-table.js';
import { handlerEntry } from './lambda-bundling.js';
import { runOnSchedule } from './run-on-schedule.js';
import type { ServiceAlarms } from './service-alarms.js';
import { TurnpostFunction } from './turnpost-function.js';

export interface DailyDigestsProps {
  readonly table: TurnpostTable;
  readonly alarms: ServiceAlarms;
  readonly publicUrl: string;
  /** Where the digest e-mails go (the notifications' delivery queue). */
  readonly deliveryQueue: IQueue;
  readonly tracing?: boolean;
}

/** A run's timeout; the handler stops starting players DIGEST_RESERVE_MS before it (functions/handlers/digests.ts). */
export const DIGESTS_TIMEOUT = Duration.seconds(60);
/** How often the digests run: each hour has twelve runs to hand its digests on. */
export const DIGESTS_EVERY = Duration.minutes(5);

/**
 * The daily digest e-mails on their own schedule, apart from the deadline sweeper: each run hands
 * the digests due this hour to the delivery queue within a time budget, and leaves the rest (still
 * due, unclaimed) to the next run, so a large hour never delays a timeout nor runs into its timeout.
 */
export class DailyDigests extends Construct {
  readonly sender: TurnpostFunction;
  readonly schedule: Rule;

  constructor(scope: Construct, id: string, props: DailyDigestsProps) {
    super(scope, id);
    this.sender = new TurnpostFunction(this, 'Sender', {
      entry: handlerEntry('digests'),
      description: 'turnpost daily digests: the digests due this hour to the delivery queue',
      environment: { TABLE_NAME: props.table.tableName, TURNPOST_MODE: 'aws', TURNPOST_PUBLIC_URL: props.publicUrl, DELIVERY_QUEUE_URL: props.deliveryQueue.queueUrl },
      timeout: DIGESTS_TIMEOUT,
      tracing: props.tracing,
    });
    props.table.grantDigests(this.sender);
    props.deliveryQueue.grantSendMessages(this.sender.handler);
    this.schedule = runOnSchedule(this, this.sender, 'Runs the turnpost daily digests', DIGESTS_EVERY);
    props.alarms.alarmOn('DigestErrors', this.sender.handler.metricErrors({ period: Duration.hours(1), statistic: 'Sum' }), {
      description: 'The daily digests failed in three runs of an hour: some players may get no digest today.',
      threshold: 3,
    });
  }
}
