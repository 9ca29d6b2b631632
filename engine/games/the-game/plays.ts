/**
 * Which plays are legal: checks 2–8 of §5.4, and the exhaustive finishability search behind
 * check 8 (DEAD_END, R5) and the turn-start check (R6).
 *
 * Hot path (every legalMoves and every play runs it), so it works on a small mutable scratch
 * of the four pile tops that the search changes and restores, a bitmask of the hand cards
 * already used, and integer command numbers; no allocation per search node.
 */
import type { Seat } from '../../core/index.js';
import { NO_BACKWARDS, PILES, SINGLE_PILE, SKULL, STOP, THREE } from './cards.js';
import type { PlayMove } from './schema.js';
import { lastPileOf, threePlayed, topOf, type TheGameState } from './state.js';

/** The codes of checks 2–7, in the spec's order. */
export type PlacementCode =
  | 'CARD_DOES_NOT_FIT'
  | 'BACKWARDS_TRICK_FORBIDDEN'
  | 'SINGLE_PILE_REQUIRED'
  | 'THREE_EXCEEDED'
  | 'STOP_NOT_THIRD'
  | 'SKULL_NOT_COVERED';

const SKULL_BIT = 1 << SKULL;
const NO_BACKWARDS_BIT = 1 << NO_BACKWARDS;
const SINGLE_PILE_BIT = 1 << SINGLE_PILE;

/** How a card fits a pile (§5.1). */
const NO_FIT = 0;
const NORMAL = 1;
const TRICK = 2;

/** How `card` fits pile `pile` whose top is `top`. */
export function fitOf(pile: number, top: number, card: number): number {
  if (pile < 2) return card > top ? NORMAL : card === top - 10 ? TRICK : NO_FIT;
  return card < top ? NORMAL : card === top + 10 ? TRICK : NO_FIT;
}

/** Whether `card` would be a backwards trick on pile `pile` (§5.1). */
export function isTrick(pile: number, top: number, card: number): boolean {
  return fitOf(pile, top, card) === TRICK;
}

/** One turn as the search sees it. Only `tops` (changed and restored) and `dead` change during a search. */
interface TurnSearch {
  commandOf: readonly number[];
  minimum: number;
  /** End condition 2 and check 7; off when asking whether only the skull rule blocks (R6). */
  skullRule: boolean;
  /** The seat's cards before the search; `used` bitmasks index into it. */
  hand: readonly number[];
  tops: number[];
  /**
   * Positions already found unfinishable, by positionKey (null until the first). Without it a
   * hopeless skull makes the search try every order of the other cards; with it each position
   * is expanded once.
   */
  dead: Set<number> | null;
}

/**
 * A position of the search as one exact number: the four tops (7 bits each), the used cards
 * (8 bits) and the pile of the last play (3 bits). The count of plays and whether a "3!" was
 * played follow from `used` (the rest is fixed for the search), so this is the whole position.
 */
function positionKey(tops: readonly number[], used: number, last: number): number {
  return tops[0]! + tops[1]! * 0x80 + tops[2]! * 0x4000 + tops[3]! * 0x20_0000 + used * 0x1000_0000 + (last + 1) * 0x10_0000_0000;
}

/** Bit `1 << command` for every command showing on a pile top. */
function showing(search: TurnSearch): number {
  const { commandOf, tops } = search;
  return (1 << commandOf[tops[0]!]!) | (1 << commandOf[tops[1]!]!) | (1 << commandOf[tops[2]!]!) | (1 << commandOf[tops[3]!]!);
}

/** Whether a skull shows on a pile other than `pile` (check 7: the Stop itself covers `pile`). */
function skullShowsBesides(search: TurnSearch, pile: number): boolean {
  for (let other = 0; other < 4; other++) {
    if (other !== pile && search.commandOf[search.tops[other]!] === SKULL) return true;
  }
  return false;
}

