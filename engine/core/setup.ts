import { SetupError } from './errors.js';
import type { Card } from './types.js';

/** Refuses a player count outside [min, max] with the shared setup code. */
export function assertPlayerCount(players: number, min: number, max: number): void {
  if (!Number.isInteger(players) || players < min || players > max) {
    throw new SetupError('INVALID_PLAYER_COUNT', `this game takes ${min}–${max} players, not ${players}`);
  }
}

/** A full deck's distinct cards, each with its slot in `counts` and how often it occurs there. */
interface DeckCensus {
  slotOf: Map<Card, number>;
  counts: number[];
}

/**
 * Each full deck's census, taken once: full decks are module constants, and building a map of a
 * deck on every stacked setup was a tenth of a short game's playout.
 */
const censuses = new WeakMap<readonly Card[], DeckCensus>();

function censusOf(fullDeck: readonly Card[]): DeckCensus {
  let census = censuses.get(fullDeck);
  if (census === undefined) {
    census = { slotOf: new Map(), counts: [] };
    for (const card of fullDeck) {
      const slot = census.slotOf.get(card);
      if (slot === undefined) {
        census.slotOf.set(card, census.counts.length);
        census.counts.push(1);
      } else {
        census.counts[slot]!++;
      }
    }
    censuses.set(fullDeck, census);
  }
  return census;
}

/**
 * Refuses a stacked deck that is not a permutation of `fullDeck` (same cards, same counts).
 * Returns the deck as a fresh array, top card first.
 */
export function assertPermutation(deck: readonly Card[], fullDeck: readonly Card[], code = 'INVALID_DECK'): Card[] {
  if (deck.length !== fullDeck.length) {
    throw new SetupError(code, `a stacked deck must hold all ${fullDeck.length} cards, got ${deck.length}`);
  }
  const { slotOf, counts } = censusOf(fullDeck);
  const missing = counts.slice();
  for (const card of deck) {
    const slot = slotOf.get(card);
    if (slot === undefined || missing[slot] === 0) {
      throw new SetupError(code, `card ${JSON.stringify(card)} is not in the deck or appears too often`);
    }
    missing[slot]!--;
  }
  return [...deck];
}
