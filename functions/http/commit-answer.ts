/**
 * The answer of every change a seated player makes to a game (join, moves, resign): commit it
 * with optimistic locking (../store/commit.ts), then 200 with the envelope as the caller sees
 * the committed game — the answer an Idempotency-Key stores and replays, as it stores a final
 * refusal's error answer.
 */
import type { AnyGame } from '../../engine/index.js';
import { seatOfPlayer, type GameChange, type GameRecord } from '../domain/game-record.js';
import { commitWithRetry } from '../store/commit.js';
import type { IdempotentRequest } from '../store/idempotency.js';
import type { Caller } from './auth.js';
import { envelope } from './envelope.js';
import { typedErrorResponse } from './error-response.js';
import type { ApiContext } from './route.js';
import { json, type ApiResponse } from './types.js';

export interface GameChangeRequest {
  gameId: string;
  caller: Caller;
  /** The version the client decided at (a stale one is a 409); absent = the newest. */
  expectedVersion?: number;
  idempotency?: IdempotentRequest;
}

/** `decide` gets the stored game and its definition, and returns the change (null: nothing to change). */
export type DecideChange = (game: GameRecord, definition: AnyGame, now: string) => GameChange | null;

export function commitAndAnswer({ games, catalog, now: clock }: Pick<ApiContext, 'games' | 'catalog' | 'now'>, request: GameChangeRequest, decide: DecideChange): Promise<ApiResponse> {
  const { gameId, expectedVersion, idempotency, caller } = request;
  return commitWithRetry(
    games,
    { gameId, expectedVersion, idempotency, caller, now: clock },
    (game, now) => decide(game, catalog.stored(game.type), now.toISOString()),
    (game, now) => json(200, envelope(game, catalog.stored(game.type), seatOfPlayer(game, caller.id), now, { viewerId: caller.id })),
    typedErrorResponse,
  );
}
