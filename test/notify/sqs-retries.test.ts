/**
 * The AWS delivery path's retries on a real SQS API (moto_server): queues made as the stack makes
 * them (a dead-letter queue, a redrive policy whose maxReceiveCount is the schedule's number of
 * attempts), read as Lambda's SQS event source reads them (bin/deployed/queue-source.ts: what is
 * reported failed stays), the deliver Lambda's batch function, and real webhook receivers. The
 * schedule is shrunk to waits of seconds (SQS's visibility is counted in seconds). A failed
 * delivery stays on its queue, hidden for a growing while, until it is delivered once or, after
 * the last attempt, moved by SQS to the dead letters; the deliverer never sends a message.
 */
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMoto, type Moto } from '../../bin/deployed/moto.js';
import { QueueSource } from '../../bin/deployed/queue-source.js';
import type { Logger } from '../../functions/log.js';
import type { Delivery } from '../../functions/notify/delivery.js';
import { Deliverer } from '../../functions/notify/deliver/deliverer.js';
import { attemptsOf, type RetrySchedule } from '../../functions/notify/deliver/retry-schedule.js';
import { deliverBatch } from '../../functions/notify/deliver/sqs-receive.js';
import { localUrlPolicy } from '../../functions/notify/webhook-safety/url-policy.js';
import { LOCAL_CREDENTIALS } from '../../functions/store/client.js';
import { WebhookReceiver, type Answer } from '../support/webhook-receiver.js';

/** Four attempts: then waits of 1, 2 and 4 s (no jitter, so the growth shows). */
const SCHEDULE: RetrySchedule = { delaysMs: [1_000, 2_000, 4_000], jitter: 0 };
const silent: Logger = { info: () => {}, error: () => {} };

let moto: Moto;
let sqs: SQSClient;
/** Every SQS action the deliverer's client sent. */
const sent: string[] = [];
const receivers: WebhookReceiver[] = [];
const sources: QueueSource[] = [];

beforeAll(async () => {
  moto = await startMoto();
  sqs = new SQSClient({ region: 'us-east-1', endpoint: moto.endpoint, credentials: LOCAL_CREDENTIALS });
  sqs.middlewareStack.add((next, context) => (args) => {
    sent.push(context.commandName ?? '?');
    return next(args);
  }, { step: 'initialize', name: 'recordActions' });
}, 90_000);
afterAll(async () => {
  await Promise.all(sources.map((source) => source.stop()));
  await Promise.all(receivers.map((receiver) => receiver.stop()));
  await moto?.stop();
});

function deliveryTo(deliveryId: string): Delivery {
  return {
    channel: 'webhook',
    playerId: 'aaaaaaaaaaaaaaaa',
    deadline: null,
    body: { event: 'your-turn', deliveryId, gameId: 'gggggggggggggggg', type: 'the-game', version: 3, awaiting: [0], url: 'http://127.0.0.1:3000/play/games/gggggggggggggggg', at: '2026-01-01T10:00:00.000Z' },
  };
}

/** A receiver answering as told, the stack's pair of queues on moto, one delivery on it, and the deliverer reading it. */
async function run(name: string, answer: Answer) {
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
  const deadLetters = (await sqs.send(new CreateQueueCommand({ QueueName: `${name}-dead-letters` }))).QueueUrl!;
  const deadLettersArn = (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: deadLetters, AttributeNames: ['QueueArn'] }))).Attributes!.QueueArn!;
  const queueUrl = (
    await sqs.send(
      new CreateQueueCommand({
        QueueName: `${name}-deliveries`,
        Attributes: { VisibilityTimeout: '30', RedrivePolicy: JSON.stringify({ deadLetterTargetArn: deadLettersArn, maxReceiveCount: attemptsOf(SCHEDULE) }) },
      }),
    )
  ).QueueUrl!;
  const queueArn = (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }))).Attributes!.QueueArn!;
  // Put there by the notifier, not by the deliverer's client.
  const notifier = new SQSClient({ region: 'us-east-1', endpoint: moto.endpoint, credentials: LOCAL_CREDENTIALS });
  await notifier.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(deliveryTo(`${name}-delivery`)) }));
  notifier.destroy();

  const attempts: Array<{ at: number; receiveCount: number }> = [];
  const source = new QueueSource(sqs, {
    queueUrl,
    queueArn,
    region: 'us-east-1',
    batchSize: 10,
    reportBatchItemFailures: true,
    invoke: (event: SQSEvent) => {
      for (const record of event.Records) attempts.push({ at: Date.now(), receiveCount: Number(record.attributes.ApproximateReceiveCount) });
      return deliverBatch(event, { deliverer, sqs, queueUrl, log: silent, schedule: SCHEDULE });
    },
  });
  sources.push(source);
  return { hook, queueUrl, deadLetters, attempts, source };
}

