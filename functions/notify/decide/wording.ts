/**
 * Plain words for the messages people read (./messages.ts): the game as they know it ("The Game
 * with Ada and Bo") and a deadline in their own time zone ("by Friday 18:00"), with no ids,
 * versions or ISO stamps.
 */
import { gameTitleOf } from './game-titles.js';
import type { MessageWords } from './fan-out.js';

/** The game's name in a sentence: its title without a note on variants ("The Game (with …)" → "The Game"). */
export function gameNameOf(type: string): string {
  return gameTitleOf(type).replace(/\s*\([^)]*\)$/, '');
}

/** "Ada", "Ada and Bo", "Ada, Bo and a bot". */
export function namesInWords(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "The Game with Ada and Bo"; the game alone when nobody else plays (or the names are not known). */
export function gameWithPeople(type: string, words: MessageWords | undefined): string {
  const others = words?.others ?? [];
  return others.length === 0 ? gameNameOf(type) : `${gameNameOf(type)} with ${namesInWords(others)}`;
}

const DAY_MS = 24 * 3_600_000;

/**
 * The deadline as a person reads it, from the moment `at` the message is about, in `timeZone`
 * (absent: UTC, and it says so): "by 18:00 today", "by tomorrow 18:00", "by Friday 18:00" within
 * the week, "by Friday 12 March 18:00" beyond it.
 */
export function deadlineInWords(deadline: string, at: string, timeZone: string | undefined): string {
  const zone = timeZone ?? 'UTC';
  const parts = (instant: number, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, ...options }).format(new Date(instant));
  const when = Date.parse(deadline);
  const time = `${parts(when, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}${timeZone === undefined ? ' UTC' : ''}`;
  const dayOf = (instant: number) => parts(instant, { year: 'numeric', month: '2-digit', day: '2-digit' });
  const from = Date.parse(at);
  const day = dayOf(when);
  if (day === dayOf(from)) return `by ${time} today`;
  if (day === dayOf(from + DAY_MS)) return `by tomorrow ${time}`;
  const weekday = parts(when, { weekday: 'long' });
  if (when - from < 6 * DAY_MS) return `by ${weekday} ${time}`;
  return `by ${weekday} ${parts(when, { day: 'numeric', month: 'long' })} ${time}`;
}
