/**
 * Vacations as pure functions of a player's vacations and an injected "now"
 * (functions/domain/vacation.ts): starting, moving and ending one, the allowance per rolling
 * year, and the refusals. A property (fast-check): whatever is asked, the vacations of the last
 * year never add up to more than the allowance.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowanceFreeMs, currentVacation, onVacationAt, plannedVacations, type Vacation } from '../../functions/domain/vacation.js';
import { ValidationError } from '../../functions/errors.js';

const DAY = 24 * 3600 * 1000;
const t0 = Date.parse('2027-02-01T00:00:00.000Z');
const at = (days: number) => new Date(t0 + days * DAY);
const iso = (days: number) => at(days).toISOString();

/** A 400 refusal with these details. */
const refused = (details: Record<string, unknown>) => expect.objectContaining({ name: ValidationError.name, details });

describe('a vacation', () => {
  it('starts now, moves its end while it runs (keeping its start), and ends early', () => {
    const started = plannedVacations([], iso(10), 30, at(0));
    expect(started).toEqual([{ from: iso(0), until: iso(10) }]);
    expect(currentVacation(started, at(3))).toEqual(started[0]);
    const moved = plannedVacations(started, iso(12), 30, at(3));
    expect(moved).toEqual([{ from: iso(0), until: iso(12) }]);
    const ended = plannedVacations(moved, null, 30, at(4));
    expect(ended).toEqual([{ from: iso(0), until: iso(4) }]);
    expect(currentVacation(ended, at(4))).toBeNull();
    expect(plannedVacations(ended, null, 30, at(5))).toEqual(ended); // nothing runs: nothing to end
  });

  it('counts against the allowance only for the days it lasted', () => {
    const ended = plannedVacations(plannedVacations([], iso(20), 30, at(0)), null, 30, at(5));
    expect(allowanceFreeMs(ended, 30, at(5))).toBe(25 * DAY);
    expect(allowanceFreeMs(plannedVacations(ended, iso(15), 30, at(5)), 30, at(6))).toBe(15 * DAY);
  });

  it('is refused in the past or beyond what is left, naming what is left', () => {
    expect(() => plannedVacations([], iso(0), 30, at(0))).toThrow(refused({ code: 'VACATION_IN_PAST' }));
    expect(() => plannedVacations([], iso(31), 30, at(0))).toThrow(refused({ code: 'VACATION_ALLOWANCE_EXCEEDED', leftSeconds: 30 * 24 * 3600 }));
    expect(() => plannedVacations([], iso(1), 0, at(0))).toThrow(refused({ code: 'VACATION_ALLOWANCE_EXCEEDED', leftSeconds: 0 }));
    expect(() => plannedVacations([], iso(1), 0, at(0))).not.toThrow(refused({ code: 'VACATION_IN_PAST' }));
  });

  it('frees its days a year after it started', () => {
    const taken: Vacation[] = [{ from: iso(0), until: iso(30) }];
    expect(allowanceFreeMs(taken, 30, at(364))).toBe(0);
    expect(allowanceFreeMs(taken, 30, at(366))).toBe(30 * DAY);
  });

  it('shows on a seat only while it lies ahead', () => {
    expect(onVacationAt({ vacationUntil: iso(2) }, at(1))).toBe(iso(2));
    expect(onVacationAt({ vacationUntil: iso(2) }, at(2))).toBeUndefined();
    expect(onVacationAt({}, at(1))).toBeUndefined();
  });

  it('property: the vacations of any rolling year never add up to more than the allowance', () => {
    const asks = fc.array(fc.record({ wait: fc.integer({ min: 0, max: 40 * DAY }), length: fc.option(fc.integer({ min: -DAY, max: 40 * DAY })) }), { maxLength: 30 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), asks, (days, plan) => {
        let vacations: Vacation[] = [];
        let now = t0;
        for (const { wait, length } of plan) {
          now += wait;
          try {
            vacations = plannedVacations(vacations, length === null ? null : new Date(now + length).toISOString(), days, new Date(now));
          } catch (error) {
            if (!(error instanceof ValidationError)) throw error;
          }
          const lastYear = vacations.filter((vacation) => Date.parse(vacation.from) > now - 365 * DAY);
          const used = lastYear.reduce((sum, vacation) => sum + Date.parse(vacation.until) - Date.parse(vacation.from), 0);
          expect(used).toBeLessThanOrEqual(days * DAY);
          expect(allowanceFreeMs(vacations, days, new Date(now))).toBeGreaterThanOrEqual(0);
        }
      }),
      { seed: 2, numRuns: 300 },
    );
  });
});
