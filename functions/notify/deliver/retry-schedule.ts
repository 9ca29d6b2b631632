/**
 * When a failed delivery is tried again: one table for AWS (the deliver Lambda hides the
 * message until its next attempt is due) and the local delivery queue (which sleeps). A receiver
 * — a home server, a bot — may be down for hours, so the schedule spans more than a day before
 * the delivery becomes a dead letter; each wait is jittered so the retries of many deliveries
 * to one endpoint that was down do not arrive in one burst when it comes back.
 */
export interface RetrySchedule {
  /** The wait after the n-th failed attempt is `delaysMs[n − 1]`; a failure after the last is final (dead letter). */
  readonly delaysMs: readonly number[];
  /** Each wait is drawn uniformly from `delay × [1 − jitter, 1 + jitter]`. */
  readonly jitter: number;
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * 13 attempts: the first at once, then after 30 s, 1, 2, 5, 15 and 30 min, 1, 2, 4, 6, 8 and
 * 10 h (each ±20 %): about 31 h 53 min in all, at least 25 h 30 min with the shortest draws.
 * README "Delivery, retries, dead letters" prints this table.
 */
export const DELIVERY_RETRY_SCHEDULE: RetrySchedule = {
  delaysMs: [30 * SECOND, 1 * MINUTE, 2 * MINUTE, 5 * MINUTE, 15 * MINUTE, 30 * MINUTE, 1 * HOUR, 2 * HOUR, 4 * HOUR, 6 * HOUR, 8 * HOUR, 10 * HOUR],
  jitter: 0.2,
};

/** How many attempts a delivery gets in all. */
export function attemptsOf(schedule: RetrySchedule): number {
  return schedule.delaysMs.length + 1;
}

/**
 * The wait after the `failures`-th failed attempt (1 = after the first), jittered with `random`
 * (a number in [0, 1)); null once the schedule is used up: the delivery is dead.
 */
export function retryDelayMs(failures: number, schedule: RetrySchedule, random: () => number = Math.random): number | null {
  const delay = schedule.delaysMs[failures - 1];
  if (delay === undefined) return null;
  return Math.round(delay * (1 - schedule.jitter + 2 * schedule.jitter * random()));
}

/** The shortest and longest total wait from the first attempt to the last. */
export function scheduleSpanMs(schedule: RetrySchedule): { min: number; max: number } {
  const total = schedule.delaysMs.reduce((sum, delay) => sum + delay, 0);
  return { min: total * (1 - schedule.jitter), max: total * (1 + schedule.jitter) };
}
