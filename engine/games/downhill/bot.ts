/**
 * Downhill's `basic` bot (rules: docs/rules/downhill.md). Numbers first, as many copies at once
 * as the source holds (fewer cards left, fewer points), the highest legal number first: high
 * cards only go while the limit is high (§5), and a high limit costs us nothing. The −2 and sweep
 * cards are kept for when no number goes (a sweep before a −2 on a big pile, R6, R7); a blind flip
 * (R5, R9) only when nothing known can be played. Always calls "last card" when due (R13).
 * Hand before table on equal terms. (The bot bench measured "highest first" far above "lowest
 * first", and specials before a flip above the reverse: docs/bots.md.)
 */
import type { BotInput } from '../../core/index.js';
import { MINUS_TWO, SWEEP, rankOf } from './cards.js';
import type { DownhillMove } from './schema.js';
import type { DownhillView } from './view.js';

/** A pile this large is better swept away than lowered. */
const BIG_PILE = 4;

/** basic's score of a move (higher is better); `strong` ranks its candidates by it. */
export function moveValue(view: DownhillView, move: DownhillMove): number {
  if ('announce' in move && move.announce === false) return -Infinity; // a missed call skips our turn (R14)
  switch (move.type) {
    case 'play': {
      const rank = rankOf(move.cards[0]!);
      const source = move.from === 'hand' ? 0.5 : 0;
      if (rank === SWEEP) return view.pile.length >= BIG_PILE ? 30 : 10;
      if (rank === MINUS_TWO) return 20;
      return 100 + 20 * move.cards.length + rank + source;
    }
    case 'flip':
      return 5 - move.slot / 10;
    case 'pickUp':
    case 'pass':
      return 0;
  }
}

export function basicDownhill({ view, legalMoves }: BotInput<DownhillView, DownhillMove>): DownhillMove {
  let best = legalMoves[0]!;
  let bestValue = -Infinity;
  for (const move of legalMoves) {
    const value = moveValue(view, move);
    if (value > bestValue) [best, bestValue] = [move, value];
  }
  return best;
}
