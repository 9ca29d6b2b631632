/** Reihen: build rows 1–13 on six slots; characters; competitive, cooperative and solo (rules: docs/rules/reihen.md). */
import type { GameDefinition } from '../../core/index.js';
import { CHAT_RULES } from './chat.js';
import { basicReihen } from './bot.js';
import { strongReihen } from './strong.js';
import { STATE_DICTIONARY } from './dictionary.js';
import { outcome } from './flow.js';
import { awaiting, legalMoves, timeoutMove } from './legal.js';
import { resign } from './resign.js';
import { apply } from './rules.js';
import { reveals } from './reveals.js';
import { schemas, type ReihenMove, type ReihenOptions } from './schema.js';
import { redealHidden } from './hidden.js';
import { setup } from './setup.js';
import type { ReihenState } from './state.js';
import { view } from './view.js';
import { reihenEn } from './words/en.js';
import { viewSchema } from './view-schema.js';

export const reihen: GameDefinition<ReihenState, ReihenMove, ReihenOptions> = {
  id: 'reihen',
  title: reihenEn.title,
  minPlayers: 1,
  maxPlayers: 6,
  setup,
  awaiting,
  apply,
  reveals,
  resign,
  view,
  outcome,
  legalMoves,
  timeoutMove,
  // With the characters: their uses are most of the rules.
  quickGame: { options: { useCharacters: true } },
  chatRules: CHAT_RULES,
  stateDictionary: STATE_DICTIONARY,
  bots: {
    basic: basicReihen,
    strong: strongReihen,
    levels: reihenEn.botLevels,
  },
  redealHidden,
  variants: [
    { players: 3 },
    { players: 2, options: { useCharacters: true } },
    { players: 4, options: { mode: 'cooperative', useCharacters: true } },
    { players: 1, options: { useCharacters: true } },
    { players: 6 },
  ],
  options: schemas.options,
  move: schemas.move,
  stack: schemas.stack,
  viewSchema,
};
