/**
 * The zod schema of `view` (§8), for the OpenAPI document and the test that every view the
 * engine builds parses with it. Strict objects: a field added to the view without its schema fails.
 */
import * as z from 'zod';

const seat = z.number().int().min(0);
const code = z.string().describe('a card code');
const numbers = z.array(z.number().int());

const seatView = z.strictObject({
  seat,
  hand: z.array(code).optional().describe("the viewer's own seat only"),
  handCount: z.number().int(),
  faceUp: z.array(code.nullable()).describe('four slots; null = empty'),
  faceDown: z.array(z.boolean()).describe('four slots: occupied or not, never the card'),
  cardsLeft: z.number().int(),
  tableOpen: z.boolean(),
  skipNext: z.boolean(),
  resigned: z.boolean(),
  total: z.number().int(),
  roundScores: numbers,
  roundsWon: z.number().int(),
  matchsticks: z.number().int(),
});

const roundResult = z.strictObject({
  round: z.number().int(),
  winner: seat.nullable(),
  reason: z.enum(['wentOut', 'minusTwoReveal', 'allPassed', 'turnLimit']),
  remaining: z.array(z.array(code)).describe("every seat's left-over cards: hand, face-up, face-down"),
  roundScores: numbers,
});

export const viewSchema = z.strictObject({
  you: seat.nullable(),
  round: z.number().int(),
  rounds: z.number().int(),
  scoring: z.enum(['points', 'matchsticks']),
  dealer: seat,
  opener: seat,
  active: seat.nullable(),
  continuation: z.enum(['sweep', 'minusTwo']).nullable(),
  turn: z.number().int(),
  pile: z.array(code).describe('bottom card first'),
  limit: z.number().int().nullable(),
  removed: z.array(code),
  setAsideCount: z.number().int(),
  passed: z.array(seat),
  seats: z.array(seatView),
  lastRound: roundResult.nullable(),
  standings: z.array(z.strictObject({ seat, rank: z.number().int(), score: z.number().int() })).nullable(),
});
