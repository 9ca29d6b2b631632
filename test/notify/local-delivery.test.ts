/**
 * The local delivery queue against real receivers on 127.0.0.1: retries with back-off keep the
 * delivery id, a delivery that keeps failing becomes a dead letter, a receiver that never answers
 * holds up its own lane only, e-mail and SNS land in the outbox. (The players' channel settings
 * come from a map here; the end-to-end tests read them from the table.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import { deliveriesFor } from '../../functions/notify/decide/fan-out.js';
import type { Delivery } from '../../functions/notify/delivery.js';
import { Deliverer } from '../../functions/notify/deliver/deliverer.js';
import type { StoredChannels } from '../../functions/notify/channels/stored.js';
import { LocalDeliveryQueue } from '../../functions/notify/local/delivery-queue.js';
import { noticesFor, type GameImage } from '../../functions/notify/decide/notices.js';
import { gameImage, IMAGE_PLAYERS } from '../support/game-image.js';
import { Outbox } from '../../functions/notify/local/outbox.js';
import { deployedUrlPolicy, localUrlPolicy, type WebhookUrlPolicy } from '../../functions/notify/webhook-safety/url-policy.js';
import type { Logger } from '../../functions/log.js';
import { newSigningSecret } from '../../functions/notify/webhook-safety/signature.js';
import { quickSchedule } from '../support/quick-delivery.js';
import { WebhookReceiver, type Answer } from '../support/webhook-receiver.js';

const [ADA, BO] = IMAGE_PLAYERS;

const started: GameImage = gameImage({ version: 2, pinged: [0] });

/** Every delivery for every player and channel of a short game: start, a turn each, the end. */
function gameDeliveries(channels: Map<string, StoredChannels>): Delivery[] {
  const waiting: GameImage = { ...started, status: 'waiting', version: 1, awaiting: [] };
  const turn1: GameImage = { ...started, version: 3, awaiting: [1], pinged: [1] };
  const turn2: GameImage = { ...started, version: 4, awaiting: [0], pinged: [0] };
  const over: GameImage = { ...started, version: 5, status: 'finished', awaiting: [], pinged: [] };
  const notices = [...noticesFor(waiting, started), ...noticesFor(started, turn1), ...noticesFor(turn1, turn2), ...noticesFor(turn2, over)];
  return deliveriesFor(notices, channels, 'http://127.0.0.1:3000');
}

/** The dead-letter tests fail deliveries on purpose: keep their error lines out of the output. */
const silent: Logger = { info: () => {}, error: () => {} };

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

async function receiver(answer: Answer): Promise<WebhookReceiver> {
  const started = await WebhookReceiver.start(answer);
  stops.push(() => started.stop());
  return started;
}

function queueFor(channels: Map<string, StoredChannels>, options: { policy?: WebhookUrlPolicy; timeoutMs?: number; maxAttempts?: number } = {}) {
  const outbox = new Outbox();
  const deliverer = new Deliverer({
    channelsOf: async (playerId) => channels.get(playerId) ?? null,
    turnWebhookOff: async () => true,
    email: outbox.emailSender,
    topic: outbox.topicPublisher,
    webhookPolicy: options.policy ?? localUrlPolicy,
    webhookTimeoutMs: options.timeoutMs ?? 2_000,
  });
  const queue = new LocalDeliveryQueue({ deliverer, outbox, schedule: quickSchedule(options.maxAttempts ?? 4), log: silent });
  stops.push(() => queue.stop());
  return { queue, outbox };
}

const webhookOf = (hook: WebhookReceiver, secret: string): StoredChannels => {
  hook.secret = secret;
  return { webhook: { url: hook.url, secret, secretCreatedAt: '2026-01-01T00:00:00.000Z' } };
};

