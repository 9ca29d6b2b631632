import type { Applied, GameDefinition, Outcome, Seat } from '../../core/index.js';
import { basicReihen } from './bot.js';
import { useCharacter } from './characters.js';
import { seerPick, smugglerSwap } from './choices.js';
import { legalMoves, timeoutMove } from './legal.js';
import { resignSeat } from './resign.js';
import { exchange, finishTurn, mark, play, rebuild } from './rules.js';
import { moveSchema, optionsSchema, stackSchema, type ReihenMove, type ReihenOptions } from './schema.js';
import { setupGame } from './setup.js';
import type { ReihenState } from './state.js';
import { viewFor } from './view.js';

/** Reihen: build rows 1–13 on six slots; characters; competitive, cooperative and solo (spec: rules/reihen.md). */
export const reihen: GameDefinition<ReihenState, ReihenMove, ReihenOptions> = {
  id: 'reihen',
  title: 'Reihen',
  minPlayers: 1,
  maxPlayers: 6,
  options: optionsSchema,
  move: moveSchema,
  stack: stackSchema,
  setup: setupGame,
  awaiting: (state) => (state.result === null ? [state.turn.seat] : []),
  apply,
  resign: resignSeat,
  view: viewFor,
  outcome,
  legalMoves,
  timeoutMove,
  bots: { basic: basicReihen },
};

function apply(state: ReihenState, seat: Seat, move: ReihenMove): Applied<ReihenState> {
  switch (move.type) {
    case 'play':
      return play(state, seat, move);
    case 'move':
      return rebuild(state, seat, move);
    case 'useCharacter':
      return useCharacter(state, seat, move);
    case 'endTurn':
      return finishTurn(state, seat);
    case 'exchange':
      return exchange(state, seat, move);
    case 'mark':
      return mark(state, seat, move);
    case 'seerPick':
      return seerPick(state, seat, move);
    case 'smugglerSwap':
      return smugglerSwap(state, seat, move);
    case 'resign':
      return resignSeat(state, seat);
  }
}

/** §7.4: the mode's result mapped onto `{ reason, winners, scores }`. */
function outcome(state: ReihenState): Outcome | null {
  const result = state.result;
  if (result === null) return null;
  switch (result.mode) {
    case 'competitive':
      return { reason: result.reason, winners: result.winners.slice(), scores: result.scores.slice() };
    case 'cooperative':
      return {
        reason: result.reason,
        winners: result.outcome === 'won' ? state.seats.map((_, seat) => seat) : [],
        scores: state.seats.map(() => result.cardsLeft),
      };
    case 'solo':
      return { reason: result.reason, winners: result.reason === 'cleared' ? [0] : [], scores: [result.score] };
  }
}
