/**
 * Lambda entry point of the deliverer, fed by the SQS delivery queue (partial batch responses):
 * one notification per message, to a webhook (https, checked targets), SES, the SNS topic or a
 * Web Push device; a failed delivery stays on the queue, hidden until its next attempt on
 * DELIVERY_RETRY_SCHEDULE, and SQS dead-letters it after the last (notify/deliver/sqs-receive.ts).
 * The VAPID private key is read from SSM once per cold start.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { SQSClient } from '@aws-sdk/client-sqs';
import { loadConfig } from '../config.js';
import { jsonLogger } from '../log.js';
import { createDeliverer } from '../notify/deliver/create-deliverer.js';
import type { PushSigner } from '../notify/deliver/push-request.js';
import { deliverBatch } from '../notify/deliver/sqs-receive.js';
import { VapidParameter } from '../notify/push/vapid-parameter.js';
import { createDynamoDb } from '../store/client.js';
import { PlayerStore } from '../store/players.js';
import { Table } from '../store/table.js';

const config = loadConfig();
if (!config.deliveryQueueUrl) throw new Error('DELIVERY_QUEUE_URL is not set: the deliverer delays failed deliveries on its queue');
const queueUrl = config.deliveryQueueUrl;

const deliverer = createDeliverer({ config, players: new PlayerStore(new Table(createDynamoDb(config), config.tableName)), push: await pushSigner() });
const sqs = new SQSClient({ region: config.region });

export function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  return deliverBatch(event, { deliverer, sqs, queueUrl, log: jsonLogger });
}

/** The VAPID keys, when the deployment has them: the public key from the environment, the private key from its SSM parameter. */
async function pushSigner(): Promise<PushSigner | null> {
  if (!config.vapidPublicKey || !config.vapidParameterName) return null;
  const privateKey = await VapidParameter.inRegion(config.vapidParameterName, config.region).read();
  if (!privateKey) throw new Error(`the SSM parameter ${config.vapidParameterName} (the VAPID private key) does not exist`);
  return { publicKey: config.vapidPublicKey, privateKey, subject: config.vapidSubject };
}
