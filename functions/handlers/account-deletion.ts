/**
 * Lambda entry point of the account-deletion worker, fed by its own SQS queue (one job per
 * message: functions/accounts/account-deletion.ts). A run stops taking new chunks well before the
 * function's timeout and sends the job's continuation (its cursor) to the same queue. That chain
 * is intentional and short: each link clears a whole run's worth of games, and a player's games
 * are bounded by the open-games cap and the retention of finished ones.
 */
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { AccountDeletion, type DeletionJob } from '../accounts/account-deletion.js';
import { sqsAccountDeletion } from '../accounts/deletion-queue.js';
import { loadConfig } from '../config.js';
import { jsonLogger } from '../log.js';
import { createDynamoDb } from '../store/client.js';
import { GameStore } from '../store/games.js';
import { PlayerStore } from '../store/players.js';
import { Table } from '../store/table.js';

const config = loadConfig();
const table = new Table(createDynamoDb(config), config.tableName);
const deletion = new AccountDeletion({ players: new PlayerStore(table), games: new GameStore(table, config.retentionDays), enqueue: sqsAccountDeletion(config.accountDeletionQueueUrl), log: jsonLogger });

/** Time kept back at the end of a run: the chunk under way and the continuation's send must fit. */
const RESERVE_MS = 20_000;

export async function handler(event: SQSEvent, context: Context): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      await deletion.run(JSON.parse(record.body) as DeletionJob, () => context.getRemainingTimeInMillis() < RESERVE_MS);
    } catch (error) {
      jsonLogger.error('account deletion failed; SQS tries again', { messageId: record.messageId, error: error instanceof Error ? error.message : String(error) });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}
