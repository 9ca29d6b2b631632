/**
 * What a resignation by one seat would do now, read from the game's own `resign` (each spec says
 * what it means): nothing is decided here, the rules are run on the state and their outcome read.
 */
import type { GameDefinition, Seat } from './types.js';

export interface ResignationEffect {
  /** The game ends with this resignation (a cooperative team's loss, too few seats left). */
  endsGame: boolean;
  /** When it ends: the seats that win then (none when the team loses together). */
  winners: Seat[];
}

/** The effect of `seat` resigning from `state`; null when the rules refuse it (e.g. the game is over). */
export function resignationEffect<S>(game: GameDefinition<S, any, any>, state: S, seat: Seat): ResignationEffect | null {
  let after: S;
  try {
    after = game.resign(state, seat).state;
  } catch {
    return null;
  }
  const outcome = game.outcome(after);
  return outcome === null ? { endsGame: false, winners: [] } : { endsGame: true, winners: outcome.winners };
}
