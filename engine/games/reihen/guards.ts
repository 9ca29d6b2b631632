import { violation, withoutCard, type Seat } from '../../core/index.js';
import type { Code } from './cards.js';
import type { Draft, ReihenState, Row } from './state.js';

/** Checks shared by several moves, each throwing the spec's code (§11). */

export function assertTurn(state: ReihenState, seat: Seat): void {
  if (state.result !== null) violation('GAME_OVER', 'the game has ended');
  if (seat !== state.turn.seat) violation('NOT_YOUR_TURN', `seat ${state.turn.seat} is to move`);
}

export function assertNoPending(state: ReihenState): void {
  if (state.turn.pending !== null) violation('PENDING_DECISION', `the ${state.turn.pending.kind} choice must be made first`);
}

export function assertInHand(hand: readonly Code[], card: Code): void {
  if (!hand.includes(card)) violation('CARD_NOT_IN_HAND', `${card} is not in your hand`);
}

/** `cards` are distinct (C3) and all in the hand. */
export function assertAllInHand(hand: readonly Code[], cards: readonly Code[]): void {
  if (new Set(cards).size !== cards.length) violation('DUPLICATE_CARD', 'a card is named twice');
  for (const card of cards) assertInHand(hand, card);
}

export function rowAt(state: ReihenState | Draft, slot: number): Row {
  const row = state.slots[slot];
  if (row === null || row === undefined) return violation('ROW_EMPTY', `slot ${slot} holds no row`);
  return row;
}

/** A copy of `hand` without the named cards. */
export function without(hand: readonly Code[], cards: readonly Code[]): Code[] {
  if (cards.length === 1) return withoutCard(hand, cards[0]!);
  const leaving = new Set(cards);
  return hand.filter((card) => !leaving.has(card));
}
