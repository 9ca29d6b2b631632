/** What a seat cannot see (§8), dealt again: the draw pile and the other seats' hands. */
import { redeal, type Random, type Seat } from '../../core/index.js';
import { sortCanonical, type CardCode } from './cards.js';
import type { AuslageState } from './state.js';

/** A twin of `state` that `seat` sees alike: the draw pile and the other hands pooled and dealt back, hands kept in canonical order. */
export function redealHidden(state: AuslageState, seat: Seat, random: Random): AuslageState {
  const others = state.hands.map((_, index) => index).filter((index) => index !== seat);
  const [drawPile, ...hands] = redeal<CardCode>([state.drawPile, ...others.map((index) => state.hands[index]!)], random);
  const next = structuredClone(state);
  next.drawPile = drawPile!;
  others.forEach((index, i) => (next.hands[index] = sortCanonical(hands[i]!)));
  return next;
}
