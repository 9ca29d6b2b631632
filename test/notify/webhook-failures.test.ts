/**
 * A webhook whose receiver keeps failing is turned off once every attempt failed for a day
 * (WEBHOOK_OFF_AFTER), its owner told by e-mail; one that went through ends the streak. The
 * receiver is a real one on 127.0.0.1 that always answers 503, the deliveries go through the
 * local delivery queue and the deployed deliverer (createDeliverer over DynamoDB Local), whose
 * clock moves three hours per attempt so a day passes in a test.
 */
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notifyView } from '../../functions/notify/channels/requests.js';
import { storedChannels, type StoredChannels } from '../../functions/notify/channels/stored.js';
import { deliveriesFor } from '../../functions/notify/decide/fan-out.js';
import { noticesFor, type GameImage } from '../../functions/notify/decide/notices.js';
import { createDeliverer } from '../../functions/notify/deliver/create-deliverer.js';
import { DELIVERY_RETRY_SCHEDULE, attemptsOf, retryDelayMs } from '../../functions/notify/deliver/retry-schedule.js';
import { WEBHOOK_OFF_AFTER, webhookGoesOff } from '../../functions/notify/deliver/webhook-failures.js';
import type { Logger } from '../../functions/log.js';
import { LocalDeliveryQueue } from '../../functions/notify/local/delivery-queue.js';
import { Outbox } from '../../functions/notify/local/outbox.js';
import { newSigningSecret } from '../../functions/notify/webhook-safety/signature.js';
import { playerKey } from '../../functions/store/keys.js';
import { PlayerStore } from '../../functions/store/players.js';
import { Table } from '../../functions/store/table.js';
import { TestTable } from '../support/dynamodb.js';
import { gameImage, IMAGE_PLAYERS } from '../support/game-image.js';
import { WebhookReceiver } from '../support/webhook-receiver.js';

const [ADA] = IMAGE_PLAYERS;
const HOUR = 3_600_000;
const silent: Logger = { info: () => {}, error: () => {} };

describe('the rule', () => {
  it('never turns a webhook off within the first day, nor with fewer failures than the rule asks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 72 * HOUR }), (failures, elapsed) => {
        const since = new Date(Date.UTC(2026, 0, 1));
        const off = webhookGoesOff({ failures, since: since.toISOString() }, new Date(since.getTime() + elapsed));
        expect(off).toBe(failures >= WEBHOOK_OFF_AFTER.failures && elapsed >= WEBHOOK_OFF_AFTER.hours * HOUR);
      }),
    );
  });

  it('turns it off by the last attempt of any delivery that failed them all (whatever the jitter drew)', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 0.999_999, noNaN: true }), { minLength: 12, maxLength: 12 }), (draws) => {
        const start = Date.UTC(2026, 0, 1);
        let at = start;
        for (let failed = 1; failed < attemptsOf(DELIVERY_RETRY_SCHEDULE); failed++) at += retryDelayMs(failed, DELIVERY_RETRY_SCHEDULE, () => draws[failed - 1]!)!;
        expect(webhookGoesOff({ failures: attemptsOf(DELIVERY_RETRY_SCHEDULE), since: new Date(start).toISOString() }, new Date(at))).toBe(true);
      }),
    );
  });
});

let table: TestTable;
let store: Table;
let players: PlayerStore;
let hook: WebhookReceiver;
let failing = true;

beforeAll(async () => {
  table = await TestTable.create(import.meta.url);
  store = new Table(table.dynamo, table.name);
  players = new PlayerStore(store);
  hook = await WebhookReceiver.start(() => (failing ? 503 : 200));
});
afterAll(async () => {
  await hook?.stop();
  await table?.drop();
});

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

const before: GameImage = gameImage({ version: 3, awaiting: [1] });
const turn = (version: number): GameImage => ({ ...before, version, awaiting: [0], pinged: [0] });

/** Ada's your-turn deliveries to her webhook, one per version from 4. */
function turns(channels: StoredChannels, count: number) {
  return Array.from({ length: count }, (_, i) => deliveriesFor(noticesFor({ ...turn(3 + i), awaiting: [1], pinged: [] }, turn(4 + i)), new Map([[ADA!, channels]]), 'https://turnpost.example/play').filter((delivery) => delivery.channel === 'webhook')).flat();
}

