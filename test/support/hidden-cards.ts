/**
 * Per game, a twin of a position in which everything one seat cannot see is dealt differently:
 * the cards hidden from `seat` (draw piles, other seats' hands, face-down cards, the box) are
 * pooled, shuffled and dealt back into the same places with the same sizes. The seat's view of
 * the twin is the same as of the original; a bot that only reads the view must choose the same.
 */
import { Random, type Seat } from '../../engine/index.js';
import { sortCanonical, type CardCode as AuslageCard } from '../../engine/games/auslage/cards.js';
import type { AuslageState } from '../../engine/games/auslage/state.js';
import type { DownhillState } from '../../engine/games/downhill/state.js';
import type { Flip7State } from '../../engine/games/flip-7/state.js';
import type { ReihenState } from '../../engine/games/reihen/state.js';
import type { TheGameState } from '../../engine/games/the-game/state.js';

/** Shuffles the concatenation of `places` and cuts it back into pieces of the same sizes. */
function redeal<T>(places: ReadonlyArray<readonly T[]>, random: Random): T[][] {
  const pool = random.shuffled(places.flat());
  let at = 0;
  return places.map((place) => pool.slice(at, (at += place.length)));
}

function hideTheGame(state: TheGameState, seat: Seat, random: Random): TheGameState {
  const others = state.hands.map((_, index) => index).filter((index) => index !== seat);
  const [drawPile, ...hands] = redeal([state.drawPile, ...others.map((index) => state.hands[index]!)], random);
  const next = structuredClone(state);
  next.drawPile = drawPile!;
  others.forEach((index, i) => (next.hands[index] = hands[i]!.sort((a, b) => a - b))); // hands are kept ascending
  return next;
}

function hideFlip7(state: Flip7State, _seat: Seat, random: Random): Flip7State {
  // Every card is dealt face up (§8): only the draw pile's order is hidden.
  return { ...structuredClone(state), drawPile: random.shuffled(state.drawPile) };
}

function hideAuslage(state: AuslageState, seat: Seat, random: Random): AuslageState {
  const others = state.hands.map((_, index) => index).filter((index) => index !== seat);
  const [drawPile, ...hands] = redeal<AuslageCard>([state.drawPile, ...others.map((index) => state.hands[index]!)], random);
  const next = structuredClone(state);
  next.drawPile = drawPile!;
  others.forEach((index, i) => (next.hands[index] = sortCanonical(hands[i]!))); // hands are kept in canonical order
  return next;
}

function hideReihen(state: ReihenState, seat: Seat, random: Random): ReihenState {
  // The seat's own pile stays: it may hold cards the seat put there itself (exchange, Seer, Trader).
  // A Smuggler's target hand is shown to the user, so it stays too.
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

function hideDownhill(state: DownhillState, seat: Seat, random: Random): DownhillState {
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

/** The hiding function of each game id. */
export const hideFor: Record<string, (state: any, seat: Seat, random: Random) => unknown> = {
  'the-game': hideTheGame,
  'flip-7': hideFlip7,
  auslage: hideAuslage,
  reihen: hideReihen,
  downhill: hideDownhill,
};
