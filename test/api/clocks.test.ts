/**
 * Clock modes and vacations (issue 15, items 1 and 2) through the HTTP API on the local stack,
 * DynamoDB Local underneath, with one injected clock for the API and the sweeper (no waiting):
 * a time bank running down and refilling (perMove once per turn, capped at max) in The Game's
 * opening, which awaits both seats at once; its reminder and its expiry by the timeout path; a
 * vacation holding a player's clocks in every game (a running bank, and a turn limit that starts
 * while away) and their natural and early end; the time used staying used; the allowance; a game
 * joined while away; and the two modes refused together.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../functions/http/schemas.js';
import { registerPlayer, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';
import { ascendingDeck } from '../support/the-game.js';

const HOUR = 3600;
const DAY = 24 * HOUR;
/** Seconds as milliseconds, for the clock. */
const ms = (seconds: number) => seconds * 1000;
/** The one clock of the API and the sweeper; each test moves it. */
let clock = Date.parse('2030-01-07T09:00:00.000Z');
let stack: TestStack;

beforeAll(async () => {
  const now = () => new Date(clock);
  stack = await startTestStack(import.meta.url, { now, apiNow: now });
});
afterAll(async () => {
  await stack?.stop();
});

const iso = (ms: number) => new Date(ms).toISOString();
type Player = { vacation: { from: string; until: string } | null; vacationAllowance: { daysPerYear: number; freeSeconds: number } };
type Listed = { games: Array<{ id: string; seats: Envelope['seats']; deadline: string | null }> };

