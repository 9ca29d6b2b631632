/**
 * Accounts: POST /players/me/token rotates the token and DELETE /players/me deletes the player,
 * against DynamoDB Local. Two local stacks share one table, as two warm Lambdas would: a token
 * rotated or deleted through one is refused at once by the other, although the other had
 * verified (and cached) it a moment before. A game nobody is left to play is called off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../bin/local-stack.js';
import type { Envelope } from '../../functions/http/schemas.js';
import { AccountDeletion } from '../../functions/accounts/account-deletion.js';
import { quietLogger } from '../../functions/log.js';
import { GameStore } from '../../functions/store/games.js';
import { PlayerStore } from '../../functions/store/players.js';
import { Table } from '../../functions/store/table.js';
import { ApiClient, capacityOf } from '../support/api-client.js';
import { ascendingDeck, type TheGameView } from '../support/the-game.js';
import { registerPlayer, startGame, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';

let stack: TestStack;
/** Process B: a second API on the same table, with its own authentication cache. */
let other: LocalStack;
let apiB: ApiClient;

beforeAll(async () => {
  stack = await startTestStack(import.meta.url);
  other = await startLocalStack({ port: 0, dynamodbEndpoint: stack.table.endpoint, tableName: stack.table.name, log: quietLogger, sweepEveryMs: null });
  apiB = new ApiClient(other.url);
});
afterAll(async () => {
  await other?.stop();
  await stack?.stop();
});

/** A started two-seat The Game with a stacked deck, Ada in seat 0. */
async function gameAwaitingAda(seed: string) {
  const ada = await registerPlayer(stack.api, 'Ada');
  const bo = await registerPlayer(stack.api, 'Bo');
  const { id, envelope } = await startGame(stack.api, ada, [bo], { type: 'the-game', seed, deck: ascendingDeck() });
  expect(envelope.awaiting).toContain(0);
  return { ada, bo, id };
}

/** One legal play from the caller's view (The Game lists them in `you.legalPlays`). */
const playOne = (api: ApiClient, id: string, token: string, envelope: Envelope) =>
  api.post<Envelope>(`/games/${id}/moves`, { token, body: { moves: [{ type: 'play', ...(envelope.view as TheGameView).you!.legalPlays[0]! }] } });

