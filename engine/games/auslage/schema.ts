import * as z from 'zod';
import { builtOnFirstUse } from '../../core/index.js';
import { COLOURS, FULL_DECK, type CardCode } from './cards.js';

/** The game's zod schemas, built on first use (engine/core/schemas.ts): importing the game builds none. */
export const schemas = builtOnFirstUse(() => {
  /** §3: the game's options; parsing fills the defaults. */
  const options = z.strictObject({
    targetScore: z
      .number()
      .int()
      .min(10)
      .max(500)
      .default(50)
      .describe('Points to play to: the game ends after the passage in which someone reaches this total, and the highest total wins.').meta({ title: 'Target score' }),
    maxPassages: z
      .number()
      .int()
      .min(1)
      .max(100)
      .default(30)
      .describe('The game ends after this many passages (deals) at the latest, even if nobody has reached the points to play to.').meta({ title: 'Most passages' }),
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

  return { options, move, stack, cardCode, call };
});

type Built = ReturnType<typeof schemas>;
export type AuslageOptions = z.infer<Built['options']>;
export type AuslageMove = z.infer<Built['move']>;
export type PlayMove = Extract<AuslageMove, { type: 'play' }>;
export type DisplayMove = Extract<AuslageMove, { type: 'display' }>;
export type AuslageStack = z.infer<Built['stack']>;
