/**
 * A webhook's life on the local stack, against real receivers on 127.0.0.1 that verify with the
 * `standardwebhooks` library: after a secret rotation each delivery carries both signatures for
 * the grace period, so a receiver still holding the old secret accepts it (until the player drops
 * it); a receiver answering 410 Gone turns the webhook off — no retries, nothing more sent, the
 * player told on GET /players/me — until the player sets it again; Discord and Slack webhooks get
 * the message bodies those services accept, unsigned.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../functions/http/schemas.js';
import { registerPlayer, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';
import { ascendingDeck } from '../support/the-game.js';
import { verifiesWith, WebhookReceiver, type Answer } from '../support/webhook-receiver.js';

type WebhookView = { url: string; format: string; secret?: string; previousSecretExpiresAt?: string; disabled?: { at: string; reason: string } };
type PlayerBody = { player: { notify: { webhook?: WebhookView } } };

let stack: TestStack;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  stack = await startTestStack(import.meta.url, { delivery: { timeoutMs: 2_000 }, streamPollMs: 50 });
});
afterAll(async () => {
  await stack?.stop();
  await Promise.all(receivers.map((receiver) => receiver.stop()));
});

async function receiver(answer: Answer = () => 200, path?: string): Promise<WebhookReceiver> {
  const started = await WebhookReceiver.start(answer, path);
  receivers.push(started);
  return started;
}

async function setWebhook(player: TestPlayer, webhook: Record<string, unknown>): Promise<WebhookView> {
  const answer = await stack.api.patch<PlayerBody>('/players/me', { token: player.token, body: { notify: { webhook } } });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.player.notify.webhook!;
}

/** A one-seat game of The Game starts at creation: game-started, then your-turn. Resolves once both went out. */
async function oneSeatGame(player: TestPlayer, seed: string): Promise<string> {
  const created = await stack.api.post<Envelope>('/games', { token: player.token, body: { type: 'the-game', seats: 1, seed, deck: ascendingDeck() } });
  expect(created.status, created.text).toBe(201);
  await stack.local.notificationsSettled();
  return created.body.id;
}

describe('secret rotation', () => {
  it('signs with the old secret too for the grace period, so a receiver not yet switched accepts; dropping it ends that', async () => {
    const ada = await registerPlayer(stack.api, 'Ada');
    const hook = await receiver();
    const oldSecret = (await setWebhook(ada, { url: hook.url })).secret!;
    const rotated = await setWebhook(ada, { url: hook.url, rotateSecret: true });
    hook.secret = rotated.secret!;
    expect(rotated.previousSecretExpiresAt).toBeDefined();

    await oneSeatGame(ada, 'rotation-1');
    expect(hook.received.map((got) => got.event)).toEqual(['game-started', 'your-turn']);
    for (const got of hook.received) {
      expect(got.validSignature).toBe(true);
      expect(verifiesWith(got, oldSecret)).toBe(true);
      expect(got.signature.split(' ')).toHaveLength(2);
    }

    await setWebhook(ada, { url: hook.url, dropPreviousSecret: true });
    await oneSeatGame(ada, 'rotation-2');
    const after = hook.received.slice(2);
    expect(after.map((got) => got.event)).toEqual(['game-started', 'your-turn']);
    for (const got of after) {
      expect(got.validSignature).toBe(true);
      expect(verifiesWith(got, oldSecret)).toBe(false);
    }
  });
});

describe('410 Gone', () => {
  it('turns the webhook off at once: no retries, no further deliveries, the player told; setting it again turns it on', async () => {
    const bo = await registerPlayer(stack.api, 'Bo');
    const hook = await receiver(() => 410);
    hook.secret = (await setWebhook(bo, { url: hook.url })).secret!;

    await oneSeatGame(bo, 'gone-1');
    // game-started got 410 once (no retry); your-turn, queued behind it, was not sent to the webhook now off.
    expect(hook.received.map((got) => got.event)).toEqual(['game-started']);
    expect(hook.received[0]!.validSignature).toBe(true);
    const outbox = (await stack.api.get<{ webhooks: Array<{ deliveryId: string; status: string; attempts: number }>; deadLetters: unknown[] }>('/dev/outbox')).body;
    expect(outbox.webhooks.find((entry) => entry.deliveryId === hook.received[0]!.deliveryId)).toMatchObject({ status: 'gone', attempts: 1 });
    expect(outbox.deadLetters).toEqual([]);

    const me = await stack.api.get<PlayerBody>('/players/me', { token: bo.token });
    const webhook = me.body.player.notify.webhook!;
    expect(webhook.url).toBe(hook.url);
    expect(webhook.disabled).toEqual({ at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), reason: 'the receiver answered 410 Gone' });

    await oneSeatGame(bo, 'gone-2');
    expect(hook.received).toHaveLength(1);

    hook.answerWith(() => 200);
    const again = await setWebhook(bo, { url: hook.url });
    expect(again.disabled).toBeUndefined();
    await oneSeatGame(bo, 'gone-3');
    expect(hook.received.slice(1).map((got) => got.event)).toEqual(['game-started', 'your-turn']);
    expect(hook.received.slice(1).every((got) => got.validSignature)).toBe(true);
  });
});

describe('chat webhooks', () => {
  it.each([
    ['discord', (text: string) => ({ content: text, allowed_mentions: { parse: [] } })],
    ['slack', (text: string) => ({ text })],
  ] as const)('a %s webhook gets the message body that service accepts, with the headline and the link, unsigned', async (format, bodyOf) => {
    const cy = await registerPlayer(stack.api, `Cy ${format}`);
    const hook = await receiver(() => 200, format === 'discord' ? '/api/webhooks/1/token' : '/services/T0/B0/x');
    expect((await setWebhook(cy, { url: hook.url, format })).secret).toBeUndefined();

    const id = await oneSeatGame(cy, `chat-${format}`);
    const link = `${stack.local.url}/play/games/${id}`;
    expect(hook.received.map((got) => JSON.parse(got.rawBody) as unknown)).toEqual([
      bodyOf(`The Game has started: ${link}`),
      bodyOf(`Your turn in The Game: ${link}`),
    ]);
    for (const got of hook.received) {
      expect(got.headers['content-type']).toBe('application/json');
      expect(got.headers['webhook-signature']).toBeUndefined();
      expect(got.headers['webhook-id']).toBeUndefined();
    }
  });
});
