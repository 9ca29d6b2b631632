/**
 * Absent players (issue 14, item 4) end to end on the local stack, the sweeper's clock under the
 * test's control: with `absent: "bot"`, a seat that timed out `absentAfter` times in a row is
 * handed to the `basic` bot, which then moves on its own (the stack's bot worker); its player is
 * told (`replaced-by-bot`, in the outbox) and takes the seat back by any move or by
 * `POST /games/{id}/seat/reclaim`. The envelope lists the seats a bot played. A player may also
 * hand the seat to the bot at once (`POST /games/{id}/seat/hand-over`), where the creator allowed
 * it. With the default (`resign`) timeouts never hand a seat over, nor may a player.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameById } from '../../engine/index.js';
import type { Envelope } from '../../functions/http/schemas.js';
import { replayStoredGame, storedGame } from '../support/game-log.js';
import { registerPlayer, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';
import { ascendingDeck, ascendingTurn, type TheGameView } from '../support/the-game.js';

const theGame = gameById('the-game')!;
const HOUR = 3600;
/** The sweeper's clock: a fixed instant when set, else the real time. */
let fixedNow: Date | null = null;
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack(import.meta.url, { now: () => fixedNow ?? new Date(), streamPollMs: 20 });
});
afterAll(async () => {
  await stack?.stop();
});

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));
const at = (iso: string) => new Date(Date.parse(iso));
type EventLog = { entries: Array<{ version: number; kind: string; seat: number | null }> };

async function envelopeOf(id: string, player: TestPlayer): Promise<Envelope> {
  return (await stack.api.get<Envelope>(`/games/${id}`, { token: player.token })).body;
}

/** Polls until `player` is awaited (the bots moved on their own) or the game ends. */
async function untilAwaited(id: string, player: TestPlayer): Promise<Envelope> {
  for (let tries = 0; tries < 500; tries++) {
    const current = await envelopeOf(id, player);
    if (current.yourTurn || current.status === 'finished') return current;
    await sleep(20);
  }
  throw new Error(`seat of ${player.name} never awaited`);
}

async function entries(id: string, after: number): Promise<EventLog['entries']> {
  return (await stack.api.get<EventLog>(`/games/${id}/events?after=${after}`)).body.entries;
}

/** A two-seat The Game with a one-hour clock; Ada (seat 0) takes the first turn, so Bo (seat 1) is awaited. */
async function boAwaited(body: Record<string, unknown>): Promise<{ id: string; ada: TestPlayer; bo: TestPlayer; afterAda: Envelope }> {
  const ada = await registerPlayer(stack.api, 'Ada');
  const bo = await registerPlayer(stack.api, 'Bo');
  await stack.api.patch('/players/me', { token: bo.token, body: { notify: { sns: true } } });
  const created = await stack.api.post<Envelope & { inviteCode: string }>('/games', {
    token: ada.token,
    body: { type: 'the-game', seats: 2, turnTimeLimit: HOUR, seed: `absent-${Math.random()}`, deck: ascendingDeck(), ...body },
  });
  expect(created.status, created.text).toBe(201);
  const id = created.body.id;
  await stack.api.post(`/games/${id}/join`, { token: bo.token, body: { inviteCode: created.body.inviteCode } });
  const hand = ((await envelopeOf(id, ada)).view as TheGameView).you!.hand;
  const afterAda = (await stack.api.post<Envelope>(`/games/${id}/moves`, { token: ada.token, body: { version: 1, moves: ascendingTurn(hand) } })).body;
  expect(afterAda).toMatchObject({ version: 2, awaiting: [1] });
  return { id, ada, bo, afterAda };
}

/** One sweep at the game's current deadline: Bo's time runs out once. */
async function timeOutBo(id: string, bo: TestPlayer): Promise<void> {
  const current = await envelopeOf(id, bo);
  expect(current.awaiting).toEqual([1]);
  fixedNow = at(current.deadline!);
  const report = await stack.local.sweep();
  fixedNow = null;
  // Other tests' games may be due at that instant too: only this game's timeouts are looked at.
  expect(report.timedOut.filter((timedOut) => timedOut.gameId === id)).toEqual([{ gameId: id, version: current.version + 1, seat: 1 }]);
}

/** Ada plays her turn from the legal moves: the first play, then endTurn as soon as it is allowed. */
async function adaPlaysTurn(id: string, ada: TestPlayer): Promise<void> {
  for (;;) {
    const current = (await stack.api.get<Envelope>(`/games/${id}?legal=true`, { token: ada.token })).body;
    if (!current.yourTurn) return;
    const legal = current.legalMoves as Array<{ type: string }>;
    const move = legal.find((candidate) => candidate.type === 'endTurn') ?? legal[0]!;
    const moved = await stack.api.post(`/games/${id}/moves`, { token: ada.token, body: { version: current.version, moves: [move] } });
    expect(moved.status, moved.text).toBe(200);
  }
}

