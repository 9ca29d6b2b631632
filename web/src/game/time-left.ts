/** Time left until a deadline, in words a glance (or a screen reader) takes in. */
import { appWords, currentLanguage } from '../i18n/language.js';
export function timeLeftText(deadline: string, now: number): string {
  const seconds = Math.max(0, Math.round((Date.parse(deadline) - now) / 1000));
  return seconds === 0 ? appWords().clock.up : appWords().clock.left(durationWords(seconds));
}

/** A span of time in its two largest units: "2 d 4 h", "3 h 12 min", "4 min 5 s", "45 s". */
export function durationWords(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const days = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const words = appWords().time;
  if (days > 0) return hours > 0 ? `${words.days(days)} ${words.hours(hours)}` : words.days(days);
  if (hours > 0) return minutes > 0 ? `${words.hours(hours)} ${words.minutes(minutes)}` : words.hours(hours);
  if (minutes > 0) return seconds % 60 > 0 ? `${words.minutes(minutes)} ${words.seconds(seconds % 60)}` : words.minutes(minutes);
  return words.seconds(seconds);
}

/** Days rounded down to a tenth, for an allowance: "23.5 days", "30 days", "1 day". */
export function daysWords(seconds: number): string {
  const days = Math.floor((seconds / 86400) * 10) / 10;
  return appWords().time.dayCount((Number.isInteger(days) ? days : Number(days.toFixed(1))).toLocaleString(currentLanguage()), days === 1);
}
