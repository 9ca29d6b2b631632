/** POST /games/{id}/undo and POST /games/{id}/undo/{requestId}: take moves back, with the others' consent where they moved since (../../domain/undo.ts). */
import type { LogEntry } from '../../domain/game-record.js';
import { answerUndo, askUndo } from '../../domain/undo.js';
import { NotFound, VersionConflict } from '../../errors.js';
import { commitSeatedChange } from '../commit-answer.js';
import { defineRoute, gameId, type ApiContext, type ParamCheck } from '../route.js';
import { UndoAnswer, UndoAsk } from '../schemas.js';
import { GAME_CHANGE } from './game-change.js';

/** A request's id: the version that opened it. */
const requestId: ParamCheck = (raw) => {
  if (!/^[0-9]{1,9}$/.test(raw)) throw new NotFound('no such request');
  return raw;
};

/**
 * The log the decision replays, read before the commit; a change that landed in between is a lost
 * race, answered 409 with the new version (send it again), as a stale `version` is.
 */
function logAt(log: readonly LogEntry[], version: number): readonly LogEntry[] {
  if (log.at(-1)?.version !== version) throw new VersionConflict(version);
  return log;
}

async function readLog(ctx: Pick<ApiContext, 'games'>, id: string): Promise<LogEntry[]> {
  return ctx.games.wholeLog(id);
}

/** What both routes are: a seated player's idempotent change. */
const SEATED_CHANGE = { ...GAME_CHANGE, requires: 'seat' as const, idempotent: true, errors: [401, 403, 404, 409, 413, 422] };

const ask = defineRoute({
  ...SEATED_CHANGE,
  path: '/games/{id}/undo',
  summary: 'Take back your last move, or several (`submissions`: a count or "turn"): at once when nobody else moved since, else ask the other players once for all of them (never across a draw, a flip or a deal)',
  body: UndoAsk,
  optionalBody: true,
  async handle(input, ctx) {
    const log = await readLog(ctx, input.params.id);
    return commitSeatedChange(ctx, input, (game, definition, now, seat) => askUndo(game, definition, logAt(log, game.version), seat, input.caller.id, now, input.idempotency?.key, input.body.submissions ?? 1));
  },
});

const answer = defineRoute({
  ...SEATED_CHANGE,
  path: '/games/{id}/undo/{requestId}',
  summary: "Accept or decline another player's request to take back their moves; the last acceptance takes them back",
  params: { id: gameId, requestId },
  body: UndoAnswer,
  async handle(input, ctx) {
    const log = await readLog(ctx, input.params.id);
    return commitSeatedChange(ctx, input, (game, definition, now, seat) =>
      answerUndo(game, definition, logAt(log, game.version), seat, input.caller.id, input.params.requestId, input.body.accept, now, input.idempotency?.key),
    );
  },
});

export const undoRoutes = [ask, answer];
