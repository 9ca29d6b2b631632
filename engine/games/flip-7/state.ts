import type { Draft, RandomState, Seat } from '../../core/index.js';
import type { ActionCode, CardCode, CardCounts, TargetedAction } from './cards.js';
import type { Flip7Options } from './schema.js';

/**
 * A seat's status in the current round (§2). `resigned` is the platform's addition: a seat
 * that left the game stays out of every later round (README, "Resigning").
 */
export type Status = 'active' | 'stayed' | 'frozen' | 'busted' | 'resigned';

export interface SeatState {
  status: Status;
  /** Number and modifier cards, in the order received (a busted row keeps its duplicate). */
  row: CardCode[];
  /** Holds a Second Chance beside the row (at most one, §6.6). */
  secondChance: boolean;
  /** Running total over finished rounds. */
  total: number;
}

/** An open Flip Three (§6.5). While `step` is `draw`, the F3 card itself sits with the record. */
export interface FlipThree {
  target: Seat;
  drawn: number;
  step: 'draw' | 'give';
  /** Freeze / Flip Three cards drawn during it, earliest first, still to be given. */
  setAside: TargetedAction[];
}

/** A pending target choice (§6.3): only made when two or more seats are eligible. */
export interface Offer {
  chooser: Seat;
  card: ActionCode;
  eligible: Seat[];
}

export type Phase = 'deal' | 'play' | 'gameOver';

export interface Flip7State {
  players: number;
  options: Flip7Options;
  /** Generator state, used by reshuffles (§6.1). */
  rng: RandomState;
  phase: Phase;
  round: number;
  dealer: Seat;
  /** Deal phase: how many of the n slots have been handled (§5.2). */
  slotsDealt: number;
  /** Play phase: the turn seat, which is also the anchor of a hit being resolved (§5.4). */
  turn: Seat | null;
  /** Play phase: the turn seat's hit is still being resolved (a choice or a Flip Three is open). */
  resolvingHit: boolean;
  /** Top card first. */
  drawPile: CardCode[];
  /** Discard pile as counts per code, indexed like CARD_CODES: its order never matters (§6.8). */
  discard: CardCounts;
  seats: SeatState[];
  /** Stack of open Flip Three records, newest last (§6.5). */
  flipThrees: FlipThree[];
  offer: Offer | null;
  lastRoundScores: number[] | null;
  /** Set when the game is over. */
  result: { reason: 'completed' | 'resigned'; winners: Seat[] } | null;
}

/** Why a round ended (§7). */
export type RoundEndReason = 'flip7' | 'allOut' | 'cardsExhausted';

/**
 * The working context of one `apply`: the core draft (a private copy of the state that the
 * resolution code may change freely, and the events so far) and a round end waiting to be scored.
 */
export interface Flip7Draft extends Draft<Flip7State> {
  roundEnd: RoundEndReason | null;
}

/**
 * The working copy of one move: the top level, every seat and every Flip Three record are
 * fresh, so the rules may set their fields; arrays (piles, rows, set-aside cards) and the offer
 * are still shared with the input and are only ever replaced, never changed in place.
 */
export function copyState(state: Flip7State): Flip7State {
  return { ...state, seats: state.seats.map((seat) => ({ ...seat })), flipThrees: state.flipThrees.map((record) => ({ ...record })) };
}

/** A draft over a copy of `state`, no round end pending. */
export const draftOf = (state: Flip7State): Flip7Draft => ({ s: copyState(state), events: [], roundEnd: null });
