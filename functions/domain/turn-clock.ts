/**
 * Turn clocks, as pure functions of the game and an injected "now". Every awaited seat of a
 * timed game has a clock of its own; the game's `deadline` is the earliest expiry among them.
 *
 * - Two modes. `turnTimeLimit` (seconds): a seat's clock is set to the limit when the seat becomes
 *   awaited, or when it acts and is still awaited (a turn of several submissions); a seat that is
 *   no longer awaited has no clock. `timeBank` `{ initial, perMove, max }` (seconds): every seat
 *   has a bank from the start (`initial`); it runs while the seat is awaited, and each time the
 *   seat's own move ends its turn (it was awaited and no longer is; a timeout move too) it gains
 *   `perMove`, capped at `max` — once per turn, so a turn split into many submissions gains no more. Table talk (the engine's `isTableTalk`: a hint in The Game, the awaited seat's too, is passed as nobody's change by the lifecycle), or the end of another
 *   seat's part of a simultaneous phase, changes no one else's clock.
 * - Stored as numbers, never as a clock that runs backwards: a clock is the milliseconds it had
 *   `leftMs` when it (re)started `since`; what is left at `now` is `leftMs − max(0, now − since)`,
 *   so an instant read out of order (another process's clock a little behind) never adds time.
 * - Vacation (./vacation.ts): a seat whose player is on vacation until U runs from U, not now
 *   (`since` lies ahead): its time is frozen and resumes by itself at U, with no write. Setting or
 *   ending a vacation retimes the seat's running clock (`retimedForVacation`): the time used so far
 *   stays used, and the rest starts at the vacation's end (or at once, when it ends early).
 * - The reminder: `deadline − min(size / 4, 1 h)`, size being the limit or the bank's `initial`,
 *   but never before the clock that runs out first starts (no reminder while its player is on
 *   vacation); once per deadline (a moved deadline is reminded of again).
 * - What is due next: the reminder, then the deadline (`nextDueTime`); the store keeps it in the
 *   sparse index the sweeper reads (functions/store/turn-clocks.ts).
 */
import type { Seat } from '../../engine/index.js';
import type { GameStatus } from './game-record-schemas.js';

/** The longest reminder lead: one hour before the deadline (shorter limits: a quarter of the limit). */
export const MAX_REMINDER_LEAD_SECONDS = 3600;

/** A time bank, in seconds: what each seat starts with, gains per own submission, and may hold at most. */
export interface TimeBank {
  initial: number;
  perMove: number;
  max: number;
}

export interface SeatClock {
  seat: Seat;
  /** Milliseconds left when the clock (re)started at `since`; all of its time while stopped. */
  leftMs: number;
  /** When it runs from (may lie ahead: the end of its player's vacation); null while stopped. */
  since: string | null;
}

export interface TurnClock {
  /** The seats' clocks, by seat: the awaited seats' (turn limit), or every seat's (time bank). */
  clocks: SeatClock[];
  /** The earliest expiry among the running clocks; null while none runs. */
  deadline: string | null;
  /** When the awaited seats were reminded of this deadline; null until then. */
  remindedAt: string | null;
}

export interface ClockedGame extends TurnClock {
  status: GameStatus;
  awaiting: Seat[];
  seatCount: number;
  turnTimeLimit: number | null;
  timeBank: TimeBank | null;
  /** The seats' holders: a `vacationUntil` holds that seat's clock until then. */
  seats: ReadonlyArray<{ seat: Seat; vacationUntil?: string }>;
}

type ClockRules = Pick<ClockedGame, 'turnTimeLimit' | 'timeBank'>;

const STOPPED: TurnClock = { clocks: [], deadline: null, remindedAt: null };

/** True when the game runs a clock (either mode). */
export function isTimed(game: ClockRules): boolean {
  return game.turnTimeLimit !== null || game.timeBank !== null;
}

/** Milliseconds the clock has run by `now`: none before `since`, none while stopped. */
export function elapsedMs(clock: SeatClock, now: Date): number {
  return clock.since === null ? 0 : Math.max(0, now.getTime() - Date.parse(clock.since));
}

/** Milliseconds left at `now`, never below zero. */
export function leftAt(clock: SeatClock, now: Date): number {
  return Math.max(0, clock.leftMs - elapsedMs(clock, now));
}

/** When a running clock runs out (epoch ms); null while stopped. */
export function expiryOf(clock: SeatClock): number | null {
  return clock.since === null ? null : Date.parse(clock.since) + clock.leftMs;
}

/** The clock of the game after a change made by `actor` (null: a join, the start, a vacation). */
export function nextTurnClock(before: ClockedGame, after: Omit<ClockedGame, keyof TurnClock>, actor: Seat | null, now: Date): TurnClock {
  if (!isTimed(after) || after.status !== 'active' || after.awaiting.length === 0) {
    // A finished game shows the banks as they ended; a turn limit leaves nothing to show.
    return after.timeBank !== null && before.clocks.length > 0 ? { clocks: before.clocks.map((clock) => stopped(clock, now)), deadline: null, remindedAt: null } : STOPPED;
  }
  const clocks = after.timeBank !== null ? bankClocks(before, after, after.timeBank, actor, now) : limitClocks(before, after, after.turnTimeLimit!, actor, now);
  return withDeadline(before, clocks);
}

/**
 * The clocks after `seat`'s player set a vacation until `until` (null: ended it) at `now`: the
 * seat's running clock keeps the time it used, and runs again from the vacation's end (or now).
 */
