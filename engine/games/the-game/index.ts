/** The Game, with the Extreme command cards: cooperative, play 98 cards onto four piles (rules: docs/rules/the-game.md). */
import { withSchemasOnFirstRead, type GameDefinition } from '../../core/index.js';
import { basicTheGame } from './bot.js';
import { strongTheGame } from './strong.js';
import { talkMoves } from './talk.js';
import { STATE_DICTIONARY } from './dictionary.js';
import { outcome } from './flow.js';
import { awaiting, legalMoves, timeoutMove } from './legal.js';
import { resign } from './resign.js';
import { apply } from './rules.js';
import { schemas, type TheGameMove, type TheGameOptions } from './schema.js';
import { MAX_PLAYERS, MIN_PLAYERS, setup } from './setup.js';
import type { TheGameState } from './state.js';
import { view } from './view.js';
import { viewSchema } from './view-schema.js';

// The schemas are built on first read (engine/core/schemas.ts): importing the game (the api Lambda's init) builds none.
export const theGame: GameDefinition<TheGameState, TheGameMove, TheGameOptions> = withSchemasOnFirstRead(
  {
    id: 'the-game',
    title: 'The Game',
    minPlayers: MIN_PLAYERS,
    maxPlayers: MAX_PLAYERS,
    setup,
    awaiting,
    apply,
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
    stateDictionary: STATE_DICTIONARY,
    talkMoves,
    bots: {
      basic: basicTheGame,
      strong: strongTheGame,
      levels: {
        random: 'plays any legal card, ends the turn at random',
        basic: 'plays the card that skips the fewest numbers, the backwards trick first',
        strong: "plans the whole turn, gives and follows hints, carries out Extreme's commands",
      },
    },
  },
  schemas,
  viewSchema,
);
