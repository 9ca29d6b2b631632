/**
 * Catching up (issue 15, item 4) over HTTP against DynamoDB Local: the envelope's
 * `yourLastMoveVersion` (the version of the caller's own last move; null for spectators and
 * seats that never moved), and `GET /games/{id}/events?since=my-last-move`, the log after it,
 * each event filtered for the caller as the log always is; and the one-line summary of what
 * happened since, in webhook bodies and e-mails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmail } from '../support/email.js';
import type { Envelope } from '../../functions/http/schemas.js';
import { registerPlayer, startGame, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';
import { ascendingDeck, ascendingTurn, type TheGameView } from '../support/the-game.js';
import { WebhookReceiver } from '../support/webhook-receiver.js';

type Entry = { version: number; kind: string; seat: number | null; events: Array<Record<string, unknown>> };
type EventLog = { id: string; version: number; entries: Entry[]; next: number | null };

let stack: TestStack;
let ada: TestPlayer;
let bo: TestPlayer;
let cy: TestPlayer;

beforeAll(async () => {
  stack = await startTestStack(import.meta.url, { streamPollMs: 20, delivery: { timeoutMs: 2_000 } });
  [ada, bo, cy] = await Promise.all(['Ada', 'Bo', 'Cy'].map((name) => registerPlayer(stack.api, name)));
});
afterAll(async () => {
  await stack?.stop();
});

const envelopeOf = async (id: string, player?: TestPlayer) => (await stack.api.get<Envelope>(`/games/${id}`, player ? { token: player.token } : {})).body;
const events = async (id: string, query: string, player?: TestPlayer) => {
  const answer = await stack.api.get<EventLog>(`/games/${id}/events?${query}`, player ? { token: player.token } : {});
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};

/** The player's whole turn (every card of the hand onto up 1, then end the turn): the version it made. */
async function playTurn(id: string, player: TestPlayer): Promise<number> {
  const hand = ((await envelopeOf(id, player)).view as TheGameView).you!.hand;
  const moved = await stack.api.post<Envelope>(`/games/${id}/moves`, { token: player.token, body: { moves: ascendingTurn(hand) } });
  expect(moved.status, moved.text).toBe(200);
  return moved.body.version;
}

describe('catching up after my last move', () => {
  it('yourLastMoveVersion and since=my-last-move follow each seat’s own moves, filtered for the caller', async () => {
    const { id, envelope } = await startGame(stack.api, ada, [bo, cy], { type: 'the-game', seed: 'catch-up', deck: ascendingDeck() });
    const started = envelope.version;
    // Nobody has moved: joining is not a move. The whole log is "since my last move".
    for (const player of [ada, bo, cy]) expect((await envelopeOf(id, player)).yourLastMoveVersion).toBeNull();
    expect((await events(id, 'since=my-last-move', bo)).entries.map((entry) => entry.version)).toEqual(Array.from({ length: started + 1 }, (_, version) => version));

    const byAda = await playTurn(id, ada);
    const byBo = await playTurn(id, bo);
    const byCy = await playTurn(id, cy);
    expect([byAda, byBo, byCy]).toEqual([started + 1, started + 2, started + 3]);
    expect((await envelopeOf(id, ada)).yourLastMoveVersion).toBe(byAda);
    expect((await envelopeOf(id, bo)).yourLastMoveVersion).toBe(byBo);
    expect((await envelopeOf(id, cy)).yourLastMoveVersion).toBe(byCy);

    // Ada catches up on Bo's and Cy's turns: their plays, and their draws without the cards drawn.
    const caughtUp = await events(id, 'since=my-last-move', ada);
    expect(caughtUp).toMatchObject({ id, version: byCy, next: null });
    expect(caughtUp.entries.map((entry) => [entry.version, entry.kind, entry.seat])).toEqual([
      [byBo, 'move', 1],
      [byCy, 'move', 2],
    ]);
    const drawsSeen = caughtUp.entries.flatMap((entry) => entry.events).filter((event) => event.type === 'cardsDrawn');
    expect(drawsSeen).toHaveLength(2);
    for (const draw of drawsSeen) {
      expect(draw.count).toBe(6);
      expect(draw).not.toHaveProperty('cards');
    }
    // Cy sees the cards Cy drew in the entry Bo sees only as a count.
    const cysOwn = (await events(id, `after=${byCy - 1}`, cy)).entries[0]!.events.find((event) => event.type === 'cardsDrawn')!;
    expect(cysOwn.cards).toHaveLength(6);

    // Bo: only Cy's turn; Cy: nothing since.
    expect((await events(id, 'since=my-last-move', bo)).entries.map((entry) => entry.version)).toEqual([byCy]);
    expect((await events(id, 'since=my-last-move', cy)).entries).toEqual([]);

    // Paging: `after` with `since` takes the later of the two, so `after=next` continues the pages.
    const firstPage = await events(id, 'since=my-last-move&limit=1', ada);
    expect(firstPage.entries.map((entry) => entry.version)).toEqual([byBo]);
    expect(firstPage.next).toBe(byBo);
    expect((await events(id, `since=my-last-move&limit=1&after=${firstPage.next}`, ada)).entries.map((entry) => entry.version)).toEqual([byCy]);
    expect((await events(id, 'since=my-last-move&after=0', ada)).entries.map((entry) => entry.version)).toEqual([byBo, byCy]);

    // A spectator (no token, or a player not seated here) never moved: the whole log, and a null in the envelope.
    expect((await envelopeOf(id)).yourLastMoveVersion).toBeNull();
    const outsider = await registerPlayer(stack.api, 'Dee');
    expect((await envelopeOf(id, outsider)).yourLastMoveVersion).toBeNull();
    expect((await events(id, 'since=my-last-move')).entries).toHaveLength(byCy + 1);
    expect((await events(id, 'since=my-last-move', outsider)).entries).toHaveLength(byCy + 1);

    // A resignation is the seat's own last move too (in The Game it ends the game for the team).
    const resigned = await stack.api.post<Envelope>(`/games/${id}/resign`, { token: bo.token });
    expect(resigned.body).toMatchObject({ status: 'finished', yourLastMoveVersion: byCy + 1 });
    expect((await events(id, 'since=my-last-move', ada)).entries.map((entry) => entry.kind)).toEqual(['move', 'move', 'resign']);
  });

  it('refuses another value of since, and documents both in the OpenAPI document', async () => {
    const { id } = await startGame(stack.api, ada, [bo], { type: 'the-game' });
    expect((await stack.api.get(`/games/${id}/events?since=yesterday`, { token: ada.token })).status).toBe(400);
    const document = (await stack.api.get<{ paths: Record<string, Record<string, { parameters?: Array<{ name: string }> }>>; components: { schemas: Record<string, { properties?: Record<string, unknown> }> } }>('/openapi.json')).body;
    expect(document.paths['/games/{id}/events']!.get!.parameters!.map((parameter) => parameter.name)).toContain('since');
    for (const name of ['TheGameEnvelope', 'Flip7Envelope']) expect(document.components.schemas[name]!.properties, name).toHaveProperty('yourLastMoveVersion');
  });
});

