import { Duration } from 'aws-cdk-lib';
import type { Rule } from 'aws-cdk-lib/aws-events';
import { Construct } from 'constructs';
import type { TurnpostTable } from './turnpost-table.js';
import { handlerEntry } from './lambda-bundling.js';
import { runOnSchedule } from './run-on-schedule.js';
import type { ServiceAlarms } from './service-alarms.js';
import { TurnpostFunction } from './turnpost-function.js';

export interface DeadlineSweeperProps {
  readonly table: TurnpostTable;
  readonly alarms: ServiceAlarms;
  readonly publicUrl: string;
  /** @default every minute */
  readonly every?: Duration;
  readonly tracing?: boolean;
}

/**
 * Turn time limits: a function run on a schedule that finds the games whose reminder or deadline
 * has come through the sparse index `byDeadline` (a Query per shard, never a scan), reminds the
 * awaited seats, and applies timeouts through the same version-conditioned write as a move.
 * Two runs overlapping is harmless: the version condition lets only one timeout land. The daily
 * digests run on their own schedule (daily-digests.ts), so they never hold up a timeout.
 */
export class DeadlineSweeper extends Construct {
  readonly sweeper: TurnpostFunction;
  readonly schedule: Rule;

  constructor(scope: Construct, id: string, props: DeadlineSweeperProps) {
    super(scope, id);
    this.sweeper = new TurnpostFunction(this, 'Sweeper', {
      entry: handlerEntry('sweeper'),
      description: 'turnpost deadline sweeper: reminders and timeouts',
      environment: { TABLE_NAME: props.table.tableName, TURNPOST_MODE: 'aws', TURNPOST_PUBLIC_URL: props.publicUrl },
      // Ends well before the next run starts.
      timeout: Duration.seconds(50),
      tracing: props.tracing,
    });
    props.table.grantSweeping(this.sweeper);
    this.schedule = runOnSchedule(this, this.sweeper, 'Runs the turnpost deadline sweeper', props.every ?? Duration.minutes(1));
    props.alarms.alarmOn('SweeperErrors', this.sweeper.handler.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }), {
      description: 'The deadline sweeper failed: reminders and timeouts may not be applied.',
      threshold: 3,
    });
  }
}
