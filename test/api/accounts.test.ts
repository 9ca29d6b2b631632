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
