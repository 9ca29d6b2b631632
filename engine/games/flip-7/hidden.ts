/** What a seat cannot see (§8), dealt again: every card is dealt face up, so only the draw pile's order. */
import type { Random, Seat } from '../../core/index.js';
import type { Flip7State } from './state.js';

/** A twin of `state` that any seat sees alike: the draw pile shuffled again. */
export function redealHidden(state: Flip7State, _seat: Seat, random: Random): Flip7State {
  return { ...structuredClone(state), drawPile: random.shuffled(state.drawPile) };
}
