/** The Game's moves that reveal hidden cards: ending a turn draws from the pile (§5.2). */
import { randomAdvanced, type Seat } from '../../core/index.js';
import type { TheGameMove } from './schema.js';
import type { TheGameState } from './state.js';

export function reveals(before: TheGameState, _seat: Seat, move: TheGameMove, after: TheGameState): boolean {
  // endTurn draws the hand back up; a play never draws, and a hint shows only what its giver chose.
  return move.type === 'endTurn' || after.drawPile.length !== before.drawPile.length || randomAdvanced(before.rng, after.rng);
}
