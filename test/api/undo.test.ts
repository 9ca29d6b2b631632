/**
 * Taking a move back over HTTP (POST /games/{id}/undo, POST /games/{id}/undo/{requestId}), on
 * the local stack: at once when nobody moved since; a request the others accept or decline when
 * they did; voided by any move; never across a draw; off when the game says so; the log records
 * asks and answers; optimistic locking and idempotency as every move has. Several in one request
 * (`submissions`), in The Game (two plays or more a turn, each its own submission): a turn's plays
 * at once, or one consent request for all of them, accepted or declined; refused beyond where the
 * turn began and across a draw, saying how many could be taken back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../functions/http/schemas.js';
import { registerPlayer, startGame, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';

let stack: TestStack;
let ada: TestPlayer;
let bo: TestPlayer;

beforeAll(async () => {
  stack = await startTestStack(import.meta.url, { streamPollMs: 20 });
  [ada, bo] = await Promise.all([registerPlayer(stack.api, 'Ada'), registerPlayer(stack.api, 'Bo')]);
  await stack.api.patch('/players/me', { token: bo.token, body: { notify: { sns: true } } });
});
afterAll(async () => {
  await stack?.stop();
});

type Move = { type: string } & Record<string, unknown>;
type Refusal = { error: { code: string; message: string; details: { code: string; available?: number } } };
const hint: Move = { type: 'hint', pile: 'up1', signal: 'keepOff' };

async function read(id: string, player: TestPlayer): Promise<Envelope> {
  const answer = await stack.api.get<Envelope>(`/games/${id}?legal=true`, { token: player.token });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function move(id: string, player: TestPlayer, moves: Move[]): Promise<Envelope> {
  const answer = await stack.api.post<Envelope>(`/games/${id}/moves`, { token: player.token, body: { moves } });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/** A two-seat game of The Game (seeded, so its log replays) where Ada made the opening play. */
async function openedGame(request: Record<string, unknown> = {}): Promise<{ id: string; before: Envelope; after: Envelope }> {
  const { id } = await startGame(stack.api, ada, [bo], { type: 'the-game', seed: `undo-${Math.random()}`, ...request });
  const before = await read(id, ada);
  const play = (before.legalMoves as Move[]).find((each) => each.type === 'play')!;
  const after = await move(id, ada, [play]);
  return { id, before, after };
}

async function logKinds(id: string): Promise<string[]> {
  const answer = await stack.api.get<{ entries: Array<{ kind: string }> }>(`/games/${id}/events`, { token: bo.token });
  return answer.body.entries.map((entry) => entry.kind);
}

