/** Reihen: build rows 1–13 on six slots; characters; competitive, cooperative and solo (rules: docs/rules/reihen.md). */
import { withSchemasOnFirstRead, type GameDefinition } from '../../core/index.js';
import { basicReihen } from './bot.js';
import { STATE_DICTIONARY } from './dictionary.js';
import { outcome } from './flow.js';
import { awaiting, legalMoves, timeoutMove } from './legal.js';
import { resign } from './resign.js';
import { apply } from './rules.js';
import { schemas, type ReihenMove, type ReihenOptions } from './schema.js';
import { setup } from './setup.js';
import type { ReihenState } from './state.js';
import { view } from './view.js';
import { viewSchema } from './view-schema.js';

// The schemas are built on first read (engine/core/schemas.ts): importing the game (the api Lambda's init) builds none.
export const reihen: GameDefinition<ReihenState, ReihenMove, ReihenOptions> = withSchemasOnFirstRead(
  {
    id: 'reihen',
    title: 'Reihen',
    minPlayers: 1,
    maxPlayers: 6,
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
    bots: {
      basic: basicReihen,
      levels: {
        random: 'any legal move, chosen at random',
        basic: 'continues rows, rebuilds when that lets more cards go down, exchanges on a dead turn',
      },
    },
  },
  schemas,
  viewSchema,
);
