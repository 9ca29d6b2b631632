/**
 * A new game's clock as the form chooses it: none, a turn time limit, or a time bank; checked
 * against the API's limits (CreateGame in functions/http/schemas.ts; test/web/clock-units.test.ts
 * holds these equal to it) so the player reads the problem before sending.
 */
import { durationWords } from '../game/time-left.js';
import { appWords } from '../i18n/language.js';

const DAY = 86400;

export const CLOCK_LIMITS = {
  turnTimeLimit: { min: 60, max: 30 * DAY },
  initial: { min: 60, max: 30 * DAY },
  perMove: { min: 0, max: 30 * DAY },
  max: { min: 60, max: 60 * DAY },
} as const;

export type ClockField = keyof typeof CLOCK_LIMITS;

/** Seconds per unit a duration is typed in. */
export const UNITS = [
  ['min', 60],
  ['h', 3600],
  ['d', DAY],
] as const;

export interface Duration {
  amount: string;
  unit: number;
}

export type ClockChoice = { kind: 'none' } | { kind: 'limit'; turnTimeLimit: Duration } | { kind: 'bank'; initial: Duration; perMove: Duration; max: Duration };

/** The presets the form opens with: a day per move; a bank of 3 days, a day more per move, at most 7. */
export const PRESETS = {
  limit: { turnTimeLimit: { amount: '1', unit: DAY } },
  bank: { initial: { amount: '3', unit: DAY }, perMove: { amount: '1', unit: DAY }, max: { amount: '7', unit: DAY } },
};

export function seconds(duration: Duration): number {
  return duration.amount.trim() === '' ? Number.NaN : Math.round(Number(duration.amount) * duration.unit);
}

/** What is wrong with the choice, in words (empty when the API will take it). */
export function clockProblems(choice: ClockChoice): string[] {
  if (choice.kind === 'none') return [];
  const fields: Array<[ClockField, Duration]> = choice.kind === 'limit' ? [['turnTimeLimit', choice.turnTimeLimit]] : [['initial', choice.initial], ['perMove', choice.perMove], ['max', choice.max]];
  const words = appWords().clock;
  const name = (field: ClockField) => words.fields[field]!;
  const problems: string[] = [];
  for (const [field, duration] of fields) {
    const value = seconds(duration);
    const { min, max } = CLOCK_LIMITS[field];
    if (!Number.isFinite(value)) problems.push(words.needsNumber(name(field)));
    else if (value < min) problems.push(words.atLeast(name(field), min === 0 ? null : durationWords(min)));
    else if (value > max) problems.push(words.atMost(name(field), durationWords(max)));
  }
  if (choice.kind === 'bank' && problems.length === 0 && seconds(choice.max) < seconds(choice.initial)) problems.push(words.maxBelowStart(name('max'), durationWords(seconds(choice.initial))));
  return problems;
}

/** The fields of POST /games for the choice. */
export function clockRequest(choice: ClockChoice): { turnTimeLimit?: number; timeBank?: { initial: number; perMove: number; max: number } } {
  if (choice.kind === 'limit') return { turnTimeLimit: seconds(choice.turnTimeLimit) };
  if (choice.kind === 'bank') return { timeBank: { initial: seconds(choice.initial), perMove: seconds(choice.perMove), max: seconds(choice.max) } };
  return {};
}
