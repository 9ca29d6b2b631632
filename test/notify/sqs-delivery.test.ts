/**
 * The AWS delivery path's retries and redrive (issue 18 item 5), with the real SQS client against
 * FakeSqs on 127.0.0.1 (no real SQS is reachable here; test/support/fake-sqs.ts) and real webhook
 * receivers. The deliver Lambda's batch function runs on a clock that jumps by each message's
 * delay, as SQS would hold it back, so the whole schedule (over a day) runs in seconds: a failed
 * delivery goes back to the queue with its next attempt and due time, never delayed more than
 * SQS's 15 minutes, until it is delivered once or, after the last attempt, dead-lettered; the
 * redrive moves dead letters back, fresh, and leaves what is not a delivery.
 */
import { SQSClient } from '@aws-sdk/client-sqs';
import { LOCAL_CREDENTIALS } from '../../functions/store/client.js';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../functions/log.js';
import type { Delivery } from '../../functions/notify/decide/fan-out.js';
import { Deliverer } from '../../functions/notify/deliver/deliverer.js';
import { attemptsOf, DELIVERY_RETRY_SCHEDULE } from '../../functions/notify/deliver/retry-schedule.js';
import { redriveDeadLetters } from '../../functions/notify/deliver/sqs-redrive.js';
import { deliverBatch, MAX_DELAY_SECONDS, type DeadDelivery, type QueuedDelivery } from '../../functions/notify/deliver/sqs-receive.js';
import { localUrlPolicy } from '../../functions/notify/webhook-safety/url-policy.js';
import { FakeSqs } from '../support/fake-sqs.js';
import { WebhookReceiver, type Answer } from '../support/webhook-receiver.js';

const ADA = 'aaaaaaaaaaaaaaaa';
const HOUR = 3_600_000;
const silent: Logger = { info: () => {}, error: () => {} };
/** The deliver Lambda's EMF metric values, summed over every line it wrote (functions/metrics.ts). */
const metricTotals: Record<string, number> = {};
const metricsOnly: Logger = {
  info: (_message, fields) => addMetrics(fields),
  error: (_message, fields) => addMetrics(fields),
};
function addMetrics(fields: Record<string, unknown> | undefined): void {
  const directives = (fields?._aws as { CloudWatchMetrics: Array<{ Metrics: Array<{ Name: string }> }> } | undefined)?.CloudWatchMetrics ?? [];
  for (const metric of directives.flatMap((directive) => directive.Metrics)) metricTotals[metric.Name] = (metricTotals[metric.Name] ?? 0) + (fields![metric.Name] as number);
}

let sqsServer: FakeSqs;
let sqs: SQSClient;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  sqsServer = await FakeSqs.start();
  sqs = new SQSClient({ region: 'local', endpoint: sqsServer.endpoint, credentials: LOCAL_CREDENTIALS });
});
afterAll(async () => {
  await sqsServer?.stop();
  await Promise.all(receivers.map((receiver) => receiver.stop()));
});

function deliveryTo(deliveryId: string): Delivery {
  return {
    channel: 'webhook',
    playerId: ADA,
    deadline: null,
    body: { event: 'your-turn', deliveryId, gameId: 'gggggggggggggggg', type: 'the-game', version: 3, awaiting: [0], url: 'http://127.0.0.1:3000/play/games/gggggggggggggggg', at: '2026-01-01T10:00:00.000Z' },
  };
}

/** A receiver answering as told, a fresh pair of queues, and one delivery for it on the queue. */
async function setUp(name: string, answer: Answer) {
  const hook = await WebhookReceiver.start(answer);
  receivers.push(hook);
  hook.secret = 'whsec_ada';
  const deliverer = new Deliverer({
    channelsOf: async () => ({ webhook: { url: hook.url, secret: hook.secret, secretCreatedAt: '2026-01-01T00:00:00.000Z' } }),
    email: null,
    topic: null,
    turnWebhookOff: async () => true,
    webhookPolicy: localUrlPolicy,
    webhookTimeoutMs: 2_000,
  });
  const queueUrl = sqsServer.queueUrl(`${name}-deliveries`);
  const deadLetterQueueUrl = sqsServer.queueUrl(`${name}-dead-letters`);
  sqsServer.put(queueUrl, JSON.stringify(deliveryTo(`${name}-delivery`)));
  return { hook, deliverer, queueUrl, deadLetterQueueUrl };
}

/**
 * Runs the deliver Lambda on the queue until it is empty, one message per batch, the clock
 * jumping by each message's delay; returns how far the clock went and the delays asked for.
 */
async function drain(setup: Awaited<ReturnType<typeof setUp>>): Promise<{ elapsedMs: number; delays: number[]; batches: number }> {
  const start = Date.parse('2026-01-01T10:00:00.000Z');
  let clock = start;
  const delays: number[] = [];
  let batches = 0;
  for (;;) {
    const message = sqsServer.messages(setup.queueUrl).shift();
    if (!message) break;
    clock += message.delaySeconds * 1000;
    if (batches > 0) delays.push(message.delaySeconds);
    const event = { Records: [{ messageId: message.id, receiptHandle: 'r', body: message.body, attributes: { ApproximateReceiveCount: '1' } }] } as unknown as SQSEvent;
    const answer = await deliverBatch(event, { deliverer: setup.deliverer, sqs, queueUrl: setup.queueUrl, deadLetterQueueUrl: setup.deadLetterQueueUrl, log: metricsOnly, now: () => new Date(clock) });
    expect(answer.batchItemFailures).toEqual([]);
    batches++;
  }
  return { elapsedMs: clock - start, delays, batches };
}

