/** Downhill: shed cards equal or lower; −2 and sweep cards; lowest total wins (rules: docs/rules/downhill.md). */
import { withSchemasOnFirstRead, type GameDefinition } from '../../core/index.js';
import { basicDownhill } from './bot.js';
import { STATE_DICTIONARY } from './dictionary.js';
import { outcome } from './flow.js';
import { awaiting, legalMoves, timeoutMove } from './legal.js';
import { resign } from './resign.js';
import { apply } from './rules.js';
import { schemas, type DownhillMove, type DownhillOptions } from './schema.js';
import { setup } from './setup.js';
import type { DownhillState } from './state.js';
import { view } from './view.js';
import { viewSchema } from './view-schema.js';

// The schemas are built on first read (engine/core/schemas.ts): importing the game (the api Lambda's init) builds none.
export const downhill: GameDefinition<DownhillState, DownhillMove, DownhillOptions> = withSchemasOnFirstRead(
  {
    id: 'downhill',
    title: 'Downhill',
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
    // One round: a whole game of the default rounds takes too many HTTP round trips.
    quickGame: { options: { rounds: 1 } },
    stateDictionary: STATE_DICTIONARY,
    bots: {
      basic: basicDownhill,
      levels: {
        random: 'any legal move, chosen at random',
        basic: 'plays numbers first, every copy at once, keeps the sweeps for when nothing else goes',
      },
    },
  },
  schemas,
  viewSchema,
);
