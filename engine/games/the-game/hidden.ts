/** What a seat cannot see (§8), dealt again: the draw pile and the other seats' hands. */
import { redeal, type Random, type Seat } from '../../core/index.js';
import type { TheGameState } from './state.js';

/** A twin of `state` that `seat` sees alike: the draw pile and the other hands pooled and dealt back, hands kept ascending. */
export function redealHidden(state: TheGameState, seat: Seat, random: Random): TheGameState {
  const others = state.hands.map((_, index) => index).filter((index) => index !== seat);
  const [drawPile, ...hands] = redeal([state.drawPile, ...others.map((index) => state.hands[index]!)], random);
  const next = structuredClone(state);
  next.drawPile = drawPile!;
  others.forEach((index, i) => (next.hands[index] = hands[i]!.sort((a, b) => a - b)));
  return next;
}
