/**
 * The deliver Lambda's work on one SQS batch: every message is one delivery, all attempted at
 * once (each webhook request has its own timeout, so one slow endpoint costs the batch at most
 * that). A failed delivery is reported back (partial batch response) so SQS receives it again,
 * after a delay that doubles with every receive: the deliverer sets the message's visibility
 * timeout accordingly. After the queue's maxReceiveCount, SQS moves it to the dead-letter queue.
 */
import { ChangeMessageVisibilityCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { Logger } from '../../log.js';
import { retryDelayMs, type Backoff } from './backoff.js';
import { CHANNELS, type Delivery } from '../decide/fan-out.js';
import type { Deliverer } from './deliverer.js';

/** 30 s, 1 min, 2 min, … at most 15 min between attempts. */
export const SQS_BACKOFF: Backoff = { baseMs: 30_000, maxMs: 15 * 60_000 };

export interface SqsDeliveryOptions {
  deliverer: Deliverer;
  sqs: SQSClient;
  queueUrl: string;
  log: Logger;
}

export async function deliverBatch(event: SQSEvent, options: SqsDeliveryOptions): Promise<SQSBatchResponse> {
  const outcomes = await Promise.all(event.Records.map((record) => deliverRecord(record, options)));
  return { batchItemFailures: event.Records.filter((_, i) => !outcomes[i]).map((record) => ({ itemIdentifier: record.messageId })) };
}

/** True when the message is done with (delivered, or nothing to deliver). */
async function deliverRecord(record: SQSRecord, options: SqsDeliveryOptions): Promise<boolean> {
  const receives = Number(record.attributes.ApproximateReceiveCount) || 1;
  const delivery = deliveryFromMessage(record.body);
  if (!delivery) {
    // Never deliverable: it fails until SQS moves it to the dead-letter queue, where the alarm points at it.
    options.log.error('malformed delivery message', { messageId: record.messageId });
    return false;
  }
  const outcome = await options.deliverer.attempt(delivery);
  const fields = { deliveryId: delivery.body.deliveryId, event: delivery.body.event, channel: delivery.channel, playerId: delivery.playerId, receives, detail: outcome.detail };
  if (outcome.status !== 'failed') {
    options.log.info(`delivery ${outcome.status}`, fields);
    return true;
  }
  options.log.error('delivery failed', fields);
  await postpone(record, receives, options);
  return false;
}

/** Pushes the message's next receive out by the back-off delay (best effort: the queue's own timeout applies otherwise). */
async function postpone(record: SQSRecord, receives: number, options: SqsDeliveryOptions): Promise<void> {
  const seconds = Math.round(retryDelayMs(receives, SQS_BACKOFF) / 1000);
  try {
    await options.sqs.send(new ChangeMessageVisibilityCommand({ QueueUrl: options.queueUrl, ReceiptHandle: record.receiptHandle, VisibilityTimeout: seconds }));
  } catch (error) {
    options.log.error('could not postpone a failed delivery', { messageId: record.messageId, error: error instanceof Error ? error.message : String(error) });
  }
}

/** A delivery from an SQS message body (written by sqsDispatch), or null when it is not one. */
export function deliveryFromMessage(body: string): Delivery | null {
  try {
    const delivery = JSON.parse(body) as Partial<Delivery>;
    const valid =
      typeof delivery.playerId === 'string' &&
      CHANNELS.includes(delivery.channel as Delivery['channel']) &&
      typeof delivery.body?.deliveryId === 'string' &&
      typeof delivery.body.gameId === 'string';
    return valid ? (delivery as Delivery) : null;
  } catch {
    return null;
  }
}
