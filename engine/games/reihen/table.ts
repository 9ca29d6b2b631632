import { emit, violation, type Seat } from '../../core/index.js';
import { HIGHEST, type Code } from './cards.js';
import type { Entry, ReihenDraft, ReihenState, Row } from './state.js';

/** Rows, completed rows and the discard pile (§5.1). Functions on a draft replace arrays, never mutate them. */

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

/** The row in `slot`, or `ROW_EMPTY` (§11). */
export function rowAt(state: Pick<ReihenState, 'slots'>, slot: number): Row {
  const row = state.slots[slot];
  if (row === null || row === undefined) return violation('ROW_EMPTY', `slot ${slot} holds no row`);
  return row;
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
export function placeEntry(draft: ReihenDraft, seat: Seat, slot: number, entry: Entry, source: Source): void {
  const slots = draft.s.slots;
  const row = slots[slot];
  let position: Position = 'end';
  if (row === null) slots[slot] = [entry];
  else if (entry.value > lastValue(row)) slots[slot] = [...row, entry];
  else {
    const at = row.findIndex((other) => other.value > entry.value);
    position = at === 0 ? 'start' : 'inside';
    slots[slot] = [...row.slice(0, at), entry, ...row.slice(at)];
  }
  emit(draft, 'cardPlayed', { seat, cards: entry.cards.slice(), row: slot, value: entry.value, position, source });
  completeIfDone(draft, slot);
}

/** R7: a row from 1 to 13 leaves the table at once; R10: its cards leave the game, onto the public list of completed rows. */
export function completeIfDone(draft: ReihenDraft, slot: number): void {
  const s = draft.s;
  const row = s.slots[slot];
  if (row === null || firstValue(row) !== 1 || lastValue(row) !== HIGHEST) return;
  const cards = cardsOf(row);
  s.completedRows = [...s.completedRows, cards];
  s.rowsCompleted++;
  emit(draft, 'rowCompleted', { row: slot, cards });
  emptySlot(draft, slot);
}

/** A slot that became empty loses its markers (§5.2, `mark`). */
export function emptySlot(draft: ReihenDraft, slot: number): void {
  const s = draft.s;
  s.slots[slot] = null;
  for (let seat = 0; seat < s.players; seat++) {
    const markers = s.seats[seat]!.markers;
    if (!markers.includes(slot)) continue;
    s.seats[seat]!.markers = markers.filter((marked) => marked !== slot);
    emit(draft, 'markerChanged', { seat, row: slot, on: false });
  }
}

/** Keeps entries `0 … keep-1` of a row; an emptied slot is cleared. */
export function truncateRow(draft: ReihenDraft, slot: number, keep: number): void {
  if (keep === 0) emptySlot(draft, slot);
  else draft.s.slots[slot] = draft.s.slots[slot]!.slice(0, keep);
}

/** Moves the tail `from[index…]` to the end of `to` (or into the empty slot `to`), §5.2 `move`. */
export function moveSegment(draft: ReihenDraft, seat: Seat, from: number, index: number, to: number): void {
  const slots = draft.s.slots;
  const segment = slots[from]!.slice(index);
  const target = slots[to];
  slots[to] = target === null ? segment : target.concat(segment);
  truncateRow(draft, from, index);
  emit(draft, 'segmentMoved', { seat, from, index, to, cards: cardsOf(segment) });
  completeIfDone(draft, to);
}

/** Cards a character removes go face up to the discard pile (R10). */
export function discardCards(draft: ReihenDraft, seat: Seat, slot: number | null, cards: readonly Code[]): void {
  draft.s.discard = draft.s.discard.concat(cards);
  emit(draft, 'cardsDiscarded', { seat, row: slot, cards: cards.slice() });
}
