/**
 * The zod schema of `view` (§8), for the OpenAPI document and the test that every view the
 * engine builds parses with it. Strict objects: a field added to the view without its schema fails.
 */
import * as z from 'zod';
import { PERSONS } from './cards.js';

const seat = z.number().int().min(0);
const code = z.string().describe('a card code, e.g. "7c"');
const codes = z.array(code);
const person = z.enum(PERSONS);

const seatView = z.strictObject({
  seat,
  handCount: z.number().int(),
  pileCount: z.number().int(),
  stackCount: z.number().int(),
  faceUp: person.nullable().describe('the face-up person (the top of the stack), if any'),
  status: z.enum(['playing', 'finished', 'resigned']),
  markers: z.array(z.number().int()),
});

const choice = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('seer'), cards: codes }),
  z.strictObject({ kind: z.literal('smuggler'), target: seat, targetHand: codes }),
]);

const turn = z.strictObject({
  seat,
  bonus: z.boolean(),
  characterUsed: z.boolean(),
  rebuilds: z.number().int(),
  progress: z.number().int(),
  sprinter: z.boolean(),
  pending: z
    .discriminatedUnion('kind', [z.strictObject({ kind: z.literal('seer') }), z.strictObject({ kind: z.literal('smuggler'), target: seat })])
    .nullable()
    .describe("the pending choice as it is public: never the Seer's shown cards"),
});

const result = z.discriminatedUnion('mode', [
  z.strictObject({
    mode: z.literal('competitive'),
    reason: z.enum(['finished', 'stalled', 'resigned']),
    winners: z.array(seat),
    standings: z.array(z.strictObject({ seat, rank: z.number().int(), held: z.number().int() })),
    scores: z.array(z.number().int()),
  }),
  z.strictObject({
    mode: z.literal('cooperative'),
    outcome: z.enum(['won', 'lost']),
    reason: z.enum(['allFinished', 'stalled', 'resigned']),
    cardsLeft: z.number().int(),
  }),
  z.strictObject({ mode: z.literal('solo'), reason: z.enum(['cleared', 'stuck', 'stopped']), score: z.number().int() }),
]);

export const viewSchema = z.strictObject({
  mode: z.enum(['competitive', 'cooperative', 'solo']),
  players: z.number().int(),
  useCharacters: z.boolean(),
  you: seat.nullable(),
  rows: z.array(z.array(z.strictObject({ cards: codes, value: z.number().int() })).nullable()).describe('the slots; null for an empty one'),
  discard: codes.describe('only cards that characters removed, bottom first (R10)'),
  completedRows: z.array(codes).describe("each completed row's cards, in the order completed (R10)"),
  boxed: z.number().int(),
  cast: z.array(person).nullable(),
  removedCharacters: z.number().int(),
  seats: z.array(seatView),
  turn,
  deadStreak: z.number().int(),
  stallLimit: z.number().int().nullable(),
  exchangesLeft: z.number().int().nullable(),
  rowsCompleted: z.number().int(),
  hand: codes.nullable().describe('own hand, canonical order (a seat only)'),
  choice: choice.nullable().describe("the pending choice's content, for the active seat only"),
  result: result.nullable(),
  revealed: z.strictObject({ hands: z.array(codes), piles: z.array(codes) }).nullable().describe('every hand and pile, once the game is over'),
});
