/**
 * What the web app's invite, organiser and resign pages read from the API, over HTTP against
 * DynamoDB Local: the invite preview (only with the code; full and finished games say so), the
 * creator's invite code on any device, an invited player told so, what resigning would do now
 * (read from the game's own rules), and the bot levels every game type offers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_LEVELS } from '../../engine/index.js';
import type { Envelope } from '../../functions/http/schemas.js';
import { registerPlayer, startGame, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';

type Created = Envelope & { inviteCode: string };
interface Preview {
  id: string;
  title: string;
  status: string;
  full: boolean;
  invitedBy: string;
  options: Record<string, unknown>;
  seats: Array<{ seat: number; name: string | null; bot?: boolean }>;
  turnTimeLimit: number | null;
  timeBank: unknown;
}

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

const preview = (id: string, inviteCode: string) => stack.api.post<Preview>(`/games/${id}/invite-preview`, { body: { inviteCode } });
const read = async (id: string, player: TestPlayer | null) => (await stack.api.get<Envelope>(`/games/${id}?legal=true`, player ? { token: player.token } : {})).body;

describe('the invite preview', () => {
  it('shows the game, who invites, the seats and the clock with the code; nothing without it; full and finished games say so', async () => {
    const created = await stack.api.post<Created>('/games', { token: ada.token, body: { type: 'flip-7', seats: 3, turnTimeLimit: 3600, options: { targetScore: 100 }, bots: [{ seat: 2, level: 'basic' }] } });
    expect(created.status, created.text).toBe(201);
    const { id, inviteCode } = created.body;
    const shown = await preview(id, inviteCode);
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body).toMatchObject({ id, title: 'Flip 7', status: 'waiting', full: false, invitedBy: 'Ada', turnTimeLimit: 3600, timeBank: null });
    expect(shown.body.options).toMatchObject({ targetScore: 100 });
    expect(shown.body.seats).toEqual([{ seat: 0, name: 'Ada' }, { seat: 1, name: null }, { seat: 2, name: 'Bot (basic)', bot: true }]);

    // A wrong code and an unknown game answer alike: nothing tells them apart.
    const wrong = await preview(id, 'aaaaaaaaaaaaaaaa');
    const unknown = await preview('aaaaaaaaaaaaaaaa', inviteCode);
    expect([wrong.status, unknown.status]).toEqual([404, 404]);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.text).not.toContain('Ada');

    // Full once Bo sits down (the game starts), and finished once it ends.
    await stack.api.post(`/games/${id}/join`, { token: bo.token, body: { inviteCode } });
    expect((await preview(id, inviteCode)).body).toMatchObject({ full: true, status: 'active' });
    await stack.api.post(`/games/${id}/resign`, { token: bo.token });
    await stack.api.post(`/games/${id}/resign`, { token: ada.token }); // the bot alone: over
    expect((await preview(id, inviteCode)).body).toMatchObject({ full: true, status: 'finished' });
  });
});

describe('the organiser and the players read', () => {
  it('the creator gets the invite code again on any device while the game waits; nobody else does', async () => {
    const created = await stack.api.post<Created>('/games', { token: ada.token, body: { type: 'the-game', seats: 2 } });
    const { id, inviteCode } = created.body;
    expect((await read(id, ada)).inviteCode).toBe(inviteCode);
    expect((await read(id, bo)).inviteCode).toBeUndefined();
    expect((await read(id, null)).inviteCode).toBeUndefined();
    await stack.api.post(`/games/${id}/join`, { token: bo.token, body: { inviteCode } });
    expect((await read(id, ada)).inviteCode).toBeUndefined(); // full: nothing left to invite to
  });

  it('an invited player of a rematch is told so (and the ETag tells them from a spectator)', async () => {
    const { id } = await startGame(stack.api, ada, [bo], { type: 'the-game' });
    await stack.api.post(`/games/${id}/resign`, { token: ada.token });
    const before = await stack.api.get<Envelope>(`/games/${id}`, { token: bo.token });
    const again = await stack.api.post<Created>(`/games/${id}/rematch`, { token: ada.token });
    expect(again.status).toBe(201);
    // Linking the rematch leaves the finished game's version: its tag changes all the same, so a page polling it learns of the rematch.
    const after = await stack.api.get<Envelope>(`/games/${id}`, { token: bo.token, headers: { 'if-none-match': before.headers.get('etag')! } });
    expect(after.status).toBe(200);
    expect(after.body.rematch).toEqual({ id: again.body.id });
    const asBo = await stack.api.get<Envelope>(`/games/${again.body.id}`, { token: bo.token });
    expect(asBo.body.invited).toBe(true);
    expect((await read(again.body.id, cy)).invited).toBeUndefined();
    const asCy = await stack.api.get<Envelope>(`/games/${again.body.id}`, { token: cy.token });
    expect(asCy.headers.get('etag')).not.toBe(asBo.headers.get('etag'));
  });

  it("says what resigning would do now, by the game's own rules", async () => {
    const team = await startGame(stack.api, ada, [bo], { type: 'the-game' });
    expect((await read(team.id, bo)).ifYouResign).toEqual({ endsGame: true, winners: [] });
    expect((await read(team.id, null)).ifYouResign).toBeUndefined();

    const three = await startGame(stack.api, ada, [bo, cy], { type: 'flip-7', absent: 'bot', absentAfter: 3 });
    expect((await read(three.id, cy)).ifYouResign).toEqual({ endsGame: false, winners: [], botTakesOverAfter: 3 });
    await stack.api.post(`/games/${three.id}/resign`, { token: cy.token });
    expect((await read(three.id, bo)).ifYouResign).toEqual({ endsGame: true, winners: [0], botTakesOverAfter: 3 });
  });
});
