/**
 * The zod schema of `view` (§8), for the OpenAPI document and the test that every view the
 * engine builds parses with it. Strict objects: a field added to the view without its schema fails.
 */
import * as z from 'zod';
import { keyedObject } from '../../core/index.js';
import { COMMANDS, PILES } from './cards.js';
import { schemas } from './schema.js';

const seat = z.number().int().min(0);
const card = z.number().int();
const pile = z.enum(PILES);
const command = z.enum(COMMANDS);
const byPile = <T extends z.ZodType>(value: T) => keyedObject(PILES, value);

const seatHints = z.strictObject({
  seat,
  piles: z.partialRecord(pile, z.enum(['keepOff', 'canPlayWell'])),
  avoid: z.array(command),
  shownCounts: keyedObject(COMMANDS, z.number().int()).nullable().describe('the counts last shown (§9); null once the hand changed'),
});

const seatView = z.strictObject({
  seat,
  hand: z.array(card),
  legalPlays: z.array(z.strictObject({ card, pile })),
  canEndTurn: z.boolean(),
});

export const viewSchema = z.strictObject({
  options: schemas.options,
  players: z.number().int(),
  handSize: z.number().int(),
  commandCards: keyedObject(COMMANDS, z.array(card)).nullable().describe('which cards carry which command; null unless extreme'),
  piles: byPile(z.array(card)),
  tops: byPile(card),
  drawPileCount: z.number().int(),
  handCounts: z.array(z.number().int()),
  phase: z.enum(['opening', 'playing', 'ended']),
  startingSeat: seat.nullable(),
  activeSeat: seat.nullable(),
  turn: z.number().int(),
  awaiting: z.array(seat),
  minimum: z.number().int(),
  turnPlays: z.array(z.strictObject({ card, pile, trick: z.boolean() })),
  threePlayed: z.boolean(),
  skullPiles: z.array(pile),
  infinityCommands: z.array(z.strictObject({ pile, card, command })),
  hints: z.array(seatHints),
  cardsLeft: z.number().int(),
  outcome: z
    .strictObject({ reason: z.enum(['won', 'lost-stuck', 'lost-skull', 'lost-conceded']), cardsLeft: z.number().int(), seat: seat.nullable() })
    .nullable(),
  revealed: z.strictObject({ hands: z.array(z.array(card)), drawPile: z.array(card) }).nullable().describe('R19: everything, once the game has ended'),
  you: seatView.nullable().describe("the viewer's own seat; null for a spectator"),
});
