/** The Game, with the Extreme command cards: cooperative, play 98 cards onto four piles (rules: docs/rules/the-game.md). */
import type { GameDefinition } from '../../core/index.js';
import { CHAT_RULES } from './chat.js';
import { basicTheGame } from './bot.js';
import { strongTheGame } from './strong.js';
import { talkMoves } from './talk.js';
import { STATE_DICTIONARY } from './dictionary.js';
import { outcome } from './flow.js';
import { awaiting, legalMoves, timeoutMove } from './legal.js';
import { resign } from './resign.js';
import { apply } from './rules.js';
import { reveals } from './reveals.js';
import { schemas, type TheGameMove, type TheGameOptions } from './schema.js';
import { redealHidden } from './hidden.js';
import { MAX_PLAYERS, MIN_PLAYERS, setup } from './setup.js';
import type { TheGameState } from './state.js';
import { view } from './view.js';
import { theGameEn } from './words/en.js';
import { viewSchema } from './view-schema.js';

export const theGame: GameDefinition<TheGameState, TheGameMove, TheGameOptions> = {
  id: 'the-game',
  title: theGameEn.title,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup,
  awaiting,
  apply,
  reveals,
  resign,
  view,
  outcome,
  legalMoves,
  timeoutMove,
  // §5.3: a hint or showCommands never changes whose turn it is.
  isTableTalk: (move: TheGameMove) => move.type === 'hint' || move.type === 'showCommands',
  // §4 step 6, R1: the opening offers turn 1 to every seat; the first play takes it.
  offersTurn: (state: TheGameState) => state.phase === 'opening',
  // Extreme: the command cards are the rules most worth a whole game over HTTP.
  quickGame: { options: { extreme: true } },
  chatRules: CHAT_RULES,
  stateDictionary: STATE_DICTIONARY,
  talkMoves,
  bots: {
    basic: basicTheGame,
    strong: strongTheGame,
    levels: theGameEn.botLevels,
  },
  redealHidden,
  variants: [{ players: 1 }, { players: 2 }, { players: 3 }, { players: 5 }, { players: 3, options: { extreme: true } }, { players: 4, options: { extreme: true, commandLayout: 'random' } }],
  options: schemas.options,
  move: schemas.move,
  stack: schemas.stack,
  viewSchema,
};
