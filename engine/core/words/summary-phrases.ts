/**
 * Builders of summary phrases, shared by every game's words: a phrase reads only the event as the
 * recipient may see it (`VisibleEvent`) and names no card, so a summary never tells more than the
 * recipient's log shows.
 */
import type { Seat, VisibleEvent } from '../types.js';
import type { EventPhrase, NameOf } from './types.js';

const seatOf = (event: VisibleEvent): Seat | null => (typeof event.seat === 'number' ? event.seat : null);

/** The acting seat's phrase that counts cards, `count` of them in this event: `words(total)` says "played 3 cards". */
export function cardsBy(key: string, words: (count: number) => string, count: (event: VisibleEvent) => number): EventPhrase {
  return (event) => ({ seat: seatOf(event), key, amount: count(event), words });
}

/** The acting seat's phrase that counts how often: `words(times)` says "passed twice". */
export function timesBy(key: string, words: (count: number) => string): EventPhrase {
  return (event) => ({ seat: seatOf(event), key, amount: 1, words });
}

/** A table phrase said once per distinct key ("round 2 ended"). */
export function tableSays(text: (event: VisibleEvent, nameOf: NameOf) => string, key: (event: VisibleEvent) => string): EventPhrase {
  return (event) => ({ seat: null, key: key(event), amount: 1, words: (_amount, nameOf) => text(event, nameOf) });
}

/** The number of cards an event names: its public `count`, else the length of `cards` (seen by their holder only). */
export function cardsIn(event: VisibleEvent): number {
  if (typeof event.count === 'number') return event.count;
  return Array.isArray(event.cards) ? event.cards.length : 1;
}

/** The winners of a `gameEnded` event by name. */
export function winnersOf(event: VisibleEvent, nameOf: NameOf): string[] {
  return ((event.winners as Seat[] | undefined) ?? []).map(nameOf);
}
