import { nextSeat } from '../../core/index.js';
import { emit, type Draft } from './draft.js';
import { endRound } from './round.js';

/** R18: a round that reaches this many ended turns ends blocked. */
export const TURN_LIMIT = 500;

/**
 * End of turn (§5): the seat's table opens (R4), the turn counter grows (R18), and the next
 * seat clockwise becomes active, passing over seats with `skipNext` (R14, flag cleared).
 */
export function endTurn(draft: Draft): void {
  const s = draft.s;
  const seat = s.active!;
  s.seats[seat].tableOpen = true;
  s.continuation = null;
  s.turn += 1;
  if (s.turn >= TURN_LIMIT) return endRound(draft, null, 'turnLimit');
  let next = nextSeat(seat, s.players);
  while (s.seats[next].skipNext) {
    s.seats[next].skipNext = false;
    emit(draft, 'turnSkipped', { seat: next });
    next = nextSeat(next, s.players);
  }
  s.active = next;
}
