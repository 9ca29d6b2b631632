/**
 * Turn time limits, as pure functions of the game and an injected "now".
 *
 * - The clock: a game created with `turnTimeLimit` (seconds) has a `deadline` while it runs.
 *   It restarts (now + limit) when a change makes a seat newly awaited, or when an awaited seat
 *   acts and is still awaited (a turn of several submissions, a solo game). Otherwise it keeps
 *   running: a move by a seat that is not awaited (a hint in The Game), or the end of one seat's
 *   part of a simultaneous phase, does not give the others more time.
 * - The reminder: at the later of 75 % of the limit and one hour before the deadline, i.e.
 *   `deadline − min(limit / 4, 1 h)`; once per deadline.
 * - What is due next: the reminder, then the deadline (`nextDueTime`); the store keeps it in the
 *   sparse index the sweeper reads (functions/store/turn-clocks.ts).
 */
import type { Seat } from '../../engine/index.js';
import type { GameStatus } from './game-record-schemas.js';

/** The longest reminder lead: one hour before the deadline (shorter limits: a quarter of the limit). */
export const MAX_REMINDER_LEAD_SECONDS = 3600;

export interface TurnClock {
  deadline: string | null;
  /** When the awaited seats were reminded of this deadline; null until then. */
  remindedAt: string | null;
}

export interface ClockedGame extends TurnClock {
  status: GameStatus;
  awaiting: Seat[];
  turnTimeLimit: number | null;
}

const STOPPED: TurnClock = { deadline: null, remindedAt: null };

/** The clock of the game after a change made by `actor` (null: a join or the start). */
export function nextTurnClock(before: ClockedGame, after: Omit<ClockedGame, keyof TurnClock>, actor: Seat | null, now: Date): TurnClock {
  if (after.status !== 'active' || after.awaiting.length === 0 || after.turnTimeLimit === null) return STOPPED;
  const restart =
    before.status !== 'active' ||
    before.deadline === null ||
    after.awaiting.some((seat) => !before.awaiting.includes(seat)) ||
    (actor !== null && before.awaiting.includes(actor) && after.awaiting.includes(actor));
  if (!restart) return { deadline: before.deadline, remindedAt: before.remindedAt };
  return { deadline: new Date(now.getTime() + after.turnTimeLimit * 1000).toISOString(), remindedAt: null };
}

/** When the awaited seats are reminded: `deadline − min(limit / 4, 1 h)`. */
export function reminderTime(deadline: string, turnTimeLimit: number): Date {
  const leadMs = Math.min(turnTimeLimit / 4, MAX_REMINDER_LEAD_SECONDS) * 1000;
  return new Date(Date.parse(deadline) - leadMs);
}

export type DueAction = 'reminder' | 'timeout';

/** What the sweeper must do for this game at `now`, if anything. */
export function dueAction(game: ClockedGame, now: Date): DueAction | null {
  if (game.status !== 'active' || game.deadline === null || game.turnTimeLimit === null) return null;
  if (now.getTime() >= Date.parse(game.deadline)) return 'timeout';
  if (game.remindedAt === null && now.getTime() >= reminderTime(game.deadline, game.turnTimeLimit).getTime()) return 'reminder';
  return null;
}

/** When the sweeper must next act on this game (the reminder, then the deadline); null while no clock runs. */
export function nextDueTime(game: ClockedGame): Date | null {
  if (game.status !== 'active' || game.deadline === null || game.turnTimeLimit === null) return null;
  return game.remindedAt === null ? reminderTime(game.deadline, game.turnTimeLimit) : new Date(Date.parse(game.deadline));
}
