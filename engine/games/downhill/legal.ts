import type { Seat } from '../../core/index.js';
import { HIGHEST_NUMBER, canonicalIndex, isLegalOn, rankOf, type Code } from './cards.js';
import type { DownhillMove } from './schema.js';
import { callDueAfterPlay, callDueBeforeFlip, canFlip, type DownhillState, type SeatState } from './state.js';

/** §5: the one active seat is awaited; nobody once the game is over. */
export function awaiting(state: DownhillState): Seat[] {
  return state.active === null ? [] : [state.active];
}

/**
 * Every move that advances the game for the active seat. Copies of one value are identical in
 * play (§2), so a play is listed once per source, kind and count, naming the first copies held
 * in that source (any other choice of copies is equally legal). Where the call is due, both
 * `announce: true` and the deliberate `false` are listed.
 */
export function legalMoves(state: DownhillState, seat: Seat): DownhillMove[] {
  if (state.active !== seat) return [];
  const me = state.seats[seat];
  const moves: DownhillMove[] = [];
  addPlays(moves, me, me.hand, 'hand', state.limit);
  if (me.tableOpen) addPlays(moves, me, me.faceUp, 'table', state.limit);
  const hasPlay = moves.length > 0;
  const flippable = canFlip(me);
  if (flippable) {
    const callDue = callDueBeforeFlip(me);
    me.faceDown.forEach((card, slot) => {
      if (card === null) return;
      if (callDue) moves.push({ type: 'flip', slot, announce: true }, { type: 'flip', slot, announce: false });
      else moves.push({ type: 'flip', slot });
    });
  }
  if (hasPlay) return moves;
  if (state.limit !== null) moves.push({ type: 'pickUp' });
  else if (!flippable) moves.push({ type: 'pass' });
  return moves;
}

function addPlays(moves: DownhillMove[], me: SeatState, source: readonly (Code | null)[], from: 'hand' | 'table', limit: number | null): void {
  const byRank: Code[][] = [];
  for (const card of source) {
    if (card === null) continue;
    const rank = rankOf(card);
    if (isLegalOn(rank, limit)) (byRank[rank] ??= []).push(card);
  }
  for (const group of byRank) {
    if (group === undefined) continue;
    for (let count = 1; count <= group.length; count++) {
      const cards = group.slice(0, count);
      if (callDueAfterPlay(me, count)) moves.push({ type: 'play', from, cards, announce: true }, { type: 'play', from, cards, announce: false });
      else moves.push({ type: 'play', from, cards });
    }
  }
}

/**
 * §9 time-out move, calling "last card" whenever due: the highest legal number (hand before
 * table, then the first copy in canonical order), else a −2, else a sweep; else pickUp on a
 * pile, or on an empty pile a flip of the lowest occupied slot, else pass.
 */
export function timeoutMove(state: DownhillState, seat: Seat): DownhillMove | null {
  if (state.active !== seat) return null;
  const me = state.seats[seat];
  const best = preferredPlay(me, state.limit);
  if (best !== null) {
    const move: DownhillMove = { type: 'play', from: best.from, cards: [best.card] };
    return callDueAfterPlay(me, 1) ? { ...move, announce: true } : move;
  }
  if (state.limit !== null) return { type: 'pickUp' };
  if (canFlip(me)) {
    const slot = me.faceDown.findIndex((card) => card !== null);
    return callDueBeforeFlip(me) ? { type: 'flip', slot, announce: true } : { type: 'flip', slot };
  }
  return { type: 'pass' };
}

function preferredPlay(me: SeatState, limit: number | null): { from: 'hand' | 'table'; card: Code } | null {
  let best: { from: 'hand' | 'table'; card: Code } | null = null;
  let bestKey = Infinity;
  const sources = me.tableOpen ? [me.hand, me.faceUp] : [me.hand];
  sources.forEach((source, sourceOrder) => {
    for (const card of source) {
      if (card === null) continue;
      const rank = rankOf(card);
      if (!isLegalOn(rank, limit)) continue;
      // Numbers from high to low, then −2, then sweep; hand before table; then canonical order.
      const kindOrder = rank <= HIGHEST_NUMBER ? HIGHEST_NUMBER - rank : rank - 1;
      const key = (kindOrder * 2 + sourceOrder) * 100 + canonicalIndex(card);
      if (key < bestKey) {
        bestKey = key;
        best = { from: sourceOrder === 0 ? 'hand' : 'table', card };
      }
    }
  });
  return best;
}