/** Ada with a webhook at the receiver and a confirmed e-mail address, written as the API writes them. */
async function adaWithWebhook(): Promise<StoredChannels> {
  const secret = newSigningSecret();
  hook.secret = secret;
  const notify = { webhook: { url: hook.url, secret, secretCreatedAt: '2026-01-01T00:00:00.000Z' }, email: { address: 'ada@example.com', confirmedAt: '2026-01-01T00:00:00.000Z' }, language: 'en' };
  await store.put({ ...playerKey(ADA!), id: ADA, name: 'Ada', tokenHash: 'h', notify, vacations: [], createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' });
  return storedChannels(notify);
}

/** The local queue over the deployed deliverer, its clock three hours on at every reading. */
function queue(attempts: number) {
  let clock = Date.UTC(2026, 0, 1, 9);
  const outbox = new Outbox();
  const deliverer = createDeliverer({
    config: { mode: 'local', region: 'local', emailFrom: null, snsTopicArn: null },
    players,
    senders: { email: outbox.emailSender, topic: null },
    webhookTimeoutMs: 2_000,
    now: () => new Date((clock += 3 * HOUR)),
  });
  const local = new LocalDeliveryQueue({ deliverer, outbox, schedule: { delaysMs: Array.from({ length: attempts - 1 }, () => 5), jitter: 0 }, log: silent });
  stops.push(() => local.stop());
  return { local, outbox };
}

const storedWebhook = async () => storedChannels((await players.get(ADA!))!.notify).webhook!;

describe('a webhook that always fails', () => {
  it('is turned off after a day of failed attempts, its reason stored and shown, its owner told by e-mail; nothing more is sent', async () => {
    const channels = await adaWithWebhook();
    const { local, outbox } = queue(13);
    const [first, second] = turns(channels, 2);
    local.enqueue([first!]);
    await local.idle();

    // Attempts 3 h apart: the 9th is a day after the first, the 10th makes WEBHOOK_OFF_AFTER.failures.
    expect(hook.received).toHaveLength(WEBHOOK_OFF_AFTER.failures);
    const webhook = await storedWebhook();
    expect(webhook.disabled).toEqual({ at: expect.stringMatching(/^2026-01-0\dT/), reason: expect.stringMatching(/^every delivery failed since 2026-01-01T12:00:00.000Z \(10 attempts in a row; the last: answered 503\)$/) });
    expect(notifyView(storedChannels((await players.get(ADA!))!.notify)).webhook!.disabled).toEqual(webhook.disabled);
    expect(outbox.contents().webhooks.at(-1)).toMatchObject({ deliveryId: first!.body.deliveryId, status: 'gone', attempts: WEBHOOK_OFF_AFTER.failures });
    expect(outbox.contents().deadLetters).toEqual([]);

    const told = outbox.contents().emails.filter((mail) => mail.to === 'ada@example.com');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ subject: 'Your turnpost webhook is turned off', text: expect.stringContaining(`Your webhook ${hook.url} has not accepted any notification since Thursday, 1 January 2026 at 12:00 UTC`) });
    expect(told[0]!.text).toContain('The last attempt: answered 503.');

    local.enqueue([second!]);
    await local.idle();
    expect(hook.received).toHaveLength(WEBHOOK_OFF_AFTER.failures);
  });

  it('keeps a webhook whose receiver answers again within the day: the streak ends with the first delivery that went through', async () => {
    const channels = await adaWithWebhook();
    const received = hook.received.length;
    const { local } = queue(WEBHOOK_OFF_AFTER.failures - 1);
    failing = true;
    const [first, second, third] = turns(channels, 3);
    local.enqueue([first!]);
    await local.idle();
    expect(await storedWebhook()).toMatchObject({ failures: WEBHOOK_OFF_AFTER.failures - 1 });

    failing = false;
    local.enqueue([second!]);
    await local.idle();
    const after = await storedWebhook();
    expect(after.failures).toBeUndefined();
    expect(after.failingSince).toBeUndefined();

    failing = true;
    local.enqueue([third!]);
    await local.idle();
    expect(await storedWebhook()).toMatchObject({ failures: WEBHOOK_OFF_AFTER.failures - 1 });
    expect((await storedWebhook()).disabled).toBeUndefined();
    expect(hook.received.length - received).toBe(2 * (WEBHOOK_OFF_AFTER.failures - 1) + 1);
  });
});
