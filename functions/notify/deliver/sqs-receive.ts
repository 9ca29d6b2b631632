/**
 * The deliver Lambda's work on one SQS batch: every message is one delivery, all attempted at
 * once (each webhook request has its own timeout, so one slow endpoint costs the batch at most
 * that). Retries follow DELIVERY_RETRY_SCHEDULE, which runs for over a day — far beyond the
 * 15 minutes SQS can delay a message — so a failed delivery is sent to the queue again as a new
 * message carrying its next attempt's number and due time, with the longest delay SQS allows;
 * a message received before its due time is sent on again the same way, unattempted. After the
 * schedule's last attempt the deliverer itself puts the delivery, with its last error, on the
 * dead-letter queue (`npm run redrive` sends it back). A message that cannot be handled at all
 * (malformed, or the queue refused the resend) is reported back as a batch failure, so SQS
 * receives it again and after maxReceiveCount moves it to the dead-letter queue itself.
 */
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { Logger } from '../../log.js';
import { metricFields } from '../../metrics.js';
import { CHANNELS, type Delivery } from '../decide/fan-out.js';
import type { Deliverer } from './deliverer.js';
import { attemptsOf, DELIVERY_RETRY_SCHEDULE, retryDelayMs, type RetrySchedule } from './retry-schedule.js';

/** SQS's longest message delay. */
export const MAX_DELAY_SECONDS = 900;

/** A delivery as the queue carries it: which attempt it is due for, and when (absent: the first, now). */
export interface QueuedDelivery extends Delivery {
  attempt?: number;
  dueAt?: string;
}

/** A delivery on the dead-letter queue, as the deliverer puts it there. */
export interface DeadDelivery extends Delivery {
  attempts: number;
  lastError: string;
}

export interface SqsDeliveryOptions {
  deliverer: Deliverer;
  sqs: SQSClient;
  queueUrl: string;
  deadLetterQueueUrl: string;
  log: Logger;
  /** @default DELIVERY_RETRY_SCHEDULE */
  schedule?: RetrySchedule;
  now?: () => Date;
}

export async function deliverBatch(event: SQSEvent, options: SqsDeliveryOptions): Promise<SQSBatchResponse> {
  const outcomes = await Promise.all(event.Records.map((record) => handleRecord(record, options)));
  return { batchItemFailures: event.Records.filter((_, i) => !outcomes[i]).map((record) => ({ itemIdentifier: record.messageId })) };
}

/** True when the message is done with: delivered, nothing to deliver, or handed on (a later attempt, the dead letters). */
async function handleRecord(record: SQSRecord, options: SqsDeliveryOptions): Promise<boolean> {
  const delivery = deliveryFromMessage(record.body);
  if (!delivery) {
    // Never deliverable: it fails until SQS moves it to the dead-letter queue, where the alarm points at it.
    options.log.error('malformed delivery message', { messageId: record.messageId });
    return false;
  }
  try {
    return await deliverOrPass(delivery, options);
  } catch (error) {
    options.log.error('could not hand a delivery on; SQS will receive it again', { messageId: record.messageId, error: error instanceof Error ? error.message : String(error) });
    return false;
  }
}

async function deliverOrPass(queued: QueuedDelivery, options: SqsDeliveryOptions): Promise<boolean> {
  const now = options.now?.() ?? new Date();
  const attempt = queued.attempt ?? 1;
  const dueAt = queued.dueAt ? Date.parse(queued.dueAt) : now.getTime();
  if (dueAt - now.getTime() >= 1_000) {
    await sendLater(queued, dueAt - now.getTime(), options);
    return true;
  }
  const delivery = plainDelivery(queued);
  const outcome = await options.deliverer.attempt(delivery);
  const fields = { deliveryId: delivery.body.deliveryId, event: delivery.body.event, channel: delivery.channel, playerId: delivery.playerId, attempt, detail: outcome.detail };
  if (outcome.status !== 'failed') {
    options.log.info(`delivery ${outcome.status}`, { ...fields, ...metricFields('deliver', { Deliveries: outcome.status === 'delivered' ? 1 : 0 }, now) });
    return true;
  }
  const schedule = options.schedule ?? DELIVERY_RETRY_SCHEDULE;
  const wait = retryDelayMs(attempt, schedule);
  if (wait === null) {
    const dead: DeadDelivery = { ...delivery, attempts: attemptsOf(schedule), lastError: outcome.detail };
    await options.sqs.send(new SendMessageCommand({ QueueUrl: options.deadLetterQueueUrl, MessageBody: JSON.stringify(dead) }));
    options.log.error('delivery failed for good: dead letter', { ...fields, ...metricFields('deliver', { DeliveryFailures: 1, DeadLetters: 1 }, now) });
    return true;
  }
  options.log.error('delivery failed; will retry', { ...fields, retryInMs: wait, ...metricFields('deliver', { DeliveryFailures: 1 }, now) });
  await sendLater({ ...delivery, attempt: attempt + 1, dueAt: new Date(now.getTime() + wait).toISOString() }, wait, options);
  return true;
}

/** Sends the delivery to the queue again, delayed by as much of `waitMs` as SQS allows. */
async function sendLater(queued: QueuedDelivery, waitMs: number, options: SqsDeliveryOptions): Promise<void> {
  const delay = Math.min(MAX_DELAY_SECONDS, Math.ceil(waitMs / 1000));
  await options.sqs.send(new SendMessageCommand({ QueueUrl: options.queueUrl, MessageBody: JSON.stringify(queued), DelaySeconds: delay }));
}

/** Just the delivery, without what the queues added to it (its attempt and due time, a dead letter's error). */
export function plainDelivery(queued: Delivery): Delivery {
  const { channel, playerId, deadline, body, device } = queued;
  return { channel, playerId, deadline: deadline ?? null, body, ...(device === undefined ? {} : { device }) };
}

/** A delivery from an SQS message body (written by sqsDispatch or the deliverer), or null when it is not one. */
export function deliveryFromMessage(body: string): QueuedDelivery | null {
  try {
    const delivery = JSON.parse(body) as Partial<QueuedDelivery>;
    const valid =
      typeof delivery.playerId === 'string' &&
      CHANNELS.includes(delivery.channel as Delivery['channel']) &&
      typeof delivery.body?.deliveryId === 'string' &&
      (delivery.body.event === 'digest' ? Array.isArray(delivery.body.games) : typeof delivery.body.gameId === 'string') &&
      (delivery.channel !== 'push' || typeof delivery.device === 'string') &&
      (delivery.attempt === undefined || (Number.isInteger(delivery.attempt) && delivery.attempt >= 1)) &&
      (delivery.dueAt === undefined || !Number.isNaN(Date.parse(delivery.dueAt)));
    return valid ? (delivery as QueuedDelivery) : null;
  } catch {
    return null;
  }
}
