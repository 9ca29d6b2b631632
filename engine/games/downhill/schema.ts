import * as z from 'zod';
import { builtOnFirstUse } from '../../core/index.js';
import { FULL_DECK } from './cards.js';

/** The game's zod schemas, built on first use (engine/core/schemas.ts): importing the game builds none. */
export const schemas = builtOnFirstUse(() => {
  /** §3. `rounds` defaults to the number of players, which setup knows (R16). */
  const options = z
    .object({
      rounds: z
        .number()
        .int()
        .min(1)
        .max(20)
        .optional()
        .describe('How many rounds (deals), 1–20. Left empty: one per player, so everyone opens once.').meta({ title: 'Rounds' }),
      scoring: z
        .enum(['points', 'matchsticks'])
        .default('points')
        .describe('points: cards left over score their value (−2 = 20, >>> = 50), the winner −10, lowest total wins. matchsticks (the children’s scoring): the winner takes a matchstick, most matchsticks wins.').meta({ title: 'Scoring' }),
    })
    .strict();

  const cardCode = z.enum(FULL_DECK as [string, ...string[]]);

  /** §5 moves; `announce` is the "last card" call (§9). Face-down cards are named by slot. */
  const move = z.discriminatedUnion('type', [
    z
      .object({
        type: z.literal('play'),
        from: z.enum(['hand', 'table']),
        cards: z.array(cardCode).min(1).max(6),
        announce: z.boolean().optional(),
      })
      .strict(),
    z
      .object({
        type: z.literal('flip'),
        slot: z.number().int().min(0).max(3),
        announce: z.boolean().optional(),
      })
      .strict(),
    z.object({ type: z.literal('pickUp') }).strict(),
    z.object({ type: z.literal('pass') }).strict(),
  ]);

  /**
   * §4 step 2: a stacked `deck` (72 codes, top first) replaces the shuffle of round 1 only;
   * later rounds always shuffle, so the spec allows no `decks`. Codes are checked by setup
   * (INVALID_DECK), not here.
   */
  const stack = z.object({ deck: z.array(z.string()).optional() }).strict();

  return { options, move, stack };
});

type Built = ReturnType<typeof schemas>;
export type DownhillOptions = z.infer<Built['options']>;
export type DownhillMove = z.infer<Built['move']>;
export type PlayMove = Extract<DownhillMove, { type: 'play' }>;
export type FlipMove = Extract<DownhillMove, { type: 'flip' }>;
export type DownhillStack = z.infer<Built['stack']>;
