/** Auslage: match the middle pile or build a display, and force rivals to give display cards back (rules: docs/rules/auslage.md). */
import type { GameDefinition } from '../../core/index.js';
import { CHAT_RULES } from './chat.js';
import { basicAuslage } from './bot.js';
import { strongAuslage } from './strong.js';
import { STATE_DICTIONARY } from './dictionary.js';
import { outcome } from './flow.js';
import { awaiting, legalMoves, timeoutMove } from './legal.js';
import { resign } from './resign.js';
import { apply } from './rules.js';
import { reveals } from './reveals.js';
import { schemas, type AuslageMove, type AuslageOptions } from './schema.js';
import { redealHidden } from './hidden.js';
import { setup } from './setup.js';
import type { AuslageState } from './state.js';
import { view } from './view.js';
import { auslageEn } from './words/en.js';
import { viewSchema } from './view-schema.js';

export const auslage: GameDefinition<AuslageState, AuslageMove, AuslageOptions> = {
  id: 'auslage',
  title: auslageEn.title,
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
  // Two seats: fewer hands to play out, so fewer HTTP round trips.
  quickGame: { players: 2 },
  chatRules: CHAT_RULES,
  stateDictionary: STATE_DICTIONARY,
  bots: {
    basic: basicAuslage,
    strong: strongAuslage,
    levels: auslageEn.botLevels,
  },
  redealHidden,
  variants: [{ players: 2 }, { players: 3 }, { players: 5 }, { players: 4, options: { targetScore: 20 } }],
  options: schemas.options,
  move: schemas.move,
  stack: schemas.stack,
  viewSchema,
};
