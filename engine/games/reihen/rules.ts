import { done, emit, emitPrivate, violation, type Applied, type Seat } from '../../core/index.js';
import { valueOf } from './cards.js';
import { announceUse, characterOf, passOn } from './characters.js';
import { endTurn, settleActiveSeat } from './flow.js';
import { assertAllInHand, assertInHand, without } from './hands.js';
import { resign } from './resign.js';
import type { MoveOf, ReihenMove, UseCharacter } from './schema.js';
import { draftOf, type Pending, type ReihenState } from './state.js';
import { fits, lastValue, moveSegment, placeEntry, rowAt, single } from './table.js';

/** R6: rebuilds per turn (the Carpenter's does not count, C1). */
export const REBUILD_LIMIT = 30;

/** Applies one move: each move type's checks (§5.2, §6, §11), then its effect. */
export function apply(state: ReihenState, seat: Seat, move: ReihenMove): Applied<ReihenState> {
  switch (move.type) {
    case 'play':
      return play(state, seat, move);
    case 'move':
      return rebuild(state, seat, move);
    case 'useCharacter':
      return useCharacter(state, seat, move);
    case 'endTurn':
      return finishTurn(state, seat);
    case 'exchange':
      return exchange(state, seat, move);
    case 'mark':
      return mark(state, seat, move);
    case 'seerPick':
      return seerPick(state, seat, move);
    case 'smugglerSwap':
      return smugglerSwap(state, seat, move);
    case 'resign':
      return resign(state, seat);
  }
}

function assertTurn(state: ReihenState, seat: Seat): void {
  if (state.result !== null) violation('GAME_OVER', 'the game has ended');
  if (seat !== state.turn.seat) violation('NOT_YOUR_TURN', `seat ${state.turn.seat} is to move`);
}

function assertNoPending(state: ReihenState): void {
  if (state.turn.pending !== null) violation('PENDING_DECISION', `the ${state.turn.pending.kind} choice must be made first`);
}

/** The pending choice a `seerPick` or `smugglerSwap` answers; the other kind is `PENDING_DECISION`. */
function pendingChoice<K extends Pending['kind']>(state: ReihenState, kind: K): Extract<Pending, { kind: K }> {
  const pending = state.turn.pending;
  if (pending === null) violation('NO_PENDING_DECISION', 'no choice is pending');
  if (pending.kind !== kind) violation('PENDING_DECISION', `the ${pending.kind} choice must be made first`);
  return pending as Extract<Pending, { kind: K }>;
}

/** `play`: lay a hand card at the end of a row or into an empty slot (§5.2). */
function play(state: ReihenState, seat: Seat, move: MoveOf<'play'>): Applied<ReihenState> {
  assertTurn(state, seat);
  assertNoPending(state);
  const hand = state.seats[seat]!.hand;
  assertInHand(hand, move.card);
  const value = valueOf(move.card);
  if (!fits(state.slots[move.row] ?? null, value)) violation('CARD_DOES_NOT_FIT', `${move.card} does not continue slot ${move.row}`);

  const draft = draftOf(state);
  draft.s.seats[seat]!.hand = without(hand, [move.card]);
  draft.s.turn.progress++;
  placeEntry(draft, seat, move.row, single(move.card, value), 'hand');
  settleActiveSeat(draft);
  return done(draft);
}

/** `move`: rebuild by moving a tail segment (R6; checks in the order of the §5.2 table). */
function rebuild(state: ReihenState, seat: Seat, move: MoveOf<'move'>): Applied<ReihenState> {
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

  const draft = draftOf(state);
  draft.s.turn.rebuilds++;
  moveSegment(draft, seat, move.from, move.index, move.to);
  return done(draft);
}

