/**
 * Table talk over HTTP against DynamoDB Local (docs/talk.md): reactions and messages, each game's
 * declared default (The Game: reactions only until the creator opens free chat, §9), the
 * creator's settings, a player's own mutes, who may read, the length and rate limits, the cap of
 * kept lines, and that talk never moves the game's version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MAX_CHARS, TALK_KEPT, TALK_PER_WINDOW } from '../../functions/domain/talk.js';
import type { Envelope } from '../../functions/http/schemas.js';
import { registerPlayer, startGame, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';

type Line = { seq: number; seat: number; at: string; kind: 'reaction'; reaction: string } | { seq: number; seat: number; at: string; kind: 'message'; text: string };
type Talk = { settings: { chat: string; spectators: boolean; gameDefault: { chat: string; why: string } }; you: { seat: number; creator: boolean; muted: number[] } | null; lines: Line[]; last: number };
type ErrorBody = { error: { code: string; message: string; details?: { reason?: string } } };

let stack: TestStack;
let ada: TestPlayer;
let bo: TestPlayer;
let cy: TestPlayer;
let dee: TestPlayer;
/** The API's clock: each test moves it a minute on, so rate windows do not carry over. */
let clock = Date.parse('2026-03-01T10:00:00Z');

beforeAll(async () => {
  stack = await startTestStack(import.meta.url, { apiNow: () => new Date(clock) });
  [ada, bo, cy, dee] = await Promise.all(['Ada', 'Bo', 'Cy', 'Dee'].map((name) => registerPlayer(stack.api, name)));
});
afterAll(async () => {
  await stack?.stop();
});

const say = (id: string, player: TestPlayer, body: unknown) => stack.api.post<Line & ErrorBody>(`/games/${id}/talk`, { token: player.token, body });
const read = (id: string, player: TestPlayer | null, after?: number) => stack.api.get<Talk & ErrorBody>(`/games/${id}/talk${after === undefined ? '' : `?after=${after}`}`, player ? { token: player.token } : {});
const versionOf = async (id: string) => (await stack.api.get<Envelope>(`/games/${id}`, { token: ada.token })).body.version;
const nextMinute = () => (clock += 60_000);