describe('local delivery', () => {
  it('delivers every event of a game to a receiver, in order, signed', async () => {
    const hook = await receiver(() => 200);
    const channels = new Map([[ADA, webhookOf(hook, newSigningSecret())]]);
    const { queue, outbox } = queueFor(channels);
    const deliveries = gameDeliveries(channels);
    queue.enqueue(deliveries);
    await queue.idle();
    expect(hook.received.map((got) => `${got.event} v${got.body.version}`)).toEqual(['game-started v2', 'your-turn v2', 'your-turn v4', 'game-finished v5']);
    expect(hook.received.every((got) => got.validSignature)).toBe(true);
    expect(hook.received.map((got) => got.rawBody)).toEqual(deliveries.map((delivery) => JSON.stringify(delivery.body)));
    expect(hook.received.map((got) => got.deliveryId)).toEqual(deliveries.map((delivery) => delivery.body.deliveryId));
    expect(outbox.contents().webhooks.map((entry) => entry.status)).toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
  });

  it('retries a failing receiver with the same delivery id until it answers 2xx', async () => {
    const hook = await receiver((n) => (n <= 2 ? 500 : 200));
    const channels = new Map([[ADA, webhookOf(hook, newSigningSecret())]]);
    const { queue, outbox } = queueFor(channels);
    const [first] = gameDeliveries(channels);
    queue.enqueue([first!]);
    await queue.idle();
    expect(hook.received).toHaveLength(3);
    expect(new Set(hook.received.map((got) => got.deliveryId))).toEqual(new Set([first!.body.deliveryId]));
    expect(new Set(hook.received.map((got) => got.rawBody)).size).toBe(1);
    expect(hook.received.every((got) => got.validSignature)).toBe(true);
    expect(outbox.contents().webhooks).toEqual([expect.objectContaining({ deliveryId: first!.body.deliveryId, status: 'delivered', attempts: 3 })]);
    expect(outbox.contents().deadLetters).toEqual([]);
  });

  it('moves a delivery that keeps failing to the dead letters after the last attempt', async () => {
    const hook = await receiver(() => 503);
    const channels = new Map([[ADA, webhookOf(hook, newSigningSecret())]]);
    const { queue, outbox } = queueFor(channels, { maxAttempts: 3 });
    const [first] = gameDeliveries(channels);
    queue.enqueue([first!]);
    await queue.idle();
    expect(hook.received).toHaveLength(3);
    expect(outbox.contents().deadLetters).toEqual([expect.objectContaining({ channel: 'webhook', playerId: ADA, attempts: 3, lastError: 'answered 503', body: first!.body })]);
    expect(outbox.contents().webhooks).toEqual([expect.objectContaining({ status: 'dead', attempts: 3, lastError: 'answered 503' })]);
  });

  it('a receiver that never answers holds up its own lane only', async () => {
    const silent = await receiver(() => 'hang');
    const prompt = await receiver(() => 200);
    const channels = new Map([
      [ADA, webhookOf(silent, newSigningSecret())],
      [BO, webhookOf(prompt, newSigningSecret())],
    ]);
    // A long timeout: the silent receiver's first request is still open while everything else flows.
    const { queue } = queueFor(channels, { timeoutMs: 60_000 });
    const deliveries = gameDeliveries(channels);
    queue.enqueue(deliveries);
    const expected = deliveries.filter((delivery) => delivery.playerId === BO).map((delivery) => delivery.body.deliveryId);
    await prompt.until((got) => got.length === expected.length);
    expect(prompt.received.map((got) => got.deliveryId)).toEqual(expected);
    expect(silent.received).toHaveLength(1);
    expect(silent.hanging).toBe(1);
    await queue.stop(); // aborts the open request
    expect(silent.received).toHaveLength(1);
  });

  it('writes e-mails and SNS messages to the outbox', async () => {
    const channels = new Map<string, StoredChannels>([
      [ADA, { email: { address: 'ada@example.com', confirmedAt: '2026-01-01T00:00:00.000Z' } }],
      [BO, { sns: true }],
    ]);
    const { queue, outbox } = queueFor(channels);
    queue.enqueue(gameDeliveries(channels));
    await queue.idle();
    const { emails, sns } = outbox.contents();
    expect(emails.map((email) => [email.to, email.subject])).toEqual([
      ['ada@example.com', 'The Game has started'],
      ['ada@example.com', 'Your turn in The Game'],
      ['ada@example.com', 'Your turn in The Game'],
      ['ada@example.com', 'The Game is over'],
    ]);
    expect(emails[1]!.text).toContain('Open the game: http://127.0.0.1:3000/games/gggggggggggggggg');
    expect(sns.map((message) => message.attributes)).toEqual([
      { playerId: BO, event: 'game-started', gameId: 'gggggggggggggggg', gameType: 'the-game' },
      { playerId: BO, event: 'your-turn', gameId: 'gggggggggggggggg', gameType: 'the-game' },
      { playerId: BO, event: 'game-finished', gameId: 'gggggggggggggggg', gameType: 'the-game' },
    ]);
    expect(JSON.parse(sns[1]!.message)).toMatchObject({ event: 'your-turn', version: 3, awaiting: [1] });
  });

  it('skips a channel the player removed meanwhile, and refuses a loopback target when deployed', async () => {
    const hook = await receiver(() => 200);
    const channels = new Map([[ADA, webhookOf(hook, newSigningSecret())]]);
    const deliveries = gameDeliveries(channels);

    const removed = queueFor(new Map([[ADA, {}]]));
    removed.queue.enqueue(deliveries);
    await removed.queue.idle();

    const deployed = queueFor(channels, { policy: deployedUrlPolicy, maxAttempts: 2 });
    deployed.queue.enqueue(deliveries.slice(0, 1));
    await deployed.queue.idle();

    expect(hook.received).toEqual([]);
    expect(removed.outbox.contents().deadLetters).toEqual([]);
    expect(deployed.outbox.contents().deadLetters).toEqual([expect.objectContaining({ lastError: 'refused: the URL must use https' })]);
  });
});

