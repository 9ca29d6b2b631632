/**
 * Optimistic locking with retries: read the game, decide, write conditioned on the version read.
 *
 * - A client `version` that is not the stored one → 409, nothing applied.
 * - A lost race (another change landed between read and write): with a client `version` → 409;
 *   without one → read the newest game and decide again (bounded, with jittered back-off), so
 *   the moves land on the newest state if they are still legal there.
 * - With an Idempotency-Key the stored first answer is returned instead of deciding again; a new
 *   answer is stored in the same transaction as the change, and a final refusal's answer on its
 *   own, without the game (./idempotency.ts) — a seated caller's only.
 */
import { seatOfPlayer, type GameChange, type GameRecord } from '../domain/game-record.js';
import { NotFound, VersionConflict } from '../errors.js';
import type { GameStore, TokenHolder } from './games.js';
import { decideOrReplay, replay, storedAnswer, type IdempotentRequest, type StoredAnswer } from './idempotency.js';

export interface CommitRequest {
  gameId: string;
  /** The version the client decided at; absent = "apply to the newest state". */
  expectedVersion?: number;
  idempotency?: IdempotentRequest;
  /** The caller whose token the game read checks (./games.ts `load`). */
  caller?: TokenHolder;
  /** The clock the decision is given (tests move it); the real time by default. */
  now?: () => Date;
}

/**
 * Attempts before giving up on a game that keeps changing under us (then 409). Generous, because
 * each lost race means another change landed: with n clients racing on one game, the last one
 * may lose n-1 times. Waits stay short (full jitter, capped), so the budget is about 1–2 s.
 */
export const MAX_ATTEMPTS = 30;
const BACKOFF_BASE_MS = 4;
const BACKOFF_CAP_MS = 100;

/**
 * Runs `decide` on the stored game and commits its change; `respond` builds the answer from the
 * game as committed (or as it stands, when `decide` changed nothing), `refusalAnswer` the answer
 * of an error `decide` threw (null for errors that are not the service's answers; by default none
 * is, so no refusal is stored).
 */
export async function commitWithRetry(
  games: GameStore,
  request: CommitRequest,
  decide: (game: GameRecord, now: Date) => GameChange | null,
  respond: (game: GameRecord, now: Date) => StoredAnswer,
  refusalAnswer: (error: unknown) => StoredAnswer | null = () => null,
): Promise<StoredAnswer> {
  let currentVersion = -1;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (attempt > 0) await backOff(attempt);
    const now = request.now?.() ?? new Date();
    const [game, stored] = await Promise.all([games.load(request.gameId, request.caller), storedAnswer(games, request.gameId, request.idempotency, now)]);
    if (!game) throw new NotFound('no such game');
    const first = replay(stored, request.idempotency);
    if (first) return first;
    currentVersion = game.version;
    const outcome = await decideOrReplay(
      games,
      request.gameId,
      game.version,
      request.idempotency,
      () => {
        if (request.expectedVersion !== undefined && request.expectedVersion !== game.version) throw new VersionConflict(game.version);
        return decide(game, now);
      },
      // Only a seated caller's refusal is stored: anyone else could fill any game's partition with keyed answers.
      request.idempotency && seatOfPlayer(game, request.idempotency.playerId) !== null ? refusalAnswer : () => null,
    );
    if ('replay' in outcome) return outcome.replay;
    if ('retry' in outcome) continue;
    const change = outcome.decided;
    if (change === null) return respond(game, now);
    const answer = respond(change.game, now);
    const result = await games.commit(change, request.idempotency && { ...request.idempotency, answer, now });
    if (result.committed) return answer;
    if (result.lost === 'version' && request.expectedVersion !== undefined && !request.idempotency) {
      throw new VersionConflict(result.currentVersion ?? game.version + 1);
    }
    // Lost the race, the key was answered meanwhile, or another transaction held an item: read
    // again. (With a key, the next read finds the stored answer or the version that makes a 409.)
  }
  throw new VersionConflict(currentVersion);
}

/** Full jitter: a random wait up to an exponentially growing cap, so retrying clients spread out. */
function backOff(attempt: number): Promise<void> {
  const cap = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return new Promise((wake) => setTimeout(wake, Math.random() * cap));
}