/**
 * Checks 2–7 of §5.4 for `card` onto `pile`, given the commands `shows` showing just before the
 * play (R8), the turn's `count` of plays so far, the pile of its most recent play and whether a
 * "3!" was played. Returns the first failing check's code, or null.
 */
function placementCode(
  search: TurnSearch,
  shows: number,
  card: number,
  pile: number,
  count: number,
  last: number,
  three: boolean,
): PlacementCode | null {
  const fit = fitOf(pile, search.tops[pile]!, card);
  if (fit === NO_FIT) return 'CARD_DOES_NOT_FIT';
  if (fit === TRICK && (shows & NO_BACKWARDS_BIT) !== 0) return 'BACKWARDS_TRICK_FORBIDDEN';
  if ((shows & SINGLE_PILE_BIT) !== 0 && count > 0 && pile !== last) return 'SINGLE_PILE_REQUIRED';
  const command = search.commandOf[card];
  if ((three || command === THREE) && count >= 3) return 'THREE_EXCEEDED';
  if (command === STOP) {
    if (three && count !== 2) return 'STOP_NOT_THIRD';
    if (search.skullRule && skullShowsBesides(search, pile)) return 'SKULL_NOT_COVERED';
  }
  return null;
}

/**
 * Whether the skull on `pile` can still be covered by fit alone: it is covered by the first
 * non-skull card on top of it, so some chain of unused skulls, each fitting on the one before,
 * must lead from it to an unused non-skull card. (The pile's top only changes by covering it.)
 */
function skullCoverable(search: TurnSearch, pile: number, used: number): boolean {
  const { commandOf, hand } = search;
  let reached = 0;
  let expanded = 0;
  let from = search.tops[pile]!;
  for (;;) {
    for (let i = 0; i < hand.length; i++) {
      const bit = 1 << i;
      if (((used | reached) & bit) !== 0 || fitOf(pile, from, hand[i]!) === NO_FIT) continue;
      if (commandOf[hand[i]!] !== SKULL) return true;
      reached |= bit;
    }
    const next = reached & ~expanded;
    if (next === 0) return false;
    const i = 31 - Math.clz32(next & -next);
    expanded |= 1 << i;
    from = hand[i]!;
  }
}

/**
 * A cheap necessary condition for covering every showing skull (see skullCoverable), and a
 * "3!" turn must have a play left per skull.
 */
function skullsCoverable(search: TurnSearch, used: number, playsLeft: number): boolean {
  let skulls = 0;
  for (let pile = 0; pile < 4; pile++) {
    if (search.commandOf[search.tops[pile]!] !== SKULL) continue;
    skulls++;
    if (!skullCoverable(search, pile, used)) return false;
  }
  return skulls <= playsLeft;
}

/** Whether the turn can still be finished from here (the position after a non-Stop play). */
function canFinish(search: TurnSearch, used: number, count: number, last: number, three: boolean): boolean {
  const shows = showing(search);
  const skullShows = search.skullRule && (shows & SKULL_BIT) !== 0;
  if (!skullShows && count >= search.minimum && (!three || count === 3)) return true;
  if (three && count >= 3) return false;
  if (skullShows && !skullsCoverable(search, used, three ? 3 - count : 8)) return false;
  // The key only once a position was found dead: most searches find a way on their first try.
  if (search.dead !== null && search.dead.has(positionKey(search.tops, used, last))) return false;
  const { hand, tops, commandOf } = search;
  // Plays onto a showing skull first: they are what a turn with a skull needs.
  for (let pass = skullShows ? 0 : 1; pass < 2; pass++) {
    for (let pile = 0; pile < 4; pile++) {
      if (skullShows && (commandOf[tops[pile]!] === SKULL) !== (pass === 0)) continue;
      for (let i = 0; i < hand.length; i++) {
        if ((used & (1 << i)) !== 0) continue;
        if (placementCode(search, shows, hand[i]!, pile, count, last, three) !== null) continue;
        if (finishesAfter(search, i, pile, used, count, three)) return true;
      }
    }
  }
  (search.dead ??= new Set()).add(positionKey(search.tops, used, last));
  return false;
}

