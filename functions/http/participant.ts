/**
 * The caller as a game seats them: id, name and, while it runs, their vacation's end (read from
 * the player item, which a vacation writes before the player's games), so a game the player
 * creates or joins while away holds their clock too.
 */
import { setSeatVacation, type Participant } from '../domain/lifecycle.js';
import { currentVacation } from '../domain/vacation.js';
import type { Caller } from './auth.js';
import { commitAndAnswer } from './commit-answer.js';
import type { ApiContext } from './route.js';
import type { ApiResponse } from './types.js';

export async function participantOf({ players }: Pick<ApiContext, 'players'>, caller: Caller, now: Date): Promise<Participant> {
  return { id: caller.id, name: caller.name, vacationUntil: await vacationEnd({ players }, caller, now) };
}

/**
 * After `seated` took a seat in `gameId`: a vacation PATCH landing between `participantOf`'s read
 * and the seat's commit listed the player's games before this seat existed, so it holds (or
 * frees) no clock here. Reads the player again — any PATCH landing after this read lists the
 * seat — and copies the newest vacation onto it: the answer of that commit, or null when the
 * seat already carries it (the usual case: one read, no write).
 */
export async function withNewestVacation(ctx: ApiContext, caller: Caller, gameId: string, seated: Participant): Promise<ApiResponse | null> {
  try {
    const until = await vacationEnd(ctx, caller, ctx.now());
    if (until === (seated.vacationUntil ?? null)) return null;
    return await commitAndAnswer(ctx, { gameId, caller }, (game, _definition, now) => setSeatVacation(game, caller.id, until, now));
  } catch (error) {
    // The seat is already committed: a failed re-check (throttled, a lost race) must not answer an
    // error for a game that exists — a client would retry and make a second one. The seat keeps the
    // vacation read before its commit.
    ctx.log.error('vacation re-check after a seat was taken failed', { gameId, error: error instanceof Error ? error.name : String(error) });
    return null;
  }
}

export async function vacationEnd({ players }: Pick<ApiContext, 'players'>, caller: Caller, now: Date): Promise<string | null> {
  const player = await players.get(caller.id);
  return player ? (currentVacation(player.vacations, now)?.until ?? null) : null;
}
