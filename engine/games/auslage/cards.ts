/**
 * Auslage's 64 cards (spec §2): number cards `<colour><value><copy>` and four jokers, with the
 * matching rule (R6) and the points a card is worth in a hand or a display (§7).
 */

/** R1: red, yellow, green, blue, purple, in canonical order. */
export const COLOURS = ['R', 'Y', 'G', 'B', 'P'] as const;
export type Colour = (typeof COLOURS)[number];

export type Value = 0 | 1 | 2 | 3 | 4 | 5;
export const VALUES: readonly Value[] = [0, 1, 2, 3, 4, 5];

export type NumberCard = `${Colour}${Value}${'a' | 'b'}`;
export const JOKERS = ['J1', 'J2', 'J3', 'J4'] as const;
export type Joker = (typeof JOKERS)[number];
export type CardCode = NumberCard | Joker;

/** What a joker on the middle pile was called as: a colour or a value (§6). */
export type Call = Colour | Value;

/** Every call a joker can carry, colours first. */
export const CALLS: readonly Call[] = [...COLOURS, ...VALUES];

/** The 64 codes in canonical order: colours R…P, values 0→5, `a` before `b`, then J1…J4. */
export const FULL_DECK: readonly CardCode[] = [
  ...COLOURS.flatMap((colour) => VALUES.flatMap((value) => [`${colour}${value}a`, `${colour}${value}b`] as NumberCard[])),
  ...JOKERS,
];

const CANONICAL_INDEX: Readonly<Record<string, number>> = Object.fromEntries(FULL_DECK.map((card, index) => [card, index]));

const J = 'J'.charCodeAt(0);
const ZERO = '0'.charCodeAt(0);

export function isJoker(card: CardCode): card is Joker {
  return card.charCodeAt(0) === J;
}

/** The colour of a number card (read from its code). */
export function colourOf(card: NumberCard): Colour {
  return card[0] as Colour;
}

/** The value of a number card (read from its code). */
export function valueOf(card: NumberCard): Value {
  return (card.charCodeAt(1) - ZERO) as Value;
}

/** §7: a number card counts its value; a joker left in hand counts 10. */
export function handPoints(card: CardCode): number {
  return isJoker(card) ? 10 : valueOf(card);
}

/** Position of a card in the canonical order. */
export function canonicalIndex(card: CardCode): number {
  return CANONICAL_INDEX[card]!;
}

/** A copy of `cards` in canonical order. */
export function sortCanonical(cards: readonly CardCode[]): CardCode[] {
  return cards.slice().sort((a, b) => CANONICAL_INDEX[a]! - CANONICAL_INDEX[b]!);
}

/** A copy of the canonically sorted `hand` with `card` inserted in its place. */
export function insertCanonical(hand: readonly CardCode[], card: CardCode): CardCode[] {
  const rank = CANONICAL_INDEX[card]!;
  let at = 0;
  while (at < hand.length && CANONICAL_INDEX[hand[at]!]! < rank) at++;
  const out = hand.slice();
  out.splice(at, 0, card);
  return out;
}

/**
 * R6 (table in §2): whether `card` matches the middle top. A joker matches everything; on a
 * joker only its call (or another joker) matches.
 */
export function matches(card: CardCode, top: CardCode, call: Call | null): boolean {
  if (isJoker(card)) return true;
  if (isJoker(top)) return typeof call === 'number' ? valueOf(card) === call : colourOf(card) === call;
  return card.charCodeAt(0) === top.charCodeAt(0) || card.charCodeAt(1) === top.charCodeAt(1);
}