/** The events told to `player` on the SNS topic (the local stack's outbox). */
async function toldOnTopic(player: TestPlayer, id: string): Promise<Array<{ event: string; version: number }>> {
  await stack.local.notificationsSettled();
  const outbox = (await stack.api.get<{ sns: Array<{ message: string; attributes: Record<string, string> }> }>('/dev/outbox')).body;
  return outbox.sns
    .filter((message) => message.attributes.playerId === player.id && message.attributes.gameId === id)
    .map((message) => JSON.parse(message.message) as { event: string; version: number });
}

describe('absent: "bot"', () => {
  it('hands the seat to the basic bot after absentAfter timeouts in a row; the bot moves on its own; the player is told; a move takes the seat back', async () => {
    const { id, ada, bo } = await boAwaited({ absent: 'bot' });
    await timeOutBo(id, bo);
    const once = await envelopeOf(id, bo);
    expect(once.seats[1]).not.toHaveProperty('bot'); // one timeout: still Bo's
    expect(once.botPlayed).toEqual([]);
    await timeOutBo(id, bo); // the second in a row (absentAfter defaults to 2)

    // The bot finishes Bo's turn on its own: Ada is awaited again.
    const adaTurn = await untilAwaited(id, ada);
    expect(adaTurn.awaiting).toEqual([0]);
    expect(adaTurn.seats[1]).toEqual({ seat: 1, playerId: bo.id, name: 'Bo', bot: { level: 'basic', takenOver: true } });
    expect(adaTurn.botPlayed).toEqual([1]);
    const botEntries = (await entries(id, 4)).filter((entry) => entry.kind === 'bot');
    expect(botEntries.length).toBeGreaterThan(0);
    expect(botEntries.every((entry) => entry.seat === 1)).toBe(true);

    // It keeps playing Bo's turns.
    await adaPlaysTurn(id, ada);
    const again = await untilAwaited(id, ada);
    expect(again.seats[1]!.bot).toEqual({ level: 'basic', takenOver: true });
    const botMoves = (await entries(id, 0)).filter((entry) => entry.kind === 'bot').length;
    expect(botMoves).toBeGreaterThan(botEntries.length);

    const told = await toldOnTopic(bo, id);
    expect(told.filter((notice) => notice.event === 'replaced-by-bot')).toEqual([expect.objectContaining({ version: 4 })]);
    // The bot's turns are not told to Bo as his.
    expect(told.filter((notice) => notice.event === 'your-turn' && notice.version > 4)).toEqual([]);

    // Any move of Bo's takes the seat back (a hint is allowed out of turn in The Game).
    const hinted = await stack.api.post<Envelope>(`/games/${id}/moves`, { token: bo.token, body: { moves: [{ type: 'hint', pile: 'up1', signal: 'keepOff' }] } });
    expect(hinted.status, hinted.text).toBe(200);
    expect(hinted.body.seats[1]).toEqual({ seat: 1, playerId: bo.id, name: 'Bo' });
    expect(hinted.body.botPlayed).toEqual([1]); // it did play: rankings still leave the seat out
    await adaPlaysTurn(id, ada);
    const bosTurn = await envelopeOf(id, bo);
    expect(bosTurn).toMatchObject({ awaiting: [1], yourTurn: true });
    await sleep(200); // the bot worker had its chance: it no longer moves for Bo
    expect((await envelopeOf(id, bo)).version).toBe(bosTurn.version);

    const stored = storedGame(await stack.table.partition(`GAME#${id}`));
    const replay = replayStoredGame(theGame, stored, { deck: ascendingDeck() });
    expect(replay.replayed).toEqual(replay.stored);
  });

  it('POST /games/{id}/seat/reclaim takes the seat back without a move; a repeat changes nothing', async () => {
    const { id, ada, bo } = await boAwaited({ absent: 'bot', absentAfter: 1 });
    await timeOutBo(id, bo); // absentAfter 1: one timeout is enough
    await untilAwaited(id, ada);
    expect((await envelopeOf(id, bo)).seats[1]!.bot).toEqual({ level: 'basic', takenOver: true });

    const reclaimed = await stack.api.post<Envelope>(`/games/${id}/seat/reclaim`, { token: bo.token });
    expect(reclaimed.status, reclaimed.text).toBe(200);
    expect(reclaimed.body.seats[1]).toEqual({ seat: 1, playerId: bo.id, name: 'Bo' });
    const log = await entries(id, reclaimed.body.version - 1);
    expect(log).toEqual([expect.objectContaining({ version: reclaimed.body.version, kind: 'reclaim', seat: 1 })]);
    const repeated = await stack.api.post<Envelope>(`/games/${id}/seat/reclaim`, { token: bo.token });
    expect(repeated.status).toBe(200);
    expect(repeated.body.version).toBe(reclaimed.body.version);

    // Ada is seated but no bot plays her seat: nothing to reclaim. A spectator's token is refused.
    expect((await stack.api.post<Envelope>(`/games/${id}/seat/reclaim`, { token: ada.token })).body.version).toBe(reclaimed.body.version);
    const stranger = await registerPlayer(stack.api, 'Stranger');
    expect((await stack.api.post(`/games/${id}/seat/reclaim`, { token: stranger.token })).status).toBe(403);

    // Bo's turn is his again: the bot does not move for him.
    await adaPlaysTurn(id, ada);
    const bosTurn = await envelopeOf(id, bo);
    expect(bosTurn.yourTurn).toBe(true);
    await sleep(200);
    expect((await envelopeOf(id, bo)).version).toBe(bosTurn.version);
  });
});

