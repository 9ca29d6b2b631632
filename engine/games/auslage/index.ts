import type { GameDefinition } from '../../core/index.js';
import { outcome } from './flow.js';
import { awaiting, legalMoves, timeoutMove } from './legal.js';
import { basicAuslage } from './bot.js';
import { resignSeat } from './resign.js';
import { applyMove } from './rules.js';
import { moveSchema, optionsSchema, stackSchema, type AuslageMove, type AuslageOptions } from './schema.js';
import { setup } from './setup.js';
import type { AuslageState } from './state.js';
import { viewFor } from './view.js';
import { STATE_DICTIONARY } from './dictionary.js';

/** Auslage: match the middle pile or build a display, and force rivals to give display cards back. */
export const auslage: GameDefinition<AuslageState, AuslageMove, AuslageOptions> = {
  id: 'auslage',
  title: 'Auslage',
  minPlayers: 2,
  maxPlayers: 5,
  options: optionsSchema,
  move: moveSchema,
  stack: stackSchema,
  setup,
  awaiting,
  apply: applyMove,
  resign: resignSeat,
  view: viewFor,
  outcome,
  legalMoves,
  timeoutMove,
  // Two seats: fewer hands to play out, so fewer HTTP round trips.
  quickGame: { players: 2 },
  stateDictionary: STATE_DICTIONARY,
  bots: { basic: basicAuslage },
};
