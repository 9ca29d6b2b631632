import type { RandomState } from '../../../engine/index.js';
import { flip7, type Flip7State } from '../../../engine/games/flip-7/index.js';
import { CARD_INDEX, emptyCounts, type CardCode } from '../../../engine/games/flip-7/cards.js';
import { deepFreeze } from '../../support/playout.js';

/**
 * The spec's described position E11: 2 players, play phase, P0 the turn seat with row [5],
 * P1 frozen before its deal slot (empty row), an empty draw pile and `discard` as the discard
 * pile, with generator state `rng`.
 *
 * E11 names only the cards that matter, and this position holds only those: the rest of the
 * deck is out of play here. (No full-deck position can match it: while a seat is awaited for
 * its turn, the three Freeze and three Flip Three cards are always in a pile, §6.8, so an empty
 * draw pile leaves them in the discard pile.) Reshuffles in reachable positions, with every card
 * accounted for, are checked by the property tests.
 */
export function e11Position(rng: RandomState, discard: readonly CardCode[]): Flip7State {
  const counts = emptyCounts();
  for (const card of discard) counts[CARD_INDEX[card]]++;
  return deepFreeze({
    players: 2,
    options: flip7.options.parse({}),
    rng,
    phase: 'play',
    round: 1,
    dealer: 1,
    slotsDealt: 2,
    turn: 0,
    resolvingHit: false,
    drawPile: [],
    discard: counts,
    seats: [
      { status: 'active', row: ['5'], secondChance: false, total: 0 },
      { status: 'frozen', row: [], secondChance: false, total: 0 },
    ],
    flipThrees: [],
    offer: null,
    lastRoundScores: null,
    result: null,
  });
}
