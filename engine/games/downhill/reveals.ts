/** Downhill's moves that reveal hidden cards: a blind flip of a face-down card (R5), a new round's deal. */
import { randomAdvanced, type Seat } from '../../core/index.js';
import type { DownhillMove } from './schema.js';
import type { DownhillState } from './state.js';

export function reveals(before: DownhillState, _seat: Seat, move: DownhillMove, after: DownhillState): boolean {
  return move.type === 'flip' || after.round !== before.round || faceDownCount(after) !== faceDownCount(before) || randomAdvanced(before.rng, after.rng);
}

function faceDownCount(state: DownhillState): number {
  return state.seats.reduce((count, seat) => count + seat.faceDown.filter((card) => card !== null).length, 0);
}
