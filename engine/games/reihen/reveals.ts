/**
 * Reihen's moves that reveal hidden cards: ending a turn refills the hand from the face-down pile
 * (§5), and characters look at or take unseen cards (the Seer, the Smuggler, §6.2).
 */
import { randomAdvanced, type Seat } from '../../core/index.js';
import type { ReihenMove } from './schema.js';
import type { ReihenState } from './state.js';

export function reveals(before: ReihenState, _seat: Seat, move: ReihenMove, after: ReihenState): boolean {
  if (move.type === 'endTurn' || move.type === 'exchange' || move.type === 'useCharacter' || move.type === 'seerPick' || move.type === 'smugglerSwap') return true;
  // Any other move that ends the turn (an emptied hand does, §5) refills from the pile too.
  return (
    after.turn.seat !== before.turn.seat ||
    after.box.length !== before.box.length ||
    after.seats.some((seat, index) => seat.pile.length !== before.seats[index]!.pile.length) ||
    randomAdvanced(before.rng, after.rng)
  );
}
