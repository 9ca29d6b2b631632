/**
 * Lambda entry point of the deliverer, fed by the SQS delivery queue (partial batch responses):
 * one notification per message, to a webhook (https, checked targets), SES or the SNS topic;
 * failures retried on DELIVERY_RETRY_SCHEDULE through the same queue, then dead-lettered.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { Sqs } from '../aws/sqs.js';
import { loadConfig } from '../config.js';
import { jsonLogger } from '../log.js';
import { createDeliverer } from '../notify/deliver/create-deliverer.js';
import { deliverBatch } from '../notify/deliver/sqs-receive.js';
import { createDynamoDb } from '../store/client.js';
import { PlayerStore } from '../store/players.js';
import { Table } from '../store/table.js';

const config = loadConfig();
if (!config.deliveryQueueUrl) throw new Error('DELIVERY_QUEUE_URL is not set: the deliverer re-enqueues retries on its queue');
if (!config.deliveryDeadLetterQueueUrl) throw new Error('DELIVERY_DEAD_LETTER_QUEUE_URL is not set: the deliverer puts deliveries that failed every attempt there');
const queueUrl = config.deliveryQueueUrl;
const deadLetterQueueUrl = config.deliveryDeadLetterQueueUrl;

const deliverer = createDeliverer({ config, players: new PlayerStore(new Table(createDynamoDb(config), config.tableName)) });
const sqs = new Sqs({ region: config.region });

export function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  return deliverBatch(event, { deliverer, sqs, queueUrl, deadLetterQueueUrl, log: jsonLogger });
}
