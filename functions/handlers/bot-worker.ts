/**
 * Lambda entry point of the bot worker, fed by its own SQS queue (partial batch responses), onto
 * which an EventBridge pipe copies the table's stream records of running games: the bots of each
 * game play in turn until a person is awaited (functions/bots/bot-worker.ts).
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { games } from '../../engine/index.js';
import { createBotWorker } from '../bots/create-bot-worker.js';
import { loadConfig } from '../config.js';
import { jsonLogger } from '../log.js';
import { createDynamoDb } from '../store/client.js';
import { Table } from '../store/table.js';

const config = loadConfig();
const worker = createBotWorker({ config, table: new Table(createDynamoDb(config), config.tableName), games, log: jsonLogger });

export function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  return worker.handleMessages(event.Records);
}
