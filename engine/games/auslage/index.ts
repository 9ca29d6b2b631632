/** Auslage: match the middle pile or build a display, and force rivals to give display cards back (rules: docs/rules/auslage.md). */
import type { GameDefinition } from '../../core/index.js';
import { basicAuslage } from './bot.js';
import { STATE_DICTIONARY } from './dictionary.js';
import { outcome } from './flow.js';
import { awaiting, legalMoves, timeoutMove } from './legal.js';
import { resign } from './resign.js';
import { apply } from './rules.js';
import { moveSchema, optionsSchema, stackSchema, type AuslageMove, type AuslageOptions } from './schema.js';
import { setup } from './setup.js';
import type { AuslageState } from './state.js';
import { view } from './view.js';
import { viewSchema } from './view-schema.js';

export const auslage: GameDefinition<AuslageState, AuslageMove, AuslageOptions> = {
  id: 'auslage',
  title: 'Auslage',
  minPlayers: 2,
  maxPlayers: 5,
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
  // Two seats: fewer hands to play out, so fewer HTTP round trips.
  quickGame: { players: 2 },
  stateDictionary: STATE_DICTIONARY,
  bots: { basic: basicAuslage },
};
