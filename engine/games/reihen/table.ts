import { publicEvent, type GameEvent, type Seat } from '../../core/index.js';
import { HIGHEST, type Code } from './cards.js';
import type { Draft, Entry, Row } from './state.js';

/** Rows and the discard pile (§5.1). Functions on a Draft replace arrays, never mutate them. */

export function firstValue(row: Row): number {
  return row[0]!.value;
}

export function lastValue(row: Row): number {
  return row[row.length - 1]!.value;
}

/** A value fits a slot when the slot is empty or the row's last value is one lower (§5.1). */
export function fits(row: Row | null, value: number): boolean {
  return row === null || lastValue(row) === value - 1;
}

/** Ends at 13 without being complete: nothing can be laid on it (R8). */
export function isClosed(row: Row): boolean {
  return lastValue(row) === HIGHEST;
}

export function cardsOf(entries: Row): Code[] {
  const cards: Code[] = [];
  for (const entry of entries) for (const card of entry.cards) cards.push(card);
  return cards;
}

export function single(card: Code, value: number): Entry {
  return { cards: [card], value };
}

export type Position = 'end' | 'start' | 'inside';
export type Source = 'hand' | 'pile' | 'discard';

/**
 * Lays one entry in `slot` where it keeps the row ascending (end, start, or into a gap), announces
 * it, then runs the completion check.
 */
export function placeEntry(d: Draft, seat: Seat, slot: number, entry: Entry, source: Source, events: GameEvent[]): void {
  const row = d.slots[slot];
  let position: Position = 'end';
  if (row === null) d.slots[slot] = [entry];
  else if (entry.value > lastValue(row)) d.slots[slot] = [...row, entry];
  else {
    const at = row.findIndex((other) => other.value > entry.value);
    position = at === 0 ? 'start' : 'inside';
    d.slots[slot] = [...row.slice(0, at), entry, ...row.slice(at)];
  }
  events.push(publicEvent('cardPlayed', { seat, cards: entry.cards.slice(), row: slot, value: entry.value, position, source }));
  completeIfDone(d, slot, events);
}

/** R7: a row from 1 to 13 leaves the table at once, its cards to the discard pile. */
export function completeIfDone(d: Draft, slot: number, events: GameEvent[]): void {
  const row = d.slots[slot];
  if (row === null || firstValue(row) !== 1 || lastValue(row) !== HIGHEST) return;
  const cards = cardsOf(row);
  d.discard = d.discard.concat(cards);
  d.rowsCompleted++;
  events.push(publicEvent('rowCompleted', { row: slot, cards }));
  emptySlot(d, slot, events);
}

/** A slot that became empty loses its markers (§5.2, `mark`). */
export function emptySlot(d: Draft, slot: number, events: GameEvent[]): void {
  d.slots[slot] = null;
  for (let seat = 0; seat < d.players; seat++) {
    const markers = d.seats[seat]!.markers;
    if (!markers.includes(slot)) continue;
    d.seats[seat]!.markers = markers.filter((marked) => marked !== slot);
    events.push(publicEvent('markerChanged', { seat, row: slot, on: false }));
  }
}

/** Keeps entries `0 … keep-1` of a row; an emptied slot is cleared. */
export function truncateRow(d: Draft, slot: number, keep: number, events: GameEvent[]): void {
  if (keep === 0) emptySlot(d, slot, events);
  else d.slots[slot] = d.slots[slot]!.slice(0, keep);
}

/** Moves the tail `from[index…]` to the end of `to` (or into the empty slot `to`), §5.2 `move`. */
export function moveSegment(d: Draft, seat: Seat, from: number, index: number, to: number, events: GameEvent[]): void {
  const source = d.slots[from]!;
  const segment = source.slice(index);
  const target = d.slots[to];
  d.slots[to] = target === null ? segment : target.concat(segment);
  truncateRow(d, from, index, events);
  events.push(publicEvent('segmentMoved', { seat, from, index, to, cards: cardsOf(segment) }));
  completeIfDone(d, to, events);
}

/** Cards a character removes go face up to the discard pile (R10). */
export function discardCards(d: Draft, seat: Seat, slot: number | null, cards: readonly Code[], events: GameEvent[]): void {
  d.discard = d.discard.concat(cards);
  events.push(publicEvent('cardsDiscarded', { seat, row: slot, cards: cards.slice() }));
}
