/** The Game, with the Extreme command cards (spec: shared/rules/the-game.md). */
import { allSeats, isSeatOf, violation, type GameDefinition, type GameEvent, type Seat } from '../../core/index.js';
import { basicTheGame } from './bot.js';
import { applyHint, applyShowCommands } from './hints.js';
import { awaitedSeats, legalMoves, timeoutMove } from './moves.js';
import { applyConcede, applyEndTurn, applyPlay, concede } from './rules.js';
import { moveSchema, optionsSchema, stackSchema, type TheGameMove, type TheGameOptions } from './schema.js';
import { MAX_PLAYERS, MIN_PLAYERS, setupGame } from './setup.js';
import type { TheGameState } from './state.js';
import { viewFor } from './view.js';

function assertSeat(state: TheGameState, seat: Seat): void {
  if (!isSeatOf(seat, state.players)) violation('NOT_YOUR_TURN', `there is no seat ${seat}`);
}

function apply(state: TheGameState, seat: Seat, move: TheGameMove) {
  assertSeat(state, seat);
  const events: GameEvent[] = [];
  let next: TheGameState;
  switch (move.type) {
    case 'play':
      next = applyPlay(state, seat, move, events);
      break;
    case 'endTurn':
      next = applyEndTurn(state, seat, events);
      break;
    case 'hint':
      next = applyHint(state, seat, move, events);
      break;
    case 'showCommands':
      next = applyShowCommands(state, seat, events);
      break;
    case 'concede':
      next = applyConcede(state, seat, events);
      break;
  }
  return { state: next, events };
}

export const theGame: GameDefinition<TheGameState, TheGameMove, TheGameOptions> = {
  id: 'the-game',
  title: 'The Game (with Extreme commands)',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  options: optionsSchema,
  move: moveSchema,
  stack: stackSchema,
  setup: setupGame,
  awaiting: awaitedSeats,
  apply,
  // R17: a platform resignation counts as a concession by that seat.
  resign(state, seat) {
    assertSeat(state, seat);
    const events: GameEvent[] = [];
    return { state: concede(state, seat, events), events };
  },
  view: viewFor,
  outcome(state) {
    const result = state.result;
    if (result === null) return null;
    // §7: one team result; every seat wins a won game and carries the cards left.
    const seats = allSeats(state.players);
    return { reason: result.reason, winners: result.reason === 'won' ? seats : [], scores: seats.map(() => result.cardsLeft) };
  },
  legalMoves,
  timeoutMove,
  bots: { basic: basicTheGame },
};

