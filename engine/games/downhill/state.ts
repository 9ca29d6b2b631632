import { draftOver, type Draft, type Outcome, type RandomState, type Seat } from '../../core/index.js';
import { isLegalOn, rankOf, type Code } from './cards.js';

export type Scoring = 'points' | 'matchsticks';

/** Why a round ended (§7, event `roundEnded`). */
export type RoundEndReason = 'wentOut' | 'minusTwoReveal' | 'allPassed' | 'turnLimit';

/** A continuing move keeps the same seat awaited in the same turn (§5). */
export type Continuation = 'sweep' | 'minusTwo' | null;

export interface SeatState {
  hand: Code[];
  /** Four face-up slots, lying on the face-down slots of the same index; null = empty. */
  faceUp: (Code | null)[];
  faceDown: (Code | null)[];
  /** Set when the seat ends its first turn of the round (R4). */
  tableOpen: boolean;
  /** Penalty for a deliberately missed "last card" call: the next turn is skipped (R14). */
  skipNext: boolean;
  resigned: boolean;
  /** Running total in the game's scoring: points, or recorded cards with matchsticks. */
  total: number;
  roundScores: number[];
  roundsWon: number;
  matchsticks: number;
}

/** A finished round; public once the round is over (all remaining cards are revealed, §7). */
export interface RoundResult {
  round: number;
  winner: Seat | null;
  reason: RoundEndReason;
  /** Every seat's left-over cards: hand, then face-up slots, then face-down slots. */
  remaining: Code[][];
  roundScores: number[];
}

export interface Standing {
  seat: Seat;
  rank: number;
  score: number;
}

/**
 * The whole game, as plain JSON. Invariant: `limit` is null exactly when the pile is empty.
 * Arrays are never changed in place (an applied move replaces them), so copies of a state
 * may share them safely.
 */
export interface DownhillState {
  players: number;
  rounds: number;
  scoring: Scoring;
  rng: RandomState;
  round: number;
  dealer: Seat;
  opener: Seat;
  /** The one awaited seat; null once the game is over. */
  active: Seat | null;
  continuation: Continuation;
  /** Ended turns this round (R18). */
  turn: number;
  /** Bottom card first. */
  pile: Code[];
  limit: number | null;
  /** Swept cards of this round (R7). */
  removed: Code[];
  /** Undealt cards of this round, never seen (R2). */
  setAside: Code[];
  /** Seats that passed since the last play, flip or pickUp (R12), in order. */
  passed: Seat[];
  seats: SeatState[];
  /** Resigned seats, earliest first. */
  resignations: Seat[];
  lastRound: RoundResult | null;
  standings: Standing[] | null;
  outcome: Outcome | null;
}

/**
 * The working copy of one `apply` or `resign`: the top level and every seat object are fresh,
 * so the rules may set their fields; arrays are still shared with the input and are only ever
 * replaced, never changed in place (see DownhillState).
 */
export function copyState(state: DownhillState): DownhillState {
  return { ...state, seats: state.seats.map((seat) => ({ ...seat })) };
}

export const draftOf = (state: DownhillState): Draft<DownhillState> => draftOver(copyState(state));

/** Hand + face-up + face-down cards of a seat (§5). */
export function cardsLeft(seat: SeatState): number {
  return seat.hand.length + occupied(seat.faceUp) + occupied(seat.faceDown);
}

export function occupied(slots: readonly (Code | null)[]): number {
  let count = 0;
  for (const card of slots) if (card !== null) count++;
  return count;
}

/** R5: face-down cards are usable after the first turn, once no face-up card is left. */
export function canFlip(seat: SeatState): boolean {
  return seat.tableOpen && occupied(seat.faceUp) === 0 && occupied(seat.faceDown) > 0;
}

/** Some known card (hand; face-up cards once the table is open) may go onto the pile (§5). */
export function hasKnownPlay(seat: SeatState, limit: number | null): boolean {
  for (const card of seat.hand) if (isLegalOn(rankOf(card), limit)) return true;
  if (!seat.tableOpen) return false;
  for (const card of seat.faceUp) if (card !== null && isLegalOn(rankOf(card), limit)) return true;
  return false;
}

/** The last-card call is due when a play leaves exactly one card (R13). */
export function callDueAfterPlay(seat: SeatState, cardCount: number): boolean {
  return cardsLeft(seat) - cardCount === 1;
}

/** …and for a flip when the seat holds exactly two cards before flipping (R13). */
export function callDueBeforeFlip(seat: SeatState): boolean {
  return cardsLeft(seat) === 2;
}
