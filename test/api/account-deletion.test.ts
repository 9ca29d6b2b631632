/**
 * DELETE /players/me with over a thousand games: the account is gone at once (no token works, the
 * name is gone), and the queued job works through every game in bounded runs, each handing on a
 * continuation, until nothing of the player is left; run again, it changes nothing. The games are
 * as a long-standing account holds them: most of them over, a few running (the open-games cap
 * bounds those), which, solo, are called off with nobody left to play them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountDeletion } from '../../functions/accounts/account-deletion.js';
import { quietLogger, type Logger } from '../../functions/log.js';
import { GameStore } from '../../functions/store/games.js';
import { PlayerStore } from '../../functions/store/players.js';
import { Table } from '../../functions/store/table.js';
import { stackWithSeededGames } from '../support/seeded-games.js';
import { startGame, type TestPlayer, type TestStack } from '../support/test-stack.js';

const GAMES = 1200;
/** Running solo games: with their one person gone, each is called off. */
const RUNNING = 5;
const continuations: number[] = [];
const log: Logger = { ...quietLogger, info: (message: string, fields?: Record<string, unknown>) => void (message === 'account deletion continues' && continuations.push(fields?.hop as number)) };

let stack: TestStack;
let ada: TestPlayer;
let bo: TestPlayer;

beforeAll(async () => {
  ({ stack, players: [ada, bo] } = await stackWithSeededGames(import.meta.url, ['Ada Lovelace', 'Bo'], GAMES, { finished: GAMES - RUNNING }, { log }));
}, 1_800_000);
afterAll(async () => {
  await stack?.stop();
});

describe('DELETE /players/me, queued', () => {
  it('finishes with over a thousand games and leaves nothing of the player; seats keep a tombstone, invitations go', async () => {
    // A game with Bo, finished, and its rematch by Bo inviting Ada.
    const shared = await startGame(stack.api, ada, [bo], { type: 'the-game' });
    expect((await stack.api.post(`/games/${shared.id}/resign`, { token: bo.token })).status).toBe(200);
    const rematch = await stack.api.post<{ id: string }>(`/games/${shared.id}/rematch`, { token: bo.token });
    expect(rematch.status, rematch.text).toBe(201);

    const deleted = await stack.api.request('DELETE', '/players/me', { token: ada.token });
    expect(deleted.status, deleted.text).toBe(202);
    // At once: the token is refused, and the player item holds no name.
    expect((await stack.api.get('/players/me', { token: ada.token })).status).toBe(401);
    expect(JSON.stringify(await stack.table.partition(`PLAYER#${ada.id}`))).not.toContain('Ada Lovelace');

    await stack.local.notificationsSettled();
    // Bounded runs: the job handed on continuations rather than doing it all in one.
    expect(continuations.length).toBeGreaterThan(0);
    const items = await stack.table.scan();
    expect(items.filter((item) => item.pk === `PLAYER#${ada.id}`)).toEqual([]);
    // No game names her: not on a seat, not among the invited, not by name.
    const gamesItems = items.filter((item) => item.sk === 'GAME');
    expect(gamesItems.length).toBe(GAMES + 2);
    const stored = JSON.stringify(gamesItems.map((item) => ({ seats: item.seats, invited: item.invited })));
    expect(stored).not.toContain(ada.id);
    expect(stored).not.toContain('Ada Lovelace');
    // Bo's view of their game shows the tombstone, and the rematch no longer invites her.
    const view = await stack.api.get<{ seats: Array<{ playerId: string | null; name: string | null; deleted?: true }> }>(`/games/${shared.id}`, { token: bo.token });
    expect(view.body.seats[0]).toEqual({ seat: 0, playerId: null, name: 'deleted player', deleted: true });

    // Run again (a message delivered twice): nothing more changes.
    const table = new Table(stack.table.dynamo, stack.table.name);
    const again = new AccountDeletion({ players: new PlayerStore(table), games: new GameStore(table), enqueue: async () => {}, log: quietLogger });
    expect(await again.run({ playerId: ada.id, hop: 0 }, () => false)).toBe('done');
    expect(await stack.table.scan()).toEqual(items);
  }, 600_000);
});