export function retimedForVacation(game: ClockedGame, seat: Seat, until: string | null, now: Date): TurnClock {
  const from = until !== null && Date.parse(until) > now.getTime() ? until : now.toISOString();
  const clocks = game.clocks.map((clock) => (clock.seat === seat && clock.since !== null ? { seat, leftMs: leftAt(clock, now), since: from } : clock));
  return withDeadline(game, clocks);
}

/** The awaited seats whose clock has run out at `now`, lowest first. */
export function expiredSeats(game: ClockedGame, now: Date): Seat[] {
  return game.clocks
    .filter((clock) => game.awaiting.includes(clock.seat) && (expiryOf(clock) ?? Infinity) <= now.getTime())
    .map((clock) => clock.seat)
    .sort((a, b) => a - b);
}

/** How long before the deadline the awaited seats are reminded: a quarter of the limit (or bank), at most an hour. */
export function reminderLeadMs(game: ClockRules): number {
  const size = game.timeBank?.initial ?? game.turnTimeLimit ?? 0;
  return Math.min(size / 4, MAX_REMINDER_LEAD_SECONDS) * 1000;
}

/** When the awaited seats are reminded: `deadline − min(size / 4, 1 h)`. */
export function reminderTime(deadline: string, game: ClockRules): Date {
  return new Date(Date.parse(deadline) - reminderLeadMs(game));
}

export type DueAction = 'reminder' | 'timeout';

/** What the sweeper must do for this game at `now`, if anything. */
export function dueAction(game: ClockedGame, now: Date): DueAction | null {
  if (game.status !== 'active' || game.deadline === null || !isTimed(game)) return null;
  if (now.getTime() >= Date.parse(game.deadline)) return 'timeout';
  if (game.remindedAt === null && now.getTime() >= reminderOf(game, game.deadline)) return 'reminder';
  return null;
}

/** When the sweeper must next act on this game (the reminder, then the deadline); null while no clock runs. */
export function nextDueTime(game: Pick<ClockedGame, 'status' | 'deadline' | 'remindedAt' | 'turnTimeLimit' | 'timeBank' | 'clocks'>): Date | null {
  if (game.status !== 'active' || game.deadline === null || !isTimed(game)) return null;
  return new Date(game.remindedAt === null ? reminderOf(game, game.deadline) : Date.parse(game.deadline));
}

/** The reminder of this deadline (epoch ms): its lead before it, but not before the clock that runs out then starts. */
function reminderOf(game: Pick<ClockedGame, 'turnTimeLimit' | 'timeBank' | 'clocks'>, deadline: string): number {
  const first = game.clocks.find((clock) => expiryOf(clock) === Date.parse(deadline));
  const lead = reminderTime(deadline, game).getTime();
  return first?.since == null ? lead : Math.max(lead, Date.parse(first.since));
}

// ── helpers ─────────────────────────────────────────────────────────────────────────────────

/** Turn limit: a fresh clock for a newly awaited seat and for an awaited seat that acted and stays awaited; the others keep theirs. */
function limitClocks(before: ClockedGame, after: Omit<ClockedGame, keyof TurnClock>, limit: number, actor: Seat | null, now: Date): SeatClock[] {
  const running = before.status === 'active' ? before.clocks : [];
  return [...after.awaiting].sort((a, b) => a - b).map((seat) => {
    const kept = running.find((clock) => clock.seat === seat && clock.since !== null);
    const restart = kept === undefined || !before.awaiting.includes(seat) || actor === seat;
    return restart ? { seat, leftMs: limit * 1000, since: startOf(after, seat, now) } : kept;
  });
}

/** Time bank: every seat's bank; the actor's gains `perMove` (capped) when its move ended its turn; an awaited seat runs, the others stop. */
function bankClocks(before: ClockedGame, after: Omit<ClockedGame, keyof TurnClock>, bank: TimeBank, actor: Seat | null, now: Date): SeatClock[] {
  return Array.from({ length: after.seatCount }, (_, seat): SeatClock => {
    const previous = before.clocks.find((clock) => clock.seat === seat) ?? { seat, leftMs: bank.initial * 1000, since: null };
    const ran = previous.since !== null && before.awaiting.includes(seat);
    const awaited = after.awaiting.includes(seat);
    if (ran && awaited && actor !== seat) return previous; // still running, untouched: no rounding drift
    const left = ran ? leftAt(previous, now) : previous.leftMs;
    const leftMs = ran && actor === seat && !awaited ? Math.min(bank.max * 1000, left + bank.perMove * 1000) : left;
    return { seat, leftMs, since: awaited ? startOf(after, seat, now) : null };
  });
}

/** A clock starts now, or when its player's vacation ends. */
function startOf(game: Pick<ClockedGame, 'seats'>, seat: Seat, now: Date): string {
  const until = game.seats.find((holder) => holder.seat === seat)?.vacationUntil;
  return until !== undefined && Date.parse(until) > now.getTime() ? until : now.toISOString();
}

function stopped(clock: SeatClock, now: Date): SeatClock {
  return { seat: clock.seat, leftMs: leftAt(clock, now), since: null };
}

/** The clocks with the game's deadline (the earliest expiry); the reminder mark stays only while the deadline does. */
function withDeadline(before: Pick<TurnClock, 'deadline' | 'remindedAt'>, clocks: SeatClock[]): TurnClock {
  const expiries = clocks.map(expiryOf).filter((at): at is number => at !== null);
  const deadline = expiries.length === 0 ? null : new Date(Math.min(...expiries)).toISOString();
  return { clocks, deadline, remindedAt: deadline !== null && deadline === before.deadline ? before.remindedAt : null };
}
