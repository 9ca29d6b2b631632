/**
 * apply(): one function per move type, its checks in the spec's order (§5.3, §5.4), then its
 * effects on the move's draft. Every check reads the input state, so a refused move copies nothing.
 */
import { done, violation, type Applied, type Seat } from '../../core/index.js';
import { PILE_INDEX } from './cards.js';
import { endGame, finishTurn, startTurn } from './flow.js';
import { applyHint, applyShowCommands } from './hints.js';
import { assertSeat } from './legal.js';
import { endTurnCode, playCode, type EndTurnCode, type PlacementCode } from './plays.js';
import { endsTurn, placeCard } from './place.js';
import type { PlayMove, TheGameMove } from './schema.js';
import { draftOf, type TheGameState } from './state.js';

const PLAY_MESSAGES: Record<PlacementCode | 'DEAD_END', string> = {
  CARD_DOES_NOT_FIT: 'the card is neither beyond the top of the pile nor exactly 10 back',
  BACKWARDS_TRICK_FORBIDDEN: 'a no-backwards-trick card shows',
  SINGLE_PILE_REQUIRED: "a single-pile card shows: play onto the pile of this turn's last play",
  THREE_EXCEEDED: 'a turn with a "3!" card has exactly 3 cards',
  STOP_NOT_THIRD: 'after a "3!" card a Stop may only be the 3rd card',
  SKULL_NOT_COVERED: 'the turn would end with a skull showing',
  DEAD_END: 'after this play the turn could no longer be finished',
};

const END_TURN_MESSAGES: Record<EndTurnCode, string> = {
  TOO_FEW_CARDS_PLAYED: 'too few cards played this turn',
  THREE_NOT_MET: 'a turn with a "3!" card needs exactly 3 cards',
  SKULL_NOT_COVERED: 'a skull still shows: cover it first',
};

export function apply(state: TheGameState, seat: Seat, move: TheGameMove): Applied<TheGameState> {
  assertSeat(state, seat);
  switch (move.type) {
    case 'play':
      return applyPlay(state, seat, move);
    case 'endTurn':
      return applyEndTurn(state, seat);
    case 'hint':
      return applyHint(state, seat, move);
    case 'showCommands':
      return applyShowCommands(state, seat);
    case 'concede':
      return applyConcede(state, seat);
  }
}

/** GAME_OVER, then NOT_YOUR_TURN (in the opening every seat may play or concede, R1/R17). */
function assertTurnOf(state: TheGameState, seat: Seat): void {
  if (state.phase === 'ended') violation('GAME_OVER', 'the game has ended');
  if (state.phase === 'playing' && seat !== state.active) violation('NOT_YOUR_TURN', `it is seat ${state.active}'s turn`);
}

function applyPlay(state: TheGameState, seat: Seat, move: PlayMove): Applied<TheGameState> {
  assertTurnOf(state, seat);
  if (!state.hands[seat]!.includes(move.card)) violation('CARD_NOT_IN_HAND', `card ${move.card} is not in your hand`);
  const pile = PILE_INDEX[move.pile];
  const code = playCode(state, seat, move.card, pile);
  if (code !== null) violation(code, `${move.card} onto ${move.pile}: ${PLAY_MESSAGES[code]}`);
  const draft = draftOf(state);
  if (state.phase === 'opening') {
    // R1: the first accepted play makes this seat the starting player of turn 1.
    draft.s.phase = 'playing';
    draft.s.startingSeat = seat;
    startTurn(draft, seat);
  }
  placeCard(draft, seat, move.card, pile);
  if (endsTurn(draft.s, move.card)) finishTurn(draft, 'stop');
  return done(draft);
}

function applyEndTurn(state: TheGameState, seat: Seat): Applied<TheGameState> {
  // In the opening no turn has begun: endTurnCode answers TOO_FEW_CARDS_PLAYED (§5.4).
  assertTurnOf(state, seat);
  const code = endTurnCode(state);
  if (code !== null) violation(code, END_TURN_MESSAGES[code]);
  const draft = draftOf(state);
  finishTurn(draft, 'endTurn');
  return done(draft);
}

/** R17: the active seat (any seat in the opening) may give the game up; it ends `lost-conceded`. */
function applyConcede(state: TheGameState, seat: Seat): Applied<TheGameState> {
  assertTurnOf(state, seat);
  const draft = draftOf(state);
  endGame(draft, 'lost-conceded', seat);
  return done(draft);
}
