/**
 * Downhill's cards as the table shows them (docs/rules/downhill.md §2): codes like "7c", "m2a"
 * (−2) and "swa" (the sweep, printed >>>). Copies of a value are identical in play, so the table
 * shows the value only; the code stays the card's identity.
 */
import { tableWords } from './words.js';

export type Kind = number | 'minusTwo' | 'sweep';

export function kindOf(code: string): Kind {
  if (code.startsWith('m2')) return 'minusTwo';
  if (code.startsWith('sw')) return 'sweep';
  return Number.parseInt(code, 10);
}

/** On the card's face: "7", "−2", ">>>". */
export function face(code: string): string {
  const kind = kindOf(code);
  return kind === 'minusTwo' ? '−2' : kind === 'sweep' ? '>>>' : String(kind);
}

/** For a screen reader: "7", "minus 2", "sweep". */
export function spoken(code: string): string {
  const kind = kindOf(code);
  return kind === 'minusTwo' ? tableWords.minusTwo : kind === 'sweep' ? tableWords.sweep : String(kind);
}

/** Numbers low to high, then −2 cards, then sweeps: equal cards sit together. */
export function sortCards(codes: readonly string[]): string[] {
  const order = (code: string) => {
    const kind = kindOf(code);
    return kind === 'minusTwo' ? 13 : kind === 'sweep' ? 14 : kind;
  };
  return [...codes].sort((a, b) => order(a) - order(b) || a.localeCompare(b));
}

/** May this card go on the pile (§5 "Legal card", R6, R7)? An empty pile (limit null) takes no −2. */
export function fitsOn(code: string, limit: number | null): boolean {
  const kind = kindOf(code);
  if (kind === 'sweep') return true;
  if (kind === 'minusTwo') return limit !== null;
  return limit === null || kind <= limit;
}

/** Points for a card left over (§7): its value, −2 = 20, sweep = 50. */
export function points(code: string): number {
  const kind = kindOf(code);
  return kind === 'minusTwo' ? 20 : kind === 'sweep' ? 50 : kind;
}

/**
 * How the pile's limit came about (R6): the last number played, then −2 per −2 card played on
 * it since, never below 1. "11 − 2 − 2 = 7", "3 − 2 − 2 goes below 1, so 1"; a plain number reads "9"; an empty pile null.
 */
export function limitArithmetic(pile: readonly string[]): string | null {
  let base = -1;
  for (let at = pile.length - 1; at >= 0; at--) {
    if (typeof kindOf(pile[at]!) === 'number') {
      base = at;
      break;
    }
  }
  if (base < 0) return null;
  const value = kindOf(pile[base]!) as number;
  const minusTwos = pile.length - 1 - base;
  if (minusTwos === 0) return String(value);
  const raw = value - 2 * minusTwos;
  const steps = `${value}${' − 2'.repeat(minusTwos)}`;
  // "1 − 2 − 2 = 1" would be false arithmetic: below 1 the limit stops at 1 (R6), said in words.
  return raw < 1 ? `${steps} goes below 1, so 1` : `${steps} = ${raw}`;
}
