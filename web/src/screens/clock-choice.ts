/**
 * A new game's clock as the form chooses it: none, a turn time limit, or a time bank; checked
 * against the API's limits (CreateGame in functions/http/schemas.ts; test/web/clock-units.test.ts
 * holds these equal to it) so the player reads the problem before sending.
 */
import { durationWords } from '../game/time-left.js';

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

const FIELD_NAMES: Record<ClockField, string> = {
  turnTimeLimit: 'The time per turn',
  initial: "The bank's start",
  perMove: 'The time added per move',
  max: "The bank's most",
};

export function seconds(duration: Duration): number {
  return duration.amount.trim() === '' ? Number.NaN : Math.round(Number(duration.amount) * duration.unit);
}

/** What is wrong with the choice, in words (empty when the API will take it). */
export function clockProblems(choice: ClockChoice): string[] {
  if (choice.kind === 'none') return [];
  const fields: Array<[ClockField, Duration]> = choice.kind === 'limit' ? [['turnTimeLimit', choice.turnTimeLimit]] : [['initial', choice.initial], ['perMove', choice.perMove], ['max', choice.max]];
  const problems: string[] = [];
  for (const [field, duration] of fields) {
    const value = seconds(duration);
    const { min, max } = CLOCK_LIMITS[field];
    if (!Number.isFinite(value)) problems.push(`${FIELD_NAMES[field]} needs a number.`);
    else if (value < min) problems.push(`${FIELD_NAMES[field]} must be at least ${min === 0 ? 'nothing' : durationWords(min)}.`);
    else if (value > max) problems.push(`${FIELD_NAMES[field]} may be at most ${durationWords(max)}.`);
  }
  if (choice.kind === 'bank' && problems.length === 0 && seconds(choice.max) < seconds(choice.initial)) problems.push(`${FIELD_NAMES.max} must be at least its start (${durationWords(seconds(choice.initial))}).`);
  return problems;
}

/** The fields of POST /games for the choice. */
export function clockRequest(choice: ClockChoice): { turnTimeLimit?: number; timeBank?: { initial: number; perMove: number; max: number } } {
  if (choice.kind === 'limit') return { turnTimeLimit: seconds(choice.turnTimeLimit) };
  if (choice.kind === 'bank') return { timeBank: { initial: seconds(choice.initial), perMove: seconds(choice.perMove), max: seconds(choice.max) } };
  return {};
}
