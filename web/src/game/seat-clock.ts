/**
 * A seat's clock as the page shows it, from the envelope's numbers that do not age
 * (`seats[i].clock`: `remaining` at `runningSince`, `runsOutAt`): running (counting down to
 * `runsOutAt`), held (its player is on vacation, or it resumes later), or stopped (not this
 * seat's turn, its bank kept).
 */
import type { SeatHolder } from '../api/types.js';
import { durationWords } from './time-left.js';
import { appWords, currentLanguage } from '../i18n/language.js';

export type ClockState =
  | { kind: 'running'; secondsLeft: number; runsOutAt: string }
  | { kind: 'held'; secondsLeft: number; resumesAt: string | null }
  | { kind: 'stopped'; secondsLeft: number };

export function clockState(holder: SeatHolder, now: number): ClockState | null {
  const clock = holder.clock;
  if (!clock) return null;
  const { remaining, runningSince, runsOutAt } = clock;
  // A start ahead of now: the player is away (or the clock resumes then); the time is frozen till then.
  if (runningSince !== null && Date.parse(runningSince) > now) return { kind: 'held', secondsLeft: remaining, resumesAt: runningSince };
  if (holder.onVacation && Date.parse(holder.onVacation.until) > now) return { kind: 'held', secondsLeft: remaining, resumesAt: runningSince };
  if (runningSince !== null && runsOutAt !== null) return { kind: 'running', secondsLeft: Math.max(0, (Date.parse(runsOutAt) - now) / 1000), runsOutAt };
  return { kind: 'stopped', secondsLeft: remaining };
}

/** The clock in words: "3 h 12 min left", "held at 2 d 4 h", "2 d 4 h in the bank". */
export function clockWords(state: ClockState): string {
  const left = durationWords(Math.floor(state.secondsLeft));
  const words = appWords().clock;
  if (state.kind === 'running') return state.secondsLeft < 1 ? words.up : words.left(left);
  if (state.kind === 'held') return words.held(left);
  return words.inBank(left);
}

/** A date and time in the reader's own zone and language, without seconds. */
export function localDateTime(iso: string): string {
  return new Date(iso).toLocaleString(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' });
}
