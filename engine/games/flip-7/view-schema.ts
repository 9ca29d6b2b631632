/**
 * The zod schema of `view` (§8), for the OpenAPI document and the test that every view the
 * engine builds parses with it. Strict objects: a field added to the view without its schema fails.
 */
import * as z from 'zod';
import { keyedObject } from '../../core/index.js';
import { ACTION_CODES, CARD_CODES } from './cards.js';
import { schemas } from './schema.js';

const seat = z.number().int().min(0);
const cardCode = z.enum(CARD_CODES);
const targetedAction = z.enum(['FRZ', 'F3']);

const awaitingView = z.discriminatedUnion('kind', [
  z.strictObject({ seat, kind: z.literal('turn') }),
  z.strictObject({ seat, kind: z.literal('giveAction'), card: z.enum(ACTION_CODES), eligible: z.array(seat) }),
]);

const seatView = z.strictObject({
  seat,
  status: z.enum(['active', 'stayed', 'frozen', 'busted', 'resigned']),
  row: z.array(cardCode),
  secondChance: z.boolean(),
  roundScore: z.number().int(),
  total: z.number().int(),
  flip7: z.boolean(),
});

export const viewSchema = z.strictObject({
  seat: seat.nullable().describe("the viewer's seat; null for a spectator"),
  options: schemas.options,
  round: z.number().int(),
  dealer: seat,
  phase: z.enum(['deal', 'play', 'gameOver']),
  turn: seat.nullable(),
  awaiting: z.array(awaitingView),
  seats: z.array(seatView),
  flipThrees: z.array(z.strictObject({ target: seat, drawn: z.number().int(), setAside: z.array(targetedAction) })),
  drawPileCount: z.number().int(),
  discard: keyedObject(CARD_CODES, z.number().int()).describe('the discard pile as a count per card code'),
  lastRoundScores: z.array(z.number().int()).nullable(),
  winners: z.array(seat).nullable(),
  legalMoves: z.array(schemas.move).optional().describe("seat views only: the viewer's legal moves (empty when it is not awaited)"),
});
