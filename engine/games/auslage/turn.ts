import { nextSeatWhere, type Seat } from '../../core/index.js';

/** The next seat clockwise after `seat` that has not resigned (`seat` itself if none other). */
export function nextSeatInPlay(seat: Seat, resigned: readonly boolean[]): Seat {
  return nextSeatWhere(seat, resigned.length, (candidate) => !resigned[candidate]) ?? seat;
}

/** `seat` if it is still in play, else the next seat clockwise that is. */
export function seatInPlayFrom(seat: Seat, resigned: readonly boolean[]): Seat {
  return resigned[seat] ? nextSeatInPlay(seat, resigned) : seat;
}

export function seatsInPlay(resigned: readonly boolean[]): number {
  let count = 0;
  for (const gone of resigned) if (!gone) count++;
  return count;
}
