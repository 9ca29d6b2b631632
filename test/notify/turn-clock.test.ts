/**
 * Turn clocks as pure functions of an injected "now": when a seat's clock restarts or keeps
 * running (turn limit), how a time bank runs down and refills (perMove, capped at max), how a
 * vacation holds a clock, when the reminder is due, what the sweeper must do, and the sparse index
 * attributes. Properties (fast-check): a bank is never negative before its timeout, never above
 * `max`, and the total time used only grows.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dueAction, expiredSeats, leftAt, nextTurnClock, reminderTime, retimedForVacation, type ClockedGame, type SeatClock, type TimeBank } from '../../functions/domain/turn-clock.js';
import { ALL_DUE_SHARDS, deadlineIndexAttributes, dueShardOf } from '../../functions/store/turn-clocks.js';

const HOUR = 3600;
const t0 = new Date('2026-03-01T12:00:00.000Z');
const later = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const iso = (seconds: number) => later(seconds).toISOString();
const seats = [{ seat: 0 }, { seat: 1 }, { seat: 2 }];

/** A running game with a 24 h turn limit whose seat 0 started its turn at t0. */
function game(overrides: Partial<ClockedGame>): ClockedGame {
  return {
    status: 'active',
    awaiting: [0],
    seatCount: 3,
    seats,
    turnTimeLimit: 24 * HOUR,
    timeBank: null,
    clocks: [{ seat: 0, leftMs: 24 * HOUR * 1000, since: t0.toISOString() }],
    deadline: iso(24 * HOUR),
    remindedAt: null,
    ...overrides,
  };
}

type After = Omit<ClockedGame, 'clocks' | 'deadline' | 'remindedAt'>;
const next = (before: ClockedGame, after: Partial<After>, actor: number | null, now: Date) => nextTurnClock(before, { ...before, ...after }, actor, now);

describe('the turn limit', () => {
  const now = later(600);
  const fresh = (seat: number) => ({ seat, leftMs: 24 * HOUR * 1000, since: now.toISOString() });

  it('starts when the game starts, for every awaited seat', () => {
    const waiting = game({ status: 'waiting', awaiting: [], clocks: [], deadline: null });
    expect(next(waiting, { status: 'active', awaiting: [0, 1] }, null, now)).toEqual({ clocks: [fresh(0), fresh(1)], deadline: iso(600 + 24 * HOUR), remindedAt: null });
  });

  it('restarts when a seat becomes newly awaited', () => {
    expect(next(game({}), { awaiting: [1] }, 0, now)).toEqual({ clocks: [fresh(1)], deadline: iso(600 + 24 * HOUR), remindedAt: null });
  });

  it('restarts when an awaited seat acts and stays awaited (a turn of several submissions)', () => {
    const reminded = game({ remindedAt: iso(23 * HOUR) });
    expect(next(reminded, { awaiting: [0] }, 0, now)).toEqual({ clocks: [fresh(0)], deadline: iso(600 + 24 * HOUR), remindedAt: null });
  });

  it('keeps running, reminder and all, when a seat that is not awaited acts (a hint)', () => {
    const before = game({ remindedAt: iso(23 * HOUR) });
    expect(next(before, { awaiting: [0] }, 2, now)).toEqual({ clocks: before.clocks, deadline: before.deadline, remindedAt: before.remindedAt });
  });

  it('keeps each clock of a simultaneous phase as it was when one seat is done; a newly awaited seat gets its own', () => {
    const clocks = [0, 1, 2].map((seat) => ({ seat, leftMs: 24 * HOUR * 1000, since: t0.toISOString() }));
    const before = game({ awaiting: [0, 1, 2], clocks });
    expect(next(before, { awaiting: [1, 2] }, 0, now)).toEqual({ clocks: clocks.slice(1), deadline: before.deadline, remindedAt: null });
    // Seat 0 done, seat 1 still on its clock, seat 2 newly awaited: only seat 2's is fresh; the deadline is seat 1's.
    expect(next(game({ awaiting: [0, 1], clocks: clocks.slice(0, 2) }), { awaiting: [1, 2] }, 0, now)).toEqual({ clocks: [clocks[1], fresh(2)], deadline: before.deadline, remindedAt: null });
  });

  it('stops when the game ends, and never runs without a limit', () => {
    expect(next(game({}), { status: 'finished', awaiting: [] }, 0, now)).toEqual({ clocks: [], deadline: null, remindedAt: null });
    expect(next(game({ turnTimeLimit: null, clocks: [], deadline: null }), { awaiting: [1] }, 0, now)).toEqual({ clocks: [], deadline: null, remindedAt: null });
  });

  it('times out only the awaited seats whose own clock ran out', () => {
    const clocks = [{ seat: 0, leftMs: 60_000, since: t0.toISOString() }, { seat: 1, leftMs: 120_000, since: t0.toISOString() }];
    const racing = game({ awaiting: [0, 1], clocks, turnTimeLimit: 120, deadline: iso(60) });
    expect(expiredSeats(racing, later(59))).toEqual([]);
    expect(expiredSeats(racing, later(60))).toEqual([0]);
    expect(expiredSeats(racing, later(120))).toEqual([0, 1]);
  });
});