describe('POST /players/me/token', () => {
  it('answers a new token once; the old one is refused at once by another process that had cached it', async () => {
    const { ada, id } = await gameAwaitingAda('rotate');
    // B verifies Ada's token (and caches it) by reading her hand and by a move.
    const seen = await apiB.get<Envelope>(`/games/${id}`, { token: ada.token });
    expect(seen.status).toBe(200);
    expect((seen.body.view as TheGameView).you!.hand.length).toBeGreaterThan(0);
    const moved = await playOne(apiB, id, ada.token, seen.body);
    expect(moved.status).toBe(200);

    const rotated = await stack.api.post<{ token: string }>('/players/me/token', { token: ada.token });
    expect(rotated.status).toBe(200);
    expect(Object.keys(rotated.body)).toEqual(['token']);
    expect(rotated.body.token).toMatch(new RegExp(`^tp_${ada.id}_`));
    expect(rotated.body.token).not.toBe(ada.token);

    // The old token: refused by A and by B, for a move and for the view with a hand.
    for (const api of [stack.api, apiB]) {
      const view = await api.get(`/games/${id}`, { token: ada.token });
      expect(view.status).toBe(401);
      expect(view.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'the token is not valid' } });
      expect((await playOne(api, id, ada.token, moved.body)).status).toBe(401);
      expect((await api.get('/players/me', { token: ada.token })).status).toBe(401);
      expect((await api.post('/players/me/token', { token: ada.token })).status).toBe(401);
      expect((await api.get(`/games/${id}/events?after=0`, { token: ada.token })).status).toBe(401);
      expect((await api.post('/games', { token: ada.token, body: { type: 'the-game', seats: 2 } })).status).toBe(401);
    }
    // Nothing was applied with the old token.
    expect((await stack.api.get<Envelope>(`/games/${id}`)).body.version).toBe(moved.body.version);

    // The new token works at once in both processes (B's cache held the old hash).
    const viewB = await apiB.get<Envelope>(`/games/${id}`, { token: rotated.body.token });
    expect(viewB.status).toBe(200);
    expect(viewB.body.you).toBe(0);
    const movedB = await playOne(apiB, id, rotated.body.token, viewB.body);
    expect(movedB.status).toBe(200);
    expect(movedB.body.version).toBe(moved.body.version + 1);
    expect((await stack.api.get<{ player: { name: string } }>('/players/me', { token: rotated.body.token })).body.player.name).toBe('Ada');
  });

  it('checks the stored token in the move and view reads themselves: one read unit more, no extra round trip or write', async () => {
    const { ada, id } = await gameAwaitingAda('rotate-units');
    const warm = await apiB.get<Envelope>(`/games/${id}`, { token: ada.token }); // B caches the token
    const view = await apiB.get<Envelope>(`/games/${id}`, { token: ada.token });
    // The game item and the player item, both strongly consistent and under 4 KB: 1 + 1.
    expect(capacityOf(view)).toEqual({ read: 2, write: 0 });
    const spectator = await apiB.get(`/games/${id}`);
    expect(capacityOf(spectator)).toEqual({ read: 1, write: 0 });
    const moved = await playOne(apiB, id, ada.token, warm.body);
    expect(moved.status).toBe(200);
    // The same read units as the view; the writes are the move's own two items (game, log entry)
    // and each of the two seat items' last change, with its entry in the index byChange moving
    // (a delete and a put), as DynamoDB Local counts them: 2 + 2 × 3. No write of the token check.
    expect(capacityOf(moved)).toEqual({ read: 2, write: 8 });
  });

  it('lets one of two rotations with the same token win; the other is a 401', async () => {
    const ada = await registerPlayer(stack.api, 'Ada');
    const answers = await Promise.all([stack.api.post<{ token: string }>('/players/me/token', { token: ada.token }), apiB.post<{ token: string }>('/players/me/token', { token: ada.token })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const winner = answers.find((answer) => answer.status === 200)!.body.token;
    expect((await apiB.get('/players/me', { token: winner })).status).toBe(200);
  });
});

interface LogEntries {
  entries: Array<{ version: number; kind: string; seat: number | null }>;
}
const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

