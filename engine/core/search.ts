/**
 * Determinized Monte Carlo, the search under every game's `strong` bot: deal the cards the seat
 * cannot see at random, consistently with its view (the game's sampler), play each candidate move
 * on that deal, let `basic` play the game on from there, and keep the candidate with the best
 * average result. Pure: the deals and playouts draw from the bot's seeded source, and the amount
 * of search is a count of playouts (BotBudget), never a time.
 */
import type { BotBudget, BotPolicy } from './bot.js';
import { Random } from './random.js';
import type { GameDefinition, MoveBase, Seat } from './types.js';

/** The parts of a game a playout needs: its rules, and the policy that plays every seat (its `basic`). */
export interface PlayoutRules<S, M extends MoveBase> extends Pick<GameDefinition<S, M, any>, 'apply' | 'awaiting' | 'legalMoves' | 'view'> {
  readonly playout: BotPolicy<any, M>;
}

export interface MonteCarloSetup<S, M extends MoveBase> {
  readonly game: PlayoutRules<S, M>;
  readonly seat: Seat;
  /** The moves to compare (a subset of the legal moves, the preferred one first: it wins ties). */
  readonly candidates: readonly M[];
  /** A whole state consistent with the seat's view: what it sees is kept, what it cannot see is dealt at random. */
  readonly sample: (random: Random) => S;
  /** How good `state` is for `seat`, higher is better (a finished game's result, or an estimate where the playout stops). */
  readonly value: (state: S, seat: Seat) => number;
  /** Stops a playout before the game ends (e.g. at the end of the round); default: play to the end. */
  readonly stop?: (state: S) => boolean;
  /** Most moves one playout makes before it is valued where it stands. @default 2 000 */
  readonly maxMoves?: number;
  readonly budget: BotBudget;
  readonly random: Random;
  /**
   * How much better than the first candidate another must average to be chosen instead (the first
   * is the game's own preference; a few noisy playouts should not overrule it). @default 0
   */
  readonly margin?: number;
}

/** The candidate with the best average value, and every candidate's average (for tests and tuning). */
export interface MonteCarloResult<M> {
  readonly best: M;
  readonly means: readonly number[];
  readonly playouts: number;
}

/**
 * Compares the candidates on the same deals (each deal is played once per candidate, so a lucky
 * deal helps all of them alike). The budget's playouts are shared out evenly; each candidate gets
 * at least one deal.
 */
export function monteCarlo<S, M extends MoveBase>(setup: MonteCarloSetup<S, M>): MonteCarloResult<M> {
  const { candidates, random } = setup;
  if (candidates.length === 0) throw new Error('monteCarlo needs at least one candidate');
  const sums = candidates.map(() => 0);
  const counts = candidates.map(() => 0);
  const deals = Math.max(1, Math.floor(setup.budget.playouts / candidates.length));
  let playouts = 0;
  if (candidates.length > 1) {
    for (let deal = 0; deal < deals; deal++) {
      const state = setup.sample(random);
      const playoutSeed = random.nextUint32();
      candidates.forEach((candidate, index) => {
        const value = playOut(setup, state, candidate, playoutSeed);
        if (value === null) return;
        sums[index] += value;
        counts[index] += 1;
        playouts++;
      });
    }
  }
  const means = sums.map((sum, index) => (counts[index]! > 0 ? sum / counts[index]! : -Infinity));
  let best = 0;
  const margin = setup.margin ?? 0;
  for (let index = 1; index < candidates.length; index++) {
    const needed = best === 0 ? means[0]! + margin : means[best]!;
    if (means[index]! > needed) best = index;
  }
  return { best: candidates[best]!, means, playouts };
}

const NO_SEARCH: BotBudget = { playouts: 0 };

/** The value of `candidate` on one deal; null when the deal does not accept it (a sampler out of step with the view). */
function playOut<S, M extends MoveBase>(setup: MonteCarloSetup<S, M>, start: S, candidate: M, seed: number): number | null {
  const { game, seat } = setup;
  let state: S;
  try {
    state = game.apply(start, seat, candidate).state;
  } catch {
    return null;
  }
  // The same stream for every candidate on a deal: differences come from the moves, not the dice.
  const random = Random.fromSeed(`playout:${seed}`);
  const maxMoves = setup.maxMoves ?? 2_000;
  for (let moves = 0; moves < maxMoves; moves++) {
    if (setup.stop?.(state)) break;
    const awaited = game.awaiting(state);
    if (awaited.length === 0) break;
    const mover = awaited.length === 1 ? awaited[0]! : random.pick(awaited);
    // The playout policy sees its seat's view of the deal, like any bot; it searches no further.
    const legalMoves = game.legalMoves(state, mover);
    if (legalMoves.length === 0) break;
    const answer = game.playout({ view: game.view(state, mover), legalMoves, talk: [], seat: mover, random, budget: NO_SEARCH });
    state = game.apply(state, mover, 'type' in answer ? answer : answer.move).state;
  }
  return setup.value(state, seat);
}