describe('POST /games/{id}/seat/hand-over', () => {
  it('hands the seat to the bot at once where the creator allowed it; the bot plays it; a reclaim takes it back', async () => {
    const { id, ada, bo } = await boAwaited({ absent: 'bot', absentLevel: 'basic' });
    const offered = await stack.api.get<Envelope>(`/games/${id}?legal=true`, { token: bo.token });
    expect(offered.body.ifYouResign?.botTakesOverAfter).toBeDefined();
    const handed = await stack.api.post<Envelope>(`/games/${id}/seat/hand-over`, { token: bo.token });
    expect(handed.status, handed.text).toBe(200);
    expect(handed.body.version).toBe(3);
    // The bot plays Bo's turn on its own: Ada is awaited again.
    const afterBot = await untilAwaited(id, ada);
    expect(afterBot.botPlayed).toEqual([1]);
    const log = await entries(id, 2);
    expect(log[0]).toMatchObject({ version: 3, kind: 'hand-over', seat: 1 });
    expect(log.some((entry) => entry.kind === 'bot' && entry.seat === 1)).toBe(true);
    // A repeat changes nothing.
    const again = await stack.api.post<Envelope>(`/games/${id}/seat/hand-over`, { token: bo.token });
    expect([again.status, again.body.version]).toEqual([200, afterBot.version]);
    // Bo comes back.
    const back = await stack.api.post<Envelope>(`/games/${id}/seat/reclaim`, { token: bo.token });
    expect(back.status, back.text).toBe(200);
    expect((await entries(id, afterBot.version)).map((entry) => entry.kind)).toEqual(['reclaim']);
  });

  it('is refused where the creator did not allow it, to a spectator, and after the end', async () => {
    const { id, bo } = await boAwaited({});
    expect((await stack.api.get<Envelope>(`/games/${id}?legal=true`, { token: bo.token })).body.ifYouResign?.botTakesOverAfter).toBeUndefined();
    const refused = await stack.api.post<{ error: { code: string; message: string } }>(`/games/${id}/seat/hand-over`, { token: bo.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'FORBIDDEN', message: 'the creator of this game did not allow bots to take seats over' });

    const allowed = await boAwaited({ absent: 'bot' });
    const stranger = await registerPlayer(stack.api, 'Zed');
    expect((await stack.api.post(`/games/${allowed.id}/seat/hand-over`, { token: stranger.token })).status).toBe(403);
    expect((await stack.api.post<Envelope>(`/games/${allowed.id}/resign`, { token: allowed.ada.token })).body.status).toBe('finished');
    const over = await stack.api.post<{ error: { code: string; details?: { code: string } } }>(`/games/${allowed.id}/seat/hand-over`, { token: allowed.bo.token });
    expect([over.status, over.body.error.code, over.body.error.details?.code]).toEqual([422, 'RULE_VIOLATION', 'GAME_OVER']);
  });
});

describe('absent: "resign" (the default)', () => {
  it('never hands a seat to the bot, however many timeouts in a row', async () => {
    const { id, bo } = await boAwaited({});
    for (let timeouts = 0; timeouts < 3; timeouts++) await timeOutBo(id, bo);
    const current = await envelopeOf(id, bo);
    expect(current.seats.every((seat) => seat.bot === undefined)).toBe(true);
    expect(current.botPlayed).toEqual([]);
    expect((await entries(id, 0)).some((entry) => entry.kind === 'bot')).toBe(false);
    expect((await toldOnTopic(bo, id)).some((notice) => notice.event === 'replaced-by-bot')).toBe(false);
  });

  it('refuses an unknown absent mode and a zero absentAfter', async () => {
    const ada = await registerPlayer(stack.api, 'Ada');
    for (const bad of [{ absent: 'zombie' }, { absent: 'bot', absentAfter: 0 }]) {
      const answer = await stack.api.post('/games', { token: ada.token, body: { type: 'the-game', seats: 2, ...bad } });
      expect(answer.status).toBe(400);
    }
  });
});