/** Whether placing hand[i] onto `pile` (which passed checks 2–7) leaves the turn finishable. */
function finishesAfter(search: TurnSearch, i: number, pile: number, used: number, count: number, three: boolean): boolean {
  const card = search.hand[i]!;
  const command = search.commandOf[card]!;
  // A Stop that passed checks 6–7 ends the turn at once: finishable by definition (§5.4).
  if (command === STOP) return true;
  const held = search.tops[pile]!;
  search.tops[pile] = card;
  const finishable = canFinish(search, used | (1 << i), count + 1, pile, three || command === THREE);
  search.tops[pile] = held;
  return finishable;
}

function searchFor(state: TheGameState, seat: Seat, skullRule: boolean): TurnSearch {
  return {
    commandOf: state.commandOf,
    minimum: state.minimum,
    skullRule,
    hand: state.hands[seat]!,
    tops: [topOf(state, 0), topOf(state, 1), topOf(state, 2), topOf(state, 3)],
    dead: null,
  };
}

/**
 * Checks 2–8 of §5.4 for `seat` playing `card` (in its hand) onto `pile` in the current turn
 * (in the opening: as the first play of turn 1). Returns the first failing code, or null.
 */
export function playCode(state: TheGameState, seat: Seat, card: number, pile: number): PlacementCode | 'DEAD_END' | null {
  const search = searchFor(state, seat, true);
  const count = state.turnPlays.length;
  const three = threePlayed(state);
  const code = placementCode(search, showing(search), card, pile, count, lastPileOf(state), three);
  if (code !== null) return code;
  return finishesAfter(search, search.hand.indexOf(card), pile, 0, count, three) ? null : 'DEAD_END';
}

/**
 * Every legal play of `seat` in the current turn (checks 2–8) as a move, cards ascending, piles
 * in the order up1, up2, down1, down2. `firstOnly` stops at the first; `skullRule: false` ignores
 * end condition 2 and check 7 (to tell lost-skull from lost-stuck, R6).
 */
export function legalPlays(state: TheGameState, seat: Seat, firstOnly = false, skullRule = true): PlayMove[] {
  const search = searchFor(state, seat, skullRule);
  const count = state.turnPlays.length;
  const last = lastPileOf(state);
  const three = threePlayed(state);
  const shows = showing(search);
  const plays: PlayMove[] = [];
  const hand = search.hand;
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i]!;
    for (let pile = 0; pile < 4; pile++) {
      if (placementCode(search, shows, card, pile, count, last, three) !== null) continue;
      if (!finishesAfter(search, i, pile, 0, count, three)) continue;
      // Built as the move itself: legalMoves hands these out as they are.
      plays.push({ type: 'play', card, pile: PILES[pile]! });
      if (firstOnly) return plays;
    }
  }
  return plays;
}

/** Whether `seat` has any legal play (the turn-start check, §5.4). */
export function hasLegalPlay(state: TheGameState, seat: Seat, skullRule = true): boolean {
  return legalPlays(state, seat, true, skullRule).length > 0;
}

/** Whether a skull shows on any pile top. */
export function skullShows(state: TheGameState): boolean {
  for (let pile = 0; pile < 4; pile++) if (state.commandOf[topOf(state, pile)] === SKULL) return true;
  return false;
}

export type EndTurnCode = 'TOO_FEW_CARDS_PLAYED' | 'THREE_NOT_MET' | 'SKULL_NOT_COVERED';

/** The end-condition codes of `endTurn` after GAME_OVER / NOT_YOUR_TURN (§5.4), or null. */
export function endTurnCode(state: TheGameState): EndTurnCode | null {
  const count = state.turnPlays.length;
  if (state.phase === 'opening' || count < state.minimum) return 'TOO_FEW_CARDS_PLAYED';
  if (threePlayed(state) && count !== 3) return 'THREE_NOT_MET';
  if (skullShows(state)) return 'SKULL_NOT_COVERED';
  return null;
}
