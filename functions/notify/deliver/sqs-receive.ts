/**
 * The deliver Lambda's work on one SQS batch: every message is one delivery, all attempted at
 * once (each webhook request has its own timeout, so one slow endpoint costs the batch at most
 * that). A failed delivery stays on its queue, the SQS idiom: the message is reported as a batch
 * item failure (ReportBatchItemFailures), so Lambda does not delete it, and hidden with
 * ChangeMessageVisibility until its next attempt is due on DELIVERY_RETRY_SCHEDULE. The attempt
 * is the message's ApproximateReceiveCount. Nothing is ever sent back to the queue, so each
 * attempt is a new receive, not a new message, and Lambda's recursive-loop detection (which
 * follows messages a function sends) sees no loop. After the schedule's last attempt the message
 * is made visible at once and SQS moves it to the dead-letter queue itself (the queue's
 * maxReceiveCount is the schedule's number of attempts, lib/notifications.ts); `npm run redrive`
 * sends it back. A message that is not a delivery fails the same way until SQS moves it.
 */
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { ChangeMessageVisibilityCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { Logger } from '../../log.js';
import { metricFields } from '../../metrics.js';
import { CHANNELS, type Delivery } from '../delivery.js';
import type { Deliverer } from './deliverer.js';
import { attemptsOf, DELIVERY_RETRY_SCHEDULE, retryDelayMs, type RetrySchedule } from './retry-schedule.js';

/** SQS's longest visibility timeout: the longest wait of the schedule (with its jitter) must fit. */
export const MAX_VISIBILITY_SECONDS = 12 * 60 * 60;

export interface SqsDeliveryOptions {
  deliverer: Deliverer;
  sqs: SQSClient;
  /** The delivery queue (the messages' visibility is changed there). */
  queueUrl: string;
  log: Logger;
  /** @default DELIVERY_RETRY_SCHEDULE */
  schedule?: RetrySchedule;
  now?: () => Date;
}

export async function deliverBatch(event: SQSEvent, options: SqsDeliveryOptions): Promise<SQSBatchResponse> {
  const outcomes = await Promise.all(event.Records.map((record) => handleRecord(record, options)));
  return { batchItemFailures: event.Records.filter((_, i) => !outcomes[i]).map((record) => ({ itemIdentifier: record.messageId })) };
}

/** True when the message is done with (delivered, or nothing to deliver): Lambda deletes it. */
async function handleRecord(record: SQSRecord, options: SqsDeliveryOptions): Promise<boolean> {
  const delivery = deliveryFromMessage(record.body);
  if (!delivery) {
    // Never deliverable: it fails until SQS moves it to the dead-letter queue, where the alarm points at it.
    options.log.error('malformed delivery message', { messageId: record.messageId });
    return false;
  }
  const now = options.now?.() ?? new Date();
  const schedule = options.schedule ?? DELIVERY_RETRY_SCHEDULE;
  const attempt = Math.max(1, Number(record.attributes.ApproximateReceiveCount) || 1);
  const outcome = await options.deliverer.attempt(plainDelivery(delivery));
  const fields = { deliveryId: delivery.body.deliveryId, event: delivery.body.event, channel: delivery.channel, playerId: delivery.playerId, attempt, detail: outcome.detail };
  if (outcome.status !== 'failed') {
    options.log.info(`delivery ${outcome.status}`, { ...fields, ...metricFields('deliver', { Deliveries: outcome.status === 'delivered' ? 1 : 0 }, now) });
    return true;
  }
  const wait = retryDelayMs(attempt, schedule);
  if (wait === null) {
    options.log.error('delivery failed for good: dead letter', { ...fields, attempts: attemptsOf(schedule), ...metricFields('deliver', { DeliveryFailures: 1, DeadLetters: 1 }, now) });
    await hideFor(record, 0, options);
    return false;
  }
  options.log.error('delivery failed; will retry', { ...fields, retryInMs: wait, ...metricFields('deliver', { DeliveryFailures: 1 }, now) });
  await hideFor(record, wait, options);
  return false;
}

/**
 * Keeps the message out of sight for `waitMs` (0: at once visible again). When SQS refuses, the
 * message comes back after the queue's own visibility timeout instead: sooner, never lost.
 */
async function hideFor(record: SQSRecord, waitMs: number, options: SqsDeliveryOptions): Promise<void> {
  const seconds = Math.min(MAX_VISIBILITY_SECONDS, Math.ceil(waitMs / 1000));
  try {
    await options.sqs.send(new ChangeMessageVisibilityCommand({ QueueUrl: options.queueUrl, ReceiptHandle: record.receiptHandle, VisibilityTimeout: seconds }));
  } catch (error) {
    options.log.error('could not delay a failed delivery; it comes back after the queue\'s visibility timeout', { messageId: record.messageId, error: error instanceof Error ? error.message : String(error) });
  }
}

/** Just the delivery, without what the queues added to it (its attempt and due time, a dead letter's error). */
export function plainDelivery(queued: Delivery): Delivery {
  const { channel, playerId, deadline, body, device } = queued;
  return { channel, playerId, deadline: deadline ?? null, body, ...(device === undefined ? {} : { device }) };
}

/**
 * A delivery from an SQS message body (written by sqsDispatch), or null when it is not one. A
 * message an earlier deliverer re-sent carries its attempt and due time too: they are ignored.
 */
export function deliveryFromMessage(body: string): Delivery | null {
  try {
    const delivery = JSON.parse(body) as Partial<Delivery> & { attempt?: unknown; dueAt?: unknown };
    const valid =
      typeof delivery.playerId === 'string' &&
      CHANNELS.includes(delivery.channel as Delivery['channel']) &&
      typeof delivery.body?.deliveryId === 'string' &&
      (delivery.body.event === 'digest' ? Array.isArray(delivery.body.games) : typeof delivery.body.gameId === 'string') &&
      (delivery.channel !== 'push' || typeof delivery.device === 'string');
    return valid ? (delivery as Delivery) : null;
  } catch {
    return null;
  }
}
