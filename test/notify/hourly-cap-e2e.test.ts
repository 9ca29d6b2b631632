/**
 * The hourly cap end to end: HTTP API → DynamoDB Local → stream → notifier → local delivery queue
 * → a real webhook receiver on 127.0.0.1 and the outbox's SNS. A burst of games makes more
 * notifications than the cap (TURNPOST_DELIVERIES_PER_HOUR, 5 here): each channel delivers
 * exactly 5, the rest is logged as held back, and the next hour delivers again. The stack's clock
 * stands still inside one hour, then moves to the next.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../functions/http/schemas.js';
import type { Logger } from '../../functions/log.js';
import { registerPlayer, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';
import { ascendingDeck } from '../support/the-game.js';
import { WebhookReceiver } from '../support/webhook-receiver.js';

const PER_HOUR = 5;
let clock = new Date('2026-03-02T10:20:00.000Z');
const lines: Array<Record<string, unknown>> = [];
const log: Logger = { info: (message, fields) => void lines.push({ message, ...fields }), error: () => {} };

let stack: TestStack;
let hook: WebhookReceiver;

beforeAll(async () => {
  stack = await startTestStack(import.meta.url, { streamPollMs: 50, now: () => clock, log, settings: { TURNPOST_DELIVERIES_PER_HOUR: String(PER_HOUR) } });
  hook = await WebhookReceiver.start(() => 200);
});
afterAll(async () => {
  await stack?.stop();
  await hook?.stop();
});

/** A one-seat game of The Game starts at creation: game-started and your-turn, two notifications. */
async function oneSeatGame(player: TestPlayer, seed: string): Promise<void> {
  const created = await stack.api.post<Envelope>('/games', { token: player.token, body: { type: 'the-game', seats: 1, seed, deck: ascendingDeck() } });
  expect(created.status, created.text).toBe(201);
}

async function snsFor(player: TestPlayer): Promise<number> {
  const outbox = await stack.api.get<{ sns: Array<{ attributes: Record<string, string> }> }>('/dev/outbox');
  return outbox.body.sns.filter((sent) => sent.attributes.playerId === player.id).length;
}

describe('a burst beyond the hourly cap', () => {
  it('delivers exactly the cap per channel, holds back the rest (logged), and delivers again the next hour', async () => {
    const ada = await registerPlayer(stack.api, 'Ada', { sns: true });
    const set = await stack.api.patch<{ player: { notify: { webhook: { secret: string } } } }>('/players/me', { token: ada.token, body: { notify: { webhook: { url: hook.url } } } });
    expect(set.status, set.text).toBe(200);
    hook.secret = set.body.player.notify.webhook.secret;

    // Six games, twelve notifications per channel, in one hour.
    await Promise.all(Array.from({ length: 6 }, (_, i) => oneSeatGame(ada, `burst-${i}`)));
    await stack.local.notificationsSettled();
    expect(hook.received).toHaveLength(PER_HOUR);
    expect(hook.received.every((got) => got.validSignature)).toBe(true);
    expect(await snsFor(ada)).toBe(PER_HOUR);
    const heldBack = lines.filter((line) => line.message === 'notified').reduce((sum, line) => sum + ((line.heldBack as number | undefined) ?? 0), 0);
    expect(heldBack).toBe(2 * (12 - PER_HOUR));
    // The log names whose notifications were held back: what an operator looks for when the HeldBack alarm fires.
    expect(lines.find((line) => typeof line.heldBack === 'number')).toMatchObject({ heldBackFrom: [ada.id], _aws: { CloudWatchMetrics: [{ Metrics: [{ Name: 'HeldBack' }] }] } });

    clock = new Date('2026-03-02T11:00:00.000Z');
    await oneSeatGame(ada, 'next-hour');
    await stack.local.notificationsSettled();
    expect(hook.received.slice(PER_HOUR).map((got) => got.event)).toEqual(['game-started', 'your-turn']);
    expect(await snsFor(ada)).toBe(PER_HOUR + 2);
  });
});
