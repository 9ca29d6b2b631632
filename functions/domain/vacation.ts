/**
 * Vacations, as pure functions of a player's vacations and an injected "now".
 * A player may be away for up to an allowance per rolling year (a setting, ../config.ts: 30 days
 * by default); while away, no clock of theirs runs in any game (./turn-clock.ts holds a seat's
 * clock until the vacation's end, from the copy its seats carry). Ending early is allowed; the time it was not used for is
 * not charged. No clock runs backwards: the time a seat used before stays used.
 *
 * The year is rolling: a vacation counts against the allowance with its whole length (up to its
 * early end) while it started within the last 365 days.
 */
import { RateLimited, ValidationError } from '../errors.js';

const DAY_MS = 24 * 3600 * 1000;
const YEAR_MS = 365 * DAY_MS;

/** One vacation: from when it started until when it ends (or ended early). */
export interface Vacation {
  from: string;
  until: string;
}

/** The vacation end a seat carries, while it lies ahead of `now`; undefined otherwise. */
export function onVacationAt(holder: { vacationUntil?: string }, now: Date): string | undefined {
  return holder.vacationUntil !== undefined && Date.parse(holder.vacationUntil) > now.getTime() ? holder.vacationUntil : undefined;
}

/** The vacation running at `now`, if any. */
export function currentVacation(vacations: readonly Vacation[], now: Date): Vacation | null {
  return vacations.find((vacation) => Date.parse(vacation.from) <= now.getTime() && Date.parse(vacation.until) > now.getTime()) ?? null;
}

/** Milliseconds of the allowance still free at `now`, not counting the running vacation's own length. */
export function allowanceLeftMs(vacations: readonly Vacation[], daysPerYear: number, now: Date): number {
  const running = currentVacation(vacations, now);
  const used = withinYear(vacations, now)
    .filter((vacation) => vacation !== running)
    .reduce((sum, vacation) => sum + lengthMs(vacation), 0);
  return Math.max(0, daysPerYear * DAY_MS - used);
}

/** Milliseconds of the allowance free at `now`: what is left once the running vacation (to its end) is counted too. */
export function allowanceFreeMs(vacations: readonly Vacation[], daysPerYear: number, now: Date): number {
  const running = currentVacation(vacations, now);
  return Math.max(0, allowanceLeftMs(vacations, daysPerYear, now) - (running === null ? 0 : lengthMs(running)));
}

/**
 * The player's vacations after asking for one until `until` at `now` (null: end the running one
 * now). A running vacation is extended or shortened (it keeps its start); otherwise a new one
 * starts now. 400 `VACATION_IN_PAST` for an end not after now; 400 `VACATION_ALLOWANCE_EXCEEDED`
 * when it would take more than the allowance left (`details.leftSeconds`).
 */
export function plannedVacations(vacations: readonly Vacation[], until: string | null, daysPerYear: number, now: Date): Vacation[] {
  const kept = withinYear(vacations, now);
  const running = currentVacation(kept, now);
  const others = kept.filter((vacation) => vacation !== running);
  if (until === null) return running === null ? kept : [...others, { from: running.from, until: now.toISOString() }];
  if (Date.parse(until) <= now.getTime()) throw new ValidationError('a vacation must end after now', { code: 'VACATION_IN_PAST' });
  const wanted: Vacation = { from: running?.from ?? now.toISOString(), until: new Date(Date.parse(until)).toISOString() };
  const left = allowanceLeftMs(kept, daysPerYear, now);
  if (lengthMs(wanted) > left) {
    throw new ValidationError(`the vacation would exceed the allowance of ${daysPerYear} days per year`, { code: 'VACATION_ALLOWANCE_EXCEEDED', leftSeconds: Math.floor(left / 1000) });
  }
  return [...others, wanted];
}

/**
 * The times of the player's vacation changes within the 24 hours before `now`, with this one
 * added: each change writes into every game the player holds a seat in, so at most `perDay` in
 * any 24 hours; 429 past that, to retry once the oldest change is a day old.
 */
export function countedVacationChange(changedAt: readonly string[], perDay: number, now: Date): string[] {
  const recent = changedAt.filter((at) => Date.parse(at) > now.getTime() - DAY_MS);
  if (recent.length >= perDay) {
    const oldest = Math.min(...recent.map((at) => Date.parse(at)));
    throw new RateLimited(`at most ${perDay} vacation changes in 24 hours`, Math.max(1, Math.ceil((oldest + DAY_MS - now.getTime()) / 1000)));
  }
  return [...recent, now.toISOString()];
}

/** The vacations that still count at `now`: started within the last 365 days. */
function withinYear(vacations: readonly Vacation[], now: Date): Vacation[] {
  return vacations.filter((vacation) => Date.parse(vacation.from) > now.getTime() - YEAR_MS);
}

function lengthMs(vacation: Vacation): number {
  return Math.max(0, Date.parse(vacation.until) - Date.parse(vacation.from));
}
