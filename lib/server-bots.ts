import { Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { CfnPipe } from 'aws-cdk-lib/aws-pipes';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { TurnpostTable } from './turnpost-table.js';
import { handlerEntry } from './lambda-bundling.js';
import type { ServiceAlarms } from './service-alarms.js';
import { TurnpostFunction } from './turnpost-function.js';
import { workQueue } from './work-queue.js';

export interface ServerBotsProps {
  readonly table: TurnpostTable;
  readonly alarms: ServiceAlarms;
  readonly tracing?: boolean;
}

/** A bot message is tried this often before it goes to the dead-letter queue. */
export const BOT_ATTEMPTS = 5;
const BOT_TIMEOUT = Duration.seconds(60);
/** Bot workers running at once, at most (the queue's maximum concurrency): bot turns wait in the queue rather than take the API's concurrency. */
export const BOT_MAX_CONCURRENCY = 3;

/** A bot message: a stream record cut down to the fields functions/bots/bot-turns.ts reads. */
export const BOT_MESSAGE_TEMPLATE =
  '{"eventName": "<$.eventName>", "dynamodb": {"Keys": <$.dynamodb.Keys>, "NewImage": {"id": <$.dynamodb.NewImage.id>, "status": <$.dynamodb.NewImage.status>, "awaiting": <$.dynamodb.NewImage.awaiting>, "bots": <$.dynamodb.NewImage.bots>}}}';

/**
 * Bots playing on the server (functions/bots/):
 *
 *   table stream ─(pipe, filter: game items of running games)→ SQS bot queue ─→ bot worker ─→ version-conditioned commit
 *        └ records the pipe cannot hand on → bot DLQ            └ a game whose bots keep failing → bot DLQ
 *
 * Fed by the same stream as the notifier but through its own queue, so neither the API nor the
 * notifier ever waits for a bot. Each message is one stream record; the worker decides from it
 * whether a bot seat is awaited, then plays that game's bots in turn until a person is awaited.
 * Messages for one game may run at once: the commit's version condition lets one land, and the
 * other reads the game again. Alarms: a message in the DLQ, and a queue falling behind.
 */
export class ServerBots extends Construct {
  readonly queue: Queue;
  readonly deadLetters: Queue;
  readonly worker: TurnpostFunction;
  readonly pipe: CfnPipe;

  constructor(scope: Construct, id: string, props: ServerBotsProps) {
    super(scope, id);
    const { queue, deadLetters } = workQueue(this, { queue: 'Queue', deadLetters: 'DeadLetters' }, { consumerTimeout: BOT_TIMEOUT, maxReceiveCount: BOT_ATTEMPTS, retentionPeriod: Duration.days(1) });
    this.queue = queue;
    this.deadLetters = deadLetters;

    // The pipe's own role: read the stream, send to the two queues; nothing else.
    const pipeRole = new Role(this, 'PipeRole', { assumedBy: new ServicePrincipal('pipes.amazonaws.com'), description: 'turnpost bot pipe: table stream to the bot queue' });
    props.table.grantStreamRead(pipeRole);
    this.queue.grantSendMessages(pipeRole);
    this.deadLetters.grantSendMessages(pipeRole);
    this.pipe = new CfnPipe(this, 'StreamToQueue', {
      description: 'turnpost: stream records of running games to the bot queue',
      roleArn: pipeRole.roleArn,
      source: props.table.streamArn,
      sourceParameters: {
        dynamoDbStreamParameters: {
          startingPosition: 'TRIM_HORIZON',
          batchSize: 10,
          maximumBatchingWindowInSeconds: 1,
          maximumRetryAttempts: BOT_ATTEMPTS,
          // A bot turn an hour late is still wanted; a day late, the game has timed out anyway.
          maximumRecordAgeInSeconds: 24 * 3600,
          deadLetterConfig: { arn: this.deadLetters.queueArn },
        },
        // Only game items of running games can await a bot (the worker checks the seats itself).
        filterCriteria: {
          filters: [{ pattern: JSON.stringify({ eventName: ['INSERT', 'MODIFY'], dynamodb: { Keys: { sk: { S: ['GAME'] } }, NewImage: { status: { S: ['active'] } } } }) }],
        },
      },
      target: this.queue.queueArn,
      // Only what says whether a bot must move (functions/bots/bot-turns.ts reads no more): the
      // keys, id, status, awaited seats and bot seats; never the hands, the deck or the seed,
      // which the worker reads from the table itself when a bot is awaited.
      targetParameters: { inputTemplate: BOT_MESSAGE_TEMPLATE },
    });
    // The role's policy must exist before the pipe starts reading (the role itself is already a GetAtt away).
    this.pipe.node.addDependency(pipeRole.node.findChild('DefaultPolicy'));

    this.worker = new TurnpostFunction(this, 'Worker', {
      entry: handlerEntry('bot-worker'),
      description: "turnpost bot worker: plays bot seats through the same commit as a player's move",
      environment: { TABLE_NAME: props.table.tableName, TURNPOST_MODE: 'aws' },
      timeout: BOT_TIMEOUT,
      tracing: props.tracing,
    });
    props.table.grantBotPlay(this.worker);
    this.worker.handler.addEventSource(new SqsEventSource(this.queue, { batchSize: 10, maxBatchingWindow: Duration.seconds(1), reportBatchItemFailures: true, maxConcurrency: BOT_MAX_CONCURRENCY }));

    props.alarms.alarmOn('BotDeadLetters', this.deadLetters.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: Duration.minutes(5) }), {
      description: `Bot turns that failed ${BOT_ATTEMPTS} times (or stream records the pipe could not hand on): those games wait on a bot. Inspect and redrive the queue.`,
    });
    props.alarms.alarmOn('BotsBehind', this.queue.metricApproximateAgeOfOldestMessage({ statistic: 'Maximum', period: Duration.minutes(5) }), {
      description: 'The oldest bot turn has waited more than five minutes: the bots are late.',
      threshold: 5 * 60,
    });
  }
}
