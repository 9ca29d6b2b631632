/**
 * A waiting game's life before the start, over HTTP against DynamoDB Local: the creator cancels
 * it (nobody joins afterwards; only the creator, only while it waits), and a seated player leaves
 * it (the seat is free again, the invite code seats the next player, the leaver's game list
 * drops it; the creator cannot leave, nobody leaves a running game).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, PlayerGames } from '../../functions/http/schemas.js';
import type * as z from 'zod';
import { registerPlayer, startGame, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';

type Created = Envelope & { inviteCode: string };
type ErrorBody = { error: { code: string; details?: { reason?: string; code?: string } } };
type EventLog = { entries: Array<{ version: number; kind: string; seat: number | null }> };

let stack: TestStack;
let ada: TestPlayer;
let bo: TestPlayer;
let cy: TestPlayer;

beforeAll(async () => {
  stack = await startTestStack(import.meta.url);
  [ada, bo, cy] = await Promise.all(['Ada', 'Bo', 'Cy'].map((name) => registerPlayer(stack.api, name)));
});
afterAll(async () => {
  await stack?.stop();
});

async function waitingGame(seats: number): Promise<Created> {
  const created = await stack.api.post<Created>('/games', { token: ada.token, body: { type: 'the-game', seats } });
  expect(created.status, created.text).toBe(201);
  return created.body;
}

const join = (game: Created, player: TestPlayer) => stack.api.post<Envelope & ErrorBody>(`/games/${game.id}/join`, { token: player.token, body: { inviteCode: game.inviteCode } });
const cancel = (id: string, player: TestPlayer) => stack.api.post<Envelope & ErrorBody>(`/games/${id}/cancel`, { token: player.token });
const leave = (id: string, player: TestPlayer) => stack.api.post<Envelope & ErrorBody>(`/games/${id}/leave`, { token: player.token });
const myGames = async (player: TestPlayer) => (await stack.api.get<z.infer<typeof PlayerGames>>('/players/me/games', { token: player.token })).body.games;
const kinds = async (id: string) => (await stack.api.get<EventLog>(`/games/${id}/events`, { token: ada.token })).body.entries.map((entry) => entry.kind);

describe('POST /games/{id}/cancel', () => {
  it('lets the creator call a waiting game off; nobody can join it afterwards', async () => {
    const game = await waitingGame(3);
    expect((await join(game, bo)).status).toBe(200);

    const byOther = await cancel(game.id, bo);
    expect(byOther.status).toBe(403);
    expect(byOther.body.error).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'NOT_CREATOR' } });

    const cancelled = await cancel(game.id, ada);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', version: 2, you: 0, awaiting: [], deadline: null });

    const late = await join(game, cy);
    expect(late.status).toBe(403);
    expect(late.body.error).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'GAME_CANCELLED' } });
    const bot = await stack.api.post<ErrorBody>(`/games/${game.id}/bots`, { token: ada.token, body: { seat: 2, level: 'random' } });
    expect(bot.body.error).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'GAME_CANCELLED' } });

    // A repeated cancel changes nothing; the game is kept and listed as cancelled for both seats.
    expect((await cancel(game.id, ada)).body).toMatchObject({ status: 'cancelled', version: 2 });
    expect(await kinds(game.id)).toEqual(['create', 'join', 'cancel']);
    for (const player of [ada, bo]) expect((await myGames(player)).find((listed) => listed.id === game.id)).toMatchObject({ status: 'cancelled' });
    const listed = await stack.api.get<z.infer<typeof PlayerGames>>('/players/me/games?status=cancelled', { token: bo.token });
    expect(listed.body.games.map((entry) => entry.id)).toContain(game.id);
  });

  it('is refused once the game has started', async () => {
    const { id } = await startGame(stack.api, ada, [bo], { type: 'the-game' });
    const refused = await cancel(id, ada);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'RULE_VIOLATION', details: { code: 'GAME_STARTED' } });
    expect((await stack.api.get<Envelope>(`/games/${id}`, { token: ada.token })).body.status).toBe('active');
  });
});

describe('POST /games/{id}/leave', () => {
  it('frees the seat of a waiting game; the invite code seats the next player there', async () => {
    const game = await waitingGame(3);
    expect((await join(game, bo)).body).toMatchObject({ you: 1 });

    const left = await leave(game.id, bo);
    expect(left.status, left.text).toBe(200);
    expect(left.body).toMatchObject({ status: 'waiting', version: 2, you: null });
    expect(left.body.seats[1]).toEqual({ seat: 1, playerId: null, name: null });
    expect((await myGames(bo)).some((listed) => listed.id === game.id)).toBe(false);

    // Leaving again (no longer seated) and the creator leaving are refused.
    expect((await leave(game.id, bo)).status).toBe(403);
    const creator = await leave(game.id, ada);
    expect(creator.status).toBe(403);
    expect(creator.body.error.details).toMatchObject({ reason: 'CREATOR_CANNOT_LEAVE' });

    // The same invite code still works: Cy takes the freed seat 1, Bo comes back into seat 2 and starts the game.
    expect((await join(game, cy)).body).toMatchObject({ you: 1, status: 'waiting' });
    expect((await join(game, bo)).body).toMatchObject({ you: 2, status: 'active' });
    expect(await kinds(game.id)).toEqual(['create', 'join', 'leave', 'join', 'join']);
  });

  it('is refused in a running game (resign instead)', async () => {
    const { id } = await startGame(stack.api, ada, [bo], { type: 'the-game' });
    const refused = await leave(id, bo);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'RULE_VIOLATION', details: { code: 'GAME_STARTED' } });
  });
});

describe('POST /games/{id}/invite-code', () => {
  const renew = (id: string, player: TestPlayer) => stack.api.post<Envelope & { inviteCode?: string } & ErrorBody>(`/games/${id}/invite-code`, { token: player.token });
  const preview = (id: string, inviteCode: string) => stack.api.post(`/games/${id}/invite-preview`, { body: { inviteCode } });

  it('gives the creator a new code; the old one seats nobody and previews nothing, the new one does', async () => {
    const game = await waitingGame(3);
    expect((await join(game, bo)).status).toBe(200);
    const renewed = await renew(game.id, ada);
    expect(renewed.status, renewed.text).toBe(200);
    const fresh = renewed.body.inviteCode!;
    expect(fresh).toMatch(/^[A-Z2-7a-z]{16}$/);
    expect(fresh).not.toBe(game.inviteCode);

    // The old link: refused, and its preview answers as for a wrong code.
    const late = await join(game, cy);
    expect(late.status).toBe(403);
    expect(late.body.error).toMatchObject({ details: { reason: 'INVITE_CODE_INVALID' } });
    expect((await preview(game.id, game.inviteCode)).status).toBe(404);
    expect((await preview(game.id, fresh)).status).toBe(200);
    // The creator's view on any device carries the new code; the log says a code was made, not which.
    expect((await stack.api.get<{ inviteCode?: string }>(`/games/${game.id}`, { token: ada.token })).body.inviteCode).toBe(fresh);
    const log = await stack.api.get<EventLog & { entries: unknown[] }>(`/games/${game.id}/events`, { token: ada.token });
    expect(log.body.entries.map((entry) => (entry as { kind: string }).kind)).toEqual(['create', 'join', 'invite']);
    expect(JSON.stringify(log.body)).not.toContain(fresh);
    expect((await join({ ...game, inviteCode: fresh }, cy)).status).toBe(200);
  });

  it('is the creator\'s only, and only while the game waits', async () => {
    const game = await waitingGame(2);
    const byOther = await renew(game.id, bo);
    expect(byOther.status).toBe(403);
    expect(byOther.body.error).toMatchObject({ code: 'FORBIDDEN' });
    expect((await join(game, bo)).status).toBe(200);
    const started = await renew(game.id, ada);
    expect(started.status).toBe(422);
    expect(started.body.error.details).toMatchObject({ code: 'GAME_STARTED' });
  });
});