describe('table talk', () => {
  it('lets the seats exchange reactions and messages in a free-chat game, without moving its version', async () => {
    nextMinute();
    const { id } = await startGame(stack.api, ada, [bo], { type: 'flip-7' });
    const version = await versionOf(id);
    const thumbs = await say(id, ada, { kind: 'reaction', reaction: 'thumbs-up' });
    expect(thumbs.status, thumbs.text).toBe(201);
    expect(thumbs.body).toMatchObject({ seq: 1, seat: 0, kind: 'reaction', reaction: 'thumbs-up' });
    const hello = await say(id, bo, { kind: 'message', text: '  good\nluck\u0007 \u202Eall  ' });
    expect(hello.status, hello.text).toBe(201);
    expect(hello.body).toMatchObject({ seq: 2, seat: 1, kind: 'message', text: 'good luck all' });

    const seen = await read(id, bo);
    expect(seen.status).toBe(200);
    expect(seen.body.settings).toMatchObject({ chat: 'free', spectators: false, gameDefault: { chat: 'free' } });
    expect(seen.body.you).toEqual({ seat: 1, creator: false, muted: [] });
    expect(seen.body.lines.map((line) => line.seq)).toEqual([1, 2]);
    expect(seen.body.last).toBe(2);
    expect((await read(id, ada, 1)).body.lines.map((line) => line.seq)).toEqual([2]);
    expect((await read(id, ada, 2)).body.lines).toEqual([]);
    // Talk lives beside the game item: the moves' optimistic lock never sees it.
    expect(await versionOf(id)).toBe(version);
  });

  it("keeps The Game to reactions (§9) until its creator opens free chat", async () => {
    nextMinute();
    const { id } = await startGame(stack.api, ada, [bo], { type: 'the-game' });
    const refused = await say(id, bo, { kind: 'message', text: 'I hold the 7' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.details?.reason).toBe('REACTIONS_ONLY');
    expect(refused.body.error.message).not.toContain('7');
    expect((await say(id, bo, { kind: 'reaction', reaction: 'your-turn' })).status).toBe(201);
    expect((await read(id, bo)).body.settings).toMatchObject({ chat: 'reactions', gameDefault: { chat: 'reactions' } });

    expect((await stack.api.patch(`/games/${id}/talk/settings`, { token: bo.token, body: { chat: 'free' } })).status).toBe(403);
    const opened = await stack.api.patch<Talk['settings']>(`/games/${id}/talk/settings`, { token: ada.token, body: { chat: 'free' } });
    expect(opened.status, opened.text).toBe(200);
    expect(opened.body.chat).toBe('free');
    expect((await say(id, bo, { kind: 'message', text: 'shall we go high?' })).status).toBe(201);
  });

  it('takes the creator\'s choice at creation: free chat in The Game, spectators allowed', async () => {
    nextMinute();
    const { id } = await startGame(stack.api, ada, [bo], { type: 'the-game', talk: { chat: 'free', spectators: true } });
    expect((await say(id, ada, { kind: 'message', text: 'hi' })).status).toBe(201);
    const watcher = await read(id, null);
    expect(watcher.status).toBe(200);
    expect(watcher.body.you).toBeNull();
    expect(watcher.body.lines).toHaveLength(1);
    expect((await say(id, cy, { kind: 'reaction', reaction: 'party' })).status).toBe(403); // spectators read, never write
  });

  it('shows talk to the seats only unless the creator opens it to spectators', async () => {
    nextMinute();
    const { id } = await startGame(stack.api, ada, [bo], { type: 'auslage' });
    await say(id, ada, { kind: 'message', text: 'private words' });
    for (const outsider of [null, cy]) {
      const answer = await read(id, outsider);
      expect(answer.status).toBe(403);
      expect(answer.body.error.details?.reason).toBe('SEATS_ONLY');
      expect(answer.text).not.toContain('private words');
    }
    await stack.api.patch(`/games/${id}/talk/settings`, { token: ada.token, body: { spectators: true } });
    expect((await read(id, cy)).body.lines).toHaveLength(1);
  });

  it('lets the creator turn talk off, and each player mute another for themselves only', async () => {
    nextMinute();
    const { id } = await startGame(stack.api, ada, [bo, cy], { type: 'downhill' });
    await say(id, bo, { kind: 'message', text: 'from Bo' });
    await say(id, cy, { kind: 'message', text: 'from Cy' });

    const muted = await stack.api.patch<{ muted: number[] }>(`/games/${id}/talk/muted`, { token: ada.token, body: { seats: [1, 1, 0, 9] } });
    expect(muted.status, muted.text).toBe(200);
    expect(muted.body.muted).toEqual([1]); // not oneself, not a seat the game lacks
    const forAda = await read(id, ada);
    expect(forAda.body.lines.map((line) => line.seat)).toEqual([2]);
    expect(forAda.body.you?.muted).toEqual([1]);
    expect((await read(id, cy)).body.lines.map((line) => line.seat)).toEqual([1, 2]); // Ada's mute is hers alone
    expect((await stack.api.patch(`/games/${id}/talk/muted`, { token: dee.token, body: { seats: [0] } })).status).toBe(403);

    await stack.api.patch(`/games/${id}/talk/settings`, { token: ada.token, body: { chat: 'off' } });
    const off = await say(id, bo, { kind: 'reaction', reaction: 'sorry' });
    expect(off.status).toBe(403);
    expect(off.body.error.details?.reason).toBe('TALK_OFF');
    expect((await read(id, cy)).body.lines).toEqual([]);
  });

  it('refuses long, empty and malformed lines with clear errors', async () => {
    nextMinute();
    const { id } = await startGame(stack.api, ada, [bo], { type: 'reihen' });
    const long = await say(id, ada, { kind: 'message', text: 'x'.repeat(MESSAGE_MAX_CHARS + 1) });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toContain(String(MESSAGE_MAX_CHARS));
    expect((await say(id, ada, { kind: 'message', text: 'é'.repeat(MESSAGE_MAX_CHARS) })).status).toBe(201);
    expect((await say(id, ada, { kind: 'message', text: ' \n\t ' })).status).toBe(400);
    expect((await say(id, ada, { kind: 'reaction', reaction: 'seven' })).status).toBe(400);
    expect((await say(id, ada, { kind: 'message', text: 'hi', seat: 1 })).status).toBe(400);
    expect((await stack.api.post(`/games/${id}/talk`, { token: ada.token, raw: JSON.stringify({ kind: 'message', text: 'x'.repeat(70_000) }) })).status).toBe(413);
  });

  it(`holds each player to ${TALK_PER_WINDOW} lines a minute per game, with a 429 that says when to retry`, async () => {
    nextMinute();
    const { id } = await startGame(stack.api, ada, [bo], { type: 'flip-7' });
    for (let line = 0; line < TALK_PER_WINDOW; line++) expect((await say(id, ada, { kind: 'reaction', reaction: 'laugh' })).status).toBe(201);
    const refused = await say(id, ada, { kind: 'reaction', reaction: 'laugh' });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'RATE_LIMITED', details: { reason: 'TALK_RATE' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await say(id, bo, { kind: 'reaction', reaction: 'laugh' })).status).toBe(201); // per player
    nextMinute();
    expect((await say(id, ada, { kind: 'reaction', reaction: 'laugh' })).status).toBe(201);
  });

  it(`keeps the latest ${TALK_KEPT} lines of a game`, { timeout: 180_000 }, async () => {
    const { id } = await startGame(stack.api, ada, [bo], { type: 'flip-7' });
    const total = TALK_KEPT + 3;
    for (let line = 0; line < total; line++) {
      if (line % TALK_PER_WINDOW === 0) nextMinute();
      expect((await say(id, line % 2 === 0 ? ada : bo, { kind: 'reaction', reaction: 'thinking' })).status).toBe(201);
    }
    const all = await read(id, ada);
    expect(all.body.last).toBe(total);
    expect(all.body.lines).toHaveLength(TALK_KEPT);
    expect(all.body.lines[0]!.seq).toBe(total - TALK_KEPT + 1);
  });

  it('lists what each game type allows by default', async () => {
    const types = await stack.api.get<{ gameTypes: Array<{ id: string; chatRules: { chat: string } }> }>('/game-types');
    const defaults = Object.fromEntries(types.body.gameTypes.map((type) => [type.id, type.chatRules.chat]));
    expect(defaults).toEqual({ 'the-game': 'reactions', 'flip-7': 'free', auslage: 'free', reihen: 'free', downhill: 'free' });
  });
});
