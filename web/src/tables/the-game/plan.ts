/**
 * A turn being built in the browser: plays chosen one by one (card, then pile), shown on the table
 * at once, sent together as one batch. Each play is judged before it is planned by the engine's own
 * checks (engine/games/the-game/turn-plan.ts); the server judges the batch again.
 */
import type { Move } from '../../api/types.js';
import type { Pile } from './words.js';

export interface PlannedPlay {
  card: number;
  pile: Pile;
}

export function topsAfter(tops: Record<Pile, number>, plan: readonly PlannedPlay[]): Record<Pile, number> {
  const next = { ...tops };
  for (const play of plan) next[play.pile] = play.card;
  return next;
}

export function planMoves(plan: readonly PlannedPlay[], endTurn: boolean): Move[] {
  const plays: Move[] = plan.map((play) => ({ type: 'play', card: play.card, pile: play.pile }));
  return endTurn ? [...plays, { type: 'endTurn' }] : plays;
}
