/** Helpers for driving The Game through the API in tests and benchmarks. */
import { range } from '../../engine/index.js';

/** The stacked deck 2, 3, …, 99 (top first): every hand plays onto `up1` in ascending order, so the team wins. */
export function ascendingDeck(): number[] {
  return range(2, 99);
}

/** The parts of The Game's view the tests read. */
export interface TheGameView {
  phase: string;
  tops: Record<string, number>;
  drawPileCount: number;
  you: { seat: number; hand: number[]; legalPlays: Array<{ card: number; pile: string }>; canEndTurn: boolean } | null;
}

/** A whole turn as one batch: every card of the hand, ascending, onto up1, then endTurn. */
export function ascendingTurn(hand: readonly number[]): Array<Record<string, unknown>> {
  return [...[...hand].sort((a, b) => a - b).map((card) => ({ type: 'play', card, pile: 'up1' })), { type: 'endTurn' }];
}

/** Keys under which The Game's views and events carry card numbers. */
const CARD_KEYS = new Set(['hand', 'hands', 'cards', 'card', 'drawPile', 'deck', 'legalPlays']);

/**
 * Every number found under a card-bearing key, at any depth: if a seat's view or events hold
 * another seat's card, it shows up here (counts, turn numbers and pile tops live under other keys).
 */
export function cardNumbersIn(value: unknown, underCardKey = false, found = new Set<number>()): Set<number> {
  if (typeof value === 'number' && underCardKey) found.add(value);
  else if (Array.isArray(value)) for (const element of value) cardNumbersIn(element, underCardKey, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) cardNumbersIn(inner, underCardKey || CARD_KEYS.has(key), found);
  }
  return found;
}
