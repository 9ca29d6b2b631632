import { emitPrivate, violation, withoutCard, type Seat } from '../../core/index.js';
import type { Code } from './cards.js';
import type { ReihenDraft } from './state.js';

/** A seat's own cards: its hand and its face-down pile (§5.2, R9), with the checks on them (§11). */

export function assertInHand(hand: readonly Code[], card: Code): void {
  if (!hand.includes(card)) violation('CARD_NOT_IN_HAND', `${card} is not in your hand`);
}

/** `cards` are distinct (C3) and all in the hand. */
export function assertAllInHand(hand: readonly Code[], cards: readonly Code[]): void {
  if (new Set(cards).size !== cards.length) violation('DUPLICATE_CARD', 'a card is named twice');
  for (const card of cards) assertInHand(hand, card);
}

/** The own pile, or `PILE_EMPTY` (Miller, Seer, Trader, Gambler). */
export function assertPile(pile: readonly Code[]): readonly Code[] {
  if (pile.length === 0) violation('PILE_EMPTY', 'your pile is empty');
  return pile;
}

/** A copy of `hand` without the named cards. */
export function without(hand: readonly Code[], cards: readonly Code[]): Code[] {
  if (cards.length === 1) return withoutCard(hand, cards[0]!);
  const leaving = new Set(cards);
  return hand.filter((card) => !leaving.has(card));
}

/** The top `count` cards of the own pile go to the hand. */
export function drawCards(draft: ReihenDraft, seat: Seat, count: number): void {
  const record = draft.s.seats[seat]!;
  const cards = record.pile.slice(0, count);
  record.hand = record.hand.concat(cards);
  record.pile = record.pile.slice(count);
  emitPrivate(draft, 'cardsDrawn', { seat, count }, [seat], { cards });
}

/** Cards go under the own pile one by one, the last listed lowest (`exchange`, Trader). */
export function putUnderPile(draft: ReihenDraft, seat: Seat, cards: readonly Code[]): void {
  const record = draft.s.seats[seat]!;
  const leaving = new Set(cards);
  record.hand = record.hand.filter((card) => !leaving.has(card));
  record.pile = record.pile.concat(cards);
  emitPrivate(draft, 'cardsExchanged', { seat, count: cards.length }, [seat], { cards: cards.slice() });
}
