/** Flip 7: push your luck, rounds to 200 points (rules: docs/rules/flip-7.md). */
import { withSchemasOnFirstRead, type GameDefinition } from '../../core/index.js';
import { basicFlip7, strongFlip7 } from './bot.js';
import { STATE_DICTIONARY } from './dictionary.js';
import { outcome } from './flow.js';
import { awaiting, legalMoves, timeoutMove } from './legal.js';
import { resign } from './resign.js';
import { apply } from './rules.js';
import { schemas, type Flip7Move, type Flip7Options } from './schema.js';
import { MAX_PLAYERS, MIN_PLAYERS, setup } from './setup.js';
import type { Flip7State } from './state.js';
import { view } from './view.js';
import { viewSchema } from './view-schema.js';

export type { Flip7State } from './state.js';
export type { Flip7View } from './view.js';
export type { Flip7Move, Flip7Options, Flip7Stack } from './schema.js';

// The schemas are built on first read (engine/core/schemas.ts): importing the game (the api Lambda's init) builds none.
export const flip7: GameDefinition<Flip7State, Flip7Move, Flip7Options> = withSchemasOnFirstRead(
  {
    id: 'flip-7',
    title: 'Flip 7',
    minPlayers: MIN_PLAYERS,
    maxPlayers: MAX_PLAYERS,
    setup,
    awaiting,
    apply,
    resign,
    view,
    outcome,
    legalMoves,
    timeoutMove,
    stateDictionary: STATE_DICTIONARY,
    bots: {
      basic: basicFlip7,
      strong: strongFlip7,
      levels: {
        random: 'hits, stays and hands out action cards at random',
        basic: 'hits while the expected gain of one more card beats the expected loss',
        strong: 'plays the score race: more risk when behind near the target, less when ahead',
      },
    },
  },
  schemas,
  viewSchema,
);