async function messagesOn(queueUrl: string): Promise<number> {
  const { Attributes } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible', 'ApproximateNumberOfMessagesDelayed'] }));
  return Object.values(Attributes ?? {}).reduce((sum, count) => sum + Number(count), 0);
}

async function until<T>(check: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((wake) => setTimeout(wake, 200));
  }
}

describe('AWS delivery retries on SQS (moto)', () => {
  it('a receiver always down is tried on every attempt with growing waits, then SQS moves the message to the dead letters', { timeout: 120_000 }, async () => {
    const actionsBefore = sent.length;
    const setup = await run('always-down', () => 503);
    const dead = await until(async () => {
      const received = await sqs.send(new ReceiveMessageCommand({ QueueUrl: setup.deadLetters, WaitTimeSeconds: 1 }));
      return received.Messages?.[0];
    }, 90_000);
    await setup.source.stop();
    expect(JSON.parse(dead.Body!)).toEqual(deliveryTo('always-down-delivery')); // the message itself, as the notifier sent it
    expect(setup.hook.received).toHaveLength(attemptsOf(SCHEDULE));
    expect(setup.attempts.map((attempt) => attempt.receiveCount)).toEqual([1, 2, 3, 4]);
    const waits = setup.attempts.slice(1).map((attempt, i) => attempt.at - setup.attempts[i]!.at);
    // Each wait at least the schedule's (SQS counts whole seconds), and growing.
    SCHEDULE.delaysMs.forEach((delay, i) => expect(waits[i]).toBeGreaterThanOrEqual(delay - 300));
    expect(waits[2]!).toBeGreaterThan(waits[0]!);
    expect(await messagesOn(setup.queueUrl)).toBe(0);
    // The deliverer only ever changed a message's visibility: it never sent one (to its own queue or any other).
    const deliverersActions = sent.slice(actionsBefore).filter((action) => !['CreateQueueCommand', 'GetQueueAttributesCommand', 'ReceiveMessageCommand', 'DeleteMessageBatchCommand'].includes(action));
    expect(new Set(deliverersActions)).toEqual(new Set(['ChangeMessageVisibilityCommand']));
  });

  it('a receiver down twice then up gets the delivery once; the message is deleted, nothing is dead-lettered', { timeout: 120_000 }, async () => {
    const setup = await run('down-then-up', (n) => (n <= 2 ? 503 : 200));
    await until(async () => (setup.hook.received.length === 3 && (await messagesOn(setup.queueUrl)) === 0 ? true : undefined), 60_000);
    await setup.source.stop();
    expect(setup.attempts.map((attempt) => attempt.receiveCount)).toEqual([1, 2, 3]);
    expect(new Set(setup.hook.received.map((got) => got.deliveryId))).toEqual(new Set(['down-then-up-delivery']));
    expect(await messagesOn(setup.deadLetters)).toBe(0);
  });

  it('a delivery that succeeds at once is deleted after one attempt', { timeout: 60_000 }, async () => {
    const setup = await run('up', () => 200);
    await until(async () => (setup.hook.received.length === 1 && (await messagesOn(setup.queueUrl)) === 0 ? true : undefined), 30_000);
    await setup.source.stop();
    expect(setup.attempts).toHaveLength(1);
    expect(await messagesOn(setup.deadLetters)).toBe(0);
  });
});
