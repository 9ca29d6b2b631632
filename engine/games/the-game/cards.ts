import { range, type Random } from '../../core/index.js';

/** The 98 number cards 2…99 in canonical (ascending) order (§2). A card's code is its number. */
export const FULL_DECK: readonly number[] = Object.freeze(range(2, 99));

/** Pile codes in their canonical order; `up*` ascend from 1, `down*` descend from 100 (§2). */
export const PILES = ['up1', 'up2', 'down1', 'down2'] as const;
export type PileCode = (typeof PILES)[number];

/** Piles are indexed 0…3 internally, in the order of PILES; 0 and 1 ascend. */
export const PILE_INDEX: Readonly<Record<PileCode, number>> = { up1: 0, up2: 1, down1: 2, down2: 3 };

/** The starter value an empty pile shows. */
export function starterOf(pile: number): number {
  return pile < 2 ? 1 : 100;
}

/** Command codes in the spec's order (§2). Internally a command is its index + 1; 0 is a plain card. */
export const COMMANDS = ['stop', 'skull', 'three', 'silence', 'noBackwards', 'singlePile', 'drawOne'] as const;
export type CommandCode = (typeof COMMANDS)[number];

export const PLAIN = 0;
export const STOP = 1;
export const SKULL = 2;
export const THREE = 3;
export const SILENCE = 4;
export const NO_BACKWARDS = 5;
export const SINGLE_PILE = 6;
export const DRAW_ONE = 7;

/** The command code of a command number (1…7). */
export function commandCode(command: number): CommandCode {
  return COMMANDS[command - 1]!;
}

/** The fixed layout of §2: every command once in each quarter Q1…Q4 (R15). */
const FIXED_LAYOUT: Readonly<Record<CommandCode, readonly number[]>> = {
  stop: [3, 45, 62, 80],
  skull: [6, 48, 66, 83],
  three: [10, 27, 69, 87],
  silence: [13, 31, 73, 90],
  noBackwards: [17, 34, 52, 94],
  singlePile: [20, 38, 55, 97],
  drawOne: [24, 41, 59, 76],
};

/** The quarters of the range that a random layout keeps the spread over (§2, §4 step 2). */
const QUARTERS: ReadonlyArray<readonly [number, number]> = [
  [2, 25],
  [26, 50],
  [51, 75],
  [76, 99],
];

/**
 * The command of every value 0…100, indexed by value (0 = plain; starters 1 and 100 are plain).
 * Kept in the state as this lookup because every rule check reads it.
 */
export type CommandLookup = number[];

/** A lookup in which every card is plain (the base game). */
export function plainLookup(): CommandLookup {
  return new Array<number>(101).fill(PLAIN);
}

/** The fixed layout of §2 as a lookup. */
export function fixedLookup(): CommandLookup {
  const lookup = plainLookup();
  COMMANDS.forEach((code, i) => {
    for (const card of FIXED_LAYOUT[code]) lookup[card] = i + 1;
  });
  return lookup;
}

/**
 * §4 step 2: per quarter in order, 7 distinct cards of it get the 7 commands in a random order.
 * A shuffled quarter's first 7 cards take stop, skull, … drawOne in turn: that is the same draw.
 */
export function randomLookup(random: Random): CommandLookup {
  const lookup = plainLookup();
  for (const [first, last] of QUARTERS) {
    const picked = random.shuffled(range(first, last)).slice(0, COMMANDS.length);
    picked.forEach((card, i) => (lookup[card] = i + 1));
  }
  return lookup;
}

/** The public form of a layout: command → its 4 cards, ascending (gameStarted, views). */
export function commandCards(lookup: readonly number[]): Record<CommandCode, number[]> {
  const cards = Object.fromEntries(COMMANDS.map((code) => [code, [] as number[]])) as Record<CommandCode, number[]>;
  for (const card of FULL_DECK) {
    const command = lookup[card]!;
    if (command !== PLAIN) cards[commandCode(command)].push(card);
  }
  return cards;
}

/** The command code of a card, or null for a plain card. */
export function commandOfCard(lookup: readonly number[], card: number): CommandCode | null {
  const command = lookup[card]!;
  return command === PLAIN ? null : commandCode(command);
}

/** Hand size h by player count (§4 step 1). */
export function handSizeFor(players: number): number {
  return players === 1 ? 8 : players === 2 ? 7 : 6;
}
