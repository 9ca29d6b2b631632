import { draftOver, type Draft, type RandomState, type Seat } from '../../core/index.js';
import { PILE_INDEX, THREE, starterOf, type CommandCode, type CommandLookup, type PileCode } from './cards.js';

export type Phase = 'opening' | 'playing' | 'ended';
export type PileSignal = 'keepOff' | 'canPlayWell';
export type OutcomeReason = 'won' | 'lost-stuck' | 'lost-skull' | 'lost-conceded';

/** One play of the current turn (public, §8). */
export interface TurnPlay {
  card: number;
  pile: PileCode;
  trick: boolean;
}

/** A seat's standing signals (§9, R16): per pile at most one, avoid requests, shown counts. */
export interface SeatHints {
  piles: Partial<Record<PileCode, PileSignal>>;
  /** Commands this seat asks the others not to play now, in COMMANDS order. */
  avoid: CommandCode[];
  /** The counts last published by `showCommands`; null once the hand changed. */
  shownCounts: Record<CommandCode, number> | null;
}

export interface GameResult {
  reason: OutcomeReason;
  cardsLeft: number;
  /** The seat at whose turn start the game was lost, or who conceded; null for a win or an opening loss. */
  seat: Seat | null;
}

/** The whole game, plain JSON. */
export interface TheGameState {
  players: number;
  handSize: number;
  extreme: boolean;
  commandLayout: 'fixed' | 'random';
  /** Command of each value 0…100 (0 = plain); all plain without `extreme`. */
  commandOf: CommandLookup;
  /** Per seat, sorted ascending. */
  hands: number[][];
  /** Top card first. */
  drawPile: number[];
  /** up1, up2, down1, down2 (PILES order), each bottom to top (R18: all public). */
  piles: number[][];
  phase: Phase;
  startingSeat: Seat | null;
  /** The active seat; null in the opening. */
  active: Seat | null;
  /** 1 for the first turn; 0 in the opening. */
  turn: number;
  /** The current turn's minimum m (§5.2); in the opening, what turn 1 will need. */
  minimum: number;
  turnPlays: TurnPlay[];
  hints: SeatHints[];
  result: GameResult | null;
  rng: RandomState;
}

/** m of §5.2 / R4: 2 while the draw pile holds a card, else 1. */
export function minimumFor(drawPile: readonly number[]): number {
  return drawPile.length > 0 ? 2 : 1;
}

/** The top value of pile `pile` (its last card, or its starter). */
export function topOf(state: TheGameState, pile: number): number {
  const cards = state.piles[pile]!;
  return cards.length > 0 ? cards[cards.length - 1]! : starterOf(pile);
}

/** Pile index of the turn's most recent play, or -1 before the first play. */
export function lastPileOf(state: TheGameState): number {
  const plays = state.turnPlays;
  return plays.length > 0 ? PILE_INDEX[plays[plays.length - 1]!.pile] : -1;
}

/** Whether a "3!" card was played this turn (§6.3). */
export function threePlayed(state: TheGameState): boolean {
  for (const play of state.turnPlays) if (state.commandOf[play.card] === THREE) return true;
  return false;
}

/** Cards in all hands plus the draw pile: the team's score (§7). */
export function cardsLeft(state: TheGameState): number {
  let count = state.drawPile.length;
  for (const hand of state.hands) count += hand.length;
  return count;
}

/** Whether any pile shows a card with `command` on top. */
export function commandShows(state: TheGameState, command: number): boolean {
  for (let pile = 0; pile < 4; pile++) if (state.commandOf[topOf(state, pile)] === command) return true;
  return false;
}

export function noHints(): SeatHints {
  return { piles: {}, avoid: [], shownCounts: null };
}

/**
 * The working copy of one move: a shallow copy. The rules never write into the input's nested
 * arrays and objects; they replace a field with a new value (copy on write), so sharing the rest
 * is safe.
 */
export function copyState(state: TheGameState): TheGameState {
  return { ...state };
}

export const draftOf = (state: TheGameState): Draft<TheGameState> => draftOver(copyState(state));
