import * as z from 'zod';
import { COMMANDS, PILES } from './cards.js';

/** §3. Parsing fills the defaults. */
export const optionsSchema = z
  .object({
    extreme: z.boolean().default(false).describe('Play the Extreme variant with the 28 command cards.'),
    commandLayout: z
      .enum(['fixed', 'random'])
      .default('fixed')
      .describe('Which cards carry which command: the fixed table, or drawn from the seed per quarter. Ignored unless extreme.'),
  })
  .strict();
export type TheGameOptions = z.infer<typeof optionsSchema>;

const pile = z.enum(PILES);
const command = z.enum(COMMANDS);

const playMove = z.object({ type: z.literal('play'), card: z.number().int().min(2).max(99), pile }).strict();
const endTurnMove = z.object({ type: z.literal('endTurn') }).strict();
const showCommandsMove = z.object({ type: z.literal('showCommands') }).strict();
const concedeMove = z.object({ type: z.literal('concede') }).strict();

const PILE_SIGNALS: readonly string[] = ['keepOff', 'canPlayWell', 'none'];
const COMMAND_SIGNALS: readonly string[] = ['avoid', 'none'];

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

export const moveSchema = z.discriminatedUnion('type', [playMove, endTurnMove, hintMove, showCommandsMove, concedeMove]);
export type TheGameMove = z.infer<typeof moveSchema>;
export type PlayMove = z.infer<typeof playMove>;
export type HintMove = z.infer<typeof hintMove>;

/** Stacked setup (§3): only `deck`, top card first. */
export const stackSchema = z.object({ deck: z.array(z.number().int()).optional() }).strict();
export type TheGameStack = z.infer<typeof stackSchema>;
