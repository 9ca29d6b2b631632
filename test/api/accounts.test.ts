/**
 * Accounts: POST /players/me/token rotates the token and DELETE /players/me deletes the player,
 * against DynamoDB Local. Two local stacks share one table, as two warm Lambdas would: a token
 * rotated or deleted through one is refused at once by the other, although the other had
 * verified (and cached) it a moment before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../bin/local-stack.js';
import type { Envelope } from '../../functions/http/schemas.js';
import { quietLogger } from '../../functions/log.js';
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
    // The same read units as the view; the writes are the move's own two items (game, log entry),
    // as DynamoDB Local counts them (AWS bills a transactional write twice: 4).
    expect(capacityOf(moved)).toEqual({ read: 2, write: 2 });
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

    const deleted = await stack.api.request<{ deleted: { playerId: string; games: number } }>('DELETE', '/players/me', { token: ada.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: { playerId: ada.id, games: 3 } });

    // The token is gone in both processes: a second DELETE, the view with a hand, a move.
    for (const api of [stack.api, apiB]) {
      expect((await api.request('DELETE', '/players/me', { token: ada.token })).body).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'the token is not valid' } });
      expect((await api.get(`/games/${active.id}`, { token: ada.token })).status).toBe(401);
      expect((await api.post(`/games/${active.id}/moves`, { token: ada.token, body: { moves: [{ type: 'endTurn' }] } })).status).toBe(401);
      expect((await api.get('/players/me', { token: ada.token })).status).toBe(401);
    }

    // Nothing of Ada's is stored any more: no player or seat item, no name, address or hook.
    const items = await stack.table.scan();
    expect(items.filter((item) => String(item.pk) === `PLAYER#${ada.id}`)).toEqual([]);
    const stored = JSON.stringify(items);
    for (const secret of [name, address, 'hooks.example.com/ada']) expect(stored).not.toContain(secret);

    // Every seat shows the placeholder, still counted; unfinished games give it to the bot for good.
    const placeholder = { seat: 0, playerId: ada.id, name: 'deleted player', deleted: true };
    const finishedAfter = (await stack.api.get<Envelope>(`/games/${finished.id}`, { token: bo.token })).body;
    expect(finishedAfter.seats).toEqual([placeholder, { seat: 1, playerId: bo.id, name: 'Bo' }]);
    expect(finishedAfter.outcome).toEqual(finishedBefore.outcome);
    const logAfter = (await stack.api.get<LogEntries>(`/games/${finished.id}/events?after=0`)).body.entries;
    expect(logAfter.slice(0, logBefore.length)).toEqual(logBefore);
    expect(logAfter.slice(logBefore.length)).toMatchObject([{ kind: 'deleted', seat: 0 }]);
    const waitingAfter = (await stack.api.get<Envelope>(`/games/${waiting.id}`)).body;
    expect(waitingAfter.seats).toEqual([{ ...placeholder, bot: { level: 'basic', takenOver: true } }, { seat: 1, playerId: null, name: null }]);

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

  it('leaves a game the deleted player never joined untouched, and a player with no games simply goes', async () => {
    const ada = await registerPlayer(stack.api, 'Ada');
    const [bo, cy] = [await registerPlayer(stack.api, 'Bo'), await registerPlayer(stack.api, 'Cy')];
    const theirs = await startGame(stack.api, bo, [cy], { type: 'the-game', seed: 'delete-other' });
    const deleted = await apiB.request('DELETE', '/players/me', { token: ada.token });
    expect(deleted.body).toEqual({ deleted: { playerId: ada.id, games: 0 } });
    const after = (await stack.api.get<Envelope>(`/games/${theirs.id}`)).body;
    expect(after.version).toBe(theirs.envelope.version);
    expect(after.seats.map((seat) => seat.name)).toEqual(['Bo', 'Cy']);
  });
});
