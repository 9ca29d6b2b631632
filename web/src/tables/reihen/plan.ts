/**
 * A Reihen turn built in the browser: plays (a hand card onto a row, §5.2) and rebuilds (a row's
 * tail onto another row, R6), previewed on the rows at once and sent together as one batch. The
 * server judges every rule; this only previews, by the basic rules of §5.1, so a step that does
 * not fit is still shown (and marked) and the server's refusal explains it.
 */
import type { EntryView } from '../../../../engine/games/reihen/view.js';
import type { Move } from '../../api/types.js';
import { valueOf } from './words.js';

export type Rows = ReadonlyArray<readonly EntryView[] | null>;

export type Step = { type: 'play'; card: string; row: number } | { type: 'move'; from: number; index: number; to: number };

/** What ends a batch: nothing (the turn goes on), `endTurn`, an `exchange`, or a character use. */
export type Ending = Move | null;

const HIGHEST = 13;

export const lastValue = (row: readonly EntryView[]) => row[row.length - 1]!.value;

/** §5.1: a value fits an empty slot, or a row whose last value is one lower (nothing after 13). */
export function fitsRow(value: number, row: readonly EntryView[] | null): boolean {
  return row === null || (lastValue(row) < HIGHEST && lastValue(row) === value - 1);
}

/** The number a row needs next, or null for an empty slot (any) and a closed row (none, R8). */
export function neededValue(row: readonly EntryView[] | null): number | null | 'none' {
  if (row === null) return null;
  return lastValue(row) >= HIGHEST ? 'none' : lastValue(row) + 1;
}

/** Whether a step would be accepted on `rows` by §5.1 and R6. */
export function stepFits(rows: Rows, step: Step): boolean {
  if (step.type === 'play') return fitsRow(valueOf(step.card), rows[step.row] ?? null);
  const from = rows[step.from];
  return step.from !== step.to && !!from && step.index < from.length && fitsRow(from[step.index]!.value, rows[step.to] ?? null);
}

export interface Preview {
  rows: Array<EntryView[] | null>;
  hand: string[];
  /** Rows completed by the plan (R7): they leave the game. */
  completed: string[][];
}

/** The rows and hand after the planned steps, with complete rows (1 … 13) removed at once (R7). */
export function preview(rows: Rows, hand: readonly string[], steps: readonly Step[]): Preview {
  const next: Array<EntryView[] | null> = rows.map((row) => (row ? row.slice() : null));
  let cards = hand.slice();
  const completed: string[][] = [];
  for (const step of steps) {
    if (step.type === 'play') {
      cards = cards.filter((card) => card !== step.card);
      next[step.row] = [...(next[step.row] ?? []), { cards: [step.card], value: valueOf(step.card) }];
    } else {
      const from = next[step.from];
      if (!from || step.index >= from.length || step.from === step.to) continue;
      next[step.to] = [...(next[step.to] ?? []), ...from.slice(step.index)];
      next[step.from] = step.index === 0 ? null : from.slice(0, step.index);
    }
    next.forEach((row, slot) => {
      if (row && row[0]!.value === 1 && lastValue(row) === HIGHEST) {
        completed.push(row.flatMap((entry) => entry.cards));
        next[slot] = null;
      }
    });
  }
  return { rows: next, hand: cards, completed };
}

/** Plays count as progress (§5.2); an exchange is allowed only while a turn has none (R5). */
export const plansProgress = (steps: readonly Step[]) => steps.some((step) => step.type === 'play');

export function planMoves(steps: readonly Step[], ending: Ending): Move[] {
  const moves: Move[] = steps.map((step) => ({ ...step }));
  return ending ? [...moves, ending] : moves;
}
