/**
 * Whose time runs out, and what is done for them. Of the seats given — the awaited seats whose
 * own clock ran out (./turn-clock.ts `expiredSeats`), or every awaited seat — the first (lowest) one
 * for which the game has a timeout move gets it; when no awaited seat has one (the game has no
 * `timeoutMove`, or it returns null for every awaited seat), the first awaited seat is resigned
 * for — the documented fallback, and the game's own `resign` says what that means. One seat per
 * version: if other seats were awaited too and their clock keeps running, the sweeper times them
 * out next, each with its own version and log entry.
 */
import type { AnyGame, MoveBase, Seat } from '../../engine/index.js';

export type TimeoutAction = { seat: Seat; move: MoveBase } | { seat: Seat; move: null };

export function timeoutAction(definition: AnyGame, state: unknown, awaiting: readonly Seat[]): TimeoutAction | null {
  const seats = [...awaiting].sort((a, b) => a - b);
  for (const seat of seats) {
    const move = (definition.timeoutMove?.(state, seat) ?? null) as MoveBase | null;
    if (move !== null) return { seat, move };
  }
  return seats.length > 0 ? { seat: seats[0]!, move: null } : null;
}
