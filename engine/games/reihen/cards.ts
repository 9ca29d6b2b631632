/**
 * Reihen's components (§2): 104 number cards `"<value><copy>"` (values 1–13, copies a–h) and the
 * 20-person roster of the character cards (§6). Row cards are the six slots, not cards in play.
 */

/** A number-card code, e.g. `"7b"` or `"13h"`. */
export type Code = string;

export const HIGHEST = 13;
export const COPIES = 'abcdefgh';
export const SLOTS = 6;
export const HAND_SIZE = 6;
/** Cards dealt to the piles: 104 minus the six row starters (§4 step 4). */
export const PILE_CARDS = 98;

/** The 104 codes in canonical order: by value, then copy letter (§2). */
export const FULL_DECK: readonly Code[] = Object.freeze(
  Array.from({ length: HIGHEST * COPIES.length }, (_, i) => `${Math.floor(i / COPIES.length) + 1}${COPIES[i % COPIES.length]}`),
);

/** Card codes as the move schema accepts them: a value 1–13 and a copy letter a–h. */
export const CARD_PATTERN = /^(?:[1-9]|1[0-3])[a-h]$/;

/** A card's printed value: the integer before the copy letter (computed, no lookup: hot path). */
export function valueOf(code: Code): number {
  return code.length === 2 ? code.charCodeAt(0) - 48 : 10 + code.charCodeAt(1) - 48;
}

/** Position in canonical order. */
export function canonicalIndex(code: Code): number {
  return (valueOf(code) - 1) * COPIES.length + code.charCodeAt(code.length - 1) - 97;
}

/** Cards sorted canonically, on a copy (views list hands this way). */
export function canonical(cards: readonly Code[]): Code[] {
  return cards.slice().sort((a, b) => canonicalIndex(a) - canonicalIndex(b));
}

/** The 20 persons (§6.2), in the spec's order, which is also the cast's canonical order. */
export const PERSONS = [
  'builder',
  'mason',
  'acrobat',
  'chameleon',
  'mathematician',
  'carpenter',
  'wrecker',
  'undertaker',
  'twins',
  'sweeper',
  'miller',
  'archivist',
  'scavenger',
  'quartermaster',
  'seer',
  'trader',
  'gambler',
  'courier',
  'smuggler',
  'sprinter',
] as const;

export type Person = (typeof PERSONS)[number];

/** Character cards per game (§2, R13). */
export const CAST_SIZE = 10;

/** Persons that need another player; not allowed in solo (R13). */
export const NEEDS_OTHERS: ReadonlySet<Person> = new Set<Person>(['courier', 'smuggler']);

const PERSON_ORDER = new Map<string, number>(PERSONS.map((person, i) => [person, i]));

export function isPerson(id: string): id is Person {
  return PERSON_ORDER.has(id);
}

/** A cast listed in roster order. */
export function rosterOrder(persons: readonly Person[]): Person[] {
  return persons.slice().sort((a, b) => PERSON_ORDER.get(a)! - PERSON_ORDER.get(b)!);
}