/** `useCharacter` (§6): the common checks of §5.2 in table order, the person's own (§6.2), its effect, the hand-over (§6.1). */
function useCharacter(state: ReihenState, seat: Seat, move: UseCharacter): Applied<ReihenState> {
  assertTurn(state, seat);
  assertNoPending(state);
  if (!state.useCharacters) violation('CHARACTERS_DISABLED', 'this game is played without characters');
  const faceUp = state.seats[seat]!.stack[0];
  if (faceUp === undefined) violation('NO_FACE_UP_CHARACTER', 'you have no face-up character');
  if (move.person !== faceUp) violation('NOT_YOUR_CHARACTER', `your face-up person is ${faceUp}`);
  if (state.turn.characterUsed) violation('CHARACTER_ALREADY_USED', 'one character per turn (R15)');
  if (state.turn.bonus) violation('BONUS_TURN_NO_CHARACTER', 'no character in a Sprinter bonus turn (R25)');
  const character = characterOf(move.person);
  character.check(state, seat, move);

  const draft = draftOf(state);
  announceUse(draft, seat, move);
  draft.s.turn.characterUsed = true;
  character.effect(draft, seat, move);
  passOn(draft, seat, move.person);
  settleActiveSeat(draft);
  return done(draft);
}

/** `endTurn`: finish the turn; without progress it is a pass (R5). */
function finishTurn(state: ReihenState, seat: Seat): Applied<ReihenState> {
  assertTurn(state, seat);
  assertNoPending(state);
  const draft = draftOf(state);
  endTurn(draft, null);
  return done(draft);
}

/** `exchange`: only in a turn without progress (R5); the cards go under the own pile. */
function exchange(state: ReihenState, seat: Seat, move: MoveOf<'exchange'>): Applied<ReihenState> {
  assertTurn(state, seat);
  assertNoPending(state);
  if (state.turn.progress > 0) violation('EXCHANGE_AFTER_PROGRESS', 'an exchange needs a turn without progress');
  assertAllInHand(state.seats[seat]!.hand, move.cards);
  const draft = draftOf(state);
  endTurn(draft, move.cards);
  return done(draft);
}

/** `mark` (cooperative, R19): a public "I want to continue this row" marker; C5 code order. */
function mark(state: ReihenState, seat: Seat, move: MoveOf<'mark'>): Applied<ReihenState> {
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

  const draft = draftOf(state);
  draft.s.seats[seat]!.markers = move.on ? [...markers, move.row] : markers.filter((slot) => slot !== move.row);
  emit(draft, 'markerChanged', { seat, row: move.row, on: move.on });
  return done(draft);
}

/** `seerPick` (Fortune Teller, §6.2): one shown card to the hand, the others back on top, first listed on top. */
function seerPick(state: ReihenState, seat: Seat, move: MoveOf<'seerPick'>): Applied<ReihenState> {
  assertTurn(state, seat);
  const pending = pendingChoice(state, 'seer');
  const named = [move.take, ...move.putBack];
  if (new Set(named).size !== named.length) violation('DUPLICATE_CARD', 'a card is named twice');
  if (named.length !== pending.cards.length || !named.every((card) => pending.cards.includes(card))) {
    violation('INVALID_CHOICE', 'take one shown card and put back exactly the others');
  }
  const draft = draftOf(state);
  const record = draft.s.seats[seat]!;
  record.pile = [...move.putBack, ...record.pile.slice(pending.cards.length)];
  record.hand = [...record.hand, move.take];
  draft.s.turn.pending = null;
  emitPrivate(draft, 'cardsDrawn', { seat, count: 1 }, [seat], { cards: [move.take] });
  return done(draft);
}

/** `smugglerSwap` (Smuggler, §6.2): one own hand card for one of the target's. */
function smugglerSwap(state: ReihenState, seat: Seat, move: MoveOf<'smugglerSwap'>): Applied<ReihenState> {
  assertTurn(state, seat);
  const pending = pendingChoice(state, 'smuggler');
  const target = pending.target;
  if (!state.seats[seat]!.hand.includes(move.give) || !state.seats[target]!.hand.includes(move.take)) {
    violation('INVALID_CHOICE', 'give one of your cards and take one of the shown cards');
  }
  const draft = draftOf(state);
  const seats = draft.s.seats;
  seats[seat]!.hand = [...without(seats[seat]!.hand, [move.give]), move.take];
  seats[target]!.hand = [...without(seats[target]!.hand, [move.take]), move.give];
  draft.s.turn.pending = null;
  emitPrivate(draft, 'cardsSwapped', { seat, target }, [seat, target], { give: move.give, take: move.take });
  return done(draft);
}
