/**
 * The pieces of a summary line (../summary.ts): each game says, per event type, what a seat did
 * in a few words (a `Phrase`); the line adds up equal phrases of one seat ("played 3 cards").
 * A phrase reads only the event as the recipient may see it (`VisibleEvent`), and names no card:
 * counts and public facts only, so a summary can never tell more than the recipient's log shows.
 */
import type { Seat, VisibleEvent } from '../../../../engine/core/types.js';

/** A seat's name as the recipient reads it: "you", "Bo", "Bot (basic)". */
export type NameOf = (seat: Seat) => string;

export interface Phrase {
  /** Who did it; null for the table ("round 2 ended"). */
  seat: Seat | null;
  /** Phrases of one seat with the same key add up their `amount`. */
  key: string;
  amount: number;
  words: (amount: number, nameOf: NameOf) => string;
}

/** What one event says, or null for an event the summary leaves out (a deal, a turn's start). */
export type EventPhrase = (event: VisibleEvent) => Phrase | null;

/** A game's summary words: one entry per event type it puts into a summary. */
export type SummaryWords = Readonly<Record<string, EventPhrase>>;

const seatOf = (event: VisibleEvent): Seat | null => (typeof event.seat === 'number' ? event.seat : null);

/** "1 card", "3 cards". */
export const cardCount = (count: number): string => `${count} card${count === 1 ? '' : 's'}`;

/** "hit", "hit 3 times". */
export const times = (words: string, count: number): string => (count === 1 ? words : `${words} ${count} times`);

/** The acting seat's phrase that counts cards: "played 3 cards", with `count` cards in this event. */
export function cardsBy(key: string, verb: string, count: (event: VisibleEvent) => number, after = ''): EventPhrase {
  return (event) => ({ seat: seatOf(event), key, amount: count(event), words: (amount) => `${verb} ${cardCount(amount)}${after}` });
}

/** The acting seat's phrase that counts how often: "passed", "passed twice" ("passed 2 times"). */
export function timesBy(key: string, words: string): EventPhrase {
  return (event) => ({ seat: seatOf(event), key, amount: 1, words: (amount) => times(words, amount) });
}

/** A table phrase said once per distinct text ("round 2 ended"). */
export function tableSays(text: (event: VisibleEvent, nameOf: NameOf) => string, key: (event: VisibleEvent) => string): EventPhrase {
  return (event) => ({ seat: null, key: key(event), amount: 1, words: (_amount, nameOf) => text(event, nameOf) });
}

/** "a", "a and b", "a, b and c". */
export function listWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "Ada", "Ada and Bo", "Ada, Bo and Cy"; "nobody" for none. */
export function namesOf(seats: readonly Seat[], nameOf: NameOf): string {
  return seats.length === 0 ? 'nobody' : listWords(seats.map(nameOf));
}

/** The number of cards an event names: its public `count`, else the length of `cards` (seen by their holder only). */
export function cardsIn(event: VisibleEvent): number {
  if (typeof event.count === 'number') return event.count;
  return Array.isArray(event.cards) ? event.cards.length : 1;
}

/** The winners of a `gameEnded` event, in words: "Ada and Bo won". */
export const winnersWon: EventPhrase = tableSays((event, nameOf) => `${namesOf((event.winners as Seat[] | undefined) ?? [], nameOf)} won`, () => 'gameEnded');