describe('the time bank', () => {
  const bank: TimeBank = { initial: 600, perMove: 120, max: 900 };
  const banked = (overrides: Partial<ClockedGame> = {}) => game({ turnTimeLimit: null, timeBank: bank, clocks: [], deadline: null, ...overrides });
  const started = next(banked({ status: 'waiting', awaiting: [] }), { status: 'active', awaiting: [0] }, null, t0);

  it('gives every seat the initial bank at the start; only the awaited seat runs', () => {
    expect(started).toEqual({
      clocks: [{ seat: 0, leftMs: 600_000, since: t0.toISOString() }, { seat: 1, leftMs: 600_000, since: null }, { seat: 2, leftMs: 600_000, since: null }],
      deadline: iso(600),
      remindedAt: null,
    });
  });

  it('runs down while the seat is awaited, gains perMove after its move, and stops until it is awaited again', () => {
    const afterMove = next(banked({ ...started }), { awaiting: [1] }, 0, later(100));
    // 600 − 100 used + 120 = 620 s, stopped; seat 1 runs from now.
    expect(afterMove.clocks).toEqual([{ seat: 0, leftMs: 620_000, since: null }, { seat: 1, leftMs: 600_000, since: iso(100) }, { seat: 2, leftMs: 600_000, since: null }]);
    expect(afterMove.deadline).toBe(iso(700));
  });

  it('never holds more than max', () => {
    const full = banked({ clocks: [{ seat: 0, leftMs: 850_000, since: t0.toISOString() }], deadline: iso(850) });
    expect(next(full, { awaiting: [1] }, 0, later(10)).clocks[0]).toEqual({ seat: 0, leftMs: 900_000, since: null });
  });

  it('is not touched by a move of a seat that is not awaited, and gains nothing for such a move', () => {
    const running = banked({ ...started });
    expect(next(running, { awaiting: [0] }, 2, later(50)).clocks).toEqual(started.clocks);
  });

  it('gains perMove once per turn: a submission that leaves the seat awaited gains nothing', () => {
    const midTurn = next(banked({ ...started }), { awaiting: [0] }, 0, later(100));
    expect(midTurn.clocks[0]).toEqual({ seat: 0, leftMs: 500_000, since: iso(100) });
    expect(next(banked({ ...started, ...midTurn }), { awaiting: [1] }, 0, later(150)).clocks[0]).toEqual({ seat: 0, leftMs: 570_000, since: null });
  });

  it('runs for every awaited seat of a simultaneous phase; the deadline is the earliest expiry', () => {
    const opening = next(banked({ status: 'waiting', awaiting: [], clocks: [{ seat: 0, leftMs: 300_000, since: null }, { seat: 1, leftMs: 600_000, since: null }, { seat: 2, leftMs: 600_000, since: null }] }), { status: 'active', awaiting: [0, 1, 2] }, null, t0);
    expect(opening.clocks.every((clock) => clock.since === t0.toISOString())).toBe(true);
    expect(opening.deadline).toBe(iso(300));
  });

  it('stops every bank when the game ends, showing what was left', () => {
    expect(next(banked({ ...started }), { status: 'finished', awaiting: [] }, 0, later(30))).toEqual({
      clocks: [{ seat: 0, leftMs: 570_000, since: null }, { seat: 1, leftMs: 600_000, since: null }, { seat: 2, leftMs: 600_000, since: null }],
      deadline: null,
      remindedAt: null,
    });
  });

  it('never reads time back from an instant before it started (a clock that runs backwards)', () => {
    expect(leftAt({ seat: 0, leftMs: 600_000, since: iso(100) }, later(40))).toBe(600_000);
  });

  /** A random play: who acts (awaited or not), how long each step takes, and whether the next seat is awaited. */
  const steps = fc.array(fc.record({ actor: fc.integer({ min: 0, max: 2 }), seconds: fc.integer({ min: 0, max: 2000 }), nextSeat: fc.integer({ min: 0, max: 2 }) }), { maxLength: 40 });

  it('property: never negative before its timeout, never above max, and the total used only grows', () => {
    fc.assert(
      fc.property(fc.record({ initial: fc.integer({ min: 60, max: 3600 }), perMove: fc.integer({ min: 0, max: 600 }), extra: fc.integer({ min: 0, max: 3600 }) }), steps, ({ initial, perMove, extra }, plays) => {
        const rules: TimeBank = { initial, perMove, max: initial + extra };
        let current = banked({ timeBank: rules, status: 'waiting', awaiting: [] });
        let clock = t0.getTime();
        current = { ...current, ...nextTurnClock(current, { ...current, status: 'active', awaiting: [0] }, null, new Date(clock)), status: 'active', awaiting: [0] };
        let usedBefore = 0;
        let credited = 0;
        for (const { actor, seconds, nextSeat } of plays) {
          clock += seconds * 1000;
          const now = new Date(clock);
          if (current.deadline !== null && Date.parse(current.deadline) <= clock) break; // the timeout path takes over from here
          const wasAwaited = current.awaiting.includes(actor);
          const awaiting = wasAwaited ? [nextSeat] : current.awaiting;
          current = { ...current, ...nextTurnClock(current, { ...current, awaiting }, actor, now), awaiting };
          if (wasAwaited && nextSeat !== actor) credited += perMove * 1000;
          for (const held of current.clocks) {
            expect(leftAt(held, now)).toBeGreaterThanOrEqual(0);
            expect(held.leftMs).toBeLessThanOrEqual(rules.max * 1000);
          }
          // Used = what the banks got (initial + credits, less what the cap cut) − what is left: it never shrinks.
          const left = current.clocks.reduce((sum, held: SeatClock) => sum + leftAt(held, now), 0);
          const used = 3 * initial * 1000 + credited - left;
          expect(used).toBeGreaterThanOrEqual(usedBefore);
          usedBefore = used;
        }
      }),
      { seed: 15, numRuns: 300 },
    );
  });
});