describe('local retries over the whole schedule (issue 18)', () => {
  it('a receiver failing its first 6 attempts (more than the old 5 in all) then up gets the delivery exactly once', async () => {
    const hook = await receiver((n) => (n <= 6 ? 503 : 200));
    const channels = new Map([[ADA, webhookOf(hook, 'whsec_ada')]]);
    const outbox = new Outbox();
    const deliverer = new Deliverer({ channelsOf: async (playerId) => channels.get(playerId) ?? null, email: null, topic: null, webhookPolicy: localUrlPolicy, webhookTimeoutMs: 2_000, turnWebhookOff: async () => true });
    // Every one of the 13 attempts of the real table, its waits scaled down.
    const queue = new LocalDeliveryQueue({ deliverer, outbox, schedule: quickSchedule(13), log: silent });
    stops.push(() => queue.stop());
    const [first] = gameDeliveries(channels);
    queue.enqueue([first!]);
    await queue.idle();
    expect(hook.received).toHaveLength(7);
    expect(hook.received.filter((_, i) => i >= 6).map((got) => got.deliveryId)).toEqual([first!.body.deliveryId]);
    expect(outbox.contents().webhooks).toEqual([expect.objectContaining({ status: 'delivered', attempts: 7 })]);
    expect(outbox.contents().deadLetters).toEqual([]);
  });

  it('redrive sends the dead letters again from the first attempt, and empties the list', async () => {
    const hook = await receiver(() => 503);
    const channels = new Map([[ADA, webhookOf(hook, 'whsec_ada')]]);
    const { queue, outbox } = queueFor(channels, { maxAttempts: 2 });
    const [first] = gameDeliveries(channels);
    queue.enqueue([first!]);
    await queue.idle();
    expect(outbox.contents().deadLetters).toEqual([expect.objectContaining({ attempts: 2, deadline: first!.deadline, body: first!.body })]);
    hook.answerWith(() => 200);
    expect(outbox.redrive()).toBe(1);
    await queue.idle();
    expect(hook.received.map((got) => got.deliveryId)).toEqual(Array(3).fill(first!.body.deliveryId));
    expect(outbox.contents().deadLetters).toEqual([]);
    expect(outbox.contents().webhooks).toEqual([expect.objectContaining({ status: 'delivered', attempts: 1 })]);
  });

  it('counts the dead letters it drops once the list is full, oldest first', () => {
    const outbox = new Outbox();
    const [first] = gameDeliveries(new Map([[ADA, { sns: true }]]));
    for (let i = 0; i < 503; i++) outbox.deadLetter({ ...first!, body: { ...first!.body, deliveryId: `letter-${i}` }, attempts: 13, lastError: 'answered 503' });
    const contents = outbox.contents();
    expect(contents.deadLettersDropped).toBe(3);
    expect(contents.deadLetters).toHaveLength(500);
    expect(contents.deadLetters[0]!.body.deliveryId).toBe('letter-3');
    expect(contents.deadLetters.at(-1)!.body.deliveryId).toBe('letter-502');
  });
});
