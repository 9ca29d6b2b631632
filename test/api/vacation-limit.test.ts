/**
 * Vacation changes are counted: each writes into every game the player holds a seat in (the
 * seats' clocks, the log, notifications), so toggling a vacation on and off is not free — at
 * most TURNPOST_VACATION_CHANGES_PER_DAY in any 24 hours, then 429 with when to try again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startGame, startTestStack, type TestStack } from '../support/test-stack.js';
import { ascendingDeck } from '../support/the-game.js';

const HOUR = 3600 * 1000;
let clock = Date.parse('2030-03-01T09:00:00.000Z');
let stack: TestStack;

beforeAll(async () => {
  const now = () => new Date(clock);
  stack = await startTestStack(import.meta.url, { now, apiNow: now, settings: { TURNPOST_VACATION_CHANGES_PER_DAY: '4' } });
});
afterAll(async () => {
  await stack?.stop();
});

describe('vacation changes', () => {
  it('are refused past the daily number, with Retry-After, and write nothing into the games then', async () => {
    const [ada, bo] = [await registerPlayer(stack.api, 'Ada'), await registerPlayer(stack.api, 'Bo')];
    const { id } = await startGame(stack.api, ada, [bo], { type: 'the-game', seed: 'vacation-limit', deck: ascendingDeck() });
    const toggle = (on: boolean) => stack.api.patch('/players/me', { token: bo.token, body: { vacation: on ? { until: new Date(clock + 48 * HOUR).toISOString() } : null } });
    for (let change = 0; change < 4; change++) {
      expect((await toggle(change % 2 === 0)).status).toBe(200);
      clock += HOUR;
    }
    const version = (await stack.api.get<{ version: number }>(`/games/${id}`)).body.version;
    const refused = await toggle(true);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    // The first change was 4 hours ago: it leaves the 24 hours in 20.
    expect(Number(refused.headers.get('retry-after'))).toBe(20 * 3600);
    expect((await stack.api.get<{ version: number }>(`/games/${id}`)).body.version).toBe(version);
    // A name alone is no vacation change.
    expect((await stack.api.patch('/players/me', { token: bo.token, body: { name: 'Bob' } })).status).toBe(200);

    clock += 20 * HOUR;
    expect((await toggle(true)).status).toBe(200);
    expect((await stack.api.get<{ version: number }>(`/games/${id}`)).body.version).toBe(version + 1);
  });
});
