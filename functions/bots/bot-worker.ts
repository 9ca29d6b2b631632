/**
 * The bot worker: plays the bot seats of a game on the server. Each move is the domain's
 * `playBotSeat` (the policy sees only its seat's view, through the engine's `botTurn`) committed
 * through the same version-conditioned optimistic loop as a player's move, so a lost race (a
 * person or another worker moved first) re-reads the game and decides again. Bot seats awaited in
 * a row play in turn until a person is awaited or the game ends. It runs beside the API, fed by
 * the table's stream, so a person's move is answered without waiting for the bots.
 */
import type { Config } from '../config.js';
import type { GameCatalog } from '../domain/catalog.js';
import { playBotSeat } from '../domain/lifecycle.js';
import type { Logger } from '../log.js';
import { commitWithRetry } from '../store/commit.js';
import type { GameStore } from '../store/games.js';
import type { StreamRecord } from '../store/stream-images.js';
import { gamesAwaitingBots } from './bot-turns.js';

export interface BotWorkerDeps {
  games: GameStore;
  catalog: GameCatalog;
  log: Logger;
  /** The search budget of each bot decision (the deployment's TURNPOST_BOT_PLAYOUTS); the engine's default when absent. */
  budget?: Config['botBudget'];
  /** Most bot moves one call plays in one game before handing back (a guard against a game that never reaches a person). @default 10 000 */
  maxMovesPerGame?: number;
}

export class BotWorker {
  constructor(private readonly deps: BotWorkerDeps) {}

  /**
   * Plays every game of `records` that awaits a bot. A game that fails does not hold up the
   * others; the batch then throws, so the stream delivers it again (at least once: a game whose
   * bots already moved finds nothing to do).
   */
  async handle(records: readonly StreamRecord[]): Promise<void> {
    const failed: unknown[] = [];
    for (const gameId of gamesAwaitingBots(records)) {
      try {
        await this.play(gameId);
      } catch (error) {
        this.deps.log.error('bot turn failed', { gameId, error: error instanceof Error ? error.message : String(error) });
        failed.push(error);
      }
    }
    if (failed.length > 0) throw new AggregateError(failed, `bot turns failed in ${failed.length} game(s)`);
  }

  /**
   * The SQS form (on AWS, an EventBridge pipe copies the table's stream records onto the bot
   * queue): each message holds one stream record. A message whose game failed is reported back
   * alone (partial batch response), so SQS retries it and, after its attempts, dead-letters it.
   */
  async handleMessages(messages: ReadonlyArray<{ messageId: string; body: string }>): Promise<{ batchItemFailures: Array<{ itemIdentifier: string }> }> {
    const batchItemFailures: Array<{ itemIdentifier: string }> = [];
    for (const message of messages) {
      try {
        await this.handle([JSON.parse(message.body) as StreamRecord]);
      } catch {
        batchItemFailures.push({ itemIdentifier: message.messageId });
      }
    }
    return { batchItemFailures };
  }

  /** Plays the game's awaited bot seats one move at a time until none is awaited; returns how many moves it made. */
  async play(gameId: string): Promise<number> {
    const { games, catalog, log } = this.deps;
    const limit = this.deps.maxMovesPerGame ?? 10_000;
    for (let moves = 0; moves < limit; moves++) {
      let moved = false;
      await commitWithRetry(
        games,
        { gameId },
        (game, now) => {
          const change = playBotSeat(game, catalog.stored(game.type), now, this.deps.budget);
          moved = change !== null;
          return change;
        },
        () => ({ status: 200 }),
      );
      if (!moved) {
        if (moves > 0) log.info('bots moved', { gameId, moves });
        return moves;
      }
    }
    throw new Error(`game ${gameId}: bots made ${limit} moves without a person being awaited`);
  }
}
