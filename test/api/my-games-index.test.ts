/**
 * GET /players/me/games with a few hundred games: pages through the index of the player's games
 * by last change, so every call reads a page's worth of items however many games the player has,
 * and following `nextCursor` lists every game once, newest change first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerGame } from '../../functions/http/schemas.js';
import { transportHandler } from '../support/dynamo-transport.js';
import { stackWithSeededGames } from '../support/seeded-games.js';
import type { TestPlayer, TestStack } from '../support/test-stack.js';

const GAMES = 300;

/** What each DynamoDB call of the stack read: items evaluated by a Query, keys asked by a BatchGetItem. */
const reads: Array<{ operation: string; items: number }> = [];
let stack: TestStack;
let ada: TestPlayer;
let seeded: string[];

beforeAll(async () => {
  const dynamoRequestHandler = transportHandler((real) => async (request) => {
    const answer = await real(request);
    const operation = (request.headers['x-amz-target'] ?? '').replace(/^DynamoDB_20120810\./, '');
    if (operation === 'Query') reads.push({ operation, items: (JSON.parse(answer.body) as { ScannedCount?: number }).ScannedCount ?? 0 });
    if (operation === 'BatchGetItem') {
      const input = JSON.parse(request.body) as { RequestItems: Record<string, { Keys: unknown[] }> };
      reads.push({ operation, items: Object.values(input.RequestItems).reduce((sum, asked) => sum + asked.Keys.length, 0) });
    }
    return answer;
  });
  // Seeded before the counted stack starts: no read of its stream workers for the seeding blurs a page's count.
  ({ stack, players: [ada], seeded } = await stackWithSeededGames(import.meta.url, ['Ada'], GAMES, {}, { dynamoRequestHandler }));
}, 600_000);
afterAll(async () => {
  await stack?.stop();
});

async function page(query: string): Promise<{ games: PlayerGame[]; nextCursor: string | null; read: number }> {
  reads.length = 0;
  const answer = await stack.api.get<{ games: PlayerGame[]; nextCursor: string | null }>(`/players/me/games${query}`, { token: ada.token });
  expect(answer.status, answer.text).toBe(200);
  return { ...answer.body, read: reads.reduce((sum, read) => sum + read.items, 0) };
}

describe('GET /players/me/games with hundreds of games', () => {
  it('lists every game once, newest change first, reading about a page of items per call', async () => {
    const listed: string[] = [];
    const readPerCall: number[] = [];
    let cursor: string | null = null;
    do {
      const next: Awaited<ReturnType<typeof page>> = await page(`?limit=25${cursor ? `&cursor=${cursor}` : ''}`);
      expect(next.games.length).toBeLessThanOrEqual(25);
      listed.push(...next.games.map((game) => game.id));
      readPerCall.push(next.read);
      cursor = next.nextCursor;
    } while (cursor);
    expect(listed).toEqual([...seeded].reverse());
    // The player item's read for the token, the index page (one more than the page) and the page's games.
    expect(Math.max(...readPerCall)).toBeLessThanOrEqual(1 + 26 + 25);
    expect(readPerCall.length).toBe(GAMES / 25);
  });

  it('keeps the reads bounded when a filter drops most of what it reads (a short page, and a cursor to go on)', async () => {
    // Finish the newest ten: a page of finished games after them reads a bounded number of index items.
    for (const id of seeded.slice(-10)) expect((await stack.api.post(`/games/${id}/resign`, { token: ada.token })).status).toBe(200);
    await stack.local.notificationsSettled();
    const finished: string[] = [];
    let cursor: string | null = null;
    let calls = 0;
    do {
      const next: Awaited<ReturnType<typeof page>> = await page(`?limit=5&status=finished${cursor ? `&cursor=${cursor}` : ''}`);
      expect(next.read).toBeLessThanOrEqual(1 + 4 * 6 + 5);
      finished.push(...next.games.map((game) => game.id));
      cursor = next.nextCursor;
      calls++;
    } while (cursor);
    expect(finished.sort()).toEqual(seeded.slice(-10).sort());
    // The filtered walk still reaches the end, in bounded steps.
    expect(calls).toBeGreaterThan(2);
  });
});
