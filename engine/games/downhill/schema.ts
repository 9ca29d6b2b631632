import * as z from 'zod';
import { downhillEn } from './words/en.js';
import { FULL_DECK } from './cards.js';

/** The options' names and descriptions are the game's English words (words/en.ts), translated beside them. */
const said = downhillEn.options;
/** §3. `rounds` defaults to the number of players, which setup knows (R16). */
const options = z
  .object({
    rounds: z
      .number()
      .int()
      .min(1)
      .max(20)
      .optional()
      .describe(said.rounds.description).meta({ title: said.rounds.title }),
    scoring: z
      .enum(['points', 'matchsticks'])
      .default('points')
      .describe(said.scoring.description).meta({ title: said.scoring.title }),
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

export const schemas = { options, move, stack };

export type DownhillOptions = z.infer<typeof options>;
export type DownhillMove = z.infer<typeof move>;
export type PlayMove = Extract<DownhillMove, { type: 'play' }>;
export type FlipMove = Extract<DownhillMove, { type: 'flip' }>;
export type DownhillStack = z.infer<typeof stack>;