describe('taking a move back', () => {
  it('applies at once when nobody moved since: the state is the one before the move', async () => {
    const { id, before, after } = await openedGame();
    expect(after.undo).toEqual({ canAsk: true, submissions: 1, request: null });
    const undone = await stack.api.post<Envelope>(`/games/${id}/undo`, { token: ada.token, body: { version: after.version } });
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body.version).toBe(after.version + 1);
    expect(undone.body.view).toEqual(before.view);
    expect((await read(id, bo)).view).toEqual((await stack.api.get<Envelope>(`/games/${id}`, { token: bo.token })).body.view);
    expect(await logKinds(id)).toContain('undo');
    // Nothing more of Ada's to take back.
    const again = await stack.api.post<{ error: unknown }>(`/games/${id}/undo`, { token: ada.token });
    expect(again.status).toBe(422);
    expect(again.body.error).toMatchObject({ code: 'RULE_VIOLATION', details: { code: 'UNDO_NOTHING_TO_TAKE_BACK' } });
  });

  it('asks the others when they moved since; their acceptance takes both moves back', async () => {
    const { id, before } = await openedGame();
    await move(id, bo, [hint]);
    const asked = await stack.api.post<Envelope>(`/games/${id}/undo`, { token: ada.token });
    expect(asked.status, asked.text).toBe(200);
    const request = asked.body.undo!.request!;
    expect(request).toMatchObject({ seat: 0, waitingFor: [1], accepted: [] });
    // Bo sees it and may answer; Ada may not answer her own.
    expect((await read(id, bo)).undo!.request!.id).toBe(request.id);
    // Bo is told, in words that name who asks.
    await stack.local.notificationsSettled();
    const outbox = (await stack.api.get<{ sns: Array<{ message: string; attributes: Record<string, string> }> }>('/dev/outbox')).body;
    const told = outbox.sns.filter((message) => message.attributes.playerId === bo.id && message.attributes.gameId === id && message.attributes.event === 'undo-asked');
    expect(told).toHaveLength(1);
    expect(JSON.parse(told[0]!.message)).toMatchObject({ event: 'undo-asked', summary: expect.stringContaining('Ada asked to take back their last move') });
    const own = await stack.api.post(`/games/${id}/undo/${request.id}`, { token: ada.token, body: { accept: true } });
    expect(own.status).toBe(403);
    const accepted = await stack.api.post<Envelope>(`/games/${id}/undo/${request.id}`, { token: bo.token, body: { accept: true } });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.undo!.request).toBeNull();
    expect((await read(id, ada)).view).toEqual(before.view);
    expect(await logKinds(id)).toEqual(expect.arrayContaining(['undoAsk', 'undo']));
  });

  it('keeps the move when a player declines, and any move voids a request', async () => {
    const { id, after } = await openedGame();
    await move(id, bo, [hint]);
    const asked = await stack.api.post<Envelope>(`/games/${id}/undo`, { token: ada.token });
    const declined = await stack.api.post<Envelope>(`/games/${id}/undo/${asked.body.undo!.request!.id}`, { token: bo.token, body: { accept: false } });
    expect(declined.status, declined.text).toBe(200);
    expect(declined.body.undo!.request).toBeNull();
    expect((await read(id, ada)).view).not.toEqual(undefined);
    expect(await logKinds(id)).toEqual(expect.arrayContaining(['undoAsk', 'undoAnswer']));
    // Asked again, then Bo moves: the request is gone.
    const second = await stack.api.post<Envelope>(`/games/${id}/undo`, { token: ada.token });
    await move(id, bo, [{ type: 'hint', pile: 'up2', signal: 'keepOff' }]);
    const late = await stack.api.post<{ error: unknown }>(`/games/${id}/undo/${second.body.undo!.request!.id}`, { token: bo.token, body: { accept: true } });
    expect(late.status).toBe(422);
    expect(late.body.error).toMatchObject({ details: { code: 'UNDO_REQUEST_GONE' } });
    expect((await read(id, ada)).version).toBeGreaterThan(after.version);
  });

  it('never goes back across a draw', async () => {
    const { id } = await openedGame();
    const ada1 = await read(id, ada);
    const second = (ada1.legalMoves as Move[]).find((each) => each.type === 'play')!;
    await move(id, ada, [second, { type: 'endTurn' }]);
    const refused = await stack.api.post<{ error: unknown }>(`/games/${id}/undo`, { token: ada.token });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ details: { code: 'UNDO_ACROSS_REVEAL' } });
  });

  it('is off in a game created with undo: false', async () => {
    const { id, after } = await openedGame({ undo: false });
    expect(after.undo).toBeUndefined();
    const refused = await stack.api.post<{ error: unknown }>(`/games/${id}/undo`, { token: ada.token });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ details: { code: 'UNDO_OFF' } });
  });

  it('has optimistic locking and idempotency as moves have', async () => {
    const { id, after } = await openedGame();
    const stale = await stack.api.post(`/games/${id}/undo`, { token: ada.token, body: { version: after.version - 1 } });
    expect(stale.status).toBe(409);
    const headers = { 'idempotency-key': 'undo-1' };
    const first = await stack.api.post<Envelope>(`/games/${id}/undo`, { token: ada.token, body: {}, headers });
    const repeat = await stack.api.post<Envelope>(`/games/${id}/undo`, { token: ada.token, body: {}, headers });
    expect(first.status).toBe(200);
    expect(repeat.text).toBe(first.text);
    expect((await read(id, ada)).version).toBe(after.version + 1);
  });

  it('is refused to a stranger and for a request id that names nothing', async () => {
    const { id } = await openedGame();
    const carl = await registerPlayer(stack.api, 'Carl');
    expect((await stack.api.post(`/games/${id}/undo`, { token: carl.token })).status).toBe(403);
    const unknown = await stack.api.post(`/games/${id}/undo/999`, { token: bo.token, body: { accept: true } });
    expect(unknown.status).toBe(422);
    expect((await stack.api.post(`/games/${id}/undo/not-a-number`, { token: bo.token, body: { accept: true } })).status).toBe(404);
  });
});

/** The player plays one card (any that fits), as its own submission. */
async function playOne(id: string, player: TestPlayer): Promise<Envelope> {
  const play = ((await read(id, player)).legalMoves as Move[]).find((each) => each.type === 'play')!;
  return move(id, player, [play]);
}

/** A game of The Game (seeded, so its log replays) where Ada made `plays` plays, one submission each. */
async function turnOf(plays: number, others: TestPlayer[] = [bo]): Promise<{ id: string; before: Envelope; after: Envelope }> {
  const { id } = await startGame(stack.api, ada, others, { type: 'the-game', seed: `undo-turn-${Math.random()}` });
  const before = await read(id, ada);
  let after = before;
  for (let play = 0; play < plays; play++) after = await playOne(id, ada);
  return { id, before, after };
}

async function ask(id: string, player: TestPlayer, body: Record<string, unknown>) {
  return stack.api.post<Envelope & Refusal>(`/games/${id}/undo`, { token: player.token, body });
}

/** The last log entry's events, as `reader` may see them. */
async function lastEvents(id: string, reader: TestPlayer): Promise<Array<Record<string, unknown>>> {
  const answer = await stack.api.get<{ entries: Array<{ kind: string; events: Array<Record<string, unknown>> }> }>(`/games/${id}/events`, { token: reader.token });
  return answer.body.entries.at(-1)!.events;
}