async function envelopeOf(id: string, player: TestPlayer, legal = false): Promise<Envelope> {
  const answer = await stack.api.get<Envelope>(`/games/${id}${legal ? '?legal=true' : ''}`, { token: player.token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/** A two-seat The Game (stacked deck); the second player's join starts it at the current instant. */
async function twoSeatGame(clockMode: Record<string, unknown>, [first, second]: [TestPlayer, TestPlayer]): Promise<Envelope> {
  const created = await stack.api.post<Envelope & { inviteCode: string }>('/games', { token: first.token, body: { type: 'the-game', seats: 2, seed: `clock-${Math.random()}`, deck: ascendingDeck(), ...clockMode } });
  expect(created.status, created.text).toBe(201);
  const joined = await stack.api.post<Envelope>(`/games/${created.body.id}/join`, { token: second.token, body: { inviteCode: created.body.inviteCode } });
  expect(joined.status, joined.text).toBe(200);
  return joined.body;
}

/** `player` plays a whole turn at the current instant: the first legal play, then endTurn as soon as it is allowed. */
async function playTurn(id: string, player: TestPlayer): Promise<Envelope> {
  for (;;) {
    const current = await envelopeOf(id, player, true);
    if (!current.yourTurn) return current;
    const legal = current.legalMoves as Array<{ type: string }>;
    const move = legal.find((candidate) => candidate.type === 'endTurn') ?? legal[0]!;
    const moved = await stack.api.post<Envelope>(`/games/${id}/moves`, { token: player.token, body: { version: current.version, moves: [move] } });
    expect(moved.status, moved.text).toBe(200);
  }
}

async function setVacation(player: TestPlayer, vacation: { until: string } | null) {
  return stack.api.patch<{ player: Player }>('/players/me', { token: player.token, body: { vacation } });
}

/** Sweeps at the current instant; what happened to `id` only (other tests' games share the table). */
async function sweepFor(id: string) {
  const report = await stack.local.sweep();
  return { reminded: report.reminded.filter((entry) => entry.gameId === id), timedOut: report.timedOut.filter((entry) => entry.gameId === id) };
}

/** The game ends (a concession in The Game), so its clocks stop and later sweeps leave it alone. */
async function concede(id: string, player: TestPlayer): Promise<void> {
  const resigned = await stack.api.post(`/games/${id}/resign`, { token: player.token, body: {} });
  expect(resigned.status, resigned.text).toBe(200);
}

/** What `player` was told about game `id` on the SNS topic (the local stack's outbox). */
async function toldOnTopic(player: TestPlayer, id: string): Promise<Array<{ event: string; version: number }>> {
  await stack.local.notificationsSettled();
  const outbox = (await stack.api.get<{ sns: Array<{ message: string; attributes: Record<string, string> }> }>('/dev/outbox')).body;
  return outbox.sns
    .filter((message) => message.attributes.playerId === player.id && message.attributes.gameId === id)
    .map((message) => JSON.parse(message.message) as { event: string; version: number })
    .map(({ event, version }) => ({ event, version }));
}

async function players(...names: string[]): Promise<TestPlayer[]> {
  return Promise.all(names.map((name) => registerPlayer(stack.api, name)));
}

describe('a time bank', () => {
  it('runs for every awaited seat of the opening, refills by perMove once per turn, and never holds more than max', async () => {
    const [ada, bo] = await players('Ada', 'Bo');
    const T = (clock += ms(DAY));
    const opening = await twoSeatGame({ timeBank: { initial: 600, perMove: 120, max: 700 } }, [ada, bo]);
    // The opening awaits both seats: both banks run from the start, the deadline is the earliest expiry.
    expect(opening).toMatchObject({ status: 'active', awaiting: [0, 1], deadline: iso(T + 600_000) });
    expect(opening.seats.map((seat) => seat.clock)).toEqual([0, 1].map(() => ({ remaining: 600, runningSince: iso(T), runsOutAt: iso(T + 600_000) })));

    // Ada takes the opening after 100 s: Bo's bank stopped with her first play (500 s left) and runs again when her turn ends.
    clock = T + 100_000;
    const afterAda = await playTurn(opening.id, ada);
    expect(afterAda.awaiting).toEqual([1]);
    expect(afterAda.seats.map((seat) => seat.clock)).toEqual([
      { remaining: 620, runningSince: null, runsOutAt: null }, // 600 − 100 + 120
      { remaining: 500, runningSince: iso(T + 100_000), runsOutAt: iso(T + 600_000) },
    ]);
    expect(afterAda.deadline).toBe(iso(T + 600_000));

    // Bo takes 300 s: 500 − 300 + 120 = 320; Ada's 620 run from now.
    clock = T + 400_000;
    const afterBo = await playTurn(opening.id, bo);
    expect(afterBo.seats.map((seat) => seat.clock?.remaining)).toEqual([620, 320]);
    expect(afterBo.deadline).toBe(iso(T + 400_000 + 620_000));

    // Ada takes 10 s: 620 − 10 + 120 = 730, capped at max (700).
    clock = T + 410_000;
    const capped = await playTurn(opening.id, ada);
    expect(capped.seats[0]!.clock).toEqual({ remaining: 700, runningSince: null, runsOutAt: null });
    // Everyone sees the same clocks; the game list shows them too.
    expect((await envelopeOf(opening.id, bo)).seats).toEqual(capped.seats);
    const listed = (await stack.api.get<Listed>('/players/me/games', { token: bo.token })).body.games.find((game) => game.id === opening.id)!;
    expect(listed).toMatchObject({ seats: capped.seats, deadline: capped.deadline });
    await concede(opening.id, ada);
    expect((await envelopeOf(opening.id, ada)).seats.map((seat) => seat.clock?.runningSince)).toEqual([null, null]);
  });

  it('is reminded a quarter of its initial bank before it runs out, then runs out by the timeout path until the turn ends', async () => {
    const cy = await registerPlayer(stack.api, 'Cy');
    const dee = await registerPlayer(stack.api, 'Dee', { sns: true });
    const T = (clock += ms(DAY));
    const { id } = await twoSeatGame({ timeBank: { initial: 1200, perMove: 60, max: 1200 } }, [cy, dee]);
    const afterCy = await playTurn(id, cy); // at T, so Dee's bank runs from T
    expect(afterCy.deadline).toBe(iso(T + 1_200_000));

    clock = T + 899_000;
    expect(await sweepFor(id)).toEqual({ reminded: [], timedOut: [] });
    clock = T + 900_000; // 1200 s − 1200 / 4
    expect((await sweepFor(id)).reminded).toEqual([{ gameId: id, version: afterCy.version }]);
    expect((await envelopeOf(id, dee)).version).toBe(afterCy.version); // a reminder is no change of the game
    expect(await toldOnTopic(dee, id)).toContainEqual({ event: 'reminder', version: afterCy.version });

    clock = T + 1_199_999;
    expect((await sweepFor(id)).timedOut).toEqual([]);
    // At the expiry: Dee's timeout moves (her lowest card, again: her bank is empty, then endTurn), one version each.
    clock = T + 1_200_000;
    const { timedOut } = await sweepFor(id);
    expect(timedOut).toEqual([1, 2, 3].map((step) => ({ gameId: id, version: afterCy.version + step, seat: 1 })));
    const after = await envelopeOf(id, cy);
    expect(after).toMatchObject({ awaiting: [0], yourTurn: true });
    // Dee's turn ended by a timeout move: her empty bank gained perMove (60 s).
    expect(after.seats[1]!.clock).toEqual({ remaining: 60, runningSince: null, runsOutAt: null });
    const log = (await stack.api.get<{ entries: Array<{ kind: string; seat: number }> }>(`/games/${id}/events?after=${afterCy.version}`)).body.entries;
    expect(log.map((entry) => [entry.kind, entry.seat])).toEqual([['timeout', 1], ['timeout', 1], ['timeout', 1]]);
    await concede(id, cy);
  });
});

describe('a vacation', () => {
  it('holds the player’s clocks in every game, shows until when to everyone, and ends by itself', async () => {
    const [ada, bo] = await players('Ada', 'Bo');
    const T = (clock += ms(DAY));
    // Game A, a time bank: Bo is awaited, his bank running. Game B, a turn limit: Ada is awaited, Bo has no clock.
    const bank = await twoSeatGame({ timeBank: { initial: HOUR, perMove: 0, max: HOUR } }, [ada, bo]);
    await playTurn(bank.id, ada);
    const limit = await twoSeatGame({ turnTimeLimit: HOUR }, [ada, bo]);
    await playTurn(limit.id, ada);
    clock = T + 10_000;
    expect((await playTurn(limit.id, bo)).awaiting).toEqual([0]);

    clock = T + 600_000;
    const until = iso(T + 600_000 + ms(3 * DAY));
    const away = await setVacation(bo, { until });
    expect(away.status, away.text).toBe(200);
    expect(away.body.player).toEqual(expect.objectContaining({ vacation: { from: iso(T + 600_000), until }, vacationAllowance: { daysPerYear: 30, freeSeconds: 27 * DAY } }));

    // Game A: the 600 s Bo used stay used; the other 3000 s wait for his return. Ada sees it too.
    const heldBank = await envelopeOf(bank.id, ada);
    expect(heldBank.seats[1]).toMatchObject({ onVacation: { until }, clock: { remaining: 3000, runningSince: until, runsOutAt: iso(Date.parse(until) + 3_000_000) } });
    expect(heldBank.deadline).toBe(iso(Date.parse(until) + 3_000_000));
    const vacationLog = (await stack.api.get<{ entries: Array<{ kind: string; seat: number }> }>(`/games/${bank.id}/events?after=${heldBank.version - 1}`)).body.entries;
    expect(vacationLog).toEqual([expect.objectContaining({ kind: 'vacation', seat: 1 })]);

    // Game B: Ada's move makes Bo awaited during his vacation: his clock starts only when it ends.
    clock = T + 700_000;
    const heldLimit = await playTurn(limit.id, ada);
    expect(heldLimit.awaiting).toEqual([1]);
    expect(heldLimit.seats[1]).toMatchObject({ onVacation: { until }, clock: { remaining: HOUR, runningSince: until } });
    expect(heldLimit.deadline).toBe(iso(Date.parse(until) + ms(HOUR)));
    const listed = (await stack.api.get<Listed>('/players/me/games', { token: ada.token })).body.games.filter((game) => game.id === bank.id || game.id === limit.id);
    expect(listed.map((game) => game.seats[1]!.onVacation)).toEqual([{ until }, { until }]);

    // Long past both games' old deadlines, still on vacation: nothing runs out.
    clock = Date.parse(until) - 1000;
    expect((await sweepFor(bank.id)).timedOut).toEqual([]);
    expect((await sweepFor(limit.id)).timedOut).toEqual([]);

    // The vacation ends by itself: the clocks run again from its end, with no write; the seats no longer show it.
    clock = Date.parse(until) + 1000;
    const back = await envelopeOf(bank.id, ada);
    expect(back.seats[1]).not.toHaveProperty('onVacation');
    expect(back.seats[1]!.clock).toEqual({ remaining: 3000, runningSince: until, runsOutAt: iso(Date.parse(until) + 3_000_000) });
    const me = (await stack.api.get<{ player: Player }>('/players/me', { token: bo.token })).body.player;
    expect(me.vacation).toBeNull();
    clock = Date.parse(until) + 3_000_000 - 1;
    expect((await sweepFor(bank.id)).timedOut).toEqual([]);
    clock = Date.parse(until) + 3_000_000;
    expect((await sweepFor(bank.id)).timedOut[0]).toMatchObject({ gameId: bank.id, seat: 1 });
    expect((await sweepFor(limit.id)).timedOut).toEqual([]); // its hour from the vacation's end is not up yet
    await concede(bank.id, ada);
    await concede(limit.id, ada);
  });

  it('ends early on request: the clock resumes at once, the time used stays used, and an earlier instant adds no time', async () => {
    const [cy, dee] = await players('Cy', 'Dee');
    const T = (clock += ms(DAY));
    const { id } = await twoSeatGame({ timeBank: { initial: HOUR, perMove: 0, max: HOUR } }, [dee, cy]);
    await playTurn(id, dee); // Cy's bank runs from T
    clock = T + 100_000;
    expect((await setVacation(cy, { until: iso(T + 100_000 + ms(10 * DAY)) })).status).toBe(200);
    const held = (await envelopeOf(id, dee)).seats[1]!.clock!;
    expect(held.remaining).toBe(3500);

    clock = T + 100_000 + ms(DAY);
    const ended = await setVacation(cy, null);
    expect(ended.status, ended.text).toBe(200);
    expect(ended.body.player).toMatchObject({ vacation: null, vacationAllowance: { freeSeconds: 29 * DAY } });
    const resumed = await envelopeOf(id, dee);
    expect(resumed.seats[1]).not.toHaveProperty('onVacation');
    expect(resumed.seats[1]!.clock).toEqual({ remaining: 3500, runningSince: iso(clock), runsOutAt: iso(clock + 3_500_000) });
    expect(resumed.deadline).toBe(iso(clock + 3_500_000));

    // A server whose clock reads an hour behind: Cy's move there finds no time used, and gains none.
    clock -= ms(HOUR);
    const afterCy = await playTurn(id, cy);
    expect(afterCy.seats[1]!.clock).toEqual({ remaining: 3500, runningSince: null, runsOutAt: null });
    await concede(id, dee);
  });

  it('covers a game the player joins while away: the opening runs only the other seat’s clock', async () => {
    const [eve, fay] = await players('Eve', 'Fay');
    const T = (clock += ms(DAY));
    const until = iso(T + ms(2 * DAY));
    expect((await setVacation(fay, { until })).status).toBe(200);
    const opening = await twoSeatGame({ timeBank: { initial: HOUR, perMove: 60, max: 2 * HOUR } }, [eve, fay]);
    expect(opening.awaiting).toEqual([0, 1]);
    expect(opening.seats[0]!.clock).toEqual({ remaining: HOUR, runningSince: iso(T), runsOutAt: iso(T + ms(HOUR)) });
    expect(opening.seats[1]).toMatchObject({ onVacation: { until }, clock: { remaining: HOUR, runningSince: until } });
    expect(opening.deadline).toBe(iso(T + ms(HOUR)));
    await concede(opening.id, eve);
  });

  it('is refused in the past and beyond the allowance left in the rolling year', async () => {
    const [gus] = await players('Gus');
    const T = (clock += ms(DAY));
    const past = await setVacation(gus, { until: iso(T - 1000) });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ error: { code: 'VALIDATION', details: { code: 'VACATION_IN_PAST' } } });
    const tooLong = await setVacation(gus, { until: iso(T + ms(31 * DAY)) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ error: { code: 'VALIDATION', details: { code: 'VACATION_ALLOWANCE_EXCEEDED', leftSeconds: 30 * DAY } } });
    expect(tooLong.text).not.toContain(iso(T + ms(31 * DAY))); // no echoed input

    // 20 days asked, 5 taken: 25 left.
    expect((await setVacation(gus, { until: iso(T + ms(20 * DAY)) })).status).toBe(200);
    clock = T + ms(5 * DAY);
    expect((await setVacation(gus, null)).body.player.vacationAllowance.freeSeconds).toBe(25 * DAY);
    const over = await setVacation(gus, { until: iso(clock + ms(26 * DAY)) });
    expect(over.body).toMatchObject({ error: { details: { code: 'VACATION_ALLOWANCE_EXCEEDED', leftSeconds: 25 * DAY } } });
    expect((await setVacation(gus, { until: iso(clock + ms(25 * DAY)) })).status).toBe(200);
    // Extending the running vacation counts its days so far: nothing is left for more.
    clock += ms(DAY);
    expect((await setVacation(gus, { until: iso(clock + ms(25 * DAY)) })).status).toBe(400);
    // A year after they started, those vacations count no more.
    clock = T + ms(5 * DAY) + ms(366 * DAY);
    expect((await setVacation(gus, { until: iso(clock + ms(30 * DAY)) })).status).toBe(200);
  });
});

describe('the clock modes', () => {
  it('are exclusive, and a bank must hold what it starts with: 400 with a plain message', async () => {
    const [hal] = await players('Hal');
    const both = await stack.api.post('/games', { token: hal.token, body: { type: 'the-game', seats: 2, turnTimeLimit: HOUR, timeBank: { initial: HOUR, perMove: 60, max: HOUR } } });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ error: { code: 'VALIDATION', message: 'give either turnTimeLimit or timeBank, not both', details: { code: 'CLOCK_MODES_EXCLUSIVE' } } });
    const small = await stack.api.post('/games', { token: hal.token, body: { type: 'the-game', seats: 2, timeBank: { initial: 2 * HOUR, perMove: 60, max: HOUR } } });
    expect(small.body).toMatchObject({ error: { code: 'VALIDATION', details: { code: 'TIME_BANK_MAX_BELOW_INITIAL' } } });
  });
});

