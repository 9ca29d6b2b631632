/**
 * POST /games/{id}/rematch over HTTP against DynamoDB Local: a finished game's rematch has the
 * same type, options, seat count, time limit and bot seats, seats the caller and invites the
 * other players (an `invited` notification with the rematch's link; they join without the code),
 * the finished game links to it, and every later request answers the same rematch. Also the
 * game list sorted by deadline (the next game's list, issue 15 item 6).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../functions/http/schemas.js';
import { registerPlayer, startGame, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';
import { WebhookReceiver } from '../support/webhook-receiver.js';
import { GameStore } from '../../functions/store/games.js';
import { Table } from '../../functions/store/table.js';

type Created = Envelope & { inviteCode: string };
type ErrorBody = { error: { code: string; details?: { reason?: string; code?: string } } };

let stack: TestStack;
let hook: WebhookReceiver;
let ada: TestPlayer;
let bo: TestPlayer;
let cy: TestPlayer;

beforeAll(async () => {
  stack = await startTestStack(import.meta.url, { streamPollMs: 20, delivery: { timeoutMs: 2_000 } });
  [ada, bo, cy] = await Promise.all(['Ada', 'Bo', 'Cy'].map((name) => registerPlayer(stack.api, name)));
  hook = await WebhookReceiver.start();
  await stack.api.patch('/players/me', { token: ada.token, body: { notify: { webhook: { url: hook.url } } } });
});
afterAll(async () => {
  await stack?.stop();
  await hook?.stop();
});

const rematch = (id: string, player: TestPlayer) => stack.api.post<Created & ErrorBody>(`/games/${id}/rematch`, { token: player.token });
const envelopeOf = async (id: string, player: TestPlayer) => (await stack.api.get<Envelope>(`/games/${id}`, { token: player.token })).body;

describe('POST /games/{id}/rematch', () => {
  it('creates the same game again, seats the caller, invites the others, and answers the same rematch after', async () => {
    const created = await stack.api.post<Created>('/games', { token: ada.token, body: { type: 'the-game', seats: 3, turnTimeLimit: 3600, bots: [{ seat: 2, level: 'basic' }] } });
    expect(created.status, created.text).toBe(201);
    const joined = await stack.api.post<Envelope>(`/games/${created.body.id}/join`, { token: bo.token, body: { inviteCode: created.body.inviteCode } });
    expect(joined.body.status).toBe('active');
    const id = created.body.id;

    // Not before the end; The Game ends at once when a player concedes.
    const early = await rematch(id, bo);
    expect(early.status).toBe(422);
    expect(early.body.error.details).toMatchObject({ code: 'GAME_NOT_OVER' });
    expect((await stack.api.post<Envelope>(`/games/${id}/resign`, { token: ada.token })).body.status).toBe('finished');

    expect((await rematch(id, cy)).status).toBe(403); // not a player of the finished game
    const first = await rematch(id, bo);
    expect(first.status, first.text).toBe(201);
    const next = first.body;
    expect(next).toMatchObject({ type: 'the-game', status: 'waiting', version: 0, you: 0, options: created.body.options });
    expect(next.inviteCode).toMatch(/^[a-z2-7]{16}$/);
    expect(next.seats).toEqual([
      { seat: 0, playerId: bo.id, name: 'Bo' },
      { seat: 1, playerId: null, name: null },
      { seat: 2, playerId: null, name: 'Bot (basic)', bot: { level: 'basic' } },
    ]);
    expect((await envelopeOf(id, cy)).rematch).toEqual({ id: next.id });

    // Every later request, by either player, answers the same rematch.
    expect((await rematch(id, ada)).body).toMatchObject({ id: next.id, you: null, status: 'waiting' });
    expect((await rematch(id, bo)).body).toMatchObject({ id: next.id, you: 0 });

    // Ada is told, with the rematch's link; Bo (who asked) is not.
    await hook.until((got) => got.some((delivery) => delivery.event === 'invited'));
    const invited = hook.received.find((delivery) => delivery.event === 'invited')!;
    expect(invited.body).toMatchObject({ gameId: next.id, type: 'the-game', version: 0 });
    expect(String(invited.body.url)).toContain(`/games/${next.id}`);

    // Cy needs the code; Ada, invited, joins without it and starts the rematch, on the same time limit.
    const stranger = await stack.api.post<ErrorBody>(`/games/${next.id}/join`, { token: cy.token, body: {} });
    expect(stranger.body.error.details).toMatchObject({ reason: 'INVITE_CODE_INVALID' });
    const accepted = await stack.api.post<Envelope>(`/games/${next.id}/join`, { token: ada.token, body: {} });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'active', you: 1 });
    expect(Date.parse(accepted.body.deadline!) - Date.now()).toBeGreaterThan(3000 * 1000);
  });

  it("carries every choice of the finished game over: clocks, absent policy, abandoning, undo and talk as they were at the end", async () => {
    const created = await stack.api.post<Created>('/games', {
      token: ada.token,
      body: { type: 'flip-7', seats: 2, timeBank: { initial: 7200, perMove: 600, max: 14_400 }, absent: 'bot', absentAfter: 3, absentLevel: 'random', abandonAfter: 9, undo: false, talk: { chat: 'reactions' } },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id;
    await stack.api.post(`/games/${id}/join`, { token: bo.token, body: { inviteCode: created.body.inviteCode } });
    // The creator opened the talk to spectators after the start: the rematch keeps the talk as it was at the end.
    expect((await stack.api.patch(`/games/${id}/talk/settings`, { token: ada.token, body: { spectators: true } })).status).toBe(200);
    // Bo mutes Ada: his own choice, which stays with this game.
    expect((await stack.api.patch(`/games/${id}/talk/muted`, { token: bo.token, body: { seats: [0] } })).status).toBe(200);
    // With one player left, Flip 7 ends.
    expect((await stack.api.post<Envelope>(`/games/${id}/resign`, { token: ada.token })).body.status).toBe('finished');

    const next = await rematch(id, bo);
    expect(next.status, next.text).toBe(201);
    const games = new GameStore(new Table(stack.table.dynamo, stack.table.name));
    const [before, after] = await Promise.all([games.load(id), games.load(next.body.id)]);
    expect(after).toMatchObject({
      type: 'flip-7',
      seatCount: 2,
      options: before!.options,
      turnTimeLimit: null,
      timeBank: { initial: 7200, perMove: 600, max: 14_400 },
      absent: before!.absent,
      abandonAfter: 9,
      undo: false,
    });
    expect(before!.absent).toMatchObject({ mode: 'bot', after: 3, level: 'random' });

    const accepted = await stack.api.post<Envelope>(`/games/${next.body.id}/join`, { token: ada.token, body: {} });
    expect(accepted.body.status).toBe('active');
    const talk = await stack.api.get<{ settings: { chat: string; spectators: boolean }; you: { muted: number[] } }>(`/games/${next.body.id}/talk`, { token: bo.token });
    expect(talk.status, talk.text).toBe(200);
    expect(talk.body.settings).toMatchObject({ chat: 'reactions', spectators: true });
    expect(talk.body.you.muted).toEqual([]);
    const message = await stack.api.post<ErrorBody>(`/games/${next.body.id}/talk`, { token: ada.token, body: { kind: 'message', text: 'hello again' } });
    expect(message.body.error.details).toMatchObject({ reason: 'REACTIONS_ONLY' });
    const undo = await stack.api.post<ErrorBody>(`/games/${next.body.id}/undo`, { token: bo.token });
    expect(undo.body.error.details).toMatchObject({ code: 'UNDO_OFF' });
  });

  it('answers one rematch to two players asking at once', async () => {
    const { id } = await startGame(stack.api, ada, [bo], { type: 'the-game' });
    await stack.api.post(`/games/${id}/resign`, { token: bo.token });
    const answers = await Promise.all([rematch(id, ada), rematch(id, bo)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.body.id).toBe(answers[1]!.body.id);
    expect((await envelopeOf(id, ada)).rematch).toEqual({ id: answers[0]!.body.id });
  });
});

describe('an invited player finds the rematch in GET /players/me/games', () => {
  type Listed = { id: string; status: string; seat: number | null; invited?: true; yourTurn: boolean };
  const listOf = async (player: TestPlayer, query = '') => (await stack.api.get<{ games: Listed[] }>(`/players/me/games${query}`, { token: player.token })).body.games;

  it('lists it without a seat until they join, again after they leave, and no more once the wait is over', async () => {
    const dee = await registerPlayer(stack.api, 'Dee');
    const { id } = await startGame(stack.api, ada, [bo, dee], { type: 'flip-7' });
    await stack.api.post(`/games/${id}/resign`, { token: ada.token });
    await stack.api.post(`/games/${id}/resign`, { token: bo.token });
    expect((await envelopeOf(id, ada)).status).toBe('finished');
    const next = (await rematch(id, ada)).body;

    // Bo and Dee are invited: the rematch is in their lists (also under status=waiting), with no seat and not their turn.
    for (const player of [bo, dee]) {
      expect((await listOf(player)).find((game) => game.id === next.id)).toMatchObject({ status: 'waiting', seat: null, invited: true, yourTurn: false });
      expect((await listOf(player, '?status=waiting')).map((game) => game.id)).toContain(next.id);
      expect((await listOf(player, '?myTurn=true')).map((game) => game.id)).not.toContain(next.id);
    }
    // The creator's entry is a seat, as ever.
    expect((await listOf(ada)).find((game) => game.id === next.id)).toMatchObject({ seat: 0 });
    expect((await listOf(ada)).find((game) => game.id === next.id)).not.toHaveProperty('invited');

    // Bo joins: a seat. Bo leaves: invited again.
    expect((await stack.api.post<Envelope>(`/games/${next.id}/join`, { token: bo.token, body: {} })).body.you).toBe(1);
    expect((await listOf(bo)).find((game) => game.id === next.id)).toEqual(expect.objectContaining({ seat: 1, yourTurn: false }));
    expect((await listOf(bo)).find((game) => game.id === next.id)).not.toHaveProperty('invited');
    expect((await stack.api.post(`/games/${next.id}/leave`, { token: bo.token })).status).toBe(200);
    expect((await listOf(bo)).find((game) => game.id === next.id)).toMatchObject({ seat: null, invited: true });

    // The creator calls it off: the invitations end, the creator keeps the cancelled game.
    expect((await stack.api.post(`/games/${next.id}/cancel`, { token: ada.token })).status).toBe(200);
    for (const player of [bo, dee]) expect((await listOf(player)).map((game) => game.id)).not.toContain(next.id);
    expect((await listOf(ada)).find((game) => game.id === next.id)).toMatchObject({ status: 'cancelled', seat: 0 });
  });

  it('drops the invitation of a player left out when the others fill the seats', async () => {
    const dee = await registerPlayer(stack.api, 'Dee');
    const { id } = await startGame(stack.api, ada, [dee], { type: 'the-game' });
    await stack.api.post(`/games/${id}/resign`, { token: ada.token });
    const next = (await rematch(id, ada)).body;
    expect((await listOf(dee)).map((game) => game.id)).toContain(next.id);
    // Cy takes the seat with the invite code and starts the game without Dee.
    expect((await stack.api.post<Envelope>(`/games/${next.id}/join`, { token: cy.token, body: { inviteCode: next.inviteCode } })).body.status).toBe('active');
    expect((await listOf(dee)).map((game) => game.id)).not.toContain(next.id);
    expect((await listOf(cy)).find((game) => game.id === next.id)).toMatchObject({ seat: 1, status: 'active' });
  });
});

describe('GET /players/me/games?sort=deadline', () => {
  it('lists the soonest deadline first and games without one last', async () => {
    const dee = await registerPlayer(stack.api, 'Dee');
    const long = await startGame(stack.api, dee, [cy], { type: 'the-game', turnTimeLimit: 7200 });
    const untimed = await startGame(stack.api, dee, [cy], { type: 'the-game' });
    const short = await startGame(stack.api, dee, [cy], { type: 'the-game', turnTimeLimit: 3600 });
    const listed = await stack.api.get<{ games: Array<{ id: string; deadline: string | null }> }>('/players/me/games?sort=deadline', { token: dee.token });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.games.map((game) => game.id)).toEqual([short.id, long.id, untimed.id]);
    const byChange = await stack.api.get<{ games: Array<{ id: string }> }>('/players/me/games', { token: dee.token });
    expect(byChange.body.games.map((game) => game.id)).toEqual([short.id, untimed.id, long.id]);
    expect((await stack.api.get('/players/me/games?sort=soonest', { token: dee.token })).status).toBe(400);
  });
});
