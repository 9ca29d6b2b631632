import * as z from 'zod';
import { COLOURS, FULL_DECK, type CardCode } from './cards.js';

/** §3: the game's options; parsing fills the defaults. */
export const optionsSchema = z.strictObject({
  targetScore: z
    .number()
    .int()
    .min(10)
    .max(500)
    .default(50)
    .describe('Points to play to: the game ends after the passage in which someone reaches this total, and the highest total wins.'),
  maxPassages: z
    .number()
    .int()
    .min(1)
    .max(100)
    .default(30)
    .describe('The game ends after this many passages (deals) at the latest, even if nobody has reached the points to play to.'),
});
export type AuslageOptions = z.infer<typeof optionsSchema>;

export const cardCode = z.enum(FULL_DECK as [CardCode, ...CardCode[]]);

/** C1: a colour code or an integer 0–5; `null` is a schema error. */
export const call = z.union([z.enum(COLOURS), z.literal([0, 1, 2, 3, 4, 5])]);

/** §5: `play` to the middle pile (a joker with its `call`), or `display` a hand card. */
export const moveSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('play'), card: cardCode, call: call.optional() }),
  z.strictObject({ type: z.literal('display'), card: cardCode }),
]);
export type AuslageMove = z.infer<typeof moveSchema>;
export type PlayMove = Extract<AuslageMove, { type: 'play' }>;
export type DisplayMove = Extract<AuslageMove, { type: 'display' }>;

/**
 * §3 setup parameters for tests: `deck` (passage 1) or `decks` (entry i for passage i+1), top
 * card first. Codes are plain strings here so that a wrong deck is refused with `INVALID_DECK`.
 */
export const stackSchema = z.strictObject({
  deck: z.array(z.string()).optional(),
  decks: z.array(z.array(z.string())).optional(),
});
export type AuslageStack = z.infer<typeof stackSchema>;
