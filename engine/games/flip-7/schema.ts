import * as z from 'zod';
import { flip7En } from './words/en.js';
import { ACTION_CODES } from './cards.js';

/** The options' names and descriptions are the game's English words (words/en.ts), translated beside them. */
const said = flip7En.options;
/** Game options (§3); parsing fills the defaults. */
const options = z
  .object({
    targetScore: z.number().int().min(1).max(1000).default(200).describe(said.targetScore.description).meta({ title: said.targetScore.title }),
    flip7Bonus: z.number().int().min(0).max(100).default(15).describe(said.flip7Bonus.description).meta({ title: said.flip7Bonus.title }),
    tieRule: z
      .enum(['playOn', 'share'])
      .default('playOn')
      .describe(said.tieRule.description).meta({ title: said.tieRule.title }),
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

export const schemas = { options, move, stack };

export type Flip7Options = z.infer<typeof options>;
export type Flip7Move = z.infer<typeof move>;
export type Flip7Stack = z.infer<typeof stack>;
