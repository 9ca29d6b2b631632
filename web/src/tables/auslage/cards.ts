/**
 * Auslage's cards in the browser: a code (`G3b`, `J2`) in words ("green 3", "joker"), a joker's
 * call in words, and the matching rule (R6) to show which display tops force a return (R8). The
 * server judges every move; this only explains the table.
 */
import type { Call, CardCode, Colour } from '../../../../engine/games/auslage/cards.js';
import type { Display } from '../../../../engine/games/auslage/state.js';
import { live } from '../../i18n/live.js';
import { auslageWords } from './words.js';

/** R1: the colours in canonical order. */
export const COLOURS: readonly Colour[] = ['R', 'Y', 'G', 'B', 'P'];

export const colourWords = live(() => auslageWords().colours as Record<Colour, string>);

export const isJoker = (card: CardCode): boolean => card[0] === 'J';
export const colourOf = (card: CardCode): Colour => card[0] as Colour;
export const valueOf = (card: CardCode): number => Number(card[1]);

/** "green 3", or "joker": the copy (`a`/`b`) and a joker's number do not matter to a player. */
export function cardWords(card: CardCode): string {
  return auslageWords().card(card);
}

/** A joker's call: "yellow" or "4". */
export function callWords(call: Call): string {
  return auslageWords().call(call);
}

/** Every call a joker can carry, colours first (§6). */
export const CALLS: readonly Call[] = [...COLOURS, 0, 1, 2, 3, 4, 5];

/** R6 (table in §2): a joker matches anything; on a joker only its call matches; else colour or value. */
export function matches(card: CardCode, top: CardCode, call: Call | null): boolean {
  if (isJoker(card)) return true;
  if (isJoker(top)) return typeof call === 'number' ? valueOf(card) === call : colourOf(card) === call;
  return colourOf(card) === colourOf(top) || valueOf(card) === valueOf(top);
}

/** The non-empty stacks of a display, in colour order: `[colour, stack bottom → top]`. */
export function stacksOf(display: Display): Array<[Colour, CardCode[]]> {
  return COLOURS.filter((colour) => display[colour].length > 0).map((colour) => [colour, display[colour]]);
}

/** R8: the display tops that match the middle top (only tops count; covered cards never block). */
export function blockingTops(display: Display, top: CardCode, call: Call | null): CardCode[] {
  return stacksOf(display)
    .map(([, stack]) => stack[stack.length - 1]!)
    .filter((card) => matches(card, top, call));
}
