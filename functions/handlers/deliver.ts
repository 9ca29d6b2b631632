/**
 * Lambda entry point of the deliverer, fed by the SQS delivery queue (partial batch responses):
 * one notification per message, to a webhook (https, checked targets), SES or the SNS topic.
 */
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SNSClient } from '@aws-sdk/client-sns';
import { SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { loadConfig } from '../config.js';
import { jsonLogger } from '../log.js';
import { storedChannels } from '../notify/stored-channels.js';
import { Deliverer } from '../notify/deliverer.js';
import { SesEmailSender, SnsTopicPublisher } from '../notify/senders.js';
import { deliverBatch } from '../notify/sqs-delivery.js';
import { urlPolicyFor } from '../notify/url-policy.js';
import { createDocumentClient } from '../store/client.js';
import { PlayerStore } from '../store/players.js';
import { Table } from '../store/table.js';

const config = loadConfig();
if (!config.deliveryQueueUrl) throw new Error('DELIVERY_QUEUE_URL is not set: the deliverer postpones retries on its queue');
const queueUrl = config.deliveryQueueUrl;

const players = new PlayerStore(new Table(createDocumentClient(config), config.tableName));
const deliverer = new Deliverer({
  channelsOf: async (playerId) => {
    const player = await players.get(playerId);
    return player ? storedChannels(player.notify) : null;
  },
  email: config.emailFrom ? new SesEmailSender(new SESv2Client({ region: config.region }), config.emailFrom) : null,
  topic: config.snsTopicArn ? new SnsTopicPublisher(new SNSClient({ region: config.region }), config.snsTopicArn) : null,
  webhookPolicy: urlPolicyFor(config.mode),
  webhookTimeoutMs: 5_000,
});
const sqs = new SQSClient({ region: config.region });

export function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  return deliverBatch(event, { deliverer, sqs, queueUrl, log: jsonLogger });
}
