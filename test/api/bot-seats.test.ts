/**
 * Bot seats over HTTP against the real local stack: one person and (up to) four `basic` bots
 * play every title to its end. The person plays legal moves from `?legal=true`; the bots move on
 * their own (the stack's bot worker reads the table's stream), so the person polls until awaited.
 * Then the log holds `bot` entries and replays to the stored state from the revealed seed, the
 * envelope marks the bot seats, and bot seats have no seat items (a player's game list is
 * unaffected). Bad bot requests are refused with their codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Random, gameById, games } from '../../engine/index.js';
import type { Envelope } from '../../functions/http/schemas.js';
import { replayStoredGame, storedGame } from '../support/game-log.js';
import { registerPlayer, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';

type Created = Envelope & { inviteCode: string };
type EventLog = { entries: Array<{ version: number; kind: string; seat: number | null }>; next: number | null };

let stack: TestStack;
let person: TestPlayer;

beforeAll(async () => {
  stack = await startTestStack(import.meta.url, { streamPollMs: 10 });
  person = await registerPlayer(stack.api, 'person');
});
afterAll(async () => {
  await stack?.stop();
});

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

/** Every title with 1 person and `basic` bots in its other seats: five seats where it allows them, else its most. */
const titles = games.map((game) => ({ type: game.id, seats: Math.min(5, game.maxPlayers), options: game.quickGame?.options ?? {} }));

async function createGame(token: string, body: Record<string, unknown>) {
  return stack.api.post<Created>('/games', { token, body });
}

async function fullLog(gameId: string): Promise<EventLog['entries']> {
  const entries: EventLog['entries'] = [];
  let query = '';
  for (;;) {
    const page = await stack.api.get<EventLog>(`/games/${gameId}/events${query}`);
    entries.push(...page.body.entries);
    if (page.body.next === null) return entries;
    query = `?after=${page.body.next}`;
  }
}

/**
 * The person's side of a game: whenever awaited, one legal move at the version seen; otherwise
 * wait for the bots. A 409 means a bot moved in between (simultaneous turns): read again.
 */
async function playAsPerson(gameId: string, seed: string): Promise<{ envelope: Envelope; personMoves: number; botSeatAwaitedInAnswer: boolean }> {
  const chooser = Random.fromSeed(`person:${seed}`);
  let personMoves = 0;
  let botSeatAwaitedInAnswer = false;
  for (let polls = 0; polls < 50_000; polls++) {
    const mine = await stack.api.get<Envelope>(`/games/${gameId}?legal=true`, { token: person.token });
    expect(mine.status).toBe(200);
    if (mine.body.status === 'finished') return { envelope: mine.body, personMoves, botSeatAwaitedInAnswer };
    if (!mine.body.yourTurn) {
      await sleep(5);
      continue;
    }
    const move = chooser.pick(mine.body.legalMoves!);
    const moved = await stack.api.post<Envelope>(`/games/${gameId}/moves`, { token: person.token, body: { version: mine.body.version, moves: [move] } });
    if (moved.status === 409) continue;
    expect(moved.status, moved.text).toBe(200);
    personMoves++;
    // The answer is the version the person's move made: the bots move after it, not inside it.
    if (moved.body.awaiting.some((seat) => moved.body.seats[seat]!.bot)) botSeatAwaitedInAnswer = true;
  }
  throw new Error(`game ${gameId} did not end`);
}

