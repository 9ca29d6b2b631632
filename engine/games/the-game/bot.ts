/**
 * The Game's `basic` bot (rules: docs/rules/the-game.md): play the card that skips the fewest
 * numbers on its pile — the backwards trick counts as a gain of 10 (§5.1), and so does a jump the
 * hand can undo with the card 10 back — and, once the turn's minimum is met, stop unless the next
 * play is nearly free. The game is cooperative: every number skipped is a card that nobody can
 * play any more.
 */
import type { BotInput } from '../../core/index.js';
import type { PileCode } from './cards.js';
import type { TheGameMove } from './schema.js';
import type { TheGameView } from './view.js';

/** Beyond the minimum, a play that skips at most this many numbers is still worth making. */
const EXTRA_PLAY_MAX_JUMP = 2;
/** Once the draw pile is empty every card must go down anyway, so extra plays may skip a bit more. */
const EXTRA_PLAY_MAX_JUMP_ENDGAME = 5;

type PlayMove = Extract<TheGameMove, { type: 'play' }>;

/** Numbers skipped by `card` on `pile` (the trick gives −10: the pile gains room). */
export function jumpOf(tops: Readonly<Record<PileCode, number>>, move: PlayMove): number {
  const top = tops[move.pile];
  const ascending = move.pile.startsWith('up');
  return (ascending ? move.card - top : top - move.card) - 1;
}

/** A play after which the hand holds the card 10 back on that pile costs nothing: the trick undoes it. */
function effectiveJump(view: TheGameView, move: PlayMove): number {
  const jump = jumpOf(view.tops, move);
  const partner = move.pile.startsWith('up') ? move.card - 10 : move.card + 10;
  return view.you?.hand.includes(partner) && jump >= 0 ? jump - 10 : jump;
}

export function basicTheGame({ view, legalMoves }: BotInput<TheGameView, TheGameMove>): TheGameMove {
  let best: PlayMove | null = null;
  let bestJump = Infinity;
  let endTurn: TheGameMove | null = null;
  for (const move of legalMoves) {
    if (move.type === 'endTurn') endTurn = move;
    else if (move.type === 'play') {
      const jump = effectiveJump(view, move);
      if (jump < bestJump) [best, bestJump] = [move, jump];
    }
  }
  if (best === null) return endTurn ?? legalMoves[0]!;
  const limit = view.drawPileCount === 0 ? EXTRA_PLAY_MAX_JUMP_ENDGAME : EXTRA_PLAY_MAX_JUMP;
  if (endTurn !== null && bestJump > limit) return endTurn;
  return best;
}
