import { SetupError, assertPermutation, assertPlayerCount, type GameDefinition, type Random, type RandomState, type StackedSetup } from '../../core/index.js';
import { basicDownhill } from './bot.js';
import { FULL_DECK, type Code } from './cards.js';
import { draftOf } from './draft.js';
import { legalMoves, timeoutMove } from './moves.js';
import { playForResigned, resign } from './resignation.js';
import { startRound } from './round.js';
import { checkTurn, runMove } from './rules.js';
import { downhillMove, downhillOptions, downhillStack, type DownhillMove, type DownhillOptions } from './schema.js';
import type { DownhillState, SeatState } from './state.js';
import { viewOf } from './view.js';

export type { DownhillState } from './state.js';
export type { DownhillMove, DownhillOptions } from './schema.js';

/** Downhill (spec rules/downhill.md): shed cards equal or lower; −2 and sweep cards; lowest total wins. */
export const downhill: GameDefinition<DownhillState, DownhillMove, DownhillOptions> = {
  id: 'downhill',
  title: 'Downhill',
  minPlayers: 2,
  maxPlayers: 5,
  options: downhillOptions,
  move: downhillMove,
  stack: downhillStack,

  setup(players: number, options: DownhillOptions, random: Random, stack?: StackedSetup) {
    assertPlayerCount(players, 2, 5);
    const parsed = downhillOptions.safeParse(options);
    if (!parsed.success) throw new SetupError('INVALID_OPTION', `bad options: ${parsed.error.message}`);
    const deck = stackedDeck(stack) ?? random.shuffled(FULL_DECK);
    const draft = draftOf(initialState(players, parsed.data, random.state));
    startRound(draft, 1, deck);
    return { state: draft.s, events: draft.events };
  },

  awaiting: (state) => (state.active === null ? [] : [state.active]),

  apply(state, seat, move) {
    checkTurn(state, seat);
    const draft = draftOf(state);
    runMove(draft, seat, move);
    playForResigned(draft);
    return { state: draft.s, events: draft.events };
  },

  resign,
  view: viewOf,
  outcome: (state) => state.outcome,
  legalMoves,
  timeoutMove,
  bots: { basic: basicDownhill },
};

/** §4 step 2: a stacked deck for round 1 must be the 72 codes, top first (INVALID_DECK otherwise). */
function stackedDeck(stack: StackedSetup | undefined): Code[] | null {
  if (stack === undefined) return null;
  const parsed = downhillStack.safeParse(stack);
  if (!parsed.success) throw new SetupError('INVALID_DECK', `bad stacked setup: ${parsed.error.message}`);
  if (parsed.data.deck === undefined) return null;
  return assertPermutation(parsed.data.deck, FULL_DECK) as Code[];
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
