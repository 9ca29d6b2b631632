import { privateEvent, publicEvent, violation, type GameEvent, type Seat } from '../../core/index.js';
import { HAND_SIZE, HIGHEST, canonical, valueOf, type Code } from './cards.js';
import { drawCards, putUnderPile, refill } from './flow.js';
import { assertAllInHand, assertInHand, rowAt, without } from './guards.js';
import type { UseCharacter, UseOf } from './schema.js';
import type { Draft } from './state.js';
import { cardsOf, discardCards, emptySlot, firstValue, fits, isClosed, lastValue, moveSegment, placeEntry, single, truncateRow } from './table.js';

/** The effects of the 20 persons (§6.2): each checks its conditions in field order, then acts on the draft. */

export function applyEffect(d: Draft, seat: Seat, move: UseCharacter, events: GameEvent[]): void {
  switch (move.person) {
    case 'builder':
      return builder(d, seat, move, events);
    case 'mason':
      return mason(d, seat, move, events);
    case 'acrobat':
      return acrobat(d, seat, move, events);
    case 'chameleon':
      return chameleon(d, seat, move, events);
    case 'mathematician':
      return mathematician(d, seat, move, events);
    case 'carpenter':
      return carpenter(d, seat, move, events);
    case 'wrecker':
      return wrecker(d, seat, move, events);
    case 'undertaker':
      return undertaker(d, seat, move, events);
    case 'twins':
      return twins(d, seat, move, events);
    case 'sweeper':
      return sweeper(d, seat, move, events);
    case 'miller':
      return miller(d, seat, events);
    case 'archivist':
      return archivist(d, seat, move, events);
    case 'scavenger':
      return scavenger(d, seat, move, events);
    case 'quartermaster':
      return quartermaster(d, seat, events);
    case 'seer':
      return seer(d, seat, events);
    case 'trader':
      return trader(d, seat, move, events);
    case 'gambler':
      return gambler(d, seat, move, events);
    case 'courier':
      return courier(d, seat, move);
    case 'smuggler':
      return smuggler(d, seat, move, events);
    case 'sprinter':
      d.turn.sprinter = true;
      return;
  }
}

/** Lays hand cards one by one and counts them as progress (§6.1). */
function layFromHand(d: Draft, seat: Seat, slot: number, cards: readonly Code[], value: (card: Code) => number, events: GameEvent[]): void {
  d.seats[seat]!.hand = without(d.seats[seat]!.hand, cards);
  d.turn.progress += cards.length;
  for (const card of cards) placeEntry(d, seat, slot, single(card, value(card)), 'hand', events);
}

function doesNotFit(message: string): never {
  return violation('CARD_DOES_NOT_FIT', message);
}

function assertPile(d: Draft, seat: Seat): readonly Code[] {
  const pile = d.seats[seat]!.pile;
  if (pile.length === 0) violation('PILE_EMPTY', 'your pile is empty');
  return pile;
}

/** Courier and Smuggler: another seat still taking turns. */
function assertTarget(d: Draft, seat: Seat, target: Seat): void {
  if (target === seat || target >= d.players || d.seats[target]!.status !== 'playing') {
    violation('INVALID_TARGET', `seat ${target} cannot be targeted`);
  }
}

function builder(d: Draft, seat: Seat, move: UseOf<'builder'>, events: GameEvent[]): void {
  const row = rowAt(d, move.row);
  assertAllInHand(d.seats[seat]!.hand, move.cards);
  let first = firstValue(row);
  for (const card of move.cards) {
    if (valueOf(card) !== first - 1) doesNotFit(`${card} is not one lower than ${first}`);
    first--;
  }
  layFromHand(d, seat, move.row, move.cards, valueOf, events);
}

function mason(d: Draft, seat: Seat, move: UseOf<'mason'>, events: GameEvent[]): void {
  const row = rowAt(d, move.row);
  assertInHand(d.seats[seat]!.hand, move.card);
  const value = valueOf(move.card);
  if (value >= lastValue(row) || row.some((entry) => entry.value === value)) doesNotFit(`${move.card} has no place inside slot ${move.row}`);
  layFromHand(d, seat, move.row, [move.card], valueOf, events);
}

