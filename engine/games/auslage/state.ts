import { draftOver, type Draft, type RandomState, type Seat } from '../../core/index.js';
import { COLOURS, valueOf, type Call, type CardCode, type Colour, type NumberCard } from './cards.js';
import type { AuslageOptions } from './schema.js';

/** A seat's display: one face-up stack per colour, bottom → top (§6). */
export type Display = Record<Colour, NumberCard[]>;

export function emptyDisplay(): Display {
  return { R: [], Y: [], G: [], B: [], P: [] };
}

/** §7: every display card counts, covered ones included. */
export function displayPoints(display: Display): number {
  let points = 0;
  for (const colour of COLOURS) for (const card of display[colour]) points += valueOf(card);
  return points;
}

export type PassageEndReason = 'handEmpty' | 'drawExhausted';

/** A scored passage, as announced by `passageEnded` (all of it public once the passage ends). */
export interface PassageResult {
  passage: number;
  reason: PassageEndReason;
  endingSeat: Seat;
  /** Every hand, revealed, in canonical order. */
  hands: CardCode[][];
  displays: Display[];
  displayPoints: number[];
  /** Minus points of the hand cards (≤ 0; a joker counts −10). */
  handPoints: number[];
  scores: number[];
  totals: number[];
}

/** How the game ended: reason, winners and the ranking of R16. */
export interface GameResult {
  reason: 'completed' | 'resigned';
  winners: Seat[];
  /** Seats from first to last. */
  ranking: Seat[];
  /** Place per seat (1 = first); tied seats share a place. */
  places: number[];
}

/**
 * The whole game, as plain JSON. Arrays and displays are never changed in place: a move that
 * changes one replaces it (copy on write), so copies of a state may share them safely.
 */
export interface AuslageState {
  players: number;
  options: AuslageOptions;
  /** The seeded generator (R13, R20); never shown to anyone. */
  rng: RandomState;
  /** R20: stacked decks for the passages after the current one, in order; never shown. */
  stackedDecks: CardCode[][];
  passage: number;
  startingSeat: Seat;
  /** The seat whose turn it is (the only seat ever awaited, §5). */
  active: Seat;
  /** R11: the active seat must follow the joker its predecessor just played. */
  followDuty: boolean;
  /** Hands in canonical order. */
  hands: CardCode[][];
  displays: Display[];
  /** Middle pile, bottom → top. */
  middle: CardCode[];
  /** R10: the call of the joker on top of the middle pile, else null. */
  call: Call | null;
  /** Draw pile, top card first. */
  drawPile: CardCode[];
  /** R14: how often the draw pile has been rebuilt this passage. */
  rebuilds: number;
  totals: number[];
  /** One row of scores per scored passage. */
  passageScores: number[][];
  lastPassage: PassageResult | null;
  /** Seats that left the game (README: resignation). */
  resigned: boolean[];
  result: GameResult | null;
}

/**
 * The working copy of one move: a fresh top level only. The rules replace every array or
 * display they change (see AuslageState), which keeps a move's copying to what it touches.
 */
export function copyState(state: AuslageState): AuslageState {
  return { ...state };
}

export const draftOf = (state: AuslageState): Draft<AuslageState> => draftOver(copyState(state));
