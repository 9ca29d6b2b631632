/** What a seat cannot see (§8), dealt again: the box, the other seats' hands and piles. */
import { redeal, type Random, type Seat } from '../../core/index.js';
import type { ReihenState } from './state.js';

/**
 * A twin of `state` that `seat` sees alike: the box and the other seats' hands and piles pooled
 * and dealt back. The seat's own pile stays (it may hold cards the seat put there itself:
 * exchange, Seer, Trader), and so does a Smuggler's target hand, which is shown to the user.
 */
export function redealHidden(state: ReihenState, seat: Seat, random: Random): ReihenState {
  const pending = state.turn.pending;
  const shownTarget = seat === state.turn.seat && pending?.kind === 'smuggler' ? pending.target : -1;
  const others = state.seats.map((_, index) => index).filter((index) => index !== seat);
  const handsHidden = others.filter((index) => index !== shownTarget);
  const places = [state.box, ...handsHidden.map((index) => state.seats[index]!.hand), ...others.map((index) => state.seats[index]!.pile)];
  const [box, ...rest] = redeal(places, random);
  const seats = state.seats.map((record) => ({ ...record }));
  handsHidden.forEach((index, i) => (seats[index]!.hand = rest[i]!));
  others.forEach((index, i) => (seats[index]!.pile = rest[handsHidden.length + i]!));
  return { ...state, box: box!, seats };
}
