import * as z from 'zod';
import { builtOnFirstUse } from '../../core/index.js';
import { ACTION_CODES } from './cards.js';

/** The game's zod schemas, built on first use (engine/core/schemas.ts): importing the game builds none. */
export const schemas = builtOnFirstUse(() => {
  /** Game options (§3); parsing fills the defaults. */
  const options = z
    .object({
      targetScore: z.number().int().min(1).max(1000).default(200).describe('Points to reach: the game ends after a round in which someone has at least this many, and the highest total wins.').meta({ title: 'Target score' }),
      flip7Bonus: z.number().int().min(0).max(100).default(15).describe('Bonus points for collecting seven different numbers in one round (a Flip 7, which also ends the round at once).').meta({ title: 'Flip 7 bonus' }),
      tieRule: z
        .enum(['playOn', 'share'])
        .default('playOn')
        .describe('A tie for the highest total at the end: play on (more rounds until one leads alone, the official rule) or share (all tied players win).').meta({ title: 'Tie rule' }),
    })
    .strict();

  /** Moves (§5.3). `giveAction.card` is optional and, when sent, must name an action (C1). */
  const move = z.discriminatedUnion('type', [
    z.object({ type: z.literal('hit') }).strict(),
    z.object({ type: z.literal('stay') }).strict(),
    z
      .object({
        type: z.literal('giveAction'),
        target: z.number().int().min(0),
        card: z.enum(ACTION_CODES).optional(),
      })
      .strict(),
  ]);

  /**
   * Stacked setup (§3): `deck`, all 94 codes, top card first. Its content is checked by setup
   * (`INVALID_DECK`), so the schema only asks for strings.
   */
  const stack = z.object({ deck: z.array(z.string()).optional() }).strict();

  return { options, move, stack };
});

type Built = ReturnType<typeof schemas>;
export type Flip7Options = z.infer<Built['options']>;
export type Flip7Move = z.infer<Built['move']>;
export type Flip7Stack = z.infer<Built['stack']>;
