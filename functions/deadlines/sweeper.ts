/**
 * The deadline sweeper, on a schedule (AWS) or an interval (the local stack), with an injected
 * clock: finds the games whose reminder or deadline has come (the sparse index, no scan), reads
 * each, and
 * - reminds: marks the turn as reminded (a conditional UpdateItem; the notifier, reading the
 *   stream, tells the awaited seats) and moves the game's index entry to its deadline;
 * - times out: applies the timeout (timeout-choice.ts) through the same version-conditioned
 *   commit as a player's move, so a move that lands first makes the timeout fail, and vice
 *   versa. It repeats while the game is still due (seats of a simultaneous phase, one per version).
 */
import type { GameCatalog } from '../domain/catalog.js';
import { timeOutSeat } from '../domain/lifecycle.js';
import type { GameRecord } from '../domain/game-record.js';
import type { Logger } from '../log.js';
import type { GameStore } from '../store/games.js';
import { gameKey } from '../store/keys.js';
import type { Table } from '../store/table.js';
import { dueGameIds } from './due-games.js';
import { dueAction } from './turn-clock.js';

export interface SweeperOptions {
  table: Table;
  games: GameStore;
  catalog: GameCatalog;
  /** The clock: tests move it instead of sleeping. */
  now: () => Date;
  log: Logger;
}

export interface SweepReport {
  /** Games the index named as due. */
  due: number;
  reminded: Array<{ gameId: string; version: number }>;
  timedOut: Array<{ gameId: string; version: number; seat: number }>;
}

/** Games handled at once: each is a few small reads and writes. */
const CONCURRENCY = 8;

export class Sweeper {
  constructor(private readonly options: SweeperOptions) {}

  async sweep(): Promise<SweepReport> {
    const ids = await dueGameIds(this.options.table, this.options.now());
    const report: SweepReport = { due: ids.length, reminded: [], timedOut: [] };
    let next = 0;
    const worker = async () => {
      while (next < ids.length) {
        const gameId = ids[next++]!;
        try {
          await this.settle(gameId, report);
        } catch (error) {
          this.options.log.error('sweeping a game failed', { gameId, error: error instanceof Error ? error.message : String(error) });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, ids.length) }, worker));
    if (ids.length > 0) this.options.log.info('swept', { due: ids.length, reminded: report.reminded.length, timedOut: report.timedOut.length });
    return report;
  }

  /** Does what is due for one game, until nothing is (bounded by its seats: one timeout per seat at most). */
  private async settle(gameId: string, report: SweepReport): Promise<void> {
    for (let step = 0; ; step++) {
      const game = await this.options.games.load(gameId);
      if (!game || step > game.seatCount) return;
      const now = this.options.now();
      const action = dueAction(game, now);
      if (action === null) return;
      if (action === 'reminder') {
        if (await this.remind(game, now)) report.reminded.push({ gameId, version: game.version });
        return;
      }
      const change = timeOutSeat(game, this.options.catalog.stored(game.type), now.toISOString());
      const result = await this.options.games.commit(change);
      // Lost: a move (or another sweep) changed the game first; its version has its own clock.
      if (!result.committed) return;
      report.timedOut.push({ gameId, version: change.game.version, seat: change.log.seat! });
    }
  }

  /** Marks this turn as reminded, if the game is still at the version read; true when it was. */
  private async remind(game: GameRecord, now: Date): Promise<boolean> {
    try {
      await this.options.table.update({
        Key: gameKey(game.id),
        UpdateExpression: 'SET remindedAt = :now, dueAt = :deadline',
        ConditionExpression: 'version = :version AND deadline = :deadlineIso AND attribute_not_exists(remindedAt)',
        ExpressionAttributeValues: {
          ':now': now.toISOString(),
          ':deadline': Date.parse(game.deadline!),
          ':deadlineIso': game.deadline,
          ':version': game.version,
        },
      });
      return true;
    } catch (error) {
      if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
  }
}