describe.each(titles)('$type, $seats seats: 1 person and basic bots in the others, over HTTP', (title) => {
  it('plays to its end with the bots moving on their own, and the log replays from the revealed seed', { timeout: 240_000 }, async () => {
    const game = gameById(title.type)!;
    const seed = `bot-seats:${title.type}`;
    const bots = Array.from({ length: title.seats - 1 }, (_, index) => ({ seat: index + 1, level: 'basic' as const }));
    const began = Date.now();
    const created = await createGame(person.token, { type: title.type, seats: title.seats, options: title.options, seed, bots });
    expect(created.status, created.text).toBe(201);
    // Every other seat is a bot: the game starts at creation, and the envelope marks the bots.
    expect(created.body.status).toBe('active');
    expect(created.body.seats[0]).toEqual({ seat: 0, playerId: person.id, name: 'person' });
    for (const { seat } of bots) expect(created.body.seats[seat]).toMatchObject({ seat, playerId: null, bot: { level: 'basic' } });

    const { envelope, personMoves, botSeatAwaitedInAnswer } = await playAsPerson(created.body.id, seed);
    const elapsed = Date.now() - began;

    expect(envelope.fairness.seed).toBe(seed);
    const log = await fullLog(created.body.id);
    const botEntries = log.filter((entry) => entry.kind === 'bot');
    expect(botEntries.length).toBeGreaterThan(0);
    expect(new Set(botEntries.map((entry) => entry.seat))).toEqual(new Set(bots.map((bot) => bot.seat)));
    expect(log.filter((entry) => entry.kind === 'move').every((entry) => entry.seat === 0)).toBe(true);
    if (personMoves > 0 && botEntries.some((entry) => entry.version > log.find((e) => e.kind === 'move')!.version)) expect(botSeatAwaitedInAnswer).toBe(true);

    const replay = replayStoredGame(game, storedGame(await stack.table.partition(`GAME#${created.body.id}`)));
    expect(replay.replayed).toEqual(replay.stored);
    expect(envelope.outcome).toEqual(game.outcome(replay.replayed));
    // Versions are contiguous: every bot move went through the version-conditioned commit.
    expect(replay.versions).toEqual(Array.from({ length: envelope.version + 1 }, (_, version) => version));

    console.info(`[bot-seats] ${title.type}: 1 person + ${bots.length} basic bots, ${log.length} log entries (${botEntries.length} bot, ${personMoves} person moves), ${elapsed} ms over HTTP`);
  });
});

