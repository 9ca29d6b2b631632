/**
 * GET /players/me/games pages: `limit` games at a time, newest change first, and an opaque
 * `nextCursor` that the next request passes as `cursor` (null on the last page).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerGame } from '../../functions/http/schemas.js';
import { registerPlayer, startGame, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';

let stack: TestStack;
let ada: TestPlayer;
/** Ada's games, oldest first (each created after the one before). */
const created: string[] = [];

beforeAll(async () => {
  stack = await startTestStack(import.meta.url);
  ada = await registerPlayer(stack.api, 'Ada');
  for (let i = 0; i < 7; i++) created.push((await startGame(stack.api, ada, [], { type: 'the-game', seed: `page-${i}` })).id);
  // One finished game among them, for the filter.
  await stack.api.post(`/games/${created[2]}/resign`, { token: ada.token });
});
afterAll(async () => {
  await stack?.stop();
});

interface Page {
  games: PlayerGame[];
  nextCursor: string | null;
}

const page = async (query: string) => {
  const answer = await stack.api.get<Page>(`/players/me/games${query}`, { token: ada.token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};

/** Every page for `query`, following nextCursor to the end. */
async function allPages(query: string): Promise<PlayerGame[][]> {
  const pages: PlayerGame[][] = [];
  let cursor: string | null = null;
  do {
    const answer: Page = await page(`?${query}${cursor ? `&cursor=${cursor}` : ''}`);
    pages.push(answer.games);
    cursor = answer.nextCursor;
  } while (cursor);
  return pages;
}

describe('GET /players/me/games, paged', () => {
  it('walks every game once, newest change first, in pages of `limit`', async () => {
    const whole = await page('');
    expect(whole.nextCursor).toBeNull();
    expect(whole.games).toHaveLength(7);
    const pages = await allPages('limit=3');
    expect(pages.map((games) => games.length)).toEqual([3, 3, 1]);
    expect(pages.flat().map((game) => game.id)).toEqual(whole.games.map((game) => game.id));
    // The resignation changed game 2 last; the others newest first.
    expect(whole.games[0]!.id).toBe(created[2]);
  });

  it('pages a filtered list (the filter applies before the page is cut)', async () => {
    const pages = await allPages('limit=2&status=active');
    expect(pages.map((games) => games.length)).toEqual([2, 2, 2]);
    expect(pages.flat().every((game) => game.status === 'active')).toBe(true);
    expect(new Set(pages.flat().map((game) => game.id)).size).toBe(6);
  });

  it('does not repeat a game on the next page when a game changes between pages: the changed one moves to the front', async () => {
    const first = await page('?limit=4&status=active');
    const moved = first.games[1]!.id;
    await stack.api.post(`/games/${moved}/resign`, { token: ada.token });
    const rest = await allPages(`limit=4&status=active&cursor=${first.nextCursor}`);
    const seen = [...first.games, ...rest.flat()].map((game) => game.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(6);
    expect((await page('?limit=1')).games[0]!.id).toBe(moved);
  });

  it('refuses a limit out of range and a cursor it did not give out (400, with the parameter named)', async () => {
    const handMade = Buffer.from(JSON.stringify({ u: 'x', i: 'not-an-id' })).toString('base64url');
    for (const query of ['limit=0', 'limit=201', 'limit=ten', 'cursor=%25%25', `cursor=${handMade}`, 'cursor=bm90IGpzb24']) {
      const answer = await stack.api.get<{ error: { code: string; details: { issues: Array<{ path: string[] }> } } }>(`/players/me/games?${query}`, { token: ada.token });
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION');
      expect(answer.body.error.details.issues[0]!.path[0], query).toBe(query.split('=')[0]);
    }
  });

  it('is documented: limit and cursor as query parameters, nextCursor in the answer', async () => {
    const document = (await stack.api.get<{ paths: Record<string, Record<string, { parameters: Array<{ name: string; in: string }> }>>; components: { schemas: Record<string, { properties: Record<string, unknown>; required: string[] }> } }>('/openapi.json')).body;
    const parameters = document.paths['/players/me/games']!.get!.parameters.map((parameter) => `${parameter.in}:${parameter.name}`);
    expect(parameters).toEqual(expect.arrayContaining(['query:limit', 'query:cursor']));
    expect(document.components.schemas.PlayerGames!.required).toEqual(expect.arrayContaining(['games', 'nextCursor']));
  });
});
