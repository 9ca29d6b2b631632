import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { TurnpostTable } from './turnpost-table.js';
import type { ServiceAlarms } from './service-alarms.js';
import { handlerEntry } from './lambda-bundling.js';
import { TurnpostFunction } from './turnpost-function.js';
import { workQueue } from './work-queue.js';

export interface AccountDeletionsProps {
  readonly table: TurnpostTable;
  readonly alarms: ServiceAlarms;
  readonly tracing?: boolean;
}

const DELETION_TIMEOUT = Duration.minutes(2);
/** Receives of a job before it goes to the dead letters: a job waits for its player's mark, and retries a chunk that failed. */
export const DELETION_ATTEMPTS = 5;

/**
 * The account-deletion queue and its worker (functions/handlers/account-deletion.ts):
 * DELETE /players/me marks the player deleted and sends a job here; the worker clears the
 * player's games a chunk at a time and sends the continuation of a job it could not finish in
 * one run to this queue. One worker at a time: deletions are rare and nobody waits on them.
 */
/** Account deletions run a few at once at most: each is a long chain of bounded runs, and none is urgent. */
export const DELETION_MAX_CONCURRENCY = 2;

export class AccountDeletions extends Construct {
  readonly queue: Queue;
  readonly deadLetters: Queue;
  readonly worker: TurnpostFunction;

  constructor(scope: Construct, id: string, props: AccountDeletionsProps) {
    super(scope, id);
    const { queue, deadLetters } = workQueue(this, { queue: 'Queue', deadLetters: 'DeadLetters' }, { consumerTimeout: DELETION_TIMEOUT, maxReceiveCount: DELETION_ATTEMPTS, retentionPeriod: Duration.days(14) });
    this.queue = queue;
    this.deadLetters = deadLetters;
    this.worker = new TurnpostFunction(this, 'Worker', {
      entry: handlerEntry('account-deletion'),
      description: 'turnpost account deletion: clears a deleted player from their games, a chunk at a time',
      environment: { TABLE_NAME: props.table.tableName, TURNPOST_MODE: 'aws', ACCOUNT_DELETION_QUEUE_URL: this.queue.queueUrl },
      timeout: DELETION_TIMEOUT,
      tracing: props.tracing,
    });
    props.table.grantAccountDeletion(this.worker);
    this.queue.grantSendMessages(this.worker);
    this.worker.handler.addEventSource(new SqsEventSource(this.queue, { batchSize: 1, reportBatchItemFailures: true, maxConcurrency: DELETION_MAX_CONCURRENCY }));
    props.alarms.alarmOn('DeletionDeadLetters', this.deadLetters.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: Duration.minutes(5) }), {
      description:
        `An account deletion failed ${DELETION_ATTEMPTS} times and sits in the account-deletion dead-letter queue: the player can no longer sign in, ` +
        'but their seats in some games (and their player item) are not cleared yet. Read the worker\'s log for the error, fix its cause, ' +
        'then move the messages back to the account-deletion queue (SQS "Start DLQ redrive"); a job run again redoes nothing already done.',
    });
  }
}