describe('taking several moves back in one request', () => {
  it('takes back every play of the turn at once when nobody moved since; the envelope offers them', async () => {
    const { id, before, after } = await turnOf(3);
    expect(after.undo).toEqual({ canAsk: true, submissions: 3, request: null });
    const undone = await ask(id, ada, { version: after.version, submissions: 3 });
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body.version).toBe(after.version + 1);
    expect(undone.body.view).toEqual(before.view);
    expect(undone.body.undo).toEqual({ canAsk: false, submissions: 0, request: null });
    // The log says how many, to every seat.
    expect(await lastEvents(id, bo)).toEqual([expect.objectContaining({ type: 'undone', seat: 0, submissions: 3 })]);
  });

  it('takes back part of the turn, and "turn" takes back the rest', async () => {
    const { id, before } = await turnOf(3);
    const afterOne = (await read(id, ada)).version;
    const two = await ask(id, ada, { submissions: 2 });
    expect(two.status, two.text).toBe(200);
    expect(two.body.undo).toMatchObject({ canAsk: true, submissions: 1 });
    expect(two.body.version).toBe(afterOne + 1);
    const rest = await ask(id, ada, { submissions: 'turn' });
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body.view).toEqual(before.view);
  });

  it('refuses more than the turn holds, saying how many can be taken back', async () => {
    const { id, after } = await turnOf(2);
    const refused = await ask(id, ada, { submissions: 3 });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'RULE_VIOLATION', details: { code: 'UNDO_BEFORE_TURN', available: 2 } });
    expect(refused.body.error.message).toContain('only your last 2 moves can be taken back');
    // Nothing changed.
    expect((await read(id, ada)).version).toBe(after.version);
  });

  it('never goes back across a draw: refused with how many can be, and those can', async () => {
    // Alone at the table, Ada's turns follow each other: play, play, end the turn (a draw), play, play.
    const { id } = await turnOf(2, []);
    await move(id, ada, [{ type: 'endTurn' }]);
    const drawn = await read(id, ada);
    await playOne(id, ada);
    const after = await playOne(id, ada);
    expect(after.undo).toMatchObject({ canAsk: true, submissions: 2 });
    const refused = await ask(id, ada, { submissions: 3 });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ details: { code: 'UNDO_ACROSS_REVEAL', available: 2 } });
    expect(refused.body.error.message).toContain('only your last 2 moves can be taken back');
    const taken = await ask(id, ada, { submissions: 2 });
    expect(taken.status, taken.text).toBe(200);
    expect(taken.body.view).toEqual(drawn.view);
    expect(taken.body.undo).toMatchObject({ canAsk: false, submissions: 0 });
  });

  it('asks the others once for all of them; the acceptance takes them all back, with the move since', async () => {
    const { id, before } = await turnOf(2);
    await move(id, bo, [hint]);
    const asked = await ask(id, ada, { submissions: 'turn' });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body.undo!.request).toMatchObject({ seat: 0, submissions: 2, waitingFor: [1], accepted: [] });
    expect(await lastEvents(id, bo)).toEqual([expect.objectContaining({ type: 'undoAsked', seat: 0, submissions: 2 })]);
    const seen = await read(id, bo);
    expect(seen.undo!.request).toMatchObject({ seat: 0, submissions: 2 });
    const accepted = await stack.api.post<Envelope>(`/games/${id}/undo/${seen.undo!.request!.id}`, { token: bo.token, body: { accept: true } });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.undo!.request).toBeNull();
    expect((await read(id, ada)).view).toEqual(before.view);
    expect(await lastEvents(id, ada)).toEqual([expect.objectContaining({ type: 'undone', seat: 0, submissions: 2, acceptedBy: 1 })]);
  });

  it('keeps them all when the other player declines', async () => {
    const { id } = await turnOf(2);
    await move(id, bo, [hint]);
    const kept = await read(id, ada);
    const asked = await ask(id, ada, { submissions: 2 });
    expect(asked.status, asked.text).toBe(200);
    const declined = await stack.api.post<Envelope>(`/games/${id}/undo/${asked.body.undo!.request!.id}`, { token: bo.token, body: { accept: false } });
    expect(declined.status, declined.text).toBe(200);
    const now = await read(id, ada);
    expect(now.view).toEqual(kept.view);
    expect(now.version).toBe(kept.version + 2);
    // She may ask again, for both.
    expect(now.undo).toEqual({ canAsk: true, submissions: 2, request: null });
  });

  it('refuses a count that is not a whole number from 1', async () => {
    const { id } = await turnOf(1);
    for (const submissions of [0, -1, 1.5, 'all', null]) {
      const refused = await ask(id, ada, { submissions });
      expect(refused.status, JSON.stringify(submissions)).toBe(400);
    }
  });
});