describe('the summary in notifications', () => {
  it('tells each player, in the webhook body and the e-mail, what happened since their own last move', async () => {
    const hook = await WebhookReceiver.start();
    try {
      const [eve, fay, gus] = await Promise.all([
        registerPlayer(stack.api, 'Eve', { webhook: { url: hook.url } }),
        registerPlayer(stack.api, 'Fay', { email: { address: 'fay@example.com' } }),
        registerPlayer(stack.api, 'Gus'),
      ]);
      await confirmEmail(stack.api, 'fay@example.com');
      const { id, envelope } = await startGame(stack.api, eve, [fay, gus], { type: 'the-game', seed: 'summaries', deck: ascendingDeck() });
      const byEve = await playTurn(id, eve);
      const byFay = await playTurn(id, fay);
      await playTurn(id, gus);

      // Eve's turn again: the webhook body sums up Fay's and Gus's turns, and never shows their cards.
      await hook.until((got) => got.some((delivery) => delivery.body.event === 'your-turn' && delivery.body.version === byEve + 2));
      const yourTurn = hook.received.find((delivery) => delivery.body.event === 'your-turn' && delivery.body.version === byEve + 2)!;
      expect(yourTurn.body.summary).toBe('Fay played 6 cards and drew 6 cards; Gus played 6 cards and drew 6 cards');
      // The start's notices carry none: the deal is no news (every view shows it).
      const atStart = hook.received.filter((delivery) => delivery.body.version === envelope.version);
      expect(atStart.map((delivery) => delivery.event)).toEqual(['game-started', 'your-turn']);
      for (const delivery of atStart) expect(delivery.body).not.toHaveProperty('summary');

      // Eve plays again: Fay's turn. Her e-mail says what happened since her own move, on its own line.
      const mailed = async () => (await stack.api.get<{ emails: Array<{ to: string; subject: string; text: string }> }>('/dev/outbox')).body.emails.filter((email) => email.to === 'fay@example.com' && email.subject.startsWith('Your turn') && email.text.includes(id));
      const before = (await mailed()).length;
      await playTurn(id, eve);
      await expect.poll(async () => (await mailed()).length, { timeout: 20_000 }).toBe(before + 1);
      const text = (await mailed()).at(-1)!.text;
      expect(text).toMatch(/^Your turn in The Game with Eve and Gus\.\n\nSince your last move: Gus played 6 cards and drew 6 cards; Eve played 6 cards and drew 6 cards\.\n/);
    } finally {
      await hook.stop();
    }
  });
});
