import { SetupError, assertPermutation, assertPlayerCount, type GameDefinition, type StackedSetup } from '../../core/index.js';
import { basicAuslage } from './bot.js';
import { FULL_DECK, type CardCode } from './cards.js';
import { legalMoves, timeoutMove } from './legal.js';
import { dealPassage } from './passage.js';
import { resignSeat } from './resign.js';
import { applyMove } from './rules.js';
import { moveSchema, optionsSchema, stackSchema, type AuslageMove, type AuslageOptions } from './schema.js';
import type { AuslageState } from './state.js';
import { viewFor } from './view.js';

/** Auslage: match the middle pile or build a display, and force rivals to give display cards back. */
export const auslage: GameDefinition<AuslageState, AuslageMove, AuslageOptions> = {
  id: 'auslage',
  title: 'Auslage',
  minPlayers: 2,
  maxPlayers: 5,
  options: optionsSchema,
  move: moveSchema,
  stack: stackSchema,

  setup(players, options, random, stack) {
    assertPlayerCount(players, 2, 5);
    const parsed = optionsSchema.safeParse(options);
    if (!parsed.success) throw new SetupError('INVALID_OPTION', parsed.error.issues.map((issue) => issue.message).join('; '));
    const base: AuslageState = {
      players,
      options: parsed.data,
      rng: random.state,
      stackedDecks: stackedDecks(stack),
      passage: 0,
      startingSeat: 0,
      active: 0,
      followDuty: false,
      hands: [],
      displays: [],
      middle: [],
      call: null,
      drawPile: [],
      rebuilds: 0,
      totals: new Array<number>(players).fill(0),
      passageScores: [],
      lastPassage: null,
      resigned: new Array<boolean>(players).fill(false),
      result: null,
    };
    return dealPassage(base, 1, random);
  },

  awaiting: (state) => (state.result ? [] : [state.active]),
  apply: applyMove,
  resign: resignSeat,
  view: viewFor,
  outcome: (state) => state.result && { reason: state.result.reason, winners: state.result.winners.slice(), scores: state.totals.slice() },
  legalMoves,
  timeoutMove,
  bots: { basic: basicAuslage },
};

/** §3 and R20: the stacked decks, one per passage from passage 1; `INVALID_DECK` when wrong. */
function stackedDecks(stack: StackedSetup | undefined): CardCode[][] {
  if (stack === undefined) return [];
  const parsed = stackSchema.safeParse(stack);
  if (!parsed.success) throw new SetupError('INVALID_DECK', parsed.error.issues.map((issue) => issue.message).join('; '));
  const { deck, decks } = parsed.data;
  if (deck !== undefined && decks !== undefined) throw new SetupError('INVALID_DECK', 'give either `deck` or `decks`, not both');
  const given = deck !== undefined ? [deck] : (decks ?? []);
  return given.map((entry) => assertPermutation(entry, FULL_DECK) as CardCode[]);
}
