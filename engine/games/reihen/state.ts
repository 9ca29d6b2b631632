import { draftOver, nextSeatWhere, type Draft, type RandomState, type Seat } from '../../core/index.js';
import type { Code, Person } from './cards.js';

export type Mode = 'competitive' | 'cooperative' | 'solo';

/** One position of a row (§5.1): normally one card with its printed value. */
export interface Entry {
  readonly cards: readonly Code[];
  readonly value: number;
}

/** A row, first entry first; never empty (an empty slot is `null`). */
export type Row = readonly Entry[];

export type SeatStatus = 'playing' | 'finished' | 'resigned';

export interface SeatState {
  /** In the order received; views sort canonically. */
  hand: readonly Code[];
  /** Top card first. */
  pile: readonly Code[];
  /** Character stack, top first; the top card is the face-up one (§6.1). */
  stack: readonly Person[];
  status: SeatStatus;
  /** Cooperative row markers (slot indices, at most 2, R19). */
  markers: readonly number[];
  /** Cards held when the seat resigned (competitive), its score (§7.4). */
  heldAtResign: number | null;
}

export type Pending = { kind: 'seer'; cards: readonly Code[] } | { kind: 'smuggler'; target: Seat };

/** The active seat's turn (§5.2). */
export interface Turn {
  seat: Seat;
  bonus: boolean;
  characterUsed: boolean;
  rebuilds: number;
  progress: number;
  sprinter: boolean;
  pending: Pending | null;
}

export interface Standing {
  seat: Seat;
  rank: number;
  held: number;
}

/** The end of the game (§7), kept as it was announced in `gameEnded`. */
export type Result =
  | { mode: 'competitive'; reason: 'finished' | 'stalled' | 'resigned'; winners: Seat[]; standings: Standing[]; scores: number[] }
  | { mode: 'cooperative'; outcome: 'won' | 'lost'; reason: 'allFinished' | 'stalled' | 'resigned'; cardsLeft: number }
  | { mode: 'solo'; reason: 'cleared' | 'stuck' | 'stopped'; score: number };

export interface ReihenState {
  players: number;
  mode: Mode;
  useCharacters: boolean;
  stallRounds: number;
  soloExchanges: number;
  /** Generator state (only setup draws from it; kept for replay). */
  rng: RandomState;
  /** Moves applied so far; seeds the legal-move sampler. */
  ply: number;
  slots: ReadonlyArray<Row | null>;
  /** Face up, bottom first: only cards that characters removed (R10). */
  discard: readonly Code[];
  /** Out of play but public (§5.1, R10): each completed row's cards, first to last, in the order completed. */
  completedRows: ReadonlyArray<readonly Code[]>;
  /** Out of play, unseen (R2, resigned seats' cards). */
  box: readonly Code[];
  seats: readonly SeatState[];
  /** The 10 persons in play (public), roster order; null without characters. */
  cast: readonly Person[] | null;
  /** Character cards out of play, unseen (§4 step 7, resignations). */
  removedCharacters: readonly Person[];
  turn: Turn;
  deadStreak: number;
  rowsCompleted: number;
  exchangesLeft: number;
  /** Resigned seats, earliest first (standings, §7.1). */
  resignOrder: readonly Seat[];
  result: Result | null;
}

/**
 * The working copy of one `apply` or `resign`: the top level, the seat records, the slot list and
 * the turn are fresh objects; arrays inside (hands, piles, rows, discard) are shared with the input
 * and must be replaced, never mutated. That keeps a move's copy cost to a dozen small objects.
 */
export type WorkingState = Omit<ReihenState, 'seats' | 'slots' | 'turn'> & {
  seats: SeatState[];
  slots: Array<Row | null>;
  turn: Turn;
};

export type ReihenDraft = Draft<WorkingState>;

/** The copy a move works on; its `ply` already counts that move (the legal-move sampler's seed). */
export function copyState(state: ReihenState): WorkingState {
  return { ...state, ply: state.ply + 1, slots: state.slots.slice(), seats: state.seats.map((seat) => ({ ...seat })), turn: { ...state.turn } };
}
export const draftOf = (state: ReihenState): ReihenDraft => draftOver(copyState(state));

export function held(seat: SeatState): number {
  return seat.hand.length + seat.pile.length;
}

/** Resigned seats, and finished ones in cooperative mode, take no turns (§5.2). */
export function seatsTakingTurns(state: Pick<ReihenState, 'seats'>): number {
  let count = 0;
  for (const seat of state.seats) if (seat.status === 'playing') count++;
  return count;
}

/** The next seat clockwise after `seat` that still takes turns, or null if none other does. */
export function nextTakingTurns(state: Pick<ReihenState, 'seats' | 'players'>, seat: Seat): Seat | null {
  return nextSeatWhere(seat, state.players, (candidate) => state.seats[candidate]!.status === 'playing');
}

export function stallLimit(state: Pick<ReihenState, 'seats' | 'stallRounds'>): number {
  return state.stallRounds * seatsTakingTurns(state);
}
