/**
 * Plain words for the messages people read (./messages.ts), in the recipient's language: the game
 * as they know it ("The Game with Ada and Bo") and a deadline in their own time zone ("by Friday
 * 18:00"), with no ids, versions or ISO stamps.
 */
import { wordsIn } from '../../../engine/words/index.js';
import { notifyWordsIn } from '../words/index.js';
import type { Language } from '../../../engine/core/words/types.js';
import type { MessageWords } from '../delivery.js';

/** The game's name in a sentence, from the game's words: its title without a note on variants ("The Game (with …)" → "The Game"); its type id for a game without words. */
export function gameNameOf(type: string, language?: Language): string {
  return (wordsIn(language).games[type]?.title ?? type).replace(/\s*\([^)]*\)$/, '');
}

/** The others of a message in words ("Bo, Cy and a bot"); null when nobody else plays (or the names are not known). */
export function peopleInWords(words: MessageWords | undefined): string | null {
  const people = [...(words?.others ?? []), ...(words?.bots ? [notifyWordsIn(words.language).bots(words.bots)] : [])];
  return people.length === 0 ? null : wordsIn(words?.language).common.and(people);
}

/** "The Game with Ada and Bo"; the game alone when nobody else plays (or the names are not known). */
export function gameWithPeople(type: string, words: MessageWords | undefined): string {
  const people = peopleInWords(words);
  return people === null ? gameNameOf(type, words?.language) : notifyWordsIn(words?.language).gameWith(gameNameOf(type, words?.language), people);
}

const DAY_MS = 24 * 3_600_000;

/**
 * The deadline as a person reads it, from the moment `at` the message is about, in `timeZone`
 * (absent: UTC, and it says so): "by 18:00 today", "by tomorrow 18:00", "by Friday 18:00" within
 * the week, "by Friday 12 March 18:00" beyond it.
 */
export function deadlineInWords(deadline: string, at: string, words: Pick<MessageWords, 'timeZone' | 'language'> | undefined): string {
  const timeZone = words?.timeZone;
  const said = notifyWordsIn(words?.language);
  const parts = (instant: number, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(said.locale, { timeZone: timeZone ?? 'UTC', ...options }).format(new Date(instant));
  const when = Date.parse(deadline);
  const time = `${parts(when, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}${timeZone === undefined ? ' UTC' : ''}`;
  const dayOf = (instant: number) => new Intl.DateTimeFormat('en-CA', { timeZone: timeZone ?? 'UTC' }).format(new Date(instant));
  const from = Date.parse(at);
  const day = dayOf(when);
  if (day === dayOf(from)) return said.deadline.today(time);
  if (day === dayOf(from + DAY_MS)) return said.deadline.tomorrow(time);
  const weekday = parts(when, { weekday: 'long' });
  if (when - from < 6 * DAY_MS) return said.deadline.thisWeek(weekday, time);
  return said.deadline.later(weekday, parts(when, { day: 'numeric', month: 'long' }), time);
}
