import * as z from 'zod';
import { theGameEn } from './words/en.js';
import { COMMANDS, PILES } from './cards.js';

const PILE_SIGNALS: readonly string[] = ['keepOff', 'canPlayWell', 'none'];
const COMMAND_SIGNALS: readonly string[] = ['avoid', 'none'];

/** The options' names and descriptions are the game's English words (words/en.ts), translated beside them. */
const said = theGameEn.options;
/** §3. Parsing fills the defaults. */
const options = z
  .object({
    extreme: z.boolean().default(false).describe(said.extreme.description).meta({ title: said.extreme.title }),
    commandLayout: z
      .enum(['fixed', 'random'])
      .default('fixed')
      .describe(said.commandLayout.description).meta({ title: said.commandLayout.title }),
  })
  .strict();

const pile = z.enum(PILES);
const command = z.enum(COMMANDS);

const playMove = z.object({ type: z.literal('play'), card: z.number().int().min(2).max(99), pile }).strict();
const endTurnMove = z.object({ type: z.literal('endTurn') }).strict();
const showCommandsMove = z.object({ type: z.literal('showCommands') }).strict();
const concedeMove = z.object({ type: z.literal('concede') }).strict();

/**
 * §5.3: exactly one of `pile` or `command`, with a signal of that kind. One object (not two
 * variants) because a discriminated union allows one variant per `type`.
 */
const hintMove = z
  .object({
    type: z.literal('hint'),
    pile: pile.optional(),
    command: command.optional(),
    signal: z.enum(['keepOff', 'canPlayWell', 'avoid', 'none']),
  })
  .strict()
  .superRefine((hint, ctx) => {
    if ((hint.pile === undefined) === (hint.command === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'a hint names exactly one of pile or command', path: [] });
    } else if (hint.pile !== undefined && !PILE_SIGNALS.includes(hint.signal)) {
      ctx.addIssue({ code: 'custom', message: 'a pile hint signals keepOff, canPlayWell or none', path: ['signal'] });
    } else if (hint.command !== undefined && !COMMAND_SIGNALS.includes(hint.signal)) {
      ctx.addIssue({ code: 'custom', message: 'a command hint signals avoid or none', path: ['signal'] });
    }
  });

const move = z.discriminatedUnion('type', [playMove, endTurnMove, hintMove, showCommandsMove, concedeMove]);

/** Stacked setup (§3): only `deck`, top card first. */
const stack = z.object({ deck: z.array(z.number().int()).optional() }).strict();

export const schemas = { options, move, stack, playMove, hintMove };

export type TheGameOptions = z.infer<typeof options>;
export type TheGameMove = z.infer<typeof move>;
export type PlayMove = z.infer<typeof playMove>;
export type HintMove = z.infer<typeof hintMove>;
export type TheGameStack = z.infer<typeof stack>;
