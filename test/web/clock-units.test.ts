/**
 * The web app's clock, vacation and settings parts: the time wording, a seat's clock (running,
 * held on vacation, stopped), the new game's clock choice against the API's own limits, the
 * event names read from the API's OpenAPI document, the events a channel change sends, the
 * digest hours in local time, and the API's refusals in words.
 */
import '../support/web-words.js';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { games } from '../../engine/index.js';
import { GameCatalog } from '../../functions/domain/catalog.js';
import { routes } from '../../functions/http/app.js';
import { openApiDocument } from '../../functions/http/openapi.js';
import { CreateGame } from '../../functions/http/schemas.js';
import { NOTIFICATION_EVENTS } from '../../functions/notify/channels/events.js';
import { ApiError } from '../../web/src/api/client.js';
import type { SeatHolder } from '../../web/src/api/types.js';
import { clockState, clockWords } from '../../web/src/game/seat-clock.js';
import { daysWords, durationWords, timeLeftText } from '../../web/src/game/time-left.js';
import { errorWords } from '../../web/src/game/words.js';
import { eventsChange, storedEvents } from '../../web/src/screens/channel-events.js';
import { CLOCK_LIMITS, PRESETS, clockProblems, clockRequest, type ClockChoice } from '../../web/src/screens/clock-choice.js';
import { digestHours } from '../../web/src/screens/digest-hours.js';
import { eventNamesOf } from '../../web/src/screens/notification-events.js';

const NOW = Date.parse('2026-01-01T12:00:00Z');
const at = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

describe('time in words', () => {
  it('uses the two largest units, dropping a zero second one', () => {
    expect(durationWords(2 * 86400 + 4 * 3600 + 59)).toBe('2 d 4 h');
    expect(durationWords(3 * 86400)).toBe('3 d');
    expect(durationWords(3 * 3600 + 12 * 60 + 30)).toBe('3 h 12 min');
    expect(durationWords(3600)).toBe('1 h');
    expect(durationWords(4 * 60 + 5)).toBe('4 min 5 s');
    expect(durationWords(60)).toBe('1 min');
    expect(durationWords(45)).toBe('45 s');
    expect(durationWords(0)).toBe('0 s');
    expect(timeLeftText(at(45), NOW)).toBe('45 s left');
  });
});

describe("a seat's clock", () => {
  const seat = (clock: SeatHolder['clock'], onVacation?: { until: string }): SeatHolder => ({ seat: 1, playerId: 'p', name: 'Bo', clock, ...(onVacation ? { onVacation } : {}) });

  it('counts down to runsOutAt while it runs', () => {
    const running = seat({ remaining: 3600, runningSince: at(-600), runsOutAt: at(3000) });
    expect(clockState(running, NOW)).toEqual({ kind: 'running', secondsLeft: 3000, runsOutAt: at(3000) });
    expect(clockWords(clockState(running, NOW)!)).toBe('50 min left');
    expect(clockWords(clockState(running, NOW + 2_999_500)!)).toBe('time is up');
  });

  it('is held at what it had while its player is on vacation (the start lies ahead)', () => {
    const away = seat({ remaining: 7200, runningSince: at(86400), runsOutAt: at(86400 + 7200) }, { until: at(86400) });
    expect(clockState(away, NOW)).toEqual({ kind: 'held', secondsLeft: 7200, resumesAt: at(86400) });
    expect(clockWords(clockState(away, NOW)!)).toBe('held at 2 h');
    // Once the vacation is over the same numbers run.
    expect(clockState(away, NOW + 86400_000 + 1000)?.kind).toBe('running');
  });

  it('is stopped with its bank kept while the seat is not awaited; none without a clock', () => {
    const waiting = seat({ remaining: 259200, runningSince: null, runsOutAt: null });
    expect(clockWords(clockState(waiting, NOW)!)).toBe('3 d in the bank');
    expect(clockState(seat({ remaining: 60, runningSince: null, runsOutAt: null }, { until: at(60) }), NOW)?.kind).toBe('held');
    expect(clockState(seat(undefined), NOW)).toBeNull();
  });
});

