import { Random, eventFor, type AnyGame, type GameEvent, type MoveBase, type Seat, type StackedSetup } from '../../engine/index.js';

/** Freezes a value and everything inside it, so any mutation throws (tests run in strict mode). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

export interface PlayoutSetup {
  players: number;
  /** Raw options; parsed with the game's schema (defaults filled). */
  options?: unknown;
  /** The game's seed. */
  seed: string;
  stack?: StackedSetup;
}

export interface PlayoutStep {
  before: unknown;
  seat: Seat;
  move: MoveBase;
  after: unknown;
  events: GameEvent[];
}

export interface Playout {
  setupEvents: GameEvent[];
  initial: unknown;
  final: unknown;
  steps: PlayoutStep[];
  /** True when the game reached an outcome within the move budget. */
  ended: boolean;
}

export interface PlayoutOptions {
  /** Seed of the random player (not of the game). */
  policySeed?: string;
  /** Give up after this many moves (a game that never ends is a failure the caller sees). */
  maxMoves?: number;
  /** Deep-freeze every state before applying to it: proves apply never mutates its input. */
  freeze?: boolean;
  /** Called after every accepted move. */
  onStep?: (step: PlayoutStep) => void;
  /** Keep every step in the result (memory heavy for long games). */
  keepSteps?: boolean;
}

/** Sets up a game the way the platform does: options parsed, generator seeded from the seed string. */
export function startGame(game: AnyGame, setup: PlayoutSetup): { state: unknown; events: GameEvent[] } {
  const options = game.options.parse(setup.options ?? {});
  const stack = setup.stack === undefined ? undefined : game.stack.parse(setup.stack);
  return game.setup(setup.players, options, Random.fromSeed(setup.seed), stack);
}

/**
 * Plays a game to its end with the uniform-random-legal-move policy: an awaited seat chosen
 * uniformly, then one of its legal moves chosen uniformly.
 */
export function playRandomGame(game: AnyGame, setup: PlayoutSetup, opts: PlayoutOptions = {}): Playout {
  const policy = Random.fromSeed(opts.policySeed ?? `policy:${setup.seed}`);
  const maxMoves = opts.maxMoves ?? 100_000;
  const started = startGame(game, setup);
  let state = started.state;
  const steps: PlayoutStep[] = [];
  for (let count = 0; count < maxMoves; count++) {
    const awaited = game.awaiting(state);
    if (awaited.length === 0) break;
    const seat = policy.pick(awaited);
    const moves = game.legalMoves(state, seat) as MoveBase[];
    if (moves.length === 0) throw new Error(`seat ${seat} is awaited but has no legal move (game ${game.id}, seed ${setup.seed})`);
    const move = policy.pick(moves);
    if (opts.freeze) deepFreeze(state);
    const applied = game.apply(state, seat, move);
    const step = { before: state, seat, move, after: applied.state, events: applied.events };
    if (opts.keepSteps) steps.push(step);
    opts.onStep?.(step);
    state = applied.state;
  }
  return {
    setupEvents: started.events,
    initial: started.state,
    final: state,
    steps,
    ended: game.outcome(state) !== null && game.awaiting(state).length === 0,
  };
}

/** Replays `moves` from a fresh setup and returns the final state (for determinism checks). */
export function replay(game: AnyGame, setup: PlayoutSetup, moves: ReadonlyArray<{ seat: Seat; move: MoveBase }>): unknown {
  let state = startGame(game, setup).state;
  for (const { seat, move } of moves) state = game.apply(state, seat, move).state;
  return state;
}

/** Every event of a list as `viewer` sees it, serialized (for leak checks by substring or parse). */
export function eventsSeenBy(events: GameEvent[], viewer: Seat | null): unknown[] {
  return events.map((event) => eventFor(event, viewer));
}
