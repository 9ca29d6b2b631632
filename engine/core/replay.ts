/**
 * Replays a game from what a finished game publishes: its seat count, options and revealed seed,
 * and the steps of its log. The same seed, options and steps always give the same states (the
 * engine takes no other input), which is what lets anyone check a deal after the end.
 */
import { Random } from './random.js';
import type { AnyGame, GameEvent, MoveBase, Seat, StackedSetup } from './types.js';

/** How the game began: what `setup` was called with. */
export interface ReplaySetup {
  players: number;
  /** Parsed options (defaults filled), as the game stores them. */
  options: unknown;
  seed: string;
  /** Stacked setup parameters where a game was dealt from a stacked deck. */
  stack?: StackedSetup | null;
}

/**
 * One change of the log, as the engine sees it: the deal, a seat's moves (a person's, a bot's or
 * the move a timeout made), a resignation, or a change that leaves the engine state alone (a join
 * before the last seat, a vacation, a reclaim…).
 */
export type ReplayStep =
  | { version: number; action: 'deal' }
  | { version: number; action: 'moves'; seat: Seat; moves: MoveBase[] }
  | { version: number; action: 'resign'; seat: Seat }
  /** Moves taken back: the state becomes again what it was after the step of version `to`. */
  | { version: number; action: 'undo'; to: number }
  | { version: number; action: 'none' };

/** The state after one step, and what the step made happen (unfiltered: use `eventFor` per viewer). */
export interface ReplayFrame {
  version: number;
  state: unknown;
  events: GameEvent[];
}

/**
 * Every step's frame, in order. Before the deal the state is null. Throws what the engine throws
 * when a step does not apply (a log that does not belong to this seed).
 */
export function replayGame(game: AnyGame, setup: ReplaySetup, steps: readonly ReplayStep[]): ReplayFrame[] {
  let state: unknown = null;
  const states = new Map<number, unknown>();
  return steps.map((step) => {
    const applied = step.action === 'undo' ? { state: stateAt(states, step.to), events: [] } : applyStep(game, setup, state, step);
    state = applied.state;
    states.set(step.version, state);
    return { version: step.version, state, events: applied.events };
  });
}

/** The state after the step of `version`: an undo brings back a state the log already reached. */
function stateAt(states: ReadonlyMap<number, unknown>, version: number): unknown {
  if (!states.has(version)) throw new Error(`an undo goes back to version ${version}, which the log does not reach before it`);
  return states.get(version);
}

function applyStep(game: AnyGame, setup: ReplaySetup, state: unknown, step: ReplayStep): { state: unknown; events: GameEvent[] } {
  switch (step.action) {
    case 'deal':
      return game.setup(setup.players, setup.options, Random.fromSeed(setup.seed), setup.stack ?? undefined);
    case 'moves': {
      const events: GameEvent[] = [];
      for (const move of step.moves) {
        const applied = game.apply(state, step.seat, move);
        state = applied.state;
        events.push(...applied.events);
      }
      return { state, events };
    }
    case 'resign':
      return game.resign(state, step.seat);
    case 'none':
    case 'undo':
      return { state, events: [] };
  }
}
