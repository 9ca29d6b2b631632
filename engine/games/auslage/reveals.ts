/** Auslage's moves that reveal hidden cards: a display draws at once, a passage's end deals anew. */
import { randomAdvanced, type Seat } from '../../core/index.js';
import type { AuslageMove } from './schema.js';
import type { AuslageState } from './state.js';

export function reveals(before: AuslageState, _seat: Seat, move: AuslageMove, after: AuslageState): boolean {
  return (
    move.type === 'display' ||
    after.drawPile.length !== before.drawPile.length ||
    after.passage !== before.passage ||
    after.rebuilds !== before.rebuilds ||
    randomAdvanced(before.rng, after.rng)
  );
}
