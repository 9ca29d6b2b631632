/**
 * Bot policies: how a computer player picks a move. A policy sees exactly what a person in that
 * seat sees — the seat's view, its legal moves — plus a seeded random source; never the state.
 * `botMove` is the only place that turns a state into a policy's input, so no caller can hand a
 * policy hidden cards by mistake.
 */
import type { Random } from './random.js';
import type { GameDefinition, MoveBase, Seat } from './types.js';

/** The levels a bot seat can be given: `random` (any legal move) or the game's `basic` heuristic. */
export const BOT_LEVELS = ['random', 'basic'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** Everything a policy may use: the seat's view, its legal moves (never empty) and a seeded source. */
export interface BotInput<V = unknown, M extends MoveBase = MoveBase> {
  readonly view: V;
  readonly legalMoves: readonly M[];
  readonly seat: Seat;
  readonly random: Random;
}

/** A policy returns one of `input.legalMoves` (the very object, not a copy or a new move). */
export type BotPolicy<V = unknown, M extends MoveBase = MoveBase> = (input: BotInput<V, M>) => M;

/** Uniform over the legal moves: the level every game has. */
export function randomPolicy<M extends MoveBase>(input: BotInput<unknown, M>): M {
  return input.random.pick(input.legalMoves);
}

/** The policy of `level` for `game`; a game without its own `basic` plays randomly at that level too. */
export function policyFor<M extends MoveBase>(game: GameDefinition<any, M, any>, level: BotLevel): BotPolicy<any, M> {
  if (level === 'basic' && game.bots !== undefined) return game.bots.basic;
  return randomPolicy;
}

/**
 * The move the `level` bot in `seat` makes now. Builds the policy's input from the state (the
 * seat's view and legal moves) and checks that the policy answered with one of the legal moves.
 * Throws when the seat has no legal move (it is not awaited) or the policy broke its contract.
 */
export function botMove<S, M extends MoveBase>(game: GameDefinition<S, M, any>, state: S, seat: Seat, level: BotLevel, random: Random): M {
  const legalMoves = game.legalMoves(state, seat);
  if (legalMoves.length === 0) throw new Error(`${game.id}: seat ${seat} has no legal move for a bot to choose`);
  const move = policyFor(game, level)({ view: game.view(state, seat), legalMoves, seat, random });
  if (!legalMoves.includes(move)) throw new Error(`${game.id}: the ${level} bot returned a move that is not one of its legal moves`);
  return move;
}
