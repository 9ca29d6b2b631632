/**
 * The answer of every change a seated player makes to a game (join, moves, resign): commit it
 * with optimistic locking (../store/commit.ts), then 200 with the envelope as the caller sees
 * the committed game — the answer an Idempotency-Key stores and replays, as it stores a final
 * refusal's error answer.
 */
import type { AnyGame, Seat } from '../../engine/index.js';
import { seatOfPlayer, type GameChange, type GameRecord } from '../domain/game-record.js';
import { commitWithRetry } from '../store/commit.js';
import type { IdempotentRequest } from '../store/idempotency.js';
import type { Caller } from './auth.js';
import { envelope } from './envelope.js';
import { typedErrorResponse } from './error-response.js';
import { checkRequirement, type Requirement } from './requirement.js';
import type { ApiContext, RouteInput } from './route.js';
import { json, type ApiResponse } from './types.js';

export interface GameChangeRequest {
  gameId: string;
  caller: Caller;
  /** The version the client decided at (a stale one is a 409); absent = the newest. */
  expectedVersion?: number;
  idempotency?: IdempotentRequest;
  /** Who may make the change (the route's `requires`): checked on the game as loaded, before `decide`. */
  requires?: Requirement;
}

/**
 * `decide` gets the stored game, its definition and the caller's seat (null when they hold none;
 * never on a route that requires a seat), and returns the change (null: nothing to change).
 */
export type DecideChange = (game: GameRecord, definition: AnyGame, now: Date, seat: Seat | null) => GameChange | null;

/** A seated player's change: `decide` gets their seat. */
export type DecideSeatedChange = (game: GameRecord, definition: AnyGame, now: Date, seat: Seat) => GameChange | null;

type Context = Pick<ApiContext, 'games' | 'catalog' | 'now'>;
/** What a route on the game `{id}` passes on: its input as the router parsed it (the body's `version`, if any, is the version the client decided at). */
type ChangeInput = Pick<RouteInput<'player'>, 'caller' | 'idempotency' | 'requires'> & { params: { id: string }; body?: unknown };

/** The change a route makes to its game `{id}`, as its input asks: the route's `requires` checked on the loaded game. */
export function commitRouteChange(ctx: Context, input: ChangeInput, decide: DecideChange): Promise<ApiResponse> {
  const version = (input.body as { version?: unknown } | undefined)?.version;
  const expectedVersion = typeof version === 'number' ? version : undefined;
  return commitAndAnswer(ctx, { gameId: input.params.id, caller: input.caller, expectedVersion, idempotency: input.idempotency, requires: input.requires }, decide);
}

/** The change of a route that `requires: 'seat'`: `decide` gets the caller's seat. */
export function commitSeatedChange(ctx: Context, input: ChangeInput, decide: DecideSeatedChange): Promise<ApiResponse> {
  if (input.requires !== 'seat') throw new Error("a seated change needs a route that declares requires: 'seat'");
  return commitRouteChange(ctx, input, (game, definition, now, seat) => decide(game, definition, now, seat!));
}

export function commitAndAnswer({ games, catalog, now: clock }: Context, request: GameChangeRequest, decide: DecideChange): Promise<ApiResponse> {
  const { gameId, expectedVersion, idempotency, caller, requires } = request;
  return commitWithRetry(
    games,
    { gameId, expectedVersion, idempotency, caller, now: clock },
    (game, now) => decide(game, catalog.stored(game.type), now, checkRequirement(game, caller.id, requires)),
    (game, now) => json(200, envelope(game, catalog.stored(game.type), seatOfPlayer(game, caller.id), now, { viewerId: caller.id })),
    typedErrorResponse,
  );
}
