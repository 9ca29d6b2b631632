/**
 * A turn being built in the browser: plays chosen one by one (card, then pile), shown on the table
 * at once, sent together as one batch. The server judges every rule; this only previews the tops.
 */
import type { Move } from '../../api/types.js';
import { isUp, type Pile } from './words.js';

export interface PlannedPlay {
  card: number;
  pile: Pile;
}

export function topsAfter(tops: Record<Pile, number>, plan: readonly PlannedPlay[]): Record<Pile, number> {
  const next = { ...tops };
  for (const play of plan) next[play.pile] = play.card;
  return next;
}

/** Whether `card` goes on a pile showing `top` by the basic rule (higher up, lower down, or exactly 10 back). */
export function fits(card: number, pile: Pile, top: number): boolean {
  return isUp(pile) ? card > top || card === top - 10 : card < top || card === top + 10;
}

export function planMoves(plan: readonly PlannedPlay[], endTurn: boolean): Move[] {
  const plays: Move[] = plan.map((play) => ({ type: 'play', card: play.card, pile: play.pile }));
  return endTurn ? [...plays, { type: 'endTurn' }] : plays;
}
