/**
 * Turn time limits as pure functions of an injected "now": when the clock restarts or keeps
 * running, when the reminder is due, what the sweeper must do, and the sparse index attributes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dueAction, nextTurnClock, reminderTime, type ClockedGame } from '../../functions/domain/turn-clock.js';
import { ALL_DUE_SHARDS, deadlineIndexAttributes, dueShardOf } from '../../functions/store/turn-clocks.js';

const HOUR = 3600;
const t0 = new Date('2026-03-01T12:00:00.000Z');
const later = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

function game(overrides: Partial<ClockedGame>): ClockedGame {
  return { status: 'active', awaiting: [0], turnTimeLimit: 24 * HOUR, deadline: later(24 * HOUR).toISOString(), remindedAt: null, ...overrides };
}

describe('the clock', () => {
  const now = later(600);
  const restarted = { deadline: later(600 + 24 * HOUR).toISOString(), remindedAt: null };

  it('starts when the game starts', () => {
    const waiting = game({ status: 'waiting', awaiting: [], deadline: null });
    expect(nextTurnClock(waiting, { status: 'active', awaiting: [0, 1], turnTimeLimit: 24 * HOUR }, null, now)).toEqual(restarted);
  });

  it('restarts when a seat becomes newly awaited', () => {
    expect(nextTurnClock(game({ awaiting: [0] }), { status: 'active', awaiting: [1], turnTimeLimit: 24 * HOUR }, 0, now)).toEqual(restarted);
  });

  it('restarts when an awaited seat acts and stays awaited (a turn of several submissions)', () => {
    const reminded = game({ awaiting: [0], remindedAt: later(23 * HOUR).toISOString() });
    expect(nextTurnClock(reminded, { status: 'active', awaiting: [0], turnTimeLimit: 24 * HOUR }, 0, now)).toEqual(restarted);
  });

  it('keeps running, reminder and all, when a seat that is not awaited acts (a hint)', () => {
    const before = game({ awaiting: [0], remindedAt: later(23 * HOUR).toISOString() });
    expect(nextTurnClock(before, { status: 'active', awaiting: [0], turnTimeLimit: 24 * HOUR }, 2, now)).toEqual({ deadline: before.deadline, remindedAt: before.remindedAt });
  });

  it('keeps running for the seats still awaited when one seat of a simultaneous phase is done', () => {
    const before = game({ awaiting: [0, 1, 2] });
    expect(nextTurnClock(before, { status: 'active', awaiting: [1, 2], turnTimeLimit: 24 * HOUR }, 0, now)).toEqual({ deadline: before.deadline, remindedAt: null });
  });

  it('stops when the game ends, and never runs without a limit', () => {
    expect(nextTurnClock(game({}), { status: 'finished', awaiting: [], turnTimeLimit: 24 * HOUR }, 0, now)).toEqual({ deadline: null, remindedAt: null });
    expect(nextTurnClock(game({ deadline: null, turnTimeLimit: null }), { status: 'active', awaiting: [1], turnTimeLimit: null }, 0, now)).toEqual({ deadline: null, remindedAt: null });
  });
});

describe('the reminder', () => {
  it('comes at the later of 75 % of the limit and one hour before the deadline', () => {
    const deadline = (limit: number) => later(limit).toISOString();
    expect(reminderTime(deadline(24 * HOUR), 24 * HOUR)).toEqual(later(23 * HOUR)); // 1 h before beats 18 h
    expect(reminderTime(deadline(2 * HOUR), 2 * HOUR)).toEqual(later(1.5 * HOUR)); // 75 % (1.5 h) beats 1 h before (1 h)
    expect(reminderTime(deadline(HOUR), HOUR)).toEqual(later(0.75 * HOUR));
    expect(reminderTime(deadline(60), 60)).toEqual(later(45));
  });

  it('always lies within the turn, at or after 75 % of it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 60, max: 30 * 24 * HOUR }), (limit) => {
        const reminder = reminderTime(later(limit).toISOString(), limit).getTime();
        expect(reminder).toBeGreaterThanOrEqual(t0.getTime() + 0.75 * limit * 1000);
        expect(reminder).toBeLessThan(later(limit).getTime());
        expect(later(limit).getTime() - reminder).toBeLessThanOrEqual(HOUR * 1000);
      }),
      { seed: 42, numRuns: 200 },
    );
  });
});

describe('what the sweeper must do', () => {
  const running = game({ turnTimeLimit: 4 * HOUR, deadline: later(4 * HOUR).toISOString() });

  it('nothing before the reminder; the reminder once; the timeout at the deadline', () => {
    expect(dueAction(running, later(3 * HOUR - 1))).toBeNull();
    expect(dueAction(running, later(3 * HOUR))).toBe('reminder');
    expect(dueAction({ ...running, remindedAt: later(3 * HOUR).toISOString() }, later(3 * HOUR + 60))).toBeNull();
    expect(dueAction({ ...running, remindedAt: later(3 * HOUR).toISOString() }, later(4 * HOUR))).toBe('timeout');
    expect(dueAction(running, later(5 * HOUR))).toBe('timeout'); // a late sweep times out without reminding first
  });

  it('nothing for games that are not running on a clock', () => {
    expect(dueAction({ ...running, status: 'finished' }, later(5 * HOUR))).toBeNull();
    expect(dueAction({ ...running, deadline: null }, later(5 * HOUR))).toBeNull();
  });
});

describe('the sparse index attributes', () => {
  it('point at the reminder first, then at the deadline; absent without a running clock', () => {
    const running = { ...game({ turnTimeLimit: 4 * HOUR, deadline: later(4 * HOUR).toISOString() }), id: 'gggggggggggggggg' };
    expect(deadlineIndexAttributes(running)).toEqual({ dueShard: dueShardOf(running.id), dueAt: later(3 * HOUR).getTime() });
    expect(deadlineIndexAttributes({ ...running, remindedAt: later(3 * HOUR).toISOString() })).toEqual({ dueShard: dueShardOf(running.id), dueAt: later(4 * HOUR).getTime() });
    expect(deadlineIndexAttributes({ ...running, deadline: null })).toEqual({});
    expect(deadlineIndexAttributes({ ...running, status: 'finished' })).toEqual({});
  });

  it('spread games over every shard, each game always in the same one', () => {
    const ids = Array.from({ length: 400 }, (_, i) => `game${String(i).padStart(12, 'a')}`);
    const used = new Set(ids.map(dueShardOf));
    expect([...used].sort()).toEqual([...ALL_DUE_SHARDS].sort());
    expect(ids.map(dueShardOf)).toEqual(ids.map(dueShardOf));
  });
});
