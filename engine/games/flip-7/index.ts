import type { GameDefinition } from '../../core/index.js';
import { basicFlip7 } from './bot.js';
import { awaitingSeats, legalMovesFor, timeoutMoveFor } from './moves.js';
import { applyMove, resignSeat } from './rules.js';
import { Flip7Move, Flip7Options, Flip7Stack } from './schema.js';
import { MAX_PLAYERS, MIN_PLAYERS, setup } from './setup.js';
import type { Flip7State } from './state.js';
import { viewFor } from './view.js';

export type { Flip7State } from './state.js';
export type { Flip7View } from './view.js';
export { Flip7Move, Flip7Options, Flip7Stack } from './schema.js';

export const flip7: GameDefinition<Flip7State, Flip7Move, Flip7Options> = {
  id: 'flip-7',
  title: 'Flip 7',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  options: Flip7Options,
  move: Flip7Move,
  stack: Flip7Stack,
  setup,
  awaiting: awaitingSeats,
  apply: applyMove,
  resign: resignSeat,
  view: viewFor,
  outcome: (state) =>
    state.result === null ? null : { reason: state.result.reason, winners: state.result.winners.slice(), scores: state.seats.map((seat) => seat.total) },
  legalMoves: legalMovesFor,
  timeoutMove: timeoutMoveFor,
  bots: { basic: basicFlip7 },
};
