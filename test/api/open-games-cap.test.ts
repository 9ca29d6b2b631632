/**
 * The cap on a player's open games (TURNPOST_OPEN_GAMES_PER_PLAYER): past it, creating, joining
 * or rematching answers 403 TOO_MANY_OPEN_GAMES (in the error contract and the OpenAPI
 * document) and writes nothing; a game that ends frees its place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestStack, type TestStack } from '../support/test-stack.js';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack(import.meta.url, { settings: { TURNPOST_OPEN_GAMES_PER_PLAYER: '3' } });
});
afterAll(async () => {
  await stack?.stop();
});

const waitingGame = { type: 'the-game', seats: 2 };

describe('open games per player', () => {
  it('stop at the cap with TOO_MANY_OPEN_GAMES, and a game called off frees a place', async () => {
    const [ada, bo] = [await registerPlayer(stack.api, 'Ada'), await registerPlayer(stack.api, 'Bo')];
    const created: string[] = [];
    for (let game = 0; game < 3; game++) {
      const answer = await stack.api.post<{ id: string }>('/games', { token: ada.token, body: waitingGame });
      expect(answer.status).toBe(201);
      created.push(answer.body.id);
    }
    const itemsBefore = (await stack.table.scan()).length;
    const refused = await stack.api.post('/games', { token: ada.token, body: waitingGame });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'TOO_MANY_OPEN_GAMES', details: { limit: 3 } } });
    expect((await stack.table.scan()).length).toBe(itemsBefore);

    // Joining someone else's game takes a seat too.
    const bos = await stack.api.post<{ id: string; inviteCode: string }>('/games', { token: bo.token, body: waitingGame });
    const join = await stack.api.post(`/games/${bos.body.id}/join`, { token: ada.token, body: { inviteCode: bos.body.inviteCode } });
    expect(join.status).toBe(403);
    expect(join.body).toMatchObject({ error: { code: 'TOO_MANY_OPEN_GAMES' } });

    expect((await stack.api.post(`/games/${created[0]}/cancel`, { token: ada.token })).status).toBe(200);
    expect((await stack.api.post(`/games/${bos.body.id}/join`, { token: ada.token, body: { inviteCode: bos.body.inviteCode } })).status).toBe(200);
    expect((await stack.api.post('/games', { token: ada.token, body: waitingGame })).status).toBe(403);
  });

  it('are in the OpenAPI document: the code, and 403 on POST /games', async () => {
    const document = (await stack.api.get<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>('/openapi.json')).body;
    expect(JSON.stringify(document)).toContain('TOO_MANY_OPEN_GAMES');
    expect(Object.keys(document.paths['/games']!.post!.responses)).toContain('403');
  });
});
