/**
 * Abandoned games, as pure functions of the game and an injected "now". A
 * running game without a turn clock would wait forever for a player who never comes back; after
 * `abandonAfter` days (default 30) without any change it ends by the timeout path instead: the
 * sweeper resigns its awaited seats for them, one per version, until the game is over.
 *
 * The check is lazy, so a move costs untimed games no index write: the game starts with an
 * `idleCheckAt` (start + abandonAfter) that moves never touch; when the sweeper finds it due it
 * looks at `updatedAt` and either abandons the game or moves the check to `updatedAt +
 * abandonAfter`. A timed game has no idle check while it runs: its own clock already resolves a
 * stalled turn.
 *
 * A waiting game (not started) has one too, timed or not: when nobody joined, left or seated a bot
 * for `abandonAfter` days, the sweeper calls it off (status `cancelled`, as if its creator had:
 * `abandonWaitingGame` in ./lifecycle.ts) instead of letting it wait forever.
 */
import type { GameRecord } from './game-record.js';
import { isTimed } from './turn-clock.js';

export const DEFAULT_ABANDON_AFTER_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

type IdleFields = Pick<GameRecord, 'status' | 'awaiting' | 'turnTimeLimit' | 'timeBank' | 'abandonAfter' | 'idleCheckAt' | 'updatedAt'>;

/**
 * The idle check of the game after a change at `now`: set once at the creation of a waiting game
 * and again at the start of an untimed one, kept while it waits or runs, dropped at its end.
 */
export function nextIdleCheck(before: Pick<GameRecord, 'idleCheckAt' | 'status'>, after: Omit<IdleFields, 'idleCheckAt' | 'updatedAt'>, now: Date): string | null {
  const fresh = new Date(now.getTime() + after.abandonAfter * DAY_MS).toISOString();
  if (after.status === 'waiting') return before.idleCheckAt ?? fresh;
  if (after.status !== 'active' || after.awaiting.length === 0 || isTimed(after)) return null;
  // The start begins the running game's own check (the waiting game's was about joining).
  return before.status === 'active' ? (before.idleCheckAt ?? fresh) : fresh;
}

/** When the game counts as abandoned: `abandonAfter` days after its last change. */
export function abandonedFrom(game: Pick<GameRecord, 'updatedAt' | 'abandonAfter'>): Date {
  return new Date(Date.parse(game.updatedAt) + game.abandonAfter * DAY_MS);
}

export type IdleAction = 'abandon' | 'recheck';

/** At a due idle check (of a running or a waiting game): `abandon` when nobody changed the game for `abandonAfter` days, else `recheck` (move the check on). */
export function idleAction(game: IdleFields, now: Date): IdleAction | null {
  if ((game.status !== 'active' && game.status !== 'waiting') || game.idleCheckAt === null || now.getTime() < Date.parse(game.idleCheckAt)) return null;
  return now.getTime() >= abandonedFrom(game).getTime() ? 'abandon' : 'recheck';
}
