/**
 * One token per device (functions/store/sessions.ts) against DynamoDB Local: a device's token is
 * made from another, listed with its last use, signed out one by one — refused at once, also on
 * a game read that had cached it — and "sign out everywhere" leaves only the caller's device, on
 * a new token. A token from before sessions still works and moves into them on first use.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, newToken, sha256Hex } from '../../functions/domain/secrets.js';
import type { Envelope } from '../../functions/http/schemas.js';
import { playerKey } from '../../functions/store/keys.js';
import { MAX_SESSIONS } from '../../functions/store/sessions.js';
import { Table } from '../../functions/store/table.js';
import { ascendingDeck } from '../support/the-game.js';
import { registerPlayer, startGame, startTestStack, type TestStack } from '../support/test-stack.js';

type Session = { id: string; device: string; createdAt: string; lastUsedAt: string; current: boolean };

let stack: TestStack;
let table: Table;
beforeAll(async () => {
  stack = await startTestStack(import.meta.url);
  table = new Table(stack.table.dynamo, stack.table.name);
});
afterAll(() => stack?.stop());

const sessionsOf = async (token: string) => {
  const answer = await stack.api.get<{ sessions: Session[] }>('/players/me/sessions', { token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.sessions;
};
const addDevice = (token: string, device: string) => stack.api.post<{ session: Session; token: string }>('/players/me/sessions', { token, body: { device } });
const meStatus = async (token: string) => (await stack.api.get('/players/me', { token })).status;

describe('sessions: one token per device', () => {
  it('makes a token for another device, lists both with their last use, and signs one out at once', async () => {
    const ada = await registerPlayer(stack.api, 'Ada');
    const [first] = await sessionsOf(ada.token);
    expect(first).toMatchObject({ device: 'First device', current: true });

    const phone = await addDevice(ada.token, '  Phone ');
    expect(phone.status, phone.text).toBe(201);
    expect(phone.body.session).toMatchObject({ device: 'Phone', current: false });
    expect(phone.body.token).toMatch(new RegExp(`^tp_${ada.id}_`));
    expect(phone.body.token).not.toBe(ada.token);
    const seen = await sessionsOf(phone.body.token);
    expect(seen.map((session) => [session.device, session.current]).sort()).toEqual([['First device', false], ['Phone', true]]);
    // Stored only hashed.
    expect(JSON.stringify(await stack.table.scan())).not.toContain(phone.body.token.slice(-43));

    // The phone reads a game (the game-read path may answer from the token cache), then is signed out from the first device.
    const bo = await registerPlayer(stack.api, 'Bo');
    const { id } = await startGame(stack.api, ada, [bo], { type: 'the-game', seed: 'sessions', deck: ascendingDeck() });
    expect((await stack.api.get<Envelope>(`/games/${id}`, { token: phone.body.token })).status).toBe(200);
    const revoked = await stack.api.request('DELETE', `/players/me/sessions/${phone.body.session.id}`, { token: ada.token });
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.body).toEqual({ revoked: phone.body.session.id });
    expect((await stack.api.get<Envelope>(`/games/${id}`, { token: phone.body.token })).status).toBe(401);
    expect(await meStatus(phone.body.token)).toBe(401);
    expect(await meStatus(ada.token)).toBe(200);
    expect((await sessionsOf(ada.token)).map((session) => session.device)).toEqual(['First device']);

    // A session that is not there: 404; a malformed id: 404 too, before anything is read.
    expect((await stack.api.request('DELETE', `/players/me/sessions/${phone.body.session.id}`, { token: ada.token })).status).toBe(404);
    expect((await stack.api.request('DELETE', '/players/me/sessions/not-a-session', { token: ada.token })).status).toBe(404);
  });

  it('signs out everywhere: every token refused, the caller keeps its device on a new token', async () => {
    const ada = await registerPlayer(stack.api, 'Ada');
    const laptop = (await addDevice(ada.token, 'Laptop')).body.token;
    const phone = (await addDevice(ada.token, 'Phone')).body.token;
    const rotated = await stack.api.post<{ token: string }>('/players/me/token', { token: phone });
    expect(rotated.status).toBe(200);
    for (const old of [ada.token, laptop, phone]) expect(await meStatus(old)).toBe(401);
    expect(await sessionsOf(rotated.body.token)).toEqual([expect.objectContaining({ device: 'Phone', current: true })]);
  });

  it('refuses a signed-out device, and more than the cap of devices, with a code', async () => {
    const ada = await registerPlayer(stack.api, 'Ada');
    for (let made = 1; made < MAX_SESSIONS; made++) expect((await addDevice(ada.token, `Device ${made}`)).status).toBe(201);
    const over = await addDevice(ada.token, 'One too many');
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ error: { code: 'VALIDATION', details: { code: 'SESSION_LIMIT', max: MAX_SESSIONS } } });
    // Signing its own session out ends the caller's token too.
    const [own] = (await sessionsOf(ada.token)).filter((session) => session.current);
    expect((await stack.api.request('DELETE', `/players/me/sessions/${own!.id}`, { token: ada.token })).status).toBe(200);
    expect(await meStatus(ada.token)).toBe(401);
    expect((await addDevice(ada.token, 'Another')).status).toBe(401);
    // Bodies are checked: a device needs a name.
    const other = await registerPlayer(stack.api, 'Bo');
    expect((await addDevice(other.token, '')).status).toBe(400);
  });

  it('writes "last used" again once it is an hour old, not on every request', async () => {
    const ada = await registerPlayer(stack.api, 'Ada');
    const [session] = await sessionsOf(ada.token);
    const stale = '2026-01-01T00:00:00.000Z';
    await table.update({ Key: playerKey(ada.id), UpdateExpression: 'SET #s.#id.#last = :stale', ExpressionAttributeNames: { '#s': 'sessions', '#id': session!.id, '#last': 'lastUsedAt' }, ExpressionAttributeValues: { ':stale': stale } });
    const before = Date.now();
    const [touched] = await sessionsOf(ada.token);
    expect(Date.parse(touched!.lastUsedAt)).toBeGreaterThanOrEqual(before - 1000);
    // Fresh now: the next requests leave it as it is.
    await sessionsOf(ada.token);
    expect((await sessionsOf(ada.token))[0]!.lastUsedAt).toBe(touched!.lastUsedAt);
  });

  it('takes a token from before sessions and moves it into them on first use', async () => {
    const id = newId();
    const { token, secret } = newToken(id);
    const at = new Date().toISOString();
    await table.put({ ...playerKey(id), id, name: 'Old', tokenHash: sha256Hex(secret), notify: {}, vacations: [], createdAt: at, updatedAt: at });
    expect(await meStatus(token)).toBe(200);
    const item = (await stack.table.partition(`PLAYER#${id}`)).find((entry) => entry.sk === 'PROFILE')!;
    expect(item.tokenHash).toBeUndefined();
    expect(Object.values(item.sessions as object)).toEqual([expect.objectContaining({ hash: sha256Hex(secret), label: 'First device' })]);
    expect(await sessionsOf(token)).toEqual([expect.objectContaining({ device: 'First device', current: true })]);
  });
});

describe('GET /players/me/export', () => {
  it("answers the caller's profile, devices and games, and no secret or hash", async () => {
    const ada = await registerPlayer(stack.api, 'Ada', { webhook: { url: 'https://hooks.example.com/ada' } });
    const bo = await registerPlayer(stack.api, 'Bo');
    const { id } = await startGame(stack.api, ada, [bo], { type: 'the-game', seed: 'export', deck: ascendingDeck() });
    await addDevice(ada.token, 'Phone');
    const exported = await stack.api.get<{ player: { id: string; name: string; notify: { webhook?: { url: string } } }; sessions: Array<Record<string, unknown>>; games: Array<{ id: string; seat: number | null; status: string }>; vacations: unknown[] }>('/players/me/export', { token: ada.token });
    expect(exported.status, exported.text).toBe(200);
    expect(exported.body.player).toMatchObject({ id: ada.id, name: 'Ada', notify: { webhook: { url: 'https://hooks.example.com/ada' } } });
    expect(exported.body.sessions.map((session) => session.device).sort()).toEqual(['First device', 'Phone']);
    expect(exported.body.games).toEqual([expect.objectContaining({ id, seat: 0, status: 'active' })]);
    expect(exported.body.vacations).toEqual([]);
    const item = (await stack.table.partition(`PLAYER#${ada.id}`)).find((entry) => entry.sk === 'PROFILE')!;
    const hashes = Object.values(item.sessions as Record<string, { hash: string }>).map((session) => session.hash);
    const secret = (item.notify as { webhook: { secret: string } }).webhook.secret;
    for (const hidden of [...hashes, secret, ada.token.slice(-43)]) expect(exported.text).not.toContain(hidden);
    expect((await stack.api.get('/players/me/export')).status).toBe(401);
  });
});
