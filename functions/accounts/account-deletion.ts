/**
 * The queued part of deleting an account (DELETE /players/me marked the player deleted at once:
 * no token works, the name is gone). A job works through the player's seat items in key order, a
 * chunk at a time: each game is committed without the player (domain/lifecycle.ts
 * `leaveDeletedSeat`: a tombstone on the seat, an invitation withdrawn), then its seat item is
 * deleted. When its time runs short it hands on a continuation naming the last game done (the
 * cursor), so any number of games is finished in bounded runs; with no seat item left it deletes
 * the player item. Running a job twice, or a continuation after the end, changes nothing more.
 */
import { leaveDeletedSeat } from '../domain/lifecycle.js';
import type { Logger } from '../log.js';
import { commitWithRetry } from '../store/commit.js';
import type { GameStore } from '../store/games.js';
import type { PlayerStore } from '../store/players.js';
import { NotFound } from '../errors.js';

export interface DeletionJob {
  playerId: string;
  /** The last game whose seat was cleared (the cursor); none for a job's first run. */
  after?: string;
  /** How many continuations came before this one (logged, and a bound on a chain that stops making progress). */
  hop: number;
}

export interface AccountDeletionOptions {
  players: PlayerStore;
  games: GameStore;
  /** Hands on the continuation (an SQS message on AWS, the in-process queue locally). */
  enqueue: (job: DeletionJob) => Promise<void>;
  log: Logger;
  now?: () => Date;
  /** Seat items read and cleared per step. */
  chunk?: number;
  /** Games committed at once within a step. */
  concurrency?: number;
}

const DEFAULT_CHUNK = 50;
const DEFAULT_CONCURRENCY = 8;

export class AccountDeletion {
  constructor(private readonly options: AccountDeletionOptions) {}

  /** Runs `job` until done ('done') or until `outOfTime` says to stop ('continued': the rest is queued). */
  async run(job: DeletionJob, outOfTime: () => boolean): Promise<'done' | 'continued'> {
    const { players, log } = this.options;
    // The request queues the job before it marks the player (so a failed send changes nothing):
    // a job that comes first waits for the mark (thrown: the queue tries again later), and one
    // whose mark never came (the token had stopped working) ends in the dead letters, having done nothing.
    const state = await players.deletionState(job.playerId);
    if (state === 'active') throw new Error(`player ${job.playerId} is not marked deleted (yet): nothing done`);
    const chunk = this.options.chunk ?? DEFAULT_CHUNK;
    let after = job.after;
    let cleared = 0;
    for (;;) {
      const seats = await players.seatPage(job.playerId, after, chunk);
      if (seats.length === 0) break;
      await this.clear(job.playerId, seats.map((seat) => seat.gameId));
      cleared += seats.length;
      after = seats.at(-1)!.gameId;
      if (seats.length === chunk && outOfTime()) {
        await this.options.enqueue({ playerId: job.playerId, after, hop: job.hop + 1 });
        log.info('account deletion continues', { playerId: job.playerId, cleared, hop: job.hop + 1 });
        return 'continued';
      }
    }
    await players.deleteMarked(job.playerId);
    log.info('account deleted', { playerId: job.playerId, cleared, hop: job.hop });
    return 'done';
  }

  /** Each game without the player, then the player's seat item: a seat item outlives its game's change only until a run clears it again. */
  private async clear(playerId: string, gameIds: readonly string[]): Promise<void> {
    const { games, players } = this.options;
    const now = this.options.now ?? (() => new Date());
    const concurrency = this.options.concurrency ?? DEFAULT_CONCURRENCY;
    for (let i = 0; i < gameIds.length; i += concurrency) {
      await Promise.all(gameIds.slice(i, i + concurrency).map(async (gameId) => {
        try {
          await commitWithRetry(games, { gameId, now }, (game, at) => leaveDeletedSeat(game, playerId, at), () => ({ status: 200, body: null }));
        } catch (error) {
          // A game already gone (expired by TTL) leaves only the seat item to delete.
          if (!(error instanceof NotFound)) throw error;
        }
        await players.deleteSeat(playerId, gameId);
      }));
    }
  }
}
