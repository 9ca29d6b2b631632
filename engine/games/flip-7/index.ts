/** Flip 7: push your luck, rounds to 200 points (rules: docs/rules/flip-7.md). */
import type { GameDefinition } from '../../core/index.js';
import { CHAT_RULES } from './chat.js';
import { basicFlip7, strongFlip7 } from './bot.js';
import { STATE_DICTIONARY } from './dictionary.js';
import { outcome } from './flow.js';
import { awaiting, legalMoves, timeoutMove } from './legal.js';
import { resign } from './resign.js';
import { apply } from './rules.js';
import { reveals } from './reveals.js';
import { schemas, type Flip7Move, type Flip7Options } from './schema.js';
import { redealHidden } from './hidden.js';
import { MAX_PLAYERS, MIN_PLAYERS, setup } from './setup.js';
import type { Flip7State } from './state.js';
import { view } from './view.js';
import { flip7En } from './words/en.js';
import { viewSchema } from './view-schema.js';

export type { Flip7State } from './state.js';
export type { Flip7View } from './view.js';
export type { Flip7Move, Flip7Options, Flip7Stack } from './schema.js';

export const flip7: GameDefinition<Flip7State, Flip7Move, Flip7Options> = {
  id: 'flip-7',
  title: flip7En.title,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup,
  awaiting,
  apply,
  reveals,
  resign,
  view,
  outcome,
  legalMoves,
  timeoutMove,
  chatRules: CHAT_RULES,
  stateDictionary: STATE_DICTIONARY,
  bots: {
    basic: basicFlip7,
    strong: strongFlip7,
    levels: flip7En.botLevels,
  },
  redealHidden,
  variants: [{ players: 2 }, { players: 3 }, { players: 6 }, { players: 4, options: { targetScore: 60, tieRule: 'share' } }],
  options: schemas.options,
  move: schemas.move,
  stack: schemas.stack,
  viewSchema,
};
