import { privateEvent, violation, type Applied, type Seat } from '../../core/index.js';
import { assertTurn, without } from './guards.js';
import type { MoveOf } from './schema.js';
import { draftOf, type ReihenState } from './state.js';

/** The pending choices of the Fortune Teller and the Smuggler (§6.2). */

/** `seerPick`: one shown card to the hand, the others back on top, first listed on top. */
export function seerPick(state: ReihenState, seat: Seat, move: MoveOf<'seerPick'>): Applied<ReihenState> {
  assertTurn(state, seat);
  const pending = state.turn.pending;
  if (pending === null) violation('NO_PENDING_DECISION', 'no choice is pending');
  if (pending.kind !== 'seer') violation('PENDING_DECISION', 'the smuggler choice must be made first');
  const named = [move.take, ...move.putBack];
  if (new Set(named).size !== named.length) violation('DUPLICATE_CARD', 'a card is named twice');
  if (named.length !== pending.cards.length || !named.every((card) => pending.cards.includes(card))) {
    violation('INVALID_CHOICE', 'take one shown card and put back exactly the others');
  }
  const d = draftOf(state);
  const record = d.seats[seat]!;
  record.pile = [...move.putBack, ...record.pile.slice(pending.cards.length)];
  record.hand = [...record.hand, move.take];
  d.turn.pending = null;
  const events = [privateEvent('cardsDrawn', { seat, count: 1 }, [seat], { cards: [move.take] })];
  return { state: d, events };
}

/** `smugglerSwap`: one own hand card for one of the target's. */
export function smugglerSwap(state: ReihenState, seat: Seat, move: MoveOf<'smugglerSwap'>): Applied<ReihenState> {
  assertTurn(state, seat);
  const pending = state.turn.pending;
  if (pending === null) violation('NO_PENDING_DECISION', 'no choice is pending');
  if (pending.kind !== 'smuggler') violation('PENDING_DECISION', 'the seer choice must be made first');
  const target = pending.target;
  if (!state.seats[seat]!.hand.includes(move.give) || !state.seats[target]!.hand.includes(move.take)) {
    violation('INVALID_CHOICE', 'give one of your cards and take one of the shown cards');
  }
  const d = draftOf(state);
  d.seats[seat]!.hand = [...without(d.seats[seat]!.hand, [move.give]), move.take];
  d.seats[target]!.hand = [...without(d.seats[target]!.hand, [move.take]), move.give];
  d.turn.pending = null;
  const events = [privateEvent('cardsSwapped', { seat, target }, [seat, target], { give: move.give, take: move.take })];
  return { state: d, events };
}
