import { publicEvent, violation, type Applied, type GameEvent, type Seat } from '../../core/index.js';
import { valueOf } from './cards.js';
import { endTurn, settleActiveSeat } from './flow.js';
import { assertAllInHand, assertInHand, assertNoPending, assertTurn, rowAt, without } from './guards.js';
import type { MoveOf } from './schema.js';
import { draftOf, type ReihenState } from './state.js';
import { fits, lastValue, moveSegment, placeEntry, single } from './table.js';

/** R6: rebuilds per turn (the Carpenter's does not count, C1). */
export const REBUILD_LIMIT = 30;

/** `play`: lay a hand card at the end of a row or into an empty slot (§5.2). */
export function play(state: ReihenState, seat: Seat, move: MoveOf<'play'>): Applied<ReihenState> {
  assertTurn(state, seat);
  assertNoPending(state);
  const hand = state.seats[seat]!.hand;
  assertInHand(hand, move.card);
  const value = valueOf(move.card);
  if (!fits(state.slots[move.row] ?? null, value)) violation('CARD_DOES_NOT_FIT', `${move.card} does not continue slot ${move.row}`);

  const d = draftOf(state);
  const events: GameEvent[] = [];
  d.seats[seat]!.hand = without(hand, [move.card]);
  d.turn.progress++;
  placeEntry(d, seat, move.row, single(move.card, value), 'hand', events);
  settleActiveSeat(d, events);
  return { state: d, events };
}

/** `move`: rebuild by moving a tail segment (R6; checks in the order of the §5.2 table). */
export function rebuild(state: ReihenState, seat: Seat, move: MoveOf<'move'>): Applied<ReihenState> {
  assertTurn(state, seat);
  assertNoPending(state);
  if (move.from === move.to) violation('SAME_ROW', 'from and to are the same slot');
  const source = rowAt(state, move.from);
  if (move.index >= source.length) violation('BAD_SEGMENT', `slot ${move.from} has entries 0–${source.length - 1}`);
  const target = state.slots[move.to] ?? null;
  if (target !== null && lastValue(target) !== source[move.index]!.value - 1) {
    violation('SEGMENT_DOES_NOT_FIT', `the segment does not continue slot ${move.to}`);
  }
  if (state.turn.rebuilds >= REBUILD_LIMIT) violation('REBUILD_LIMIT', `at most ${REBUILD_LIMIT} rebuilds per turn`);

  const d = draftOf(state);
  const events: GameEvent[] = [];
  d.turn.rebuilds++;
  moveSegment(d, seat, move.from, move.index, move.to, events);
  return { state: d, events };
}

/** `endTurn`: finish the turn; without progress it is a pass (R5). */
export function finishTurn(state: ReihenState, seat: Seat): Applied<ReihenState> {
  assertTurn(state, seat);
  assertNoPending(state);
  const d = draftOf(state);
  const events: GameEvent[] = [];
  endTurn(d, null, events);
  return { state: d, events };
}

/** `exchange`: only in a turn without progress (R5); the cards go under the own pile. */
export function exchange(state: ReihenState, seat: Seat, move: MoveOf<'exchange'>): Applied<ReihenState> {
  assertTurn(state, seat);
  assertNoPending(state);
  if (state.turn.progress > 0) violation('EXCHANGE_AFTER_PROGRESS', 'an exchange needs a turn without progress');
  assertAllInHand(state.seats[seat]!.hand, move.cards);
  const d = draftOf(state);
  const events: GameEvent[] = [];
  endTurn(d, move.cards, events);
  return { state: d, events };
}

/** `mark` (cooperative, R19): a public "I want to continue this row" marker; C5 code order. */
export function mark(state: ReihenState, seat: Seat, move: MoveOf<'mark'>): Applied<ReihenState> {
  assertTurn(state, seat);
  if (state.mode !== 'cooperative') violation('NOT_COOPERATIVE', 'markers exist only in cooperative mode');
  assertNoPending(state);
  const markers = state.seats[seat]!.markers;
  const has = markers.includes(move.row);
  if (move.on) {
    rowAt(state, move.row);
    if (has) violation('MARKER_UNCHANGED', `you already mark slot ${move.row}`);
    if (markers.length >= 2) violation('MARKER_LIMIT', 'at most 2 markers per seat');
  } else if (!has) violation('MARKER_UNCHANGED', `you have no marker on slot ${move.row}`);

  const d = draftOf(state);
  d.seats[seat]!.markers = move.on ? [...markers, move.row] : markers.filter((slot) => slot !== move.row);
  return { state: d, events: [publicEvent('markerChanged', { seat, row: move.row, on: move.on })] };
}
