/**
 * The zod schema of `view` (§8), for the OpenAPI document and the test that every view the
 * engine builds parses with it. Strict objects: a field added to the view without its schema fails.
 */
import * as z from 'zod';
import { keyedObject } from '../../core/index.js';
import { COLOURS } from './cards.js';
import { schemas } from './schema.js';

const { call, cardCode } = schemas;
const seat = z.number().int().min(0);
const cards = z.array(cardCode);
/** One face-up stack per colour, bottom → top (§6). */
const display = keyedObject(COLOURS, cards);
const numbers = z.array(z.number().int());

const seatView = z.strictObject({
  seat,
  handSize: z.number().int(),
  display: display.describe('all stacks, bottom → top, covered cards included (R15)'),
  displayPoints: z.number().int(),
  total: z.number().int(),
  resigned: z.boolean(),
});

const passageResult = z.strictObject({
  passage: z.number().int(),
  reason: z.enum(['handEmpty', 'drawExhausted']),
  endingSeat: seat,
  hands: z.array(cards),
  displays: z.array(display),
  displayPoints: numbers,
  handPoints: numbers,
  scores: numbers,
  totals: numbers,
});

const gameResult = z.strictObject({
  reason: z.enum(['completed', 'resigned']),
  winners: z.array(seat),
  ranking: z.array(seat).describe('seats from first to last'),
  places: numbers.describe('place per seat (1 = first); tied seats share a place'),
});

export const viewSchema = z.strictObject({
  you: seat.nullable(),
  players: z.number().int(),
  targetScore: z.number().int(),
  maxPassages: z.number().int(),
  passage: z.number().int(),
  startingSeat: seat,
  awaiting: z.array(seat),
  active: seat.nullable(),
  followDuty: z.boolean(),
  middle: cards.describe('the middle pile, bottom → top'),
  call: call.nullable(),
  drawPileSize: z.number().int(),
  rebuilds: z.number().int(),
  seats: z.array(seatView),
  passageScores: z.array(numbers),
  lastPassage: passageResult.nullable(),
  result: gameResult.nullable(),
  hand: cards.optional().describe("seats only: the viewer's own hand, canonical order"),
  playable: cards.optional().describe("the awaited seat's cards it may play (hand or display tops)"),
  displayable: cards.optional().describe("the awaited seat's cards it may display"),
});
