import * as z from 'zod';
import { auslageEn } from './words/en.js';
import { COLOURS, FULL_DECK, type CardCode } from './cards.js';

/** The options' names and descriptions are the game's English words (words/en.ts), translated beside them. */
const said = auslageEn.options;
/** §3: the game's options; parsing fills the defaults. */
const options = z.strictObject({
  targetScore: z
    .number()
    .int()
    .min(10)
    .max(500)
    .default(50)
    .describe(said.targetScore.description).meta({ title: said.targetScore.title }),
  maxPassages: z
    .number()
    .int()
    .min(1)
    .max(100)
    .default(30)
    .describe(said.maxPassages.description).meta({ title: said.maxPassages.title }),
});

const cardCode = z.enum(FULL_DECK as [CardCode, ...CardCode[]]);

/** C1: a colour code or an integer 0–5; `null` is a schema error. */
const call = z.union([z.enum(COLOURS), z.literal([0, 1, 2, 3, 4, 5])]);

/** §5: `play` to the middle pile (a joker with its `call`), or `display` a hand card. */
const move = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('play'), card: cardCode, call: call.optional() }),
  z.strictObject({ type: z.literal('display'), card: cardCode }),
]);

/**
 * §3 setup parameters for tests: `deck` (passage 1) or `decks` (entry i for passage i+1), top
 * card first. Codes are plain strings here so that a wrong deck is refused with `INVALID_DECK`.
 */
const stack = z.strictObject({
  deck: z.array(z.string()).optional(),
  decks: z.array(z.array(z.string())).optional(),
});

export const schemas = { options, move, stack, cardCode, call };

export type AuslageOptions = z.infer<typeof options>;
export type AuslageMove = z.infer<typeof move>;
export type PlayMove = Extract<AuslageMove, { type: 'play' }>;
export type DisplayMove = Extract<AuslageMove, { type: 'display' }>;
export type AuslageStack = z.infer<typeof stack>;
