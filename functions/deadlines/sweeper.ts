/**
 * The deadline sweeper, on a schedule (AWS) or an interval (the local stack), with an injected
 * clock: finds the games whose reminder or deadline has come (the sparse index, no scan), reads
 * each, and
 * - reminds: marks the turn as reminded (store/turn-clocks.ts; the notifier, reading the
 *   stream, tells the awaited seats), which moves the game's index entry to its deadline;
 * - times out: applies the timeout (domain/timeout-choice.ts) through the same version-conditioned
 *   commit as a player's move, so a move that lands first makes the timeout fail, and vice
 *   versa. It repeats while the game is still due (seats of a simultaneous phase, one per version).
 */
import type { GameCatalog } from '../domain/catalog.js';
import { timeOutSeat } from '../domain/lifecycle.js';
import { dueAction } from '../domain/turn-clock.js';
import type { Logger } from '../log.js';
import type { GameStore } from '../store/games.js';
import type { Table } from '../store/table.js';
import { TurnClockStore } from '../store/turn-clocks.js';

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
  private readonly clocks: TurnClockStore;

  constructor(private readonly options: SweeperOptions) {
    this.clocks = new TurnClockStore(options.table);
  }

  async sweep(): Promise<SweepReport> {
    const ids = await this.clocks.dueGameIds(this.options.now());
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
        if (await this.clocks.markReminded(game, now)) report.reminded.push({ gameId, version: game.version });
        return;
      }
      const change = timeOutSeat(game, this.options.catalog.stored(game.type), now.toISOString());
      const result = await this.options.games.commit(change);
      // Lost: a move (or another sweep) changed the game first; its version has its own clock.
      if (!result.committed) return;
      report.timedOut.push({ gameId, version: change.game.version, seat: change.log.seat! });
    }
  }
}
