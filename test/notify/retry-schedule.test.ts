/**
 * The delivery retry schedule (functions/notify/deliver/retry-schedule.ts), pure: which wait
 * follows which failed attempt, the jitter's bounds, and that the whole schedule spans more than
 * a day (issue 18: receivers may be down for hours) before a delivery becomes a dead letter.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attemptsOf, DELIVERY_RETRY_SCHEDULE, retryDelayMs, scheduleSpanMs } from '../../functions/notify/deliver/retry-schedule.js';

const HOUR = 3_600_000;
const schedule = DELIVERY_RETRY_SCHEDULE;

describe('the delivery retry schedule', () => {
  it('gives 13 attempts, growing waits from 30 s to 10 h, and no wait after the last attempt', () => {
    expect(attemptsOf(schedule)).toBe(13);
    expect(schedule.delaysMs[0]).toBe(30_000);
    expect(schedule.delaysMs.at(-1)).toBe(10 * HOUR);
    for (let i = 1; i < schedule.delaysMs.length; i++) expect(schedule.delaysMs[i]!).toBeGreaterThan(schedule.delaysMs[i - 1]!);
    expect(retryDelayMs(attemptsOf(schedule), schedule, () => 0.5)).toBeNull();
    expect(retryDelayMs(attemptsOf(schedule) - 1, schedule, () => 0.5)).toBe(10 * HOUR);
  });

  it('waits the table value at the middle draw, and within ±20 % of it at any draw', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: attemptsOf(schedule) - 1 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (failures, draw) => {
        const nominal = schedule.delaysMs[failures - 1]!;
        const wait = retryDelayMs(failures, schedule, () => draw)!;
        expect(wait).toBeGreaterThanOrEqual(Math.floor(nominal * 0.8));
        expect(wait).toBeLessThanOrEqual(Math.ceil(nominal * 1.2));
      }),
    );
    expect(retryDelayMs(1, schedule, () => 0.5)).toBe(30_000);
    expect(retryDelayMs(1, schedule, () => 0)).toBe(24_000);
  });

  it('spreads the retries of one failing endpoint: real draws differ', () => {
    const waits = new Set(Array.from({ length: 50 }, () => retryDelayMs(5, schedule)));
    expect(waits.size).toBeGreaterThan(40);
  });

  it('spans at least 24 hours even with the shortest draws (about 32 h at the middle)', () => {
    const span = scheduleSpanMs(schedule);
    expect(span.min).toBeGreaterThanOrEqual(24 * HOUR);
    const shortestDraws = schedule.delaysMs.reduce((sum, _delay, i) => sum + retryDelayMs(i + 1, schedule, () => 0)!, 0);
    expect(shortestDraws).toBeGreaterThanOrEqual(24 * HOUR);
    expect(schedule.delaysMs.reduce((sum, delay) => sum + delay, 0) / HOUR).toBeCloseTo(31.89, 1);
  });
});
