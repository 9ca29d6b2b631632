/**
 * Notifications end to end on the local stack: HTTP API → DynamoDB Local → its stream → the
 * notifier → the local delivery queue → real webhook receivers on 127.0.0.1 (and the outbox for
 * e-mail and SNS). A whole game yields exactly the expected events, signed; a receiver that fails
 * twice gets the delivery on the third try with the same delivery id; a receiver that never
 * answers holds up nobody else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmail } from '../support/email.js';
import type { Envelope } from '../../functions/http/schemas.js';
import type { ApiClient } from '../support/api-client.js';
import { registerPlayer, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';
import { ascendingDeck, ascendingTurn, type TheGameView } from '../support/the-game.js';
import { quickSchedule } from '../support/quick-delivery.js';
import { WebhookReceiver, type Answer } from '../support/webhook-receiver.js';

const quick = { timeoutMs: 2_000, schedule: quickSchedule(5) };

let stack: TestStack;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  stack = await startTestStack(import.meta.url, { delivery: quick, streamPollMs: 50 });
});
afterAll(async () => {
  await stack?.stop();
  await Promise.all(receivers.map((receiver) => receiver.stop()));
});

async function receiver(answer: Answer = () => 200): Promise<WebhookReceiver> {
  const started = await WebhookReceiver.start(answer);
  receivers.push(started);
  return started;
}

/** Points the player's webhook at `hook` and hands the receiver the secret shown (once) in the answer. */
async function subscribe(api: ApiClient, player: TestPlayer, hook: WebhookReceiver, more: Record<string, unknown> = {}): Promise<void> {
  const answer = await api.patch<{ player: { notify: { webhook: { url: string; secret?: string } } } }>('/players/me', { token: player.token, body: { notify: { webhook: { url: hook.url }, ...more } } });
  expect(answer.status, answer.text).toBe(200);
  hook.secret = answer.body.player.notify.webhook.secret!;
  expect(hook.secret).toMatch(/^whsec_/);
  const again = await api.get<{ player: { notify: { webhook: { secret?: string } } } }>('/players/me', { token: player.token });
  expect(again.body.player.notify.webhook.secret).toBeUndefined();
}

type Expected = Map<string, string[]>;

/**
 * Plays a stacked two-seat game of The Game to its end, one whole turn per submission, and says
 * what each player must hear, derived from the envelopes: who became awaited at which version.
 */
async function playWholeGame(api: ApiClient, players: TestPlayer[], seed: string): Promise<{ id: string; expected: Expected; awaitingAt: Map<number, number[]> }> {
  const created = await api.post<Envelope & { inviteCode: string }>('/games', { token: players[0]!.token, body: { type: 'the-game', seats: players.length, seed, deck: ascendingDeck() } });
  expect(created.status, created.text).toBe(201);
  let envelope = (await api.post<Envelope>(`/games/${created.body.id}/join`, { token: players[1]!.token, body: { inviteCode: created.body.inviteCode } })).body;
  const expected: Expected = new Map(players.map((player) => [player.id, []]));
  const tell = (seats: number[], event: string, version: number) => seats.forEach((seat) => expected.get(players[seat]!.id)!.push(`${event} v${version}`));
  const awaitingAt = new Map([[envelope.version, envelope.awaiting]]);
  tell([0, 1], 'game-started', envelope.version);
  tell(envelope.awaiting, 'your-turn', envelope.version);
  while (envelope.status === 'active') {
    const seat = envelope.awaiting[0]!;
    const mine = await api.get<Envelope>(`/games/${created.body.id}`, { token: players[seat]!.token });
    const moved = await api.post<Envelope>(`/games/${created.body.id}/moves`, { token: players[seat]!.token, body: { version: envelope.version, moves: ascendingTurn((mine.body.view as TheGameView).you!.hand) } });
    expect(moved.status, moved.text).toBe(200);
    const before = envelope;
    envelope = moved.body;
    awaitingAt.set(envelope.version, envelope.awaiting);
    // The opening offers turn 1 to every seat: once it is taken, the seat whose turn it then is hears so anew.
    const opening = players.length > 1 && before.awaiting.length === players.length;
    if (envelope.status === 'active') tell(envelope.awaiting.filter((awaited) => (opening ? awaited !== seat : !before.awaiting.includes(awaited))), 'your-turn', envelope.version);
  }
  tell([0, 1], 'game-finished', envelope.version);
  expect(envelope.outcome?.reason).toBe('won');
  return { id: created.body.id, expected, awaitingAt };
}

