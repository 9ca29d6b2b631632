/**
 * Lambda entry point of the notifier, fed by the table's stream (event source mapping with a
 * filter: game items of started games). Each batch becomes deliveries on the SQS queue; a batch
 * that cannot be handed on throws, and Lambda retries it (bisecting, then the stream DLQ).
 */
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { SQSClient } from '@aws-sdk/client-sqs';
import { loadConfig } from '../config.js';
import { jsonLogger } from '../log.js';
import type { StreamRecord } from '../store/stream-images.js';
import { createNotifier } from '../notify/decide/create-notifier.js';
import { sqsDispatch } from '../notify/deliver/sqs-send.js';
import { createDynamoDb } from '../store/client.js';
import { GameStore } from '../store/games.js';
import { PlayerStore } from '../store/players.js';
import { Table } from '../store/table.js';

const config = loadConfig();
if (!config.deliveryQueueUrl) throw new Error('DELIVERY_QUEUE_URL is not set: the notifier needs the delivery queue');

const table = new Table(createDynamoDb(config), config.tableName);
const games = new GameStore(table, config.retentionDays);

const notifier = createNotifier({
  config,
  table,
  games,
  players: new PlayerStore(table),
  dispatch: sqsDispatch(new SQSClient({ region: config.region }), config.deliveryQueueUrl),
  log: jsonLogger,
});

export async function handler(event: DynamoDBStreamEvent): Promise<void> {
  await notifier.handle(event.Records as StreamRecord[]);
}
