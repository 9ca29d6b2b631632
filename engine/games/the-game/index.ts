/** The Game, with the Extreme command cards: cooperative, play 98 cards onto four piles (rules: docs/rules/the-game.md). */
import type { GameDefinition } from '../../core/index.js';
import { basicTheGame } from './bot.js';
import { STATE_DICTIONARY } from './dictionary.js';
import { outcome } from './flow.js';
import { awaiting, legalMoves, timeoutMove } from './legal.js';
import { resign } from './resign.js';
import { apply } from './rules.js';
import { moveSchema, optionsSchema, stackSchema, type TheGameMove, type TheGameOptions } from './schema.js';
import { MAX_PLAYERS, MIN_PLAYERS, setup } from './setup.js';
import type { TheGameState } from './state.js';
import { view } from './view.js';
import { viewSchema } from './view-schema.js';

export const theGame: GameDefinition<TheGameState, TheGameMove, TheGameOptions> = {
  id: 'the-game',
  title: 'The Game (with Extreme commands)',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  options: optionsSchema,
  move: moveSchema,
  stack: stackSchema,
  // Built on first read: only the OpenAPI document and the tests read it (see view-schema.ts).
  get viewSchema() {
    return viewSchema();
  },
  setup,
  awaiting,
  apply,
  resign,
  view,
  outcome,
  legalMoves,
  timeoutMove,
  // Extreme: the command cards are the rules most worth a whole game over HTTP.
  quickGame: { options: { extreme: true } },
  stateDictionary: STATE_DICTIONARY,
  bots: { basic: basicTheGame },
};
