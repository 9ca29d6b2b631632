/** Downhill: shed cards equal or lower; −2 and sweep cards; lowest total wins (rules: docs/rules/downhill.md). */
import type { GameDefinition } from '../../core/index.js';
import { basicDownhill } from './bot.js';
import { STATE_DICTIONARY } from './dictionary.js';
import { outcome } from './flow.js';
import { awaiting, legalMoves, timeoutMove } from './legal.js';
import { resign } from './resign.js';
import { apply } from './rules.js';
import { moveSchema, optionsSchema, stackSchema, type DownhillMove, type DownhillOptions } from './schema.js';
import { setup } from './setup.js';
import type { DownhillState } from './state.js';
import { view } from './view.js';
import { viewSchema } from './view-schema.js';

export const downhill: GameDefinition<DownhillState, DownhillMove, DownhillOptions> = {
  id: 'downhill',
  title: 'Downhill',
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
  // One round: a whole game of the default rounds takes too many HTTP round trips.
  quickGame: { options: { rounds: 1 } },
  stateDictionary: STATE_DICTIONARY,
  bots: { basic: basicDownhill },
};
