/**
 * GET and PATCH /games/{id}/me: the caller's own marks on their seat of a game
 * (../../store/seat-marks.ts): what their pages have shown them (`seenVersion`, for "since you
 * last looked" on any device), whether a page of theirs has the game open (`watching`: no
 * `your-turn` message meanwhile), and how often a `your-turn` of this game reaches them.
 */
import * as z from 'zod';
import { NotFound } from '../../errors.js';
import { TURN_NOTICES, type SeatMarks } from '../../store/seat-marks.js';
import { defineRoute, gameId } from '../route.js';
import { json } from '../types.js';

/** How long one "I am watching" lasts: the page renews it while it is shown (every half of this). */
export const WATCHING_SECONDS = 90;

const TurnNotices = z.enum(TURN_NOTICES).describe('how often a `your-turn` of this game reaches you by e-mail, push or chat: every turn, at most once a day, or never (JSON webhooks and SNS: every turn)');

const SeatMarksAnswer = z.object({
  seenVersion: z.int().nullable().describe('the highest version your pages have shown you (null: none yet)'),
  watchingUntil: z.string().nullable().describe('until then a page of yours has the game open: no `your-turn` message meanwhile'),
  turnNotices: TurnNotices,
});

const SeatMarksChange = z.strictObject({
  seenVersion: z.int().min(0).max(1_000_000_000).optional().describe('a version your page has shown you; a lower one than the stored changes nothing'),
  watching: z.boolean().optional().describe(`true: a page of yours shows the game (for ${WATCHING_SECONDS} s; send it again to go on); false: it stopped`),
  turnNotices: TurnNotices.optional(),
});

const NOT_SEATED = 'you hold no seat in this game';

function answer(marks: SeatMarks, now: Date) {
  const watching = marks.watchingUntil !== null && new Date(marks.watchingUntil).getTime() > now.getTime() ? marks.watchingUntil : null;
  return { seenVersion: marks.seenVersion, watchingUntil: watching, turnNotices: marks.turnNotices };
}

const getMarks = defineRoute({
  method: 'GET',
  path: '/games/{id}/me',
  summary: 'Your marks on your seat of this game: the last version your pages showed you, whether a page of yours watches it, how often you hear of your turn',
  auth: 'player',
  params: { id: gameId },
  answers: { 200: SeatMarksAnswer },
  errors: [401, 404],
  async handle({ params: { id }, caller }, { seatMarks, now }) {
    const marks = await seatMarks.get(caller.id, id);
    if (!marks) throw new NotFound(NOT_SEATED);
    return json(200, answer(marks, now()));
  },
});

const changeMarks = defineRoute({
  method: 'PATCH',
  path: '/games/{id}/me',
  summary: 'Mark what your page has shown you, that it watches the game (no `your-turn` message meanwhile), or how often you hear of your turn in it',
  auth: 'player',
  params: { id: gameId },
  body: SeatMarksChange,
  answers: { 200: SeatMarksAnswer },
  errors: [401, 404, 413],
  async handle({ params: { id }, caller, body }, { seatMarks, now }) {
    const at = now();
    const watchingUntil = body.watching === undefined ? undefined : body.watching ? new Date(at.getTime() + WATCHING_SECONDS * 1000).toISOString() : null;
    const marks = await seatMarks.change(caller.id, id, { seenVersion: body.seenVersion, watchingUntil, turnNotices: body.turnNotices });
    if (!marks) throw new NotFound(NOT_SEATED);
    return json(200, answer(marks, at));
  },
});

export const seatMarkRoutes = [getMarks, changeMarks];
