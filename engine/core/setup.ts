import { SetupError } from './errors.js';
import type { Card } from './types.js';

/** Refuses a player count outside [min, max] with the shared setup code. */
export function assertPlayerCount(players: number, min: number, max: number): void {
  if (!Number.isInteger(players) || players < min || players > max) {
    throw new SetupError('INVALID_PLAYER_COUNT', `this game takes ${min}–${max} players, not ${players}`);
  }
}

/**
 * Refuses a stacked deck that is not a permutation of `fullDeck` (same cards, same counts).
 * Returns the deck as a fresh array, top card first.
 */
export function assertPermutation(deck: readonly Card[], fullDeck: readonly Card[], code = 'INVALID_DECK'): Card[] {
  if (deck.length !== fullDeck.length) {
    throw new SetupError(code, `a stacked deck must hold all ${fullDeck.length} cards, got ${deck.length}`);
  }
  const missing = new Map<Card, number>();
  for (const card of fullDeck) missing.set(card, (missing.get(card) ?? 0) + 1);
  for (const card of deck) {
    const left = missing.get(card);
    if (left === undefined || left === 0) {
      throw new SetupError(code, `card ${JSON.stringify(card)} is not in the deck or appears too often`);
    }
    missing.set(card, left - 1);
  }
  return deck.slice();
}
