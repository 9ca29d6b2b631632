/**
 * Games that are over are not kept for ever: a finished or cancelled game's items (the game, the
 * log entry that ended it, its players' seat items) carry DynamoDB's TTL attribute, its last
 * change plus TURNPOST_RETENTION_DAYS; a game waiting or running carries none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableDefinition } from '../../functions/store/table-definition.js';
import { registerPlayer, startGame, startTestStack, type TestStack } from '../support/test-stack.js';
import { ascendingDeck } from '../support/the-game.js';

const TTL = tableDefinition.timeToLiveAttribute;
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack(import.meta.url, { settings: { TURNPOST_RETENTION_DAYS: '30' } });
});
afterAll(async () => {
  await stack?.stop();
});

const itemsOf = async (gameId: string, playerIds: string[]) => {
  const partition = await stack.table.partition(`GAME#${gameId}`);
  const seats = (await stack.table.scan()).filter((item) => playerIds.some((id) => item.pk === `PLAYER#${id}`) && item.sk === `GAME#${gameId}`);
  return { game: partition.find((item) => item.sk === 'GAME')!, log: partition.filter((item) => String(item.sk).startsWith('LOG#')), seats };
};

describe('retention', () => {
  it('puts the expiry on a cancelled game, its last log entry and its seats, none on a running game', async () => {
    const [ada, bo] = [await registerPlayer(stack.api, 'Ada'), await registerPlayer(stack.api, 'Bo')];
    const running = await startGame(stack.api, ada, [bo], { type: 'the-game', seed: 'retention', deck: ascendingDeck() });
    const live = await itemsOf(running.id, [ada.id, bo.id]);
    expect([live.game, ...live.log, ...live.seats].filter((item) => TTL in item)).toEqual([]);
    expect(live.seats).toHaveLength(2);

    const waiting = await stack.api.post<{ id: string; inviteCode: string }>('/games', { token: ada.token, body: { type: 'the-game', seats: 3 } });
    expect((await stack.api.post(`/games/${waiting.body.id}/join`, { token: bo.token, body: { inviteCode: waiting.body.inviteCode } })).status).toBe(200);
    const cancelled = await stack.api.post<{ updatedAt?: string }>(`/games/${waiting.body.id}/cancel`, { token: ada.token });
    expect(cancelled.status).toBe(200);
    const over = await itemsOf(waiting.body.id, [ada.id, bo.id]);
    const expected = Math.floor(Date.parse(over.game.updatedAt as string) / 1000) + 30 * 24 * 3600;
    expect(over.game[TTL]).toBe(expected);
    expect(over.seats.map((item) => item[TTL])).toEqual([expected, expected]);
    const last = over.log.at(-1)!;
    expect(last[TTL]).toBe(expected);
    expect(over.log.slice(0, -1).some((item) => TTL in item)).toBe(false);
  });
});