describe('a vacation', () => {
  it('holds a running clock until its end, keeping the time used; ending it early resumes at once', () => {
    const running = game({ clocks: [{ seat: 0, leftMs: 24 * HOUR * 1000, since: t0.toISOString() }] });
    const away = retimedForVacation(running, 0, iso(10 * HOUR), later(HOUR));
    expect(away).toEqual({ clocks: [{ seat: 0, leftMs: 23 * HOUR * 1000, since: iso(10 * HOUR) }], deadline: iso(33 * HOUR), remindedAt: null });
    expect(leftAt(away.clocks[0]!, later(5 * HOUR))).toBe(23 * HOUR * 1000); // frozen
    const back = retimedForVacation({ ...running, ...away }, 0, null, later(2 * HOUR));
    expect(back).toEqual({ clocks: [{ seat: 0, leftMs: 23 * HOUR * 1000, since: iso(2 * HOUR) }], deadline: iso(25 * HOUR), remindedAt: null });
  });

  it('holds the reminder too: it comes no earlier than the vacation’s end', () => {
    // 10 min left, lead 1 h: the reminder would fall inside the vacation; it waits for its end.
    const held = game({ clocks: [{ seat: 0, leftMs: 600_000, since: iso(5 * HOUR) }], deadline: iso(5 * HOUR + 600) });
    expect(dueAction(held, later(5 * HOUR - 1))).toBeNull();
    expect(dueAction(held, later(5 * HOUR))).toBe('reminder');
    expect(deadlineIndexAttributes({ ...held, id: 'gggggggggggggggg' }).dueAt).toBe(later(5 * HOUR).getTime());
  });

  it('starts a clock that becomes awaited during it at its end (an opponent’s move cannot start it)', () => {
    const awaySeats = [{ seat: 0 }, { seat: 1, vacationUntil: iso(5 * HOUR) }, { seat: 2 }];
    expect(next(game({ seats: awaySeats }), { awaiting: [1] }, 0, later(60)).clocks).toEqual([{ seat: 1, leftMs: 24 * HOUR * 1000, since: iso(5 * HOUR) }]);
  });

  it('leaves other seats and stopped clocks alone', () => {
    const clocks = [{ seat: 0, leftMs: 1000, since: t0.toISOString() }, { seat: 1, leftMs: 5000, since: null }];
    expect(retimedForVacation(game({ clocks }), 1, iso(HOUR), later(1)).clocks).toEqual(clocks);
  });
});

