import type { Seat } from './types.js';

/**
 * The first seat clockwise after `seat` (never `seat` itself) for which `eligible` holds, or
 * null when no other seat qualifies. For turn orders that pass over seats that are out, have
 * resigned or must sit a turn out.
 */
export function nextSeatWhere(seat: Seat, players: number, eligible: (candidate: Seat) => boolean): Seat | null {
  for (let step = 1; step < players; step++) {
    const candidate = (seat + step) % players;
    if (eligible(candidate)) return candidate;
  }
  return null;
}

/** Whether `seat` is a seat of a game of `players`: an integer in 0 … players-1. */
export function isSeatOf(seat: Seat, players: number): boolean {
  return Number.isInteger(seat) && seat >= 0 && seat < players;
}