describe('webhooks for a whole game', () => {
  it('deliver exactly the expected events to each player, in order, signed, with the contract body', async () => {
    const [ada, bo] = [await registerPlayer(stack.api, 'Ada'), await registerPlayer(stack.api, 'Bo')];
    const [toAda, toBo] = [await receiver(), await receiver()];
    await subscribe(stack.api, ada, toAda);
    await subscribe(stack.api, bo, toBo, { email: { address: 'bo@example.com' }, sns: true });
    await confirmEmail(stack.api, 'bo@example.com');

    const { id, expected, awaitingAt } = await playWholeGame(stack.api, [ada, bo], 'notify-e2e-1');
    await stack.local.notificationsSettled();
    // Started, a turn each several times over, finished.
    expect(expected.get(ada.id)!.length).toBeGreaterThan(6);
    expect(expected.get(bo.id)!.length).toBeGreaterThan(6);

    for (const [player, hook] of [
      [ada, toAda],
      [bo, toBo],
    ] as const) {
      expect(hook.received.map((got) => `${got.event} v${got.body.version}`), player.name).toEqual(expected.get(player.id));
      const startedAt = hook.received.find((got) => got.event === 'game-started')!.body.version;
      for (const got of hook.received) {
        expect(got.validSignature).toBe(true);
        expect(got.signature).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
        expect(got.deliveryId).toBe(got.body.deliveryId);
        expect(got.event).toBe(got.body.event);
        expect(got.body).toEqual({
          event: got.event,
          deliveryId: got.deliveryId,
          gameId: id,
          type: 'the-game',
          version: got.body.version,
          awaiting: awaitingAt.get(got.body.version),
          url: `${stack.local.url}/play/games/${id}`,
          at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          // What the other player did since this one's last move: none on the start's notices, nor (checked below) for the one whose move ended the game.
          ...(got.body.version === startedAt || (got.event === 'game-finished' && got.body.summary === undefined) ? {} : { summary: expect.stringMatching(got.event === 'game-finished' ? /^(Ada|Bo) played \d+ cards?.*; the team won$/ : /^(Ada|Bo) played \d+ cards?/) }),
        });
      }
      expect(new Set(hook.received.map((got) => got.deliveryId)).size).toBe(hook.received.length);
    }
    const finishedSummaries = [toAda, toBo].map((hook) => hook.received.find((got) => got.event === 'game-finished')!.body.summary);
    expect(finishedSummaries.filter((summary) => summary !== undefined)).toHaveLength(1);
    // Bo's e-mails and SNS messages say the same, in the outbox.
    const outbox = (await stack.api.get<{ emails: Array<{ to: string; subject: string }>; sns: Array<{ message: string; attributes: Record<string, string> }> }>('/dev/outbox')).body;
    const mailedToBo = outbox.emails.filter((email) => email.to === 'bo@example.com' && !email.subject.includes('confirm'));
    expect(mailedToBo).toHaveLength(expected.get(bo.id)!.length);
    expect(mailedToBo.every((email) => email.subject.includes('The Game with Ada') && !email.subject.includes(id))).toBe(true);
    const published = outbox.sns.filter((message) => message.attributes.playerId === bo.id).map((message) => JSON.parse(message.message) as { event: string; version: number });
    expect(published.map((body) => `${body.event} v${body.version}`)).toEqual(expected.get(bo.id));
    expect(outbox.sns.every((message) => message.attributes.gameId === id && message.attributes.gameType === 'the-game')).toBe(true);
  });
});

describe('retries', () => {
  it('a receiver that answers 500 twice gets the delivery on the third try, with the same delivery id and body', async () => {
    const cy = await registerPlayer(stack.api, 'Cy');
    const hook = await receiver((n) => (n <= 2 ? 500 : 200));
    await subscribe(stack.api, cy, hook);
    // A one-seat game starts at creation: game-started, then your-turn.
    const created = await stack.api.post<Envelope>('/games', { token: cy.token, body: { type: 'the-game', seats: 1, seed: 'notify-retry', deck: ascendingDeck() } });
    expect(created.status).toBe(201);
    await stack.local.notificationsSettled();

    expect(hook.received.map((got) => got.event)).toEqual(['game-started', 'game-started', 'game-started', 'your-turn']);
    const started = hook.received.slice(0, 3);
    expect(new Set(started.map((got) => got.deliveryId)).size).toBe(1);
    expect(new Set(started.map((got) => got.rawBody)).size).toBe(1);
    expect(started.every((got) => got.validSignature)).toBe(true);
    const log = (await stack.api.get<{ webhooks: Array<{ deliveryId: string; attempts: number; status: string }> }>('/dev/outbox')).body.webhooks;
    expect(log.find((entry) => entry.deliveryId === started[0]!.deliveryId)).toMatchObject({ attempts: 3, status: 'delivered' });
  });
});

describe('a receiver that never answers', () => {
  it('delays neither the game nor the other player, whose deliveries all arrive while its first request hangs', async () => {
    // A stack whose requests wait a minute: the silent receiver's first request is still open at the end.
    const patient = await startTestStack(`${import.meta.url}-patient`, { delivery: { timeoutMs: 60_000 }, streamPollMs: 50 });
    try {
      const [dee, eve] = [await registerPlayer(patient.api, 'Dee'), await registerPlayer(patient.api, 'Eve')];
      const [silent, prompt] = [await receiver(() => 'hang'), await receiver()];
      await subscribe(patient.api, dee, silent);
      await subscribe(patient.api, eve, prompt);

      const { expected } = await playWholeGame(patient.api, [dee, eve], 'notify-e2e-silent');
      const forEve = expected.get(eve.id)!;
      await prompt.until((got) => got.length === forEve.length);

      expect(prompt.received.map((got) => `${got.event} v${got.body.version}`)).toEqual(forEve);
      expect(prompt.received.at(-1)!.event).toBe('game-finished');
      expect(silent.received.map((got) => got.event)).toEqual(['game-started']);
      expect(silent.hanging).toBe(1);
    } finally {
      await patient.stop();
    }
  });
});
