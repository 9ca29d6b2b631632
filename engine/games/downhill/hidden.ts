/** What a seat cannot see (§8), dealt again: the cards set aside, the other seats' hands and every face-down card. */
import { redeal, type Random, type Seat } from '../../core/index.js';
import type { DownhillState } from './state.js';

/** A twin of `state` that `seat` sees alike: the set-aside cards, the other hands and the face-down cards pooled and dealt back. */
export function redealHidden(state: DownhillState, seat: Seat, random: Random): DownhillState {
  const others = state.seats.map((_, index) => index).filter((index) => index !== seat);
  const faceDown = state.seats.map((record) => record.faceDown.filter((card) => card !== null));
  const [setAside, ...rest] = redeal([state.setAside, ...others.map((index) => state.seats[index]!.hand), ...faceDown], random);
  const next = structuredClone(state);
  next.setAside = setAside!;
  others.forEach((index, i) => (next.seats[index]!.hand = rest[i]!));
  next.seats.forEach((record, index) => {
    const dealt = rest[others.length + index]!;
    record.faceDown = record.faceDown.map((card) => (card === null ? null : dealt.shift()!));
  });
  return next;
}