function acrobat(d: Draft, seat: Seat, move: UseOf<'acrobat'>, events: GameEvent[]): void {
  const row = rowAt(d, move.row);
  assertInHand(d.seats[seat]!.hand, move.card);
  if (valueOf(move.card) < lastValue(row) + 2) doesNotFit(`${move.card} skips no number after ${lastValue(row)}`);
  layFromHand(d, seat, move.row, [move.card], valueOf, events);
}

function chameleon(d: Draft, seat: Seat, move: UseOf<'chameleon'>, events: GameEvent[]): void {
  const row = rowAt(d, move.row);
  assertInHand(d.seats[seat]!.hand, move.card);
  const last = lastValue(row);
  if (last >= HIGHEST) doesNotFit(`slot ${move.row} is closed`);
  // R18: the entry keeps the value last + 1 while it stays on the table.
  layFromHand(d, seat, move.row, [move.card], () => last + 1, events);
}

function mathematician(d: Draft, seat: Seat, move: UseOf<'mathematician'>, events: GameEvent[]): void {
  const row = d.slots[move.row] ?? null;
  assertAllInHand(d.seats[seat]!.hand, move.cards);
  const sum = valueOf(move.cards[0]!) + valueOf(move.cards[1]!);
  if (sum > HIGHEST || (row !== null && sum !== lastValue(row) + 1)) doesNotFit(`the sum ${sum} does not fit slot ${move.row}`);
  d.seats[seat]!.hand = without(d.seats[seat]!.hand, move.cards);
  d.turn.progress += 2;
  placeEntry(d, seat, move.row, { cards: move.cards.slice(), value: sum }, 'hand', events);
}

/** A rebuild that may leave a gap; outside the 30-rebuild count (C1). */
function carpenter(d: Draft, seat: Seat, move: UseOf<'carpenter'>, events: GameEvent[]): void {
  if (move.from === move.to) violation('SAME_ROW', 'from and to are the same slot');
  const source = rowAt(d, move.from);
  if (move.index >= source.length) violation('BAD_SEGMENT', `slot ${move.from} has entries 0–${source.length - 1}`);
  const target = rowAt(d, move.to);
  if (source[move.index]!.value <= lastValue(target)) violation('SEGMENT_DOES_NOT_FIT', `the segment does not rise above slot ${move.to}`);
  moveSegment(d, seat, move.from, move.index, move.to, events);
}

function wrecker(d: Draft, seat: Seat, move: UseOf<'wrecker'>, events: GameEvent[]): void {
  const row = rowAt(d, move.row);
  if (move.count > row.length) violation('BAD_SEGMENT', `slot ${move.row} has only ${row.length} entries`);
  const keep = row.length - move.count;
  discardCards(d, seat, move.row, cardsOf(row.slice(keep)), events);
  truncateRow(d, move.row, keep, events);
}

function undertaker(d: Draft, seat: Seat, move: UseOf<'undertaker'>, events: GameEvent[]): void {
  const row = rowAt(d, move.row);
  if (!isClosed(row)) violation('NOT_A_CLOSED_ROW', `slot ${move.row} does not end at 13`);
  discardCards(d, seat, move.row, cardsOf(row), events);
  emptySlot(d, move.row, events);
}

function twins(d: Draft, seat: Seat, move: UseOf<'twins'>, events: GameEvent[]): void {
  const row = rowAt(d, move.row);
  assertInHand(d.seats[seat]!.hand, move.card);
  if (valueOf(move.card) !== lastValue(row)) doesNotFit(`${move.card} does not match the last value ${lastValue(row)}`);
  d.seats[seat]!.hand = without(d.seats[seat]!.hand, [move.card]);
  d.turn.progress++;
  discardCards(d, seat, move.row, [...row[row.length - 1]!.cards, move.card], events);
  truncateRow(d, move.row, row.length - 1, events);
}

function sweeper(d: Draft, seat: Seat, move: UseOf<'sweeper'>, events: GameEvent[]): void {
  assertInHand(d.seats[seat]!.hand, move.card);
  d.seats[seat]!.hand = without(d.seats[seat]!.hand, [move.card]);
  d.turn.progress++;
  discardCards(d, seat, null, [move.card], events);
}

