/**
 * A webhook that always fails, on the AWS delivery path: SQS (moto_server) read as Lambda's event
 * source reads it, the deliver Lambda's batch function, the deployed deliverer over DynamoDB Local
 * and a real receiver on 127.0.0.1 answering 503. The schedule is shrunk to waits of a second and
 * the deliverer's clock moves three hours per attempt, so the day of failures that turns the
 * webhook off (WEBHOOK_OFF_AFTER) passes within the message's attempts: the webhook goes off, the
 * message is done with — deleted, not a dead letter — and the player item says why.
 */
import { CreateQueueCommand, GetQueueAttributesCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMoto, type Moto } from '../../bin/deployed/moto.js';
import { QueueSource } from '../../bin/deployed/queue-source.js';
import type { Logger } from '../../functions/log.js';
import { storedChannels } from '../../functions/notify/channels/stored.js';
import { createDeliverer } from '../../functions/notify/deliver/create-deliverer.js';
import { attemptsOf, type RetrySchedule } from '../../functions/notify/deliver/retry-schedule.js';
import { deliverBatch } from '../../functions/notify/deliver/sqs-receive.js';
import { WEBHOOK_OFF_AFTER } from '../../functions/notify/deliver/webhook-failures.js';
import type { Delivery } from '../../functions/notify/delivery.js';
import { Outbox } from '../../functions/notify/local/outbox.js';
import { LOCAL_CREDENTIALS } from '../../functions/store/client.js';
import { playerKey } from '../../functions/store/keys.js';
import { PlayerStore } from '../../functions/store/players.js';
import { Table } from '../../functions/store/table.js';
import { TestTable } from '../support/dynamodb.js';
import { WebhookReceiver } from '../support/webhook-receiver.js';

/** More attempts than the rule needs, a second apart. */
const SCHEDULE: RetrySchedule = { delaysMs: Array.from({ length: WEBHOOK_OFF_AFTER.failures + 1 }, () => 1_000), jitter: 0 };
const HOUR = 3_600_000;
const PLAYER = 'aaaaaaaaaaaaaaaa';
const silent: Logger = { info: () => {}, error: () => {} };

let moto: Moto;
let sqs: SQSClient;
let table: TestTable;
let players: PlayerStore;
let hook: WebhookReceiver;
let source: QueueSource | undefined;

beforeAll(async () => {
  [moto, table, hook] = await Promise.all([startMoto(), TestTable.create(import.meta.url), WebhookReceiver.start(() => 503)]);
  sqs = new SQSClient({ region: 'us-east-1', endpoint: moto.endpoint, credentials: LOCAL_CREDENTIALS });
  players = new PlayerStore(new Table(table.dynamo, table.name));
}, 90_000);
afterAll(async () => {
  await source?.stop();
  await hook?.stop();
  await moto?.stop();
  await table?.drop();
});

async function messagesOn(queueUrl: string): Promise<number> {
  const { Attributes } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible', 'ApproximateNumberOfMessagesDelayed'] }));
  return Object.values(Attributes ?? {}).reduce((sum, count) => sum + Number(count), 0);
}

describe('a webhook that always fails, delivered through SQS', () => {
  it('is turned off after a day of failed attempts; the message ends there instead of becoming a dead letter', { timeout: 120_000 }, async () => {
    hook.secret = 'whsec_ada';
    await players.table.put({ ...playerKey(PLAYER), id: PLAYER, name: 'Ada', tokenHash: 'h', notify: { webhook: { url: hook.url, secret: hook.secret, secretCreatedAt: '2026-01-01T00:00:00.000Z' } }, vacations: [], createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' });
    let clock = Date.UTC(2026, 0, 1, 9);
    const outbox = new Outbox();
    const deliverer = createDeliverer({ config: { mode: 'local', region: 'local', emailFrom: null, snsTopicArn: null }, players, senders: { email: outbox.emailSender, topic: null }, webhookTimeoutMs: 2_000, now: () => new Date((clock += 3 * HOUR)) });

    const deadLetters = (await sqs.send(new CreateQueueCommand({ QueueName: 'failing-dead-letters' }))).QueueUrl!;
    const deadLettersArn = (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: deadLetters, AttributeNames: ['QueueArn'] }))).Attributes!.QueueArn!;
    const queueUrl = (await sqs.send(new CreateQueueCommand({ QueueName: 'failing-deliveries', Attributes: { VisibilityTimeout: '30', RedrivePolicy: JSON.stringify({ deadLetterTargetArn: deadLettersArn, maxReceiveCount: attemptsOf(SCHEDULE) }) } }))).QueueUrl!;
    const queueArn = (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }))).Attributes!.QueueArn!;
    const delivery: Delivery = {
      channel: 'webhook',
      playerId: PLAYER,
      deadline: null,
      body: { event: 'your-turn', deliveryId: 'failing-delivery', gameId: 'gggggggggggggggg', type: 'the-game', version: 3, awaiting: [0], url: 'http://127.0.0.1:3000/play/games/gggggggggggggggg', at: '2026-01-01T10:00:00.000Z' },
    };
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(delivery) }));

    const receives: number[] = [];
    source = new QueueSource(sqs, {
      queueUrl,
      queueArn,
      region: 'us-east-1',
      batchSize: 10,
      reportBatchItemFailures: true,
      invoke: (event: SQSEvent) => {
        receives.push(...event.Records.map((record) => Number(record.attributes.ApproximateReceiveCount)));
        return deliverBatch(event, { deliverer, sqs, queueUrl, log: silent, schedule: SCHEDULE });
      },
    });
    const deadline = Date.now() + 90_000;
    while (!(receives.length >= WEBHOOK_OFF_AFTER.failures && (await messagesOn(queueUrl)) === 0) && Date.now() < deadline) await new Promise((wake) => setTimeout(wake, 300));
    await source.stop();

    // Attempts 3 h apart: the 10th is 27 h after the first, and turns the webhook off.
    expect(receives).toEqual(Array.from({ length: WEBHOOK_OFF_AFTER.failures }, (_, i) => i + 1));
    expect(hook.received).toHaveLength(WEBHOOK_OFF_AFTER.failures);
    expect(await messagesOn(queueUrl)).toBe(0);
    expect(await messagesOn(deadLetters)).toBe(0);
    const webhook = storedChannels((await players.get(PLAYER))!.notify).webhook!;
    expect(webhook.disabled).toEqual({ at: '2026-01-02T15:00:00.000Z', reason: 'every delivery failed since 2026-01-01T12:00:00.000Z (10 attempts in a row; the last: answered 503)' });
  });
});
