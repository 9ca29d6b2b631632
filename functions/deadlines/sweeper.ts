/**
 * The deadline sweeper, on a schedule (AWS) or an interval (the local stack), with an injected
 * clock: finds the games whose reminder or deadline has come (the sparse index, no scan), reads
 * each, and
 * - reminds: marks the turn as reminded (store/turn-clocks.ts; the notifier, reading the
 *   stream, tells the awaited seats), which moves the game's index entry to its deadline;
 * - times out: applies the timeout (domain/timeout-choice.ts) through the same version-conditioned
 *   commit as a player's move, so a move that lands first makes the timeout fail, and vice
 *   versa. It repeats while the game is still due (seats of a simultaneous phase, one per version);
 * - abandons an untimed game nobody changed for `abandonAfter` days (domain/idle-games.ts): resigns
 *   its awaited seats for them by the same path, one per version, until it is over; or, when it
 *   was changed since, moves its idle check on; calls off (status `cancelled`) a waiting game nobody
 *   joined for `abandonAfter` days;
 * - and, beside the games, hands on the daily digests due this hour (`digests`: the notifier's
 *   DigestSender, functions/notify/decide/digest-sender.ts), when it is given one.
 */
import type { GameCatalog } from '../domain/catalog.js';
import type { GameRecord } from '../domain/game-record.js';
import { abandonedFrom, idleAction } from '../domain/idle-games.js';
import { abandonSeat, abandonWaitingGame, timeOutSeat } from '../domain/lifecycle.js';
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
  /** Sends the daily digests due at a time; returns how many went out (absent: no digests). */
  digests?: { send(now: Date): Promise<number> };
}

export interface SweepReport {
  /** Games the index named as due. */
  due: number;
  reminded: Array<{ gameId: string; version: number }>;
  timedOut: Array<{ gameId: string; version: number; seat: number }>;
  /** Games that sat idle for their `abandonAfter` days and were ended (their seats' resignations are in `timedOut`). */
  abandoned: string[];
  /** Daily digest e-mails handed on by this run. */
  digests: number;
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
    const report: SweepReport = { due: ids.length, reminded: [], timedOut: [], abandoned: [], digests: await this.sendDigests() };
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

  /** The daily digests due now; a failure is logged and leaves the games' sweep alone (the next run tries again). */
  private async sendDigests(): Promise<number> {
    try {
      return (await this.options.digests?.send(this.options.now())) ?? 0;
    } catch (error) {
      this.options.log.error('sending the daily digests failed', { error: error instanceof Error ? error.message : String(error) });
      return 0;
    }
  }

  /** Does what is due for one game, until nothing is (bounded by its seats: one timeout per seat at most). */
  private async settle(gameId: string, report: SweepReport): Promise<void> {
    for (let step = 0; ; step++) {
      const game = await this.options.games.load(gameId);
      if (!game || step > game.seatCount) return;
      const now = this.options.now();
      const idle = idleAction(game, now);
      if (idle === 'recheck') return void (await this.clocks.moveIdleCheck(game, abandonedFrom(game)));
      if (idle === 'abandon') return this.abandon(game, now, report);
      const action = dueAction(game, now);
      if (action === null) return;
      if (action === 'reminder') {
        if (await this.clocks.markReminded(game, now)) report.reminded.push({ gameId, version: game.version });
        return;
      }
      const change = timeOutSeat(game, this.options.catalog.stored(game.type), now);
      const result = await this.options.games.commit(change);
      // Lost: a move (or another sweep) changed the game first; its version has its own clock.
      if (!result.committed) return;
      report.timedOut.push({ gameId, version: change.game.version, seat: change.log.seat! });
    }
  }

  /**
   * Resigns the awaited seats of an abandoned game, one per version, until it is over; a change
   * that lands first stops it. A waiting game is called off instead (status `cancelled`).
   */
  private async abandon(game: GameRecord, now: Date, report: SweepReport): Promise<void> {
    if (game.status === 'waiting') {
      if ((await this.options.games.commit(abandonWaitingGame(game, now))).committed) report.abandoned.push(game.id);
      return;
    }
    const definition = this.options.catalog.stored(game.type);
    let current = game;
    for (let step = 0; current.status === 'active' && step <= game.seatCount; step++) {
      const change = abandonSeat(current, definition, now);
      if (!(await this.options.games.commit(change)).committed) return;
      report.timedOut.push({ gameId: game.id, version: change.game.version, seat: change.log.seat! });
      current = change.game;
    }
    report.abandoned.push(game.id);
  }
}