function miller(d: Draft, seat: Seat, events: GameEvent[]): void {
  const pile = assertPile(d, seat);
  d.seats[seat]!.pile = pile.slice(1);
  d.turn.progress++;
  discardCards(d, seat, null, [pile[0]!], events);
}

function archivist(d: Draft, seat: Seat, move: UseOf<'archivist'>, events: GameEvent[]): void {
  assertInHand(d.seats[seat]!.hand, move.give);
  const at = d.discard.indexOf(move.take);
  if (at < 0) violation('CARD_NOT_IN_DISCARD', `${move.take} is not in the discard pile`);
  // Take first, then give: progress −1 + 1 (§6.2).
  d.discard = [...d.discard.slice(0, at), ...d.discard.slice(at + 1)];
  d.seats[seat]!.hand = [...without(d.seats[seat]!.hand, [move.give]), move.take];
  discardCards(d, seat, null, [move.give], events);
}

function scavenger(d: Draft, seat: Seat, move: UseOf<'scavenger'>, events: GameEvent[]): void {
  const at = d.discard.indexOf(move.card);
  if (at < 0) violation('CARD_NOT_IN_DISCARD', `${move.card} is not in the discard pile`);
  const value = valueOf(move.card);
  if (!fits(d.slots[move.row] ?? null, value)) doesNotFit(`${move.card} does not continue slot ${move.row}`);
  d.discard = [...d.discard.slice(0, at), ...d.discard.slice(at + 1)];
  placeEntry(d, seat, move.row, single(move.card, value), 'discard', events);
}

/** §11 names PILE_EMPTY for the Miller, Seer, Trader and Gambler only: a refill that draws nothing changes nothing (R17). */
function quartermaster(d: Draft, seat: Seat, events: GameEvent[]): void {
  const record = d.seats[seat]!;
  if (record.hand.length >= HAND_SIZE) violation('CHARACTER_NO_EFFECT', 'your hand is already full');
  if (record.pile.length === 0) violation('CHARACTER_NO_EFFECT', 'your pile is empty: there is nothing to draw');
  refill(d, seat, events);
}

function seer(d: Draft, seat: Seat, events: GameEvent[]): void {
  const pile = assertPile(d, seat);
  const cards = pile.slice(0, 3);
  d.turn.pending = { kind: 'seer', cards };
  events.push(privateEvent('seerShown', { seat, count: cards.length }, [seat], { cards }));
}

function trader(d: Draft, seat: Seat, move: UseOf<'trader'>, events: GameEvent[]): void {
  assertAllInHand(d.seats[seat]!.hand, move.cards);
  assertPile(d, seat);
  putUnderPile(d, seat, move.cards, events);
  drawCards(d, seat, move.cards.length, events);
}

function gambler(d: Draft, seat: Seat, move: UseOf<'gambler'>, events: GameEvent[]): void {
  const pile = assertPile(d, seat);
  const card = pile[0]!;
  const value = valueOf(card);
  const fitting = fits(d.slots[move.row] ?? null, value);
  d.seats[seat]!.pile = pile.slice(1);
  events.push(publicEvent('cardRevealed', { seat, card, fits: fitting }));
  if (!fitting) {
    d.seats[seat]!.hand = [...d.seats[seat]!.hand, card];
    return;
  }
  d.turn.progress++;
  placeEntry(d, seat, move.row, single(card, value), 'pile', events);
}

function courier(d: Draft, seat: Seat, move: UseOf<'courier'>): void {
  assertInHand(d.seats[seat]!.hand, move.card);
  assertTarget(d, seat, move.target);
  d.seats[seat]!.hand = without(d.seats[seat]!.hand, [move.card]);
  d.seats[move.target]!.pile = [...d.seats[move.target]!.pile, move.card];
}

function smuggler(d: Draft, seat: Seat, move: UseOf<'smuggler'>, events: GameEvent[]): void {
  assertTarget(d, seat, move.target);
  const hand = d.seats[move.target]!.hand;
  if (hand.length === 0) violation('CHARACTER_NO_EFFECT', `seat ${move.target} holds no hand cards`);
  d.turn.pending = { kind: 'smuggler', target: move.target };
  events.push(privateEvent('targetHandShown', { seat, target: move.target }, [seat], { cards: canonical(hand) }));
}
