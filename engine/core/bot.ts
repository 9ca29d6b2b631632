/**
 * Bot policies: how a computer player picks a move. A policy sees exactly what a person in that
 * seat sees — the seat's view, its legal moves, the talk its game allows it now — plus a seeded
 * random source and a search budget; never the state. `botTurn` is the only place that turns a
 * state into a policy's input, so no caller can hand a policy hidden cards by mistake.
 */
import type { Random } from './random.js';
import type { GameDefinition, MoveBase, Seat } from './types.js';

/**
 * The levels a bot seat can be given: `random` (any legal move), the game's `basic` heuristic, and
 * its `strong` player (search and game knowledge on top of `basic`).
 */
export const BOT_LEVELS = ['random', 'basic', 'strong'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** True for a level name this engine knows (input from the API or a deployment setting). */
export function isBotLevel(value: unknown): value is BotLevel {
  return typeof value === 'string' && (BOT_LEVELS as readonly string[]).includes(value);
}

/**
 * How much search one decision may spend, counted in simulated games (playouts), never in time:
 * the engine has no clock, so the same input always gives the same answer. The deployment picks
 * the number that fits its machines (docs/bots.md).
 */
export interface BotBudget {
  readonly playouts: number;
}

/** The budget when the caller names none: enough for a good choice, small enough for a bench of thousands of games. */
export const DEFAULT_BOT_BUDGET: BotBudget = { playouts: 48 };

/** Everything a policy may use: the seat's view, its legal moves (never empty), its allowed talk and a seeded source. */
export interface BotInput<V = unknown, M extends MoveBase = MoveBase> {
  readonly view: V;
  readonly legalMoves: readonly M[];
  /**
   * The table talk the game allows this seat now (The Game's hints, §9), each a move that does not
   * advance the game; empty in games without talk. A policy may give some of them with its move.
   */
  readonly talk: readonly M[];
  readonly seat: Seat;
  readonly random: Random;
  readonly budget: BotBudget;
}

/** A move with the talk given before it: `talk` holds moves of `input.talk` (the very objects), applied in order. */
export interface BotDecision<M extends MoveBase = MoveBase> {
  readonly move: M;
  readonly talk: readonly M[];
}

/** A policy returns one of `input.legalMoves` (the very object, not a copy), or that move with talk. */
export type BotPolicy<V = unknown, M extends MoveBase = MoveBase> = (input: BotInput<V, M>) => M | BotDecision<M>;

/** The game's bot levels: which policies it has, and in words what each does (shown where a level is chosen). */
export interface GameBots<M extends MoveBase> {
  readonly basic: BotPolicy<any, M>;
  readonly strong?: BotPolicy<any, M>;
  /** One sentence per level this game offers, in BOT_LEVELS order (`random` is always offered). */
  readonly levels: Readonly<Partial<Record<BotLevel, string>>>;
}

/** Uniform over the legal moves: the level every game has. */
export function randomPolicy<M extends MoveBase>(input: BotInput<unknown, M>): M {
  return input.random.pick(input.legalMoves);
}

/** The policy of `level` for `game`: `strong` falls back to `basic`, and a game without its own bots plays randomly. */
export function policyFor<M extends MoveBase>(game: GameDefinition<any, M, any>, level: BotLevel): BotPolicy<any, M> {
  if (game.bots === undefined || level === 'random') return randomPolicy;
  if (level === 'strong' && game.bots.strong !== undefined) return game.bots.strong;
  return game.bots.basic;
}

/** The levels a game offers, with what each does there: data for the API's game types and the New game form. */
export function botLevelsOf(game: GameDefinition<any, any, any>): Array<{ level: BotLevel; description: string }> {
  const described = game.bots?.levels ?? {};
  const levels: Array<{ level: BotLevel; description: string }> = [{ level: 'random', description: described.random ?? 'any legal move, chosen at random' }];
  if (game.bots === undefined) return levels;
  levels.push({ level: 'basic', description: described.basic ?? "the game's own one-move heuristic" });
  if (game.bots.strong !== undefined) levels.push({ level: 'strong', description: described.strong ?? 'searches ahead before it moves' });
  return levels;
}

/** What `botTurn` returns: the talk to apply first (possibly none), then the move. */
export interface BotTurn<M extends MoveBase> {
  readonly talk: readonly M[];
  readonly move: M;
}

/**
 * The talk and move the `level` bot in `seat` makes now. Builds the policy's input from the state
 * (the seat's view, legal moves and allowed talk) and checks that the policy answered with one of
 * the legal moves and only allowed talk. Throws when the seat has no legal move (it is not
 * awaited) or the policy broke its contract.
 */
export function botTurn<S, M extends MoveBase>(
  game: GameDefinition<S, M, any>,
  state: S,
  seat: Seat,
  level: BotLevel,
  random: Random,
  budget: BotBudget = DEFAULT_BOT_BUDGET,
): BotTurn<M> {
  const legalMoves = game.legalMoves(state, seat);
  if (legalMoves.length === 0) throw new Error(`${game.id}: seat ${seat} has no legal move for a bot to choose`);
  const talk = level === 'random' || game.talkMoves === undefined ? [] : game.talkMoves(state, seat);
  const answer = policyFor(game, level)({ view: game.view(state, seat), legalMoves, talk, seat, random, budget });
  const decision: BotTurn<M> = isDecision(answer) ? answer : { move: answer, talk: [] };
  if (!legalMoves.includes(decision.move)) throw new Error(`${game.id}: the ${level} bot returned a move that is not one of its legal moves`);
  if (decision.talk.some((said) => !talk.includes(said))) throw new Error(`${game.id}: the ${level} bot gave talk that is not allowed now`);
  return decision;
}

/** The move alone (the talk left out): for callers that only play, such as tests and benches without talk. */
export function botMove<S, M extends MoveBase>(game: GameDefinition<S, M, any>, state: S, seat: Seat, level: BotLevel, random: Random, budget?: BotBudget): M {
  return botTurn(game, state, seat, level, random, budget).move;
}

function isDecision<M extends MoveBase>(answer: M | BotDecision<M>): answer is BotDecision<M> {
  // Every move has a `type`; a decision has none.
  return !('type' in answer);
}
