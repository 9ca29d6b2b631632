import { Random, emit } from '../../core/index.js';
import { CARD_INDEX, canonicalCards, emptyCounts, type CardCode } from './cards.js';
import type { Flip7Draft } from './state.js';

/** Puts a card on the discard pile (kept as counts: its order never matters, §6.8). */
export function discardCard(draft: Flip7Draft, card: CardCode): void {
  const discard = draft.s.discard.slice();
  discard[CARD_INDEX[card]]++;
  draft.s.discard = discard;
}

/**
 * Takes the top card of the draw pile (§6.1). An empty draw pile is first rebuilt from the
 * discard pile: canonical order, then the seeded shuffle (R15). With both piles empty nothing
 * is drawn and the round ends with `cardsExhausted`.
 */
export function drawCard(draft: Flip7Draft): CardCode | null {
  const s = draft.s;
  if (s.drawPile.length === 0) {
    const cards = canonicalCards(s.discard);
    if (cards.length === 0) {
      draft.roundEnd = 'cardsExhausted';
      return null;
    }
    const random = new Random(s.rng);
    s.drawPile = random.shuffleInPlace(cards);
    s.rng = random.state;
    s.discard = emptyCounts();
    emit(draft, 'reshuffled', { count: cards.length });
  }
  const [top, ...rest] = s.drawPile;
  s.drawPile = rest;
  return top!;
}
