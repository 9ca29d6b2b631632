/** Auslage: match the middle pile or build a display, and force rivals to give display cards back (rules: docs/rules/auslage.md). */
import { withSchemasOnFirstRead, type GameDefinition } from '../../core/index.js';
import { basicAuslage } from './bot.js';
import { STATE_DICTIONARY } from './dictionary.js';
import { outcome } from './flow.js';
import { awaiting, legalMoves, timeoutMove } from './legal.js';
import { resign } from './resign.js';
import { apply } from './rules.js';
import { schemas, type AuslageMove, type AuslageOptions } from './schema.js';
import { setup } from './setup.js';
import type { AuslageState } from './state.js';
import { view } from './view.js';
import { viewSchema } from './view-schema.js';

// The schemas are built on first read (engine/core/schemas.ts): importing the game (the api Lambda's init) builds none.
export const auslage: GameDefinition<AuslageState, AuslageMove, AuslageOptions> = withSchemasOnFirstRead(
  {
    id: 'auslage',
    title: 'Auslage',
    minPlayers: 2,
    maxPlayers: 5,
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
    bots: {
      basic: basicAuslage,
      levels: {
        random: 'any legal move, chosen at random',
        basic: 'one move ahead: displays high cards, sheds high hand cards, keeps jokers',
      },
    },
  },
  schemas,
  viewSchema,
);
