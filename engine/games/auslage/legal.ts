import type { Seat } from '../../core/index.js';
import { CALLS, COLOURS, FULL_DECK, JOKERS, canonicalIndex, colourOf, isJoker, matches, valueOf, type CardCode, type Colour, type NumberCard } from './cards.js';
import { displayTopMatches, handMatches, middleTop } from './rules.js';
import type { AuslageMove, DisplayMove, PlayMove } from './schema.js';
import type { AuslageState } from './state.js';

// Every move that can ever be legal, built once and frozen: legalMoves hands out references.
const PLAY: Readonly<Record<string, PlayMove>> = Object.fromEntries(
  FULL_DECK.filter((card) => !isJoker(card)).map((card) => [card, Object.freeze({ type: 'play' as const, card })]),
);
const JOKER_PLAYS: Readonly<Record<string, readonly PlayMove[]>> = Object.fromEntries(
  JOKERS.map((card) => [card, Object.freeze(CALLS.map((call) => Object.freeze({ type: 'play' as const, card, call })))]),
);
const DISPLAY: Readonly<Record<string, DisplayMove>> = Object.fromEntries(
  FULL_DECK.filter((card) => !isJoker(card)).map((card) => [card, Object.freeze({ type: 'display' as const, card })]),
);

/** R8 and R11: whether `seat` (the active seat) may display a non-matching card this turn. */
export function displayAllowed(state: AuslageState, seat: Seat): boolean {
  const top = middleTop(state);
  if (displayTopMatches(state.displays[seat]!, top, state.call)) return false;
  return !(state.followDuty && handMatches(state.hands[seat]!, top, state.call));
}

/** §5: only the active seat is ever awaited; nobody once the game is over. */
export function awaiting(state: AuslageState): Seat[] {
  return state.result ? [] : [state.active];
}

function isAwaited(state: AuslageState, seat: Seat): boolean {
  return state.result === null && seat === state.active;
}

/** The cards `seat` may play (hand, then display tops) and display, when it is awaited. */
export function turnChoices(state: AuslageState, seat: Seat): { playable: CardCode[]; displayable: NumberCard[] } {
  const playable: CardCode[] = [];
  const displayable: NumberCard[] = [];
  if (!isAwaited(state, seat)) return { playable, displayable };
  const top = middleTop(state);
  const mayDisplay = displayAllowed(state, seat);
  for (const card of state.hands[seat]!) {
    if (matches(card, top, state.call)) playable.push(card);
    else if (mayDisplay) displayable.push(card as NumberCard);
  }
  const display = state.displays[seat]!;
  for (const colour of COLOURS) {
    const card = display[colour][display[colour].length - 1];
    if (card !== undefined && matches(card, top, state.call)) playable.push(card);
  }
  playable.sort((a, b) => canonicalIndex(a) - canonicalIndex(b));
  return { playable, displayable };
}

/** Every legal move of `seat` (a joker once per call); empty unless `seat` is awaited. */
export function legalMoves(state: AuslageState, seat: Seat): AuslageMove[] {
  const moves: AuslageMove[] = [];
  if (!isAwaited(state, seat)) return moves;
  const top = middleTop(state);
  const call = state.call;
  const mayDisplay = displayAllowed(state, seat);
  for (const card of state.hands[seat]!) {
    if (isJoker(card)) moves.push(...JOKER_PLAYS[card]!);
    else if (matches(card, top, call)) moves.push(PLAY[card]!);
    else if (mayDisplay) moves.push(DISPLAY[card]!);
  }
  const display = state.displays[seat]!;
  for (const colour of COLOURS) {
    const stack = display[colour];
    const card = stack[stack.length - 1];
    if (card !== undefined && matches(card, top, call)) moves.push(PLAY[card]!);
  }
  return moves;
}

/**
 * The move made for an awaited seat out of time (README): shed the highest matching number card
 * from the hand; else display the highest displayable card; else play a joker calling the colour
 * the hand holds most of; else play the lowest matching display top. R21 guarantees one exists.
 */
export function timeoutMove(state: AuslageState, seat: Seat): AuslageMove | null {
  if (!isAwaited(state, seat)) return null;
  const { playable, displayable } = turnChoices(state, seat);
  const hand = state.hands[seat]!;
  const fromHand = playable.filter((card): card is NumberCard => !isJoker(card) && hand.includes(card));
  const highestHandPlay = highest(fromHand);
  if (highestHandPlay) return PLAY[highestHandPlay]!;
  const highestDisplay = highest(displayable);
  if (highestDisplay) return DISPLAY[highestDisplay]!;
  const joker = hand.find(isJoker);
  if (joker) return { type: 'play', card: joker, call: favouriteColour(hand) };
  const lowestTop = playable.filter((card): card is NumberCard => !isJoker(card)).sort((a, b) => valueOf(a) - valueOf(b))[0];
  return lowestTop ? PLAY[lowestTop]! : null;
}

/** The highest-valued card; the first in canonical order among equals. */
function highest(cards: readonly NumberCard[]): NumberCard | undefined {
  let best: NumberCard | undefined;
  for (const card of cards) if (best === undefined || valueOf(card) > valueOf(best)) best = card;
  return best;
}

/** The colour most frequent among the hand's number cards (canonical order on ties; R if none). */
function favouriteColour(hand: readonly CardCode[]): Colour {
  let best: Colour = 'R';
  let bestCount = 0;
  for (const colour of COLOURS) {
    const count = hand.filter((card) => !isJoker(card) && colourOf(card) === colour).length;
    if (count > bestCount) [best, bestCount] = [colour, count];
  }
  return best;
}
