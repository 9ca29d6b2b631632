import { assertPermutation, assertPlayerCount, done, draftOver, type Applied, type Random, type RandomState } from '../../core/index.js';
import { FULL_DECK, type Code } from './cards.js';
import { startRound } from './flow.js';
import type { DownhillOptions, DownhillStack } from './schema.js';
import type { DownhillState, SeatState } from './state.js';

/** §4: a new game with `options` and `stack` already parsed by their schemas; round 1 is dealt at once. */
export function setup(players: number, options: DownhillOptions, random: Random, stack?: DownhillStack): Applied<DownhillState> {
  assertPlayerCount(players, 2, 5);
  const deck = stackedDeck(stack) ?? random.shuffled(FULL_DECK);
  const draft = draftOver(initialState(players, options, random.state));
  startRound(draft, 1, deck);
  return done(draft);
}

/** §4 step 2: a stacked deck for round 1 must be the 72 codes, top first (INVALID_DECK otherwise). */
function stackedDeck(stack: DownhillStack | undefined): Code[] | null {
  if (stack?.deck === undefined) return null;
  return assertPermutation(stack.deck, FULL_DECK) as Code[];
}

function initialState(players: number, options: DownhillOptions, rng: RandomState): DownhillState {
  const seat = (): SeatState => ({
    hand: [],
    faceUp: [],
    faceDown: [],
    tableOpen: false,
    skipNext: false,
    resigned: false,
    total: 0,
    roundScores: [],
    roundsWon: 0,
    matchsticks: 0,
  });
  return {
    players,
    rounds: options.rounds ?? players, // R16
    scoring: options.scoring,
    rng,
    round: 0,
    dealer: 0,
    opener: 0,
    active: null,
    continuation: null,
    turn: 0,
    pile: [],
    limit: null,
    removed: [],
    setAside: [],
    passed: [],
    seats: Array.from({ length: players }, seat),
    resignations: [],
    lastRound: null,
    standings: null,
    outcome: null,
  };
}
