import { assertPermutation, assertPlayerCount, done, type Applied, type Random } from '../../core/index.js';
import { FULL_DECK, emptyCounts, type CardCode } from './cards.js';
import { proceed, startRound } from './flow.js';
import type { Flip7Options, Flip7Stack } from './schema.js';
import { draftOf, type Flip7State } from './state.js';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 18; // R17

/**
 * Setup (§4): check the player count and a stacked deck, build the draw pile, start round 1.
 * `options` and `stack` arrive parsed by the `options` and `stack` schemas of schema.ts (the platform parses).
 */
export function setup(players: number, options: Flip7Options, random: Random, stack?: Flip7Stack): Applied<Flip7State> {
  assertPlayerCount(players, MIN_PLAYERS, MAX_PLAYERS);
  const drawPile = drawPileFrom(random, stack);
  const state: Flip7State = {
    players,
    options,
    rng: random.state,
    phase: 'deal',
    round: 0,
    dealer: players - 1,
    slotsDealt: 0,
    turn: null,
    resolvingHit: false,
    drawPile,
    discard: emptyCounts(),
    seats: Array.from({ length: players }, () => ({ status: 'active' as const, row: [], secondChance: false, total: 0 })),
    flipThrees: [],
    offer: null,
    lastRoundScores: null,
    result: null,
  };
  const draft = draftOf(state);
  startRound(draft, 1, players - 1); // R3: round 1's dealer is seat n-1, so seat 0 is dealt first
  proceed(draft);
  return done(draft);
}

/** The stacked deck as given (top first, checked: INVALID_DECK), or the canonical deck shuffled by the seeded generator. */
function drawPileFrom(random: Random, stack: Flip7Stack | undefined): CardCode[] {
  const deck = stack?.deck;
  if (deck === undefined) return random.shuffled(FULL_DECK);
  return assertPermutation(deck, FULL_DECK) as CardCode[];
}
