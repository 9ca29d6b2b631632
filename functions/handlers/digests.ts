/**
 * Lambda entry point of the daily digests, run on their own schedule (lib/daily-digests.ts), not
 * inside the deadline sweeper's run, so a large hour of digests never delays a timeout: hands the
 * digests due this hour to the delivery queue (functions/notify/decide/digest-sender.ts) until its
 * time budget is spent, leaving the rest to the next run of the hour.
 */
import type { Context } from 'aws-lambda';
import { SQSClient } from '@aws-sdk/client-sqs';
import { loadConfig } from '../config.js';
import { jsonLogger } from '../log.js';
import { DigestSender } from '../notify/decide/digest-sender.js';
import { sqsDispatch } from '../notify/deliver/sqs-send.js';
import { createDynamoDb } from '../store/client.js';
import { DigestStore } from '../store/digests.js';
import { GameStore } from '../store/games.js';
import { PlayerStore } from '../store/players.js';
import { Table } from '../store/table.js';

/** Time kept back from the invocation's timeout: the players already started finish within it. */
export const DIGEST_RESERVE_MS = 15_000;

const config = loadConfig();
if (!config.deliveryQueueUrl) throw new Error('DELIVERY_QUEUE_URL is not set: the digests go to the delivery queue');
const table = new Table(createDynamoDb(config), config.tableName);
const digests = new DigestSender({
  digests: new DigestStore(table),
  players: new PlayerStore(table),
  games: new GameStore(table, config.retentionDays),
  dispatch: sqsDispatch(new SQSClient({ region: config.region }), config.deliveryQueueUrl),
  appUrl: config.appUrl,
  log: jsonLogger,
});

export async function handler(_event: unknown, context: Pick<Context, 'getRemainingTimeInMillis'>): Promise<{ digests: number }> {
  return { digests: await digests.send(new Date(), () => context.getRemainingTimeInMillis() < DIGEST_RESERVE_MS) };
}