describe('the reminder', () => {
  const limit = (turnTimeLimit: number) => ({ turnTimeLimit, timeBank: null });
  it('comes at the later of 75 % of the limit and one hour before the deadline', () => {
    const deadline = (seconds: number) => later(seconds).toISOString();
    expect(reminderTime(deadline(24 * HOUR), limit(24 * HOUR))).toEqual(later(23 * HOUR)); // 1 h before beats 18 h
    expect(reminderTime(deadline(2 * HOUR), limit(2 * HOUR))).toEqual(later(1.5 * HOUR)); // 75 % (1.5 h) beats 1 h before (1 h)
    expect(reminderTime(deadline(HOUR), limit(HOUR))).toEqual(later(0.75 * HOUR));
    expect(reminderTime(deadline(60), limit(60))).toEqual(later(45));
  });

  it('leads a time bank by a quarter of its initial bank, at most an hour', () => {
    expect(reminderTime(iso(10 * HOUR), { turnTimeLimit: null, timeBank: { initial: 8 * HOUR, perMove: 0, max: 8 * HOUR } })).toEqual(later(9 * HOUR));
    expect(reminderTime(iso(HOUR), { turnTimeLimit: null, timeBank: { initial: 1200, perMove: 60, max: 1800 } })).toEqual(later(HOUR - 300));
  });

  it('always lies within the turn, at or after 75 % of it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 60, max: 30 * 24 * HOUR }), (seconds) => {
        const reminder = reminderTime(later(seconds).toISOString(), limit(seconds)).getTime();
        expect(reminder).toBeGreaterThanOrEqual(t0.getTime() + 0.75 * seconds * 1000);
        expect(reminder).toBeLessThan(later(seconds).getTime());
        expect(later(seconds).getTime() - reminder).toBeLessThanOrEqual(HOUR * 1000);
      }),
      { seed: 42, numRuns: 200 },
    );
  });
});

describe('what the sweeper must do', () => {
  const running = game({ turnTimeLimit: 4 * HOUR, clocks: [{ seat: 0, leftMs: 4 * HOUR * 1000, since: t0.toISOString() }], deadline: later(4 * HOUR).toISOString() });

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
