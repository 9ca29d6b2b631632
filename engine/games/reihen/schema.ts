import * as z from 'zod';
import { reihenEn } from './words/en.js';
import { CARD_PATTERN, PERSONS, SLOTS } from './cards.js';

/** The options' names and descriptions are the game's English words (words/en.ts), translated beside them. */
const said = reihenEn.options;
/** Options (§3). `mode` has no parse default: it depends on the player count (solo for 1). */
const options = z
  .object({
    mode: z
      .enum(['competitive', 'cooperative', 'solo'])
      .optional()
      .describe(said.mode.description).meta({ title: said.mode.title }),
    useCharacters: z.boolean().default(false).describe(said.useCharacters.description).meta({ title: said.useCharacters.title }),
    cast: z
      .array(z.enum(PERSONS))
      .length(10)
      .refine((cast) => new Set(cast).size === cast.length, 'cast persons must be distinct')
      .nullable()
      .default(null)
      .describe(said.cast.description).meta({ title: said.cast.title }),
    stallRounds: z
      .number()
      .int()
      .min(1)
      .max(3)
      .default(2)
      .describe(said.stallRounds.description).meta({ title: said.stallRounds.title }),
    soloExchanges: z.number().int().min(0).max(20).default(5).describe(said.soloExchanges.description).meta({ title: said.soloExchanges.title }),
  })
  .strict();

/** Stacked setup (§3): contents are checked by setup, with the spec's setup codes. */
const stack = z
  .object({
    deck: z.array(z.string()).optional(),
    characterDeck: z.array(z.string()).optional(),
  })
  .strict();

const card = z.string().regex(CARD_PATTERN);
const slot = z.number().int().min(0).max(SLOTS - 1);
const index = z.number().int().min(0);
const seat = z.number().int().min(0);
const use = <P extends (typeof PERSONS)[number], F extends z.ZodRawShape>(person: P, fields: F) =>
  z.object({ type: z.literal('useCharacter'), person: z.literal(person), ...fields }).strict();

/** `useCharacter`, one variant per person with its own fields (§6.2). */
const useCharacter = z.discriminatedUnion('person', [
  use('builder', { row: slot, cards: z.array(card).min(1).max(13) }),
  use('mason', { row: slot, card }),
  use('acrobat', { row: slot, card }),
  use('chameleon', { row: slot, card }),
  use('mathematician', { row: slot, cards: z.array(card).length(2) }),
  use('carpenter', { from: slot, index, to: slot }),
  use('wrecker', { row: slot, count: z.number().int().min(1).max(3) }),
  use('undertaker', { row: slot }),
  use('twins', { row: slot, card }),
  use('sweeper', { card }),
  use('miller', {}),
  use('archivist', { give: card, take: card }),
  use('scavenger', { card, row: slot }),
  use('quartermaster', {}),
  use('seer', {}),
  use('trader', { cards: z.array(card).min(1).max(3) }),
  use('gambler', { row: slot }),
  use('courier', { card, target: seat }),
  use('smuggler', { target: seat }),
  use('sprinter', {}),
]);

/** Every move (§5.2, §6.2): a discriminated union on `type`, each variant strict. */
const move = z.discriminatedUnion('type', [
  z.object({ type: z.literal('play'), card, row: slot }).strict(),
  z.object({ type: z.literal('move'), from: slot, index, to: slot }).strict(),
  useCharacter,
  z.object({ type: z.literal('endTurn') }).strict(),
  z.object({ type: z.literal('exchange'), cards: z.array(card).min(1).max(104) }).strict(),
  z.object({ type: z.literal('mark'), row: slot, on: z.boolean() }).strict(),
  z.object({ type: z.literal('seerPick'), take: card, putBack: z.array(card).max(2) }).strict(),
  z.object({ type: z.literal('smugglerSwap'), give: card, take: card }).strict(),
  z.object({ type: z.literal('resign') }).strict(),
]);

export const schemas = { options, move, stack, useCharacter };

export type ReihenOptions = z.infer<typeof options>;
export type ReihenStack = z.infer<typeof stack>;
export type ReihenMove = z.infer<typeof move>;
export type UseCharacter = z.infer<typeof useCharacter>;
export type MoveOf<T extends ReihenMove['type']> = Extract<ReihenMove, { type: T }>;
/** Each person's `useCharacter` variant, keyed by person (indexable with a generic person). */
type UseByPerson = { [U in UseCharacter as U['person']]: U };
export type UseOf<P extends UseCharacter['person']> = UseByPerson[P];
