/** GET /games/{id} with If-None-Match: a poll that finds nothing new is a 304 with no body and one read (of the game and the caller's token). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPACITY_HEADER } from '../../functions/http/app.js';
import { ascendingDeck, ascendingTurn, type TheGameView } from '../support/the-game.js';
import { registerPlayer, startGame, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';

let stack: TestStack;
let ada: TestPlayer;
let bo: TestPlayer;
let id: string;

beforeAll(async () => {
  stack = await startTestStack(import.meta.url);
  ada = await registerPlayer(stack.api, 'Ada');
  bo = await registerPlayer(stack.api, 'Bo');
  ({ id } = await startGame(stack.api, ada, [bo], { type: 'the-game', seed: 'etag', deck: ascendingDeck() }));
});
afterAll(() => stack?.stop());

describe('conditional GET of a game', () => {
  it('answers 304 with no body for the ETag the caller holds, costing one read round trip', async () => {
    const first = await stack.api.get(`/games/${id}?legal=true`, { token: ada.token });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"v\d+-seat0-legal"$/);
    const again = await stack.api.get(`/games/${id}?legal=true`, { token: ada.token, headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    // One BatchGetItem: the game item and the caller's player item (its token hash, see http/auth.ts).
    expect(again.headers.get(CAPACITY_HEADER)).toBe('read=2;write=0');
  });

  it('answers the whole envelope once the game moved, with a new ETag', async () => {
    const before = await stack.api.get<{ version: number; view: TheGameView }>(`/games/${id}`, { token: ada.token });
    const etag = before.headers.get('etag')!;
    const moved = await stack.api.post(`/games/${id}/moves`, { token: ada.token, body: { version: before.body.version, moves: ascendingTurn(before.body.view.you!.hand) } });
    expect(moved.status).toBe(200);
    const after = await stack.api.get<{ version: number }>(`/games/${id}`, { token: ada.token, headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.body.version).toBe(before.body.version + 1);
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  it('gives each viewer and each ?legal its own tag, so one never gets a 304 for another view', async () => {
    const tagOf = async (path: string, token?: string) => (await stack.api.get(path, { token })).headers.get('etag')!;
    const tags = [await tagOf(`/games/${id}`, ada.token), await tagOf(`/games/${id}`, bo.token), await tagOf(`/games/${id}`), await tagOf(`/games/${id}?legal=true`, ada.token)];
    expect(new Set(tags).size).toBe(4);
    const spectator = await stack.api.get(`/games/${id}`, { headers: { 'if-none-match': tags[0]! } });
    expect(spectator.status).toBe(200);
  });
});
