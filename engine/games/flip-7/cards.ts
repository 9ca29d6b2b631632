import { deckFromCounts } from '../../core/index.js';

/** Number cards "0" … "12" (§2). */
export const NUMBER_CODES = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
/** Add modifiers (§2). */
export const ADD_CODES = ['+2', '+4', '+6', '+8', '+10'] as const;
/** Action cards: Freeze, Flip Three, Second Chance (§2). */
export const ACTION_CODES = ['FRZ', 'F3', 'SC'] as const;

/** Every card code, in canonical order (§2): numbers, add modifiers, x2, then actions. */
export const CARD_CODES = [...NUMBER_CODES, ...ADD_CODES, 'x2', ...ACTION_CODES] as const;

export type CardCode = (typeof CARD_CODES)[number];
export type NumberCode = (typeof NUMBER_CODES)[number];
export type ActionCode = (typeof ACTION_CODES)[number];
/** Actions that are set aside during a Flip Three and offered to a target (§6.2). */
export type TargetedAction = 'FRZ' | 'F3';

/** Copies of each code: n copies of number n (one 0), one of each modifier, three of each action. */
export const COPIES: Readonly<Record<CardCode, number>> = Object.freeze({
  ...Object.fromEntries(NUMBER_CODES.map((code) => [code, Math.max(1, Number(code))])),
  '+2': 1,
  '+4': 1,
  '+6': 1,
  '+8': 1,
  '+10': 1,
  x2: 1,
  FRZ: 3,
  F3: 3,
  SC: 3,
} as Record<CardCode, number>);

/** The 94-card deck in canonical order (used before every shuffle, §4 and §6.1). */
export const FULL_DECK: readonly CardCode[] = Object.freeze(deckFromCounts(CARD_CODES.map((code) => [code, COPIES[code]] as const)));

/** The value of a number card, or undefined for any other card. */
export const NUMBER_VALUE: Readonly<Partial<Record<string, number>>> = Object.freeze(
  Object.fromEntries(NUMBER_CODES.map((code) => [code, Number(code)])),
);

/** The points of an add modifier, or undefined for any other card. */
export const ADD_VALUE: Readonly<Partial<Record<string, number>>> = Object.freeze({ '+2': 2, '+4': 4, '+6': 6, '+8': 8, '+10': 10 });

export function isNumberCard(card: CardCode): card is NumberCode {
  return NUMBER_VALUE[card] !== undefined;
}

/** Each code's position in canonical order: the index of its count in a count table. */
export const CARD_INDEX: Readonly<Record<CardCode, number>> = Object.freeze(
  Object.fromEntries(CARD_CODES.map((code, index) => [code, index])) as Record<CardCode, number>,
);

/**
 * A count table: how many cards of each code, indexed like CARD_CODES. (An array rather than
 * an object keyed by code: codes such as "7" are integer-like keys, which make copies slow.)
 */
export type CardCounts = number[];

/** A count table with every count zero: the shape of the discard pile. */
export function emptyCounts(): CardCounts {
  return new Array<number>(CARD_CODES.length).fill(0);
}

/** The cards of a count table, laid out in canonical order (§6.1 step 1). */
export function canonicalCards(counts: Readonly<CardCounts>): CardCode[] {
  const cards: CardCode[] = [];
  CARD_CODES.forEach((code, index) => {
    for (let i = counts[index]!; i > 0; i--) cards.push(code);
  });
  return cards;
}

/** A count table as an object keyed by code (for views). */
export function countsByCode(counts: Readonly<CardCounts>): Record<CardCode, number> {
  const byCode = {} as Record<CardCode, number>;
  CARD_CODES.forEach((code, index) => (byCode[code] = counts[index]!));
  return byCode;
}