describe("the new game's clock", () => {
  it("holds the API's limits (CreateGame in functions/http/schemas.ts)", () => {
    const limits = (schema: z.ZodType) => {
      const json = z.toJSONSchema(schema) as { minimum: number; maximum: number };
      return { min: json.minimum, max: json.maximum };
    };
    const { shape } = CreateGame;
    const bank = shape.timeBank.unwrap().shape;
    expect(CLOCK_LIMITS).toEqual({
      turnTimeLimit: limits(shape.turnTimeLimit.unwrap()),
      initial: limits(bank.initial),
      perMove: limits(bank.perMove),
      max: limits(bank.max),
    });
  });

  it('sends the presets as the API takes them, and nothing for no clock', () => {
    expect(clockRequest({ kind: 'limit', ...PRESETS.limit })).toEqual({ turnTimeLimit: 86400 });
    expect(clockRequest({ kind: 'bank', ...PRESETS.bank })).toEqual({ timeBank: { initial: 259200, perMove: 86400, max: 604800 } });
    expect(clockRequest({ kind: 'none' })).toEqual({});
    expect(clockProblems({ kind: 'bank', ...PRESETS.bank })).toEqual([]);
    expect(CreateGame.safeParse({ type: 'the-game', seats: 2, ...clockRequest({ kind: 'bank', ...PRESETS.bank }) }).success).toBe(true);
  });

  it('says what is out of bounds, in the words of the limits', () => {
    const limit = (amount: string, unit: number): ClockChoice => ({ kind: 'limit', turnTimeLimit: { amount, unit } });
    expect(clockProblems(limit('30', 60))).toEqual([]);
    expect(clockProblems(limit('0.5', 60))).toEqual(['The time per turn must be at least 1 min.']);
    expect(clockProblems(limit('31', 86400))).toEqual(['The time per turn may be at most 30 d.']);
    expect(clockProblems(limit('', 3600))).toEqual(['The time per turn needs a number.']);
    const bank: ClockChoice = { kind: 'bank', initial: { amount: '3', unit: 86400 }, perMove: { amount: '-1', unit: 3600 }, max: { amount: '61', unit: 86400 } };
    expect(clockProblems(bank)).toEqual(['The time added per move must be at least nothing.', "The bank's most may be at most 60 d."]);
    expect(clockProblems({ ...bank, perMove: { amount: '0', unit: 60 }, max: { amount: '2', unit: 86400 } })).toEqual(["The bank's most must be at least its start (3 d)."]);
  });
});

describe('the notification events', () => {
  it("are read from the API's OpenAPI document: the same list as the server's", () => {
    const document = openApiDocument(routes, new GameCatalog(games), { allowStacked: false, publicUrl: null });
    expect(eventNamesOf(document)).toEqual([...NOTIFICATION_EVENTS]);
    expect(eventNamesOf({})).toEqual([]);
  });

  it('a channel sends its events only when they changed; every event ticked is null (the default)', () => {
    const all = [...NOTIFICATION_EVENTS];
    expect(storedEvents({ email: { address: 'a@b.c', events: ['your-turn'], confirmed: true }, sns: true })).toEqual({ webhook: null, email: ['your-turn'], sns: null });
    expect(eventsChange(['your-turn'], ['your-turn'], all)).toEqual({});
    expect(eventsChange(null, null, all)).toEqual({});
    expect(eventsChange(['game-finished', 'your-turn'], null, all)).toEqual({ events: ['your-turn', 'game-finished'] });
    expect(eventsChange([...all].reverse(), ['your-turn'], all)).toEqual({ events: null });
    expect(eventsChange([], null, all)).toEqual({ events: [] });
  });
});

describe('the digest hours', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('lists every UTC hour once, labelled and ordered by local time (a half-hour zone too)', () => {
    process.env.TZ = 'Asia/Kolkata';
    const hours = digestHours(new Date('2026-06-01T12:00:00Z'));
    expect(hours.map((hour) => hour.hourUtc).sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, hour) => hour));
    // 19:00 UTC is 00:30 in India: the first hour of the local day.
    expect(hours[0]!.hourUtc).toBe(19);
    const seven = hours.find((hour) => hour.hourUtc === 7)!;
    expect(seven.label).toBe(`${new Date('2026-06-01T07:00:00Z').toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })} (07:00 UTC)`);
    expect(seven.label).toMatch(/12:30/);
  });
});

describe("the API's refusals in words", () => {
  const refusal = (details: Record<string, unknown>) => new ApiError(400, { code: 'VALIDATION', message: 'not accepted', details });

  it('names the vacation and digest problems, else the contract words', () => {
    expect(errorWords(refusal({ code: 'VACATION_ALLOWANCE_EXCEEDED', leftSeconds: 3 * 86400 + 7200 }))).toBe('That is longer than the vacation you have left this year (3 d 2 h).');
    expect(errorWords(refusal({ code: 'VACATION_IN_PAST' }))).toBe('The vacation must end later than now.');
    expect(errorWords(refusal({ issues: [{ path: ['notify', 'digest'], code: 'digest_needs_email', message: 'x' }] }))).toBe('The daily digest is an e-mail: give an e-mail address too (or turn the digest off).');
    expect(errorWords(refusal({ issues: [{ path: ['name'], code: 'too_big', message: 'x' }] }))).toBe('The server did not understand that request.');
    expect(daysWords(23.5 * 86400)).toBe('23.5 days');
    expect(daysWords(30 * 86400)).toBe('30 days');
    expect(daysWords(86400)).toBe('1 day');
  });
});
