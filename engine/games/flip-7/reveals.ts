/** Flip 7's moves that reveal hidden cards: every card comes face up off the draw pile (§8). */
import { randomAdvanced, type Seat } from '../../core/index.js';
import type { Flip7Move } from './schema.js';
import type { Flip7State } from './state.js';

export function reveals(before: Flip7State, _seat: Seat, move: Flip7Move, after: Flip7State): boolean {
  // A hit flips a card; a Flip Three given, a round's end (the next deal) or a reshuffle flip or shuffle more.
  return (
    move.type === 'hit' ||
    after.drawPile.length !== before.drawPile.length ||
    after.round !== before.round ||
    randomAdvanced(before.rng, after.rng)
  );
}
