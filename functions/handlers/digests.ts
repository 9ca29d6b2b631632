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
import { createDigestSender } from '../notify/decide/create-digest-sender.js';
import { sqsDispatch } from '../notify/deliver/sqs-send.js';
import { createDynamoDb } from '../store/client.js';
import { Table } from '../store/table.js';

/** Time kept back from the invocation's timeout: the players already started finish within it. */
export const DIGEST_RESERVE_MS = 15_000;

const config = loadConfig();
if (!config.deliveryQueueUrl) throw new Error('DELIVERY_QUEUE_URL is not set: the digests go to the delivery queue');
const digests = createDigestSender({
  config,
  table: new Table(createDynamoDb(config), config.tableName),
  dispatch: sqsDispatch(new SQSClient({ region: config.region }), config.deliveryQueueUrl),
  log: jsonLogger,
});

export async function handler(_event: unknown, context: Pick<Context, 'getRemainingTimeInMillis'>): Promise<{ digests: number }> {
  return { digests: await digests.send(new Date(), () => context.getRemainingTimeInMillis() < DIGEST_RESERVE_MS) };
}
