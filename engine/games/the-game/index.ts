/** The Game, with the Extreme command cards (rules: docs/rules/the-game.md). */
import { allSeats, type GameDefinition } from '../../core/index.js';
import { STATE_DICTIONARY } from './dictionary.js';
import { awaitedSeats, legalMoves, timeoutMove } from './legal.js';
import { resign } from './resign.js';
import { apply } from './rules.js';
import { basicTheGame } from './bot.js';
import { moveSchema, optionsSchema, stackSchema, type TheGameMove, type TheGameOptions } from './schema.js';
import { MAX_PLAYERS, MIN_PLAYERS, setup } from './setup.js';
import type { TheGameState } from './state.js';
import { view } from './view.js';

export const theGame: GameDefinition<TheGameState, TheGameMove, TheGameOptions> = {
  id: 'the-game',
  title: 'The Game (with Extreme commands)',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  options: optionsSchema,
  move: moveSchema,
  stack: stackSchema,
  setup,
  awaiting: awaitedSeats,
  apply,
  resign,
  view,
  outcome(state) {
    const result = state.result;
    if (result === null) return null;
    // §7: one team result; every seat wins a won game and carries the cards left.
    const seats = allSeats(state.players);
    return { reason: result.reason, winners: result.reason === 'won' ? seats : [], scores: seats.map(() => result.cardsLeft) };
  },
  legalMoves,
  timeoutMove,
  // Extreme: the command cards are the rules most worth a whole game over HTTP.
  quickGame: { options: { extreme: true } },
  stateDictionary: STATE_DICTIONARY,
  bots: { basic: basicTheGame },
};