describe('AWS delivery retries through SQS', () => {
  it('a receiver down for its first 8 attempts (hours) then up gets exactly one delivery', { timeout: 60_000 }, async () => {
    const setup = await setUp('down-then-up', (n) => (n <= 8 ? 503 : 200));
    for (const name of Object.keys(metricTotals)) delete metricTotals[name];
    const run = await drain(setup);
    expect(metricTotals).toEqual({ DeliveryFailures: 8, Deliveries: 1 }); // as EMF metrics on the log lines
    expect(setup.hook.received).toHaveLength(9);
    expect(new Set(setup.hook.received.map((got) => got.deliveryId))).toEqual(new Set(['down-then-up-delivery']));
    expect(sqsServer.messages(setup.deadLetterQueueUrl)).toEqual([]);
    // 30 s + 1 + 2 + 5 + 15 + 30 min + 1 + 2 h, each ±20 %: SQS held it back in steps of at most 15 min.
    const nominal = DELIVERY_RETRY_SCHEDULE.delaysMs.slice(0, 8).reduce((sum, delay) => sum + delay, 0);
    expect(run.elapsedMs).toBeGreaterThanOrEqual(nominal * 0.8 - 8_000);
    expect(run.elapsedMs).toBeLessThanOrEqual(nominal * 1.2 + 8_000);
    expect(Math.max(...run.delays)).toBe(MAX_DELAY_SECONDS);
    expect(run.batches).toBeGreaterThan(9); // the long waits took more than one hop
  });

  it('a receiver always down is tried 13 times over more than a day, then dead-lettered with its last error', { timeout: 120_000 }, async () => {
    const setup = await setUp('always-down', () => 503);
    for (const name of Object.keys(metricTotals)) delete metricTotals[name];
    const run = await drain(setup);
    expect(metricTotals).toEqual({ DeliveryFailures: 13, DeadLetters: 1 });
    expect(setup.hook.received).toHaveLength(attemptsOf(DELIVERY_RETRY_SCHEDULE));
    expect(run.elapsedMs).toBeGreaterThanOrEqual(24 * HOUR);
    expect(run.delays.every((delay) => delay >= 1 && delay <= MAX_DELAY_SECONDS)).toBe(true);
    const dead = sqsServer.messages(setup.deadLetterQueueUrl).map((message) => JSON.parse(message.body) as DeadDelivery);
    expect(dead).toEqual([{ ...deliveryTo('always-down-delivery'), attempts: 13, lastError: 'answered 503' }]);
  });

  it('redrive moves dead letters back to the queue as fresh deliveries; a dry run moves nothing; non-deliveries stay', { timeout: 60_000 }, async () => {
    const from = sqsServer.queueUrl('redrive-dead-letters');
    const to = sqsServer.queueUrl('redrive-deliveries');
    const queued: QueuedDelivery = { ...deliveryTo('redrive-1'), attempt: 5, dueAt: '2026-01-01T11:00:00.000Z' };
    sqsServer.put(from, JSON.stringify({ ...deliveryTo('redrive-0'), attempts: 13, lastError: 'answered 503' }));
    sqsServer.put(from, JSON.stringify(queued)); // moved there by SQS itself (maxReceiveCount)
    for (let i = 2; i < 14; i++) sqsServer.put(from, JSON.stringify(deliveryTo(`redrive-${i}`)));
    sqsServer.put(from, 'not a delivery');

    const dry = await redriveDeadLetters({ sqs, from, to, dryRun: true });
    expect(dry).toEqual({ moved: 14, malformed: 1 });
    expect(sqsServer.messages(to)).toEqual([]);
    expect(sqsServer.messages(from)).toHaveLength(15);
    for (const message of sqsServer.messages(from)) message.invisibleUntil = 0; // the dry run's visibility timeout ends

    const progress: number[] = [];
    const report = await redriveDeadLetters({ sqs, from, to, progress: (so) => progress.push(so.moved) });
    expect(report).toEqual({ moved: 14, malformed: 1 });
    expect(progress.at(-1)).toBe(14);
    expect(progress.length).toBeGreaterThan(1); // batches of ten
    expect(sqsServer.messages(from).map((message) => message.body)).toEqual(['not a delivery']);
    const moved = sqsServer.messages(to).map((message) => JSON.parse(message.body) as Delivery);
    expect(moved.map((delivery) => delivery.body.deliveryId).sort()).toEqual(Array.from({ length: 14 }, (_, i) => `redrive-${i}`).sort());
    expect(moved.every((delivery) => Object.keys(delivery).sort().join() === 'body,channel,deadline,playerId')).toBe(true);
  });
});