describe('table talk', () => {
  it("a hint is not a turn: it restarts no one's clock, in the opening or in a turn, so a timed game cannot be stalled", async () => {
    const [ada, bo] = await players('Ada', 'Bo');
    const T = (clock += ms(DAY));
    const opening = await twoSeatGame({ turnTimeLimit: DAY }, [ada, bo]);
    expect(opening.deadline).toBe(iso(T + ms(DAY)));
    const hint = (pile: string) => ({ type: 'hint', pile, signal: 'keepOff' });

    // In the opening (every seat awaited), Bo hints 20 h in: both clocks run on.
    clock = T + ms(20 * HOUR);
    const hinted = await stack.api.post<Envelope>(`/games/${opening.id}/moves`, { token: bo.token, body: { moves: [hint('down1')] } });
    expect(hinted.status, hinted.text).toBe(200);
    expect(hinted.body.deadline).toBe(iso(T + ms(DAY)));
    expect(hinted.body.seats.map((seat) => seat.clock?.runsOutAt)).toEqual([iso(T + ms(DAY)), iso(T + ms(DAY))]);

    // Ada's turn: her hint 20 h into it leaves her deadline where it was; a play of hers then restarts it.
    clock = T + ms(21 * HOUR);
    const afterBo = await playTurn(opening.id, bo);
    expect(afterBo.awaiting).toEqual([0]);
    clock = T + ms(41 * HOUR);
    const talked = await stack.api.post<Envelope>(`/games/${opening.id}/moves`, { token: ada.token, body: { moves: [hint('down2')] } });
    expect(talked.status, talked.text).toBe(200);
    expect(talked.body.deadline).toBe(iso(T + ms(21 * HOUR + DAY)));
    await concede(opening.id, ada);
  });
});