describe('DELETE /players/me', () => {
  it("removes name, channels and token; seats show the placeholder, a bot plays on, and the others' games keep everything", async () => {
    const name = `Ada ${Math.random().toString(36).slice(2)}`;
    const ada = await registerPlayer(stack.api, name);
    const bo = await registerPlayer(stack.api, 'Bo');
    const address = `${ada.id}@example.com`;
    expect((await stack.api.patch('/players/me', { token: ada.token, body: { notify: { email: { address }, webhook: { url: 'https://hooks.example.com/ada' } } } })).status).toBe(200);
    const active = await startGame(stack.api, ada, [bo], { type: 'the-game', seed: 'delete-active', deck: ascendingDeck() });
    const finished = await startGame(stack.api, ada, [bo], { type: 'the-game', seed: 'delete-finished' });
    expect((await stack.api.post(`/games/${finished.id}/resign`, { token: bo.token })).status).toBe(200);
    const finishedBefore = (await stack.api.get<Envelope>(`/games/${finished.id}`)).body;
    expect(finishedBefore.status).toBe('finished');
    const logBefore = (await stack.api.get<LogEntries>(`/games/${finished.id}/events?after=0`)).body.entries;
    const waiting = (await stack.api.post<Envelope & { inviteCode: string }>('/games', { token: ada.token, body: { type: 'the-game', seats: 2 } })).body;
    // Process B caches Ada's token, by reading her hand.
    expect((await apiB.get(`/games/${active.id}`, { token: ada.token })).status).toBe(200);

    const deleted = await stack.api.request<{ deleted: { playerId: string; queued: true } }>('DELETE', '/players/me', { token: ada.token });
    expect(deleted.status).toBe(202);
    expect(deleted.body).toEqual({ deleted: { playerId: ada.id, queued: true } });

    // The token is gone in both processes: a second DELETE, the view with a hand, a move.
    for (const api of [stack.api, apiB]) {
      expect((await api.request('DELETE', '/players/me', { token: ada.token })).body).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'the token is not valid' } });
      expect((await api.get(`/games/${active.id}`, { token: ada.token })).status).toBe(401);
      expect((await api.post(`/games/${active.id}/moves`, { token: ada.token, body: { moves: [{ type: 'endTurn' }] } })).status).toBe(401);
      expect((await api.get('/players/me', { token: ada.token })).status).toBe(401);
    }

    // Once the queued job ran, nothing of Ada's is stored any more: no player or seat item, no name, address or hook.
    await stack.local.notificationsSettled();
    const items = await stack.table.scan();
    expect(items.filter((item) => String(item.pk) === `PLAYER#${ada.id}`)).toEqual([]);
    const stored = JSON.stringify(items);
    for (const secret of [name, address, 'hooks.example.com/ada']) expect(stored).not.toContain(secret);

    // Every seat shows the placeholder, still counted; unfinished games give it to the bot for good.
    const placeholder = { seat: 0, playerId: null, name: 'deleted player', deleted: true };
    // No game item names her: every seat holds the tombstone instead of her id.
    expect(items.filter((item) => item.sk === 'GAME').map((item) => JSON.stringify(item.seats)).join()).not.toContain(ada.id);
    const finishedAfter = (await stack.api.get<Envelope>(`/games/${finished.id}`, { token: bo.token })).body;
    expect(finishedAfter.seats).toEqual([placeholder, { seat: 1, playerId: bo.id, name: 'Bo' }]);
    expect(finishedAfter.outcome).toEqual(finishedBefore.outcome);
    const logAfter = (await stack.api.get<LogEntries>(`/games/${finished.id}/events?after=0`)).body.entries;
    expect(logAfter.slice(0, logBefore.length)).toEqual(logBefore);
    expect(logAfter.slice(logBefore.length)).toMatchObject([{ kind: 'deleted', seat: 0 }]);
    // The waiting game she created is called off: nobody else may cancel it or renew its code.
    const waitingAfter = (await stack.api.get<Envelope>(`/games/${waiting.id}`)).body;
    expect(waitingAfter.status).toBe('cancelled');
    expect(waitingAfter.seats).toEqual([placeholder, { seat: 1, playerId: null, name: null }]);

    // The active game goes on: Bo plays his turns, the bot plays Ada's seat.
    const lists = (await stack.api.get<{ games: Array<{ id: string; seats: unknown[] }> }>('/players/me/games', { token: bo.token })).body.games;
    expect(lists.map((game) => game.id).sort()).toEqual([active.id, finished.id].sort());
    expect(lists.find((game) => game.id === active.id)!.seats[0]).toEqual({ ...placeholder, bot: { level: 'basic', takenOver: true } });
    let botMoved = false;
    for (let polls = 0; polls < 600 && !botMoved; polls++) {
      const log = (await stack.api.get<LogEntries>(`/games/${active.id}/events?after=0`, { token: bo.token })).body.entries;
      botMoved = log.some((entry) => entry.kind === 'bot' && entry.seat === 0);
      if (botMoved) break;
      const game = (await stack.api.get<Envelope>(`/games/${active.id}?legal=true`, { token: bo.token })).body;
      expect(game.status).toBe('active');
      if (game.awaiting.includes(1) && game.legalMoves?.length) {
        expect((await stack.api.post(`/games/${active.id}/moves`, { token: bo.token, body: { version: game.version, moves: [game.legalMoves[0]] } })).status).toBeOneOf([200, 409]);
      } else await sleep(100);
    }
    expect(botMoved).toBe(true);
  });

  it('calls off what nobody is left to play: a running game of bots and tombstones, a waiting game the player created; frees a seat in another\'s waiting game', async () => {
    const [ada, bo, cy, di] = [await registerPlayer(stack.api, 'Ada'), await registerPlayer(stack.api, 'Bo'), await registerPlayer(stack.api, 'Cy'), await registerPlayer(stack.api, 'Di')];
    const solo = await startGame(stack.api, ada, [], { type: 'the-game', seed: 'solo-gone' });
    const withBot = await startGame(stack.api, ada, [], { type: 'the-game', seats: 2, bots: [{ seat: 1, level: 'basic' }], seed: 'bot-gone' });
    // Cy left first: the bot took his seat over, Ada played on; with Ada gone too, nobody is left.
    const twoGone = await startGame(stack.api, ada, [cy], { type: 'the-game', seed: 'both-gone' });
    expect((await stack.api.request('DELETE', '/players/me', { token: cy.token })).status).toBe(202);
    await stack.local.notificationsSettled();
    expect((await stack.api.get<Envelope>(`/games/${twoGone.id}`)).body).toMatchObject({ status: 'active', seats: [{ name: 'Ada' }, { deleted: true, bot: { takenOver: true } }] });
    const ownWaiting = await startGame(stack.api, ada, [bo], { type: 'the-game', seats: 3 });
    const bosWaiting = await startGame(stack.api, bo, [ada], { type: 'the-game', seats: 3 });
    const running = [solo.id, withBot.id, twoGone.id];
    const before = new Map(await Promise.all(running.map(async (id) => [id, (await stack.api.get<Envelope>(`/games/${id}`)).body.version] as const)));

    expect((await stack.api.request('DELETE', '/players/me', { token: ada.token })).status).toBe(202);
    await stack.local.notificationsSettled();

    for (const id of running) {
      const game = (await stack.api.get<Envelope>(`/games/${id}`)).body;
      // One change called it off, and no bot moved after it.
      expect(game).toMatchObject({ status: 'cancelled', awaiting: [], version: before.get(id)! + 1 });
      expect(game.seats[0]).toEqual({ seat: 0, playerId: null, name: 'deleted player', deleted: true });
      const log = (await stack.api.get<LogEntries>(`/games/${id}/events?after=0`)).body.entries;
      expect(log.at(-1)).toMatchObject({ kind: 'deleted', seat: 0, version: game.version });
    }
    // Her waiting game is called off for Bo too (his list says so) and takes nobody new.
    const bosList = (await stack.api.get<{ games: Array<{ id: string; status: string }> }>('/players/me/games', { token: bo.token })).body.games;
    expect(bosList.find((game) => game.id === ownWaiting.id)?.status).toBe('cancelled');
    const late = await stack.api.post<{ error: { details?: { reason?: string } } }>(`/games/${ownWaiting.id}/join`, { token: di.token, body: { inviteCode: ownWaiting.inviteCode } });
    expect(late.status).toBe(403);
    expect(late.body.error.details?.reason).toBe('GAME_CANCELLED');
    // In Bo's waiting game her seat is free again: the invite code seats a person there.
    const bosGame = (await stack.api.get<Envelope>(`/games/${bosWaiting.id}`)).body;
    expect(bosGame).toMatchObject({ status: 'waiting', seats: [{ name: 'Bo' }, { seat: 1, playerId: null, name: null }, { seat: 2, playerId: null, name: null }] });
    expect((await stack.api.post(`/games/${bosWaiting.id}/join`, { token: di.token, body: { inviteCode: bosWaiting.inviteCode } })).status).toBe(200);

    // Run again (a job delivered twice): nothing more changes.
    const items = await stack.table.scan();
    const table = new Table(stack.table.dynamo, stack.table.name);
    const again = new AccountDeletion({ players: new PlayerStore(table), games: new GameStore(table), enqueue: async () => {}, log: quietLogger });
    expect(await again.run({ playerId: ada.id, hop: 0 }, () => false)).toBe('done');
    expect(await stack.table.scan()).toEqual(items);
  });

  it('leaves a game the deleted player never joined untouched, and a player with no games simply goes', async () => {
    const ada = await registerPlayer(stack.api, 'Ada');
    const [bo, cy] = [await registerPlayer(stack.api, 'Bo'), await registerPlayer(stack.api, 'Cy')];
    const theirs = await startGame(stack.api, bo, [cy], { type: 'the-game', seed: 'delete-other' });
    const deleted = await apiB.request('DELETE', '/players/me', { token: ada.token });
    expect(deleted.body).toEqual({ deleted: { playerId: ada.id, queued: true } });
    await other.notificationsSettled();
    expect((await stack.table.scan()).filter((item) => item.pk === `PLAYER#${ada.id}`)).toEqual([]);
    const after = (await stack.api.get<Envelope>(`/games/${theirs.id}`)).body;
    expect(after.version).toBe(theirs.envelope.version);
    expect(after.seats.map((seat) => seat.name)).toEqual(['Bo', 'Cy']);
  });
});
