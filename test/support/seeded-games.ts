/**
 * Many games for one player, written straight into the table through the store (as POST /games
 * writes them, without the open-games cap or a request each): solo The Game games, each created a
 * second after the one before, so their order by last change is known. Running by default; the
 * `finished` oldest of them the player resigned, which is what most of a long-standing account's
 * games are: the open-games cap bounds the rest. A resigned game is written as it ends up (the
 * game after the resignation, both log entries, the seat as finished) in one transaction, so a
 * thousand of them cost a thousand writes, not two.
 */
import { gameById } from '../../engine/index.js';
import { newGame, resignSeat } from '../../functions/domain/lifecycle.js';
import { inviteCodeFor, newId, sha256Hex } from '../../functions/domain/secrets.js';
import { logToItem } from '../../functions/store/game-items.js';
import { GameStore } from '../../functions/store/games.js';
import { Table } from '../../functions/store/table.js';
import type { TestTable } from './dynamodb.js';
import { registerPlayer, startTestStack, type TestPlayer, type TestStack, type TestStackOptions } from './test-stack.js';

export interface SeedOptions {
  /** When the first game was created. */
  from?: number;
  /** How many of the oldest games are over (resigned a second after their creation). */
  finished?: number;
}

/** The seeded games' ids, oldest change first. */
export async function seedGames(table: TestTable, player: { id: string; name: string }, count: number, options: SeedOptions = {}): Promise<string[]> {
  const from = options.from ?? Date.parse('2026-01-01T00:00:00Z');
  const finished = options.finished ?? 0;
  const store = new GameStore(new Table(table.dynamo, table.name));
  const definition = gameById('the-game')!;
  const ids: string[] = [];
  const CONCURRENT = 16;
  for (let start = 0; start < count; start += CONCURRENT) {
    const batch = Array.from({ length: Math.min(CONCURRENT, count - start) }, (_, i) => start + i);
    ids.push(...(await Promise.all(batch.map(async (n) => {
      const id = newId();
      const seed = `seeded-${id}`;
      const { game, log } = newGame({ id, definition, creator: { id: player.id, name: player.name }, seatCount: 1, options: {}, stack: null, seed, inviteHash: sha256Hex(inviteCodeFor(seed, id)), turnTimeLimit: null, now: new Date(from + n * 1000) });
      if (n < finished) {
        const resigned = resignSeat(game, definition, 0, player.id, new Date(from + n * 1000 + 500));
        await store.create(resigned.game, log, [logToItem(id, resigned.log)]);
      } else {
        await store.create(game, log);
      }
      return id;
    }))));
  }
  return ids;
}

/**
 * A stack whose table already holds `count` games of the first of `names`. The players sign up on
 * a first stack, stopped before the seeding; the stack returned starts on the same table, so its
 * stream workers begin at the stream's end and notify what the test changes, not the seeding.
 */
export async function stackWithSeededGames(file: string, names: string[], count: number, seed: SeedOptions = {}, options: TestStackOptions = {}): Promise<{ stack: TestStack; players: TestPlayer[]; seeded: string[] }> {
  const signUp = await startTestStack(file);
  const players: TestPlayer[] = [];
  for (const name of names) players.push(await registerPlayer(signUp.api, name));
  await signUp.local.notificationsSettled();
  await signUp.local.stop();
  const seeded = await seedGames(signUp.table, players[0]!, count, seed);
  return { stack: await startTestStack(file, { ...options, table: signUp.table }), players, seeded };
}
