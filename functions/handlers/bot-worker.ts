/**
 * Lambda entry point of the bot worker, fed by its own SQS queue (partial batch responses), onto
 * which an EventBridge pipe copies the table's stream records of running games: the bots of each
 * game play in turn until a person is awaited (functions/bots/bot-worker.ts).
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { games as registeredGames } from '../../engine/index.js';
import { BotWorker } from '../bots/bot-worker.js';
import { loadConfig } from '../config.js';
import { GameCatalog } from '../domain/catalog.js';
import { jsonLogger } from '../log.js';
import { createDynamoDb } from '../store/client.js';
import { GameStore } from '../store/games.js';
import { Table } from '../store/table.js';

const config = loadConfig();
const table = new Table(createDynamoDb(config), config.tableName);
const worker = new BotWorker({ games: new GameStore(table, config.retentionDays), catalog: new GameCatalog(registeredGames), log: jsonLogger, budget: config.botBudget });

export function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  return worker.handleMessages(event.Records);
}
