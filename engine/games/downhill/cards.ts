/**
 * The Downhill deck (spec §2, R1): numbers 1–12 five times (`"7c"`), six −2 cards (`"m2a"`)
 * and six sweeps (`"swa"`, printed `>>>`). 72 cards, every code unique.
 */

/** A card code, e.g. `"12e"`, `"m2b"`, `"swf"`. */
export type Code = string;

/**
 * A card's kind as one number: 1–12 for number cards (the value), then the two specials.
 * Cards of equal rank are "the same kind" (§2) and identical in play.
 */
export type Rank = number;
export const HIGHEST_NUMBER = 12;
export const MINUS_TWO: Rank = 13;
export const SWEEP: Rank = 14;

const NUMBER_COPIES = ['a', 'b', 'c', 'd', 'e'];
const SPECIAL_COPIES = ['a', 'b', 'c', 'd', 'e', 'f'];

/** Canonical order: `1a…1e, 2a…2e, …, 12a…12e, m2a…m2f, swa…swf`. */
export const FULL_DECK: readonly Code[] = Object.freeze([
  ...Array.from({ length: HIGHEST_NUMBER }, (_, i) => NUMBER_COPIES.map((copy) => `${i + 1}${copy}`)).flat(),
  ...SPECIAL_COPIES.map((copy) => `m2${copy}`),
  ...SPECIAL_COPIES.map((copy) => `sw${copy}`),
]);

const RANK = new Map<Code, Rank>();
const CANONICAL_INDEX = new Map<Code, number>();
FULL_DECK.forEach((code, index) => {
  CANONICAL_INDEX.set(code, index);
  RANK.set(code, code.startsWith('m2') ? MINUS_TWO : code.startsWith('sw') ? SWEEP : Number.parseInt(code, 10));
});

/** The rank of a valid card code (codes are validated by the move schema before rules run). */
export function rankOf(code: Code): Rank {
  return RANK.get(code)!;
}

export function isCardCode(code: string): boolean {
  return RANK.has(code);
}

export function isNumberRank(rank: Rank): boolean {
  return rank <= HIGHEST_NUMBER;
}

/** Position in the canonical order (the time-out move prefers the first copy). */
export function canonicalIndex(code: Code): number {
  return CANONICAL_INDEX.get(code)!;
}

/** Points for a card left over at the end of a round (§7): its value, −2 = 20, sweep = 50. */
export function pointsOf(code: Code): number {
  const rank = rankOf(code);
  if (rank === MINUS_TWO) return 20;
  if (rank === SWEEP) return 50;
  return rank;
}

/**
 * May a card of this rank go onto the pile (§5 "Legal card", R6, R7)? An empty pile (limit
 * null) takes any number or sweep, never a −2; otherwise numbers up to the limit, any −2, any sweep.
 */
export function isLegalOn(rank: Rank, limit: number | null): boolean {
  if (limit === null) return rank !== MINUS_TWO;
  return rank > HIGHEST_NUMBER || rank <= limit;
}
