/** Downhill: shed cards equal or lower; −2 and sweep cards; lowest total wins (rules: docs/rules/downhill.md). */
import type { GameDefinition } from '../../core/index.js';
import { CHAT_RULES } from './chat.js';
import { basicDownhill } from './bot.js';
import { strongDownhill } from './strong.js';
import { STATE_DICTIONARY } from './dictionary.js';
import { outcome } from './flow.js';
import { awaiting, legalMoves, timeoutMove } from './legal.js';
import { resign } from './resign.js';
import { apply } from './rules.js';
import { reveals } from './reveals.js';
import { schemas, type DownhillMove, type DownhillOptions } from './schema.js';
import { redealHidden } from './hidden.js';
import { setup } from './setup.js';
import type { DownhillState } from './state.js';
import { view } from './view.js';
import { downhillEn } from './words/en.js';
import { viewSchema } from './view-schema.js';

export const downhill: GameDefinition<DownhillState, DownhillMove, DownhillOptions> = {
  id: 'downhill',
  title: downhillEn.title,
  minPlayers: 2,
  maxPlayers: 5,
  setup,
  awaiting,
  apply,
  reveals,
  resign,
  view,
  outcome,
  legalMoves,
  timeoutMove,
  // One round: a whole game of the default rounds takes too many HTTP round trips.
  quickGame: { options: { rounds: 1 } },
  chatRules: CHAT_RULES,
  stateDictionary: STATE_DICTIONARY,
  bots: {
    basic: basicDownhill,
    strong: strongDownhill,
    levels: downhillEn.botLevels,
  },
  redealHidden,
  variants: [{ players: 2 }, { players: 3 }, { players: 5, options: { rounds: 2 } }, { players: 4, options: { scoring: 'matchsticks' } }],
  options: schemas.options,
  move: schemas.move,
  stack: schemas.stack,
  viewSchema,
};
