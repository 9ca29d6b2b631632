/** Reihen: build rows 1–13 on six slots; characters; competitive, cooperative and solo (rules: docs/rules/reihen.md). */
import type { GameDefinition } from '../../core/index.js';
import { basicReihen } from './bot.js';
import { STATE_DICTIONARY } from './dictionary.js';
import { outcome } from './flow.js';
import { awaiting, legalMoves, timeoutMove } from './legal.js';
import { resign } from './resign.js';
import { apply } from './rules.js';
import { moveSchema, optionsSchema, stackSchema, type ReihenMove, type ReihenOptions } from './schema.js';
import { setup } from './setup.js';
import type { ReihenState } from './state.js';
import { view } from './view.js';
import { viewSchema } from './view-schema.js';

export const reihen: GameDefinition<ReihenState, ReihenMove, ReihenOptions> = {
  id: 'reihen',
  title: 'Reihen',
  minPlayers: 1,
  maxPlayers: 6,
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
  // With the characters: their uses are most of the rules.
  quickGame: { options: { useCharacters: true } },
  stateDictionary: STATE_DICTIONARY,
  bots: { basic: basicReihen },
};