describe('bot seats', () => {
  it('the creator adds a bot to an open seat; the last seat taken starts the game, and only people have seat items', async () => {
    const friend = await registerPlayer(stack.api, 'friend');
    const created = await createGame(person.token, { type: 'flip-7', seats: 3, bots: [{ seat: 2, level: 'random' }] });
    expect(created.status, created.text).toBe(201);
    expect(created.body.status).toBe('waiting');
    expect(created.body.seats[1]).toEqual({ seat: 1, playerId: null, name: null });
    expect(created.body.seats[2]).toMatchObject({ playerId: null, bot: { level: 'random' } });

    // A join skips the bot's seat and, taking the last seat, starts the game.
    const joined = await stack.api.post<Envelope>(`/games/${created.body.id}/join`, { token: friend.token, body: { inviteCode: created.body.inviteCode } });
    expect(joined.status, joined.text).toBe(200);
    expect(joined.body).toMatchObject({ status: 'active', you: 1 });

    // Seat items: one per person, none for the bot; the friend's list shows the bot seat marked.
    const seatItems = (await stack.table.scan()).filter((item) => item.sk === `GAME#${created.body.id}`);
    expect(seatItems.map((item) => item.pk).sort()).toEqual([`PLAYER#${friend.id}`, `PLAYER#${person.id}`].sort());
    const list = await stack.api.get<{ games: Array<{ id: string; seat: number; seats: Envelope['seats'] }> }>('/players/me/games', { token: friend.token });
    expect(list.body.games).toHaveLength(1);
    expect(list.body.games[0]).toMatchObject({ id: created.body.id, seat: 1 });
    expect(list.body.games[0]!.seats[2]).toMatchObject({ bot: { level: 'random' } });

    // POST /games/{id}/bots on a second game: filling the last seat starts it.
    const second = await createGame(person.token, { type: 'auslage', seats: 2 });
    const added = await stack.api.post<Envelope>(`/games/${second.body.id}/bots`, { token: person.token, body: { seat: 1, level: 'basic' } });
    expect(added.status, added.text).toBe(200);
    expect(added.body).toMatchObject({ status: 'active', version: 1, you: 0 });
    expect(added.body.seats[1]).toMatchObject({ playerId: null, bot: { level: 'basic' } });
    const log = await fullLog(second.body.id);
    expect(log.slice(0, 2)).toEqual([expect.objectContaining({ version: 0, kind: 'create', seat: 0 }), expect.objectContaining({ version: 1, kind: 'join', seat: 1 })]);
  });

  it('refuses bad bot seats with clear codes', async () => {
    const refusedAtCreation = async (seats: number, bots: unknown) => {
      const answer = await stack.api.post<{ error: { code: string; details?: { code?: string } } }>('/games', { token: person.token, body: { type: 'downhill', seats, bots } });
      expect(answer.status, answer.text).toBe(400);
      return answer.body.error;
    };
    // Seat 0 is the creator's: a game always has a person.
    expect(await refusedAtCreation(2, [{ seat: 0, level: 'basic' }])).toMatchObject({ code: 'VALIDATION', details: { code: 'BOT_SEAT_TAKEN' } });
    expect(await refusedAtCreation(3, [{ seat: 1, level: 'basic' }, { seat: 1, level: 'random' }])).toMatchObject({ details: { code: 'BOT_SEAT_TAKEN' } });
    expect(await refusedAtCreation(3, [{ seat: 3, level: 'basic' }])).toMatchObject({ details: { code: 'BOT_SEAT_OUT_OF_RANGE' } });
    expect(await refusedAtCreation(3, [{ seat: 1, level: 'genius' }])).toMatchObject({ code: 'VALIDATION' });
    expect(await refusedAtCreation(3, [{ seat: 1 }])).toMatchObject({ code: 'VALIDATION' });

    const stranger = await registerPlayer(stack.api, 'stranger');
    const game = await createGame(person.token, { type: 'downhill', seats: 3, bots: [{ seat: 1, level: 'basic' }] });
    const addBot = (token: string, body: unknown, id = game.body.id) =>
      stack.api.post<{ error: { code: string; details?: { reason?: string; code?: string } } }>(`/games/${id}/bots`, { token, body });
    expect((await addBot(stranger.token, { seat: 2, level: 'basic' })).body.error).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'NOT_CREATOR' } });
    const taken = await addBot(person.token, { seat: 1, level: 'basic' });
    expect(taken.status).toBe(403);
    expect(taken.body.error.details).toEqual({ reason: 'SEAT_TAKEN' });
    expect((await addBot(person.token, { seat: 0, level: 'basic' })).body.error.details).toEqual({ reason: 'SEAT_TAKEN' });
    const outside = await addBot(person.token, { seat: 3, level: 'basic' });
    expect(outside.status).toBe(400);
    expect(outside.body.error.details).toMatchObject({ code: 'BOT_SEAT_OUT_OF_RANGE' });
    expect((await addBot(person.token, { seat: 2, level: 'basic', extra: true })).status).toBe(400);
    expect((await addBot(person.token, { seat: 2, level: 'basic' }, 'aaaaaaaaaaaaaaaa')).status).toBe(404);
    expect((await stack.api.post(`/games/${game.body.id}/bots`, { body: { seat: 2, level: 'basic' } })).status).toBe(401);
    // Once started (the last seat filled), no seat is open.
    expect((await addBot(person.token, { seat: 2, level: 'basic' })).status).toBe(200);
    expect((await addBot(person.token, { seat: 2, level: 'basic' })).body.error).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'GAME_FULL' } });
  });

  it('the OpenAPI document describes bot seats in requests and answers', async () => {
    const document = await stack.api.get<{ paths: Record<string, unknown> }>('/openapi.json');
    const text = JSON.stringify(document.body);
    expect(Object.keys(document.body.paths)).toContain('/games/{id}/bots');
    expect(text).toContain('"bots"');
    expect(text).toMatch(/"enum":\["random","basic","strong"\]/);
    expect(text).toContain('"absentLevel"');
  });
});
