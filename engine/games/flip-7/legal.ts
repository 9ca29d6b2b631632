/** Who may act: the awaited seat (§5.1), its legal moves and its timeout move. */
import type { Seat } from '../../core/index.js';
import { hasCard } from './resolution.js';
import type { Flip7Move } from './schema.js';
import type { Flip7State } from './state.js';

/** The seat the engine waits on (§5.1), or null once the game is over. */
export function awaitedSeat(s: Flip7State): Seat | null {
  if (s.phase === 'gameOver') return null;
  if (s.offer !== null) return s.offer.chooser;
  return s.turn;
}

/** The awaited seats (§5.1): exactly one while the game runs. */
export function awaiting(s: Flip7State): Seat[] {
  const seat = awaitedSeat(s);
  return seat === null ? [] : [seat];
}

/** Every legal move of `seat`: hit (and stay when it has a card), or one giveAction per eligible target. */
export function legalMoves(s: Flip7State, seat: Seat): Flip7Move[] {
  if (awaitedSeat(s) !== seat) return [];
  if (s.offer !== null) return s.offer.eligible.map((target) => ({ type: 'giveAction', target }));
  return hasCard(s.seats[seat]!) ? [{ type: 'hit' }, { type: 'stay' }] : [{ type: 'hit' }];
}

/**
 * The move made for an awaited seat out of time (README, "Timeouts"): a turn seat with a card
 * stays (banks its row, risking nothing), one without must hit; a chooser gives the card to
 * the first eligible seat clockwise after itself, itself last.
 */
export function timeoutMove(s: Flip7State, seat: Seat): Flip7Move | null {
  if (awaitedSeat(s) !== seat) return null;
  if (s.offer !== null) {
    const { eligible } = s.offer;
    const target = eligible.find((candidate) => candidate > seat) ?? eligible[0]!;
    return { type: 'giveAction', target };
  }
  return { type: hasCard(s.seats[seat]!) ? 'stay' : 'hit' };
}
