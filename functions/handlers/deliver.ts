/**
 * Lambda entry point of the deliverer, fed by the SQS delivery queue (partial batch responses):
 * one notification per message, to a webhook (https, checked targets), SES or the SNS topic.
 */
import { SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { loadConfig } from '../config.js';
import { jsonLogger } from '../log.js';
import { createDeliverer } from '../notify/deliver/create-deliverer.js';
import { deliverBatch } from '../notify/deliver/sqs-receive.js';
import { createDocumentClient } from '../store/client.js';
import { PlayerStore } from '../store/players.js';
import { Table } from '../store/table.js';

const config = loadConfig();
if (!config.deliveryQueueUrl) throw new Error('DELIVERY_QUEUE_URL is not set: the deliverer postpones retries on its queue');
const queueUrl = config.deliveryQueueUrl;

const deliverer = createDeliverer({ config, players: new PlayerStore(new Table(createDocumentClient(config), config.tableName)) });
const sqs = new SQSClient({ region: config.region });

export function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  return deliverBatch(event, { deliverer, sqs, queueUrl, log: jsonLogger });
}
