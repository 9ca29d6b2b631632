import { SetupError, assertPermutation, assertPlayerCount, type Applied, type Random, type StackedSetup } from '../../core/index.js';
import { FULL_DECK, emptyCounts, type CardCode } from './cards.js';
import { draftOf } from './draft.js';
import { proceed } from './flow.js';
import { startRound } from './round.js';
import { Flip7Options, Flip7Stack } from './schema.js';
import type { Flip7State } from './state.js';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 18; // R17

/** Setup (§4): check players, options and a stacked deck, build the draw pile, start round 1. */
export function setup(players: number, options: Flip7Options, random: Random, stack?: StackedSetup): Applied<Flip7State> {
  assertPlayerCount(players, MIN_PLAYERS, MAX_PLAYERS);
  const parsedOptions = Flip7Options.safeParse(options);
  if (!parsedOptions.success) throw new SetupError('INVALID_OPTION', parsedOptions.error.issues.map((issue) => issue.message).join('; '));
  const drawPile = drawPileFrom(random, stack);
  const state: Flip7State = {
    players,
    options: parsedOptions.data,
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
  return { state: draft.s, events: draft.events };
}

/** The stacked deck as given (top first), or the canonical deck shuffled by the seeded generator. */
function drawPileFrom(random: Random, stack: StackedSetup | undefined): CardCode[] {
  const parsed = Flip7Stack.safeParse(stack ?? {});
  if (!parsed.success) throw new SetupError('INVALID_DECK', 'the stacked setup accepts only `deck`, an array of card codes');
  if (parsed.data.deck === undefined) return random.shuffled(FULL_DECK);
  return assertPermutation(parsed.data.deck, FULL_DECK) as CardCode[];
}
