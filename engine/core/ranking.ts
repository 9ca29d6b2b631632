import type { Seat } from './types.js';

/** A seat's place in a final ranking: 1 is first; seats that tie share a place. */
export interface Placing {
  seat: Seat;
  place: number;
}

/**
 * A final ranking with shared places ("1, 1, 3"), best first. `contenders` are ordered by
 * `compare` (negative when `a` ranks above `b`, 0 for a tie; tied seats are listed in seat
 * order); tied seats share a place, and the place after a tie counts every seat above it. The
 * seats of `last` (e.g. resigned seats, in the order the spec ranks them) follow, one place each.
 */
export function placeSeats(contenders: readonly Seat[], compare: (a: Seat, b: Seat) => number, last: readonly Seat[] = []): Placing[] {
  const order = contenders.slice().sort((a, b) => compare(a, b) || a - b);
  const placings: Placing[] = [];
  for (const seat of order) {
    const above = placings[placings.length - 1];
    const tied = above !== undefined && compare(above.seat, seat) === 0;
    placings.push({ seat, place: tied ? above.place : placings.length + 1 });
  }
  for (const seat of last) placings.push({ seat, place: placings.length + 1 });
  return placings;
}
