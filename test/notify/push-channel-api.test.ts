/**
 * The Web Push channel through the API and end to end on the local stack: GET /push/public-key
 * (503 PUSH_UNAVAILABLE where the deployment has no VAPID keys); PATCH /players/me adds a device
 * (the same endpoint again replaces it, at most ten), removes one or all, refuses bad
 * subscriptions and, deployed, endpoints the webhook URL policy refuses; only the owner sees the
 * devices, never their keys. Then a game's notifications reach a subscribed device through a push
 * service on 127.0.0.1 (opened with the subscription's keys, signed with the served key), and the
 * push service's 410 removes the device from the player; the local outbox lists each push attempt
 * (its push service's origin only). A push after an opponent's turn says who moved and what.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmail } from '../support/email.js';
import { loadConfig } from '../../functions/config.js';
import { createApi, type Api } from '../../functions/http/app.js';
import { openApiDocument } from '../../functions/http/openapi.js';
import type { Envelope } from '../../functions/http/schemas.js';
import { quietLogger } from '../../functions/log.js';
import { MAX_PUSH_DEVICES } from '../../functions/notify/channels/requests.js';
import { newVapidKeys } from '../../functions/notify/push/vapid-key-pair.js';
import { TestTable } from '../support/dynamodb.js';
import { checkVapid, PushService, TestSubscription } from '../support/push-service.js';
import { registerPlayer, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';
import { ascendingDeck } from '../support/the-game.js';

type Device = { id: string; endpoint: string; createdAt: string };
type Body = { player: { notify: { push?: { devices: Device[] } } }; publicKey?: string; error?: { code: string; details?: { issues?: Array<{ path: unknown[]; code: string; message: string }> } } };

let stack: TestStack;
let service: PushService;
let table: TestTable;
let deployed: Api;
let deployedWithPush: Api;
let answering = 201;

beforeAll(async () => {
  stack = await startTestStack(import.meta.url, { delivery: { timeoutMs: 2_000 }, streamPollMs: 50 });
  service = await PushService.start(() => answering);
  table = await TestTable.create(import.meta.url);
  const env = { TABLE_NAME: table.name, TURNPOST_MODE: 'aws', AWS_REGION: 'local', TURNPOST_PUBLIC_URL: 'https://turnpost.example' };
  const client = table.dynamo;
  deployed = createApi({ config: loadConfig(env), client, log: quietLogger, openApi: openApiDocument });
  deployedWithPush = createApi({ config: loadConfig({ ...env, TURNPOST_VAPID_PUBLIC_KEY: newVapidKeys().publicKey }), client, log: quietLogger, openApi: openApiDocument });
});
afterAll(async () => {
  await stack?.stop();
  await service?.stop();
  await table?.drop();
});

async function patchPush(player: TestPlayer, push: unknown) {
  return stack.api.patch<Body>('/players/me', { token: player.token, body: { notify: { push } } });
}

async function devicesOf(player: TestPlayer): Promise<Device[] | undefined> {
  const me = await stack.api.get<Body>('/players/me', { token: player.token });
  expect(me.status).toBe(200);
  return me.body.player.notify.push?.devices;
}

describe('GET /push/public-key', () => {
  it('serves the VAPID public key, an uncompressed P-256 point, without a token', async () => {
    const answer = await stack.api.get<Body>('/push/public-key');
    expect(answer.status).toBe(200);
    const point = Buffer.from(answer.body.publicKey!, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(0x04);
    expect(answer.body.publicKey).toBe(stack.local.config.vapidPublicKey);
  });

  it('answers 503 PUSH_UNAVAILABLE where the deployment has no VAPID keys', async () => {
    const answer = await deployed({ method: 'GET', path: '/push/public-key', params: {}, query: {}, headers: {}, body: null, requestId: 'r1' });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ error: { code: 'PUSH_UNAVAILABLE', message: 'push notifications are not configured on this server' } });
  });

  it('is in the OpenAPI document with its 503, and the push channel in the player schemas', async () => {
    const document = (await stack.api.get<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>>; components: { schemas: Record<string, unknown> } }>('/openapi.json')).body;
    expect(Object.keys(document.paths['/push/public-key']!.get!.responses)).toEqual(expect.arrayContaining(['200', '503']));
    expect(JSON.stringify(document.components.schemas)).toContain('PUSH_UNAVAILABLE');
    expect(JSON.stringify(document.components.schemas)).toContain('p256dh');
  });
});

describe('PATCH /players/me notify.push', () => {
  it('adds devices, replaces one subscribed again, removes one, then all; the answer shows ids and endpoints, never keys', async () => {
    const ada = await registerPlayer(stack.api, 'Ada');
    const [phone, laptop] = [service.subscribe(), service.subscribe()];
    const added = await patchPush(ada, { subscription: phone.toJSON() });
    expect(added.status, added.text).toBe(200);
    const [first] = added.body.player.notify.push!.devices;
    expect(first).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/), endpoint: phone.endpoint, createdAt: expect.any(String) });
    expect(added.text).not.toContain(phone.toJSON().keys.p256dh);
    expect(added.text).not.toContain(phone.toJSON().keys.auth);

    expect((await patchPush(ada, { subscription: laptop.toJSON() })).status).toBe(200);
    // The browser hands the same endpoint out again (new keys, say): one device, not two.
    const again = new TestSubscription(phone.endpoint);
    const replaced = await patchPush(ada, { subscription: again.toJSON() });
    expect(replaced.body.player.notify.push!.devices.map((device) => device.endpoint).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
    expect((await devicesOf(ada))!.find((device) => device.endpoint === phone.endpoint)!.id).toBe(first!.id);

    const removed = await patchPush(ada, { remove: first!.id });
    expect(removed.body.player.notify.push!.devices.map((device) => device.endpoint)).toEqual([laptop.endpoint]);
    // Removing it again is no error: a push service may have ended it first.
    expect((await patchPush(ada, { remove: first!.id })).status).toBe(200);
    expect((await patchPush(ada, null)).body.player.notify.push).toBeUndefined();
    expect(await devicesOf(ada)).toBeUndefined();
  });

  it(`takes at most ${MAX_PUSH_DEVICES} devices, and says so`, async () => {
    const bo = await registerPlayer(stack.api, 'Bo');
    const subscriptions = Array.from({ length: MAX_PUSH_DEVICES }, () => service.subscribe());
    for (const subscription of subscriptions) expect((await patchPush(bo, { subscription: subscription.toJSON() })).status).toBe(200);
    const over = await patchPush(bo, { subscription: service.subscribe().toJSON() });
    expect(over.status).toBe(400);
    expect(over.body.error!.details!.issues).toEqual([expect.objectContaining({ code: 'too_many_devices', message: `at most ${MAX_PUSH_DEVICES} devices receive push notifications: remove one first` })]);
    // One already there may still be subscribed again.
    expect((await patchPush(bo, { subscription: new TestSubscription(subscriptions[0]!.endpoint).toJSON() })).status).toBe(200);
    expect(await devicesOf(bo)).toHaveLength(MAX_PUSH_DEVICES);
  });

  it('refuses a malformed subscription with a 400 that names the field, and stores nothing', async () => {
    const cy = await registerPlayer(stack.api, 'Cy');
    const good = service.subscribe().toJSON();
    const offCurve = Buffer.from(good.keys.p256dh, 'base64url');
    offCurve[40]! ^= 0xff;
    const cases: Array<[unknown, string]> = [
      [{ subscription: { ...good, keys: { ...good.keys, p256dh: offCurve.toString('base64url') } } }, 'p256dh'],
      [{ subscription: { ...good, keys: { ...good.keys, auth: Buffer.alloc(8).toString('base64url') } } }, 'auth'],
      [{ subscription: { ...good, keys: { p256dh: good.keys.p256dh } } }, 'auth'],
      [{ subscription: { ...good, endpoint: 'not a url' } }, 'endpoint'],
      [{ subscription: { ...good, endpoint: 'ftp://127.0.0.1/push' } }, 'endpoint'],
      [{ subscription: { ...good, extra: true } }, 'push'],
      [{ subscription: good, remove: 'AAAAAAAAAAAAAAAA' }, 'push'],
      [{ remove: 'not an id' }, 'push'],
    ];
    for (const [push, field] of cases) {
      const answer = await patchPush(cy, push);
      expect(answer.status, JSON.stringify(push)).toBe(400);
      expect(answer.body.error!.code).toBe('VALIDATION');
      expect(JSON.stringify(answer.body.error!.details!.issues)).toContain(field);
      expect(answer.text).not.toMatch(/:\d+:\d+\)/); // no stack frame
    }
    expect(await devicesOf(cy)).toBeUndefined();
  });

  it('deployed: push only with VAPID keys, and only to https endpoints outside the network', async () => {
    const call = (api: Api, method: string, path: string, body: unknown, token?: string) =>
      api({ method, path, params: {}, query: {}, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body), requestId: 'r' });
    const subscription = (endpoint: string) => ({ ...new TestSubscription(endpoint).toJSON() });
    const token = ((await call(deployed, 'POST', '/players', { name: 'Di' })).body as { token: string }).token;
    const none = await call(deployed, 'PATCH', '/players/me', { notify: { push: { subscription: subscription('https://push.example.com/a') } } }, token);
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain('channel_unavailable');
    for (const endpoint of ['http://push.example.com/a', 'https://127.0.0.1/a', 'https://10.0.0.1/a', 'https://169.254.169.254/latest']) {
      const refused = await call(deployedWithPush, 'PATCH', '/players/me', { notify: { push: { subscription: subscription(endpoint) } } }, token);
      expect(refused.status, endpoint).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('push_endpoint');
    }
    const accepted = await call(deployedWithPush, 'PATCH', '/players/me', { notify: { push: { subscription: subscription('https://fcm.googleapis.com/fcm/send/abc') } } }, token);
    expect(accepted.status).toBe(200);
  });

  it("shows a player's devices to that player only", async () => {
    const [eve, fay] = [await registerPlayer(stack.api, 'Eve'), await registerPlayer(stack.api, 'Fay')];
    const phone = service.subscribe();
    await patchPush(eve, { subscription: phone.toJSON() });
    const game = await stack.api.post<Envelope>('/games', { token: eve.token, body: { type: 'the-game', seats: 2 } });
    expect(await devicesOf(fay)).toBeUndefined();
    const seen = await stack.api.get(`/games/${game.body.id}`, { token: fay.token });
    expect(seen.status).toBe(200);
    expect(seen.text).not.toContain(phone.endpoint);
    expect(seen.text).not.toContain('devices');
  });
});

describe('a game on a subscribed device', () => {
  it('pushes its notifications, opened with the subscription keys and signed with the served key; a 410 removes the device', async () => {
    const gus = await registerPlayer(stack.api, 'Gus');
    const phone = service.subscribe();
    expect((await patchPush(gus, { subscription: phone.toJSON() })).status).toBe(200);
    const created = await stack.api.post<Envelope>('/games', { token: gus.token, body: { type: 'the-game', seats: 1, seed: 'push-e2e', deck: ascendingDeck() } });
    expect(created.status, created.text).toBe(201);
    await stack.local.notificationsSettled();

    const pushed = service.to(phone).map((request) => ({ message: JSON.parse(phone.open(request.body)) as Record<string, string>, vapid: checkVapid(request.headers.authorization!) }));
    expect(pushed.map(({ message }) => message.event)).toEqual(['game-started', 'your-turn']);
    expect(pushed[1]!.message).toEqual({
      title: 'Your turn in The Game',
      body: 'It is your move.',
      url: `${stack.local.url}/play/games/${created.body.id}`,
      gameId: created.body.id,
      event: 'your-turn',
      tag: created.body.id,
    });
    expect(pushed.every(({ vapid }) => vapid.validSignature && vapid.publicKey === stack.local.config.vapidPublicKey && vapid.claims.aud === service.origin)).toBe(true);

    answering = 410;
    try {
      const resigned = await stack.api.post(`/games/${created.body.id}/resign`, { token: gus.token, body: {} });
      expect(resigned.status, resigned.text).toBe(200);
      await stack.local.notificationsSettled();
      // game-finished went out once, was answered 410, and was not retried.
      expect(service.to(phone)).toHaveLength(3);
      expect(await devicesOf(gus)).toBeUndefined();
    } finally {
      answering = 201;
    }

    // The local outbox lists each push attempt: the event, the game, the outcome, the push service's origin — never the endpoint's path or the keys.
    const outbox = await stack.api.get<{ pushes: Array<Record<string, unknown>> }>('/dev/outbox');
    const listed = outbox.body.pushes.filter((entry) => entry.gameId === created.body.id);
    expect(listed.map(({ event, status, attempts, origin, playerId }) => ({ event, status, attempts, origin, playerId }))).toEqual([
      { event: 'game-started', status: 'delivered', attempts: 1, origin: service.origin, playerId: gus.id },
      { event: 'your-turn', status: 'delivered', attempts: 1, origin: service.origin, playerId: gus.id },
      { event: 'game-finished', status: 'gone', attempts: 1, origin: service.origin, playerId: gus.id },
    ]);
    expect(new Set(listed.map((entry) => entry.device))).toEqual(new Set([expect.stringMatching(/^[A-Za-z0-9_-]{16}$/)]));
    expect(outbox.text).not.toContain(new URL(phone.endpoint).pathname);
    expect(outbox.text).not.toContain(phone.toJSON().keys.p256dh);
    expect(outbox.text).not.toContain(phone.toJSON().keys.auth);
  });
});

describe('a push after an opponent moved', () => {
  it('says who moved and what, the same summary as the e-mail (filtered for the recipient)', async () => {
    const [hal, ivy] = [await registerPlayer(stack.api, 'Hal'), await registerPlayer(stack.api, 'Ivy', { email: { address: 'ivy@example.com' } })];
    await confirmEmail(stack.api, 'ivy@example.com');
    const phone = service.subscribe();
    expect((await patchPush(ivy, { subscription: phone.toJSON() })).status).toBe(200);
    const created = await stack.api.post<Envelope & { inviteCode: string }>('/games', { token: hal.token, body: { type: 'auslage', seats: 2, seed: 'push-summary' } });
    expect(created.status, created.text).toBe(201);
    const gameId = created.body.id;
    expect((await stack.api.post(`/games/${gameId}/join`, { token: ivy.token, body: { inviteCode: created.body.inviteCode } })).status).toBe(200);
    // Hal (seat 0) starts (Auslage R5) and plays his whole turn: then it is Ivy's.
    for (;;) {
      const current = (await stack.api.get<Envelope>(`/games/${gameId}?legal=true`, { token: hal.token })).body;
      if (!current.yourTurn) break;
      const moved = await stack.api.post(`/games/${gameId}/moves`, { token: hal.token, body: { version: current.version, moves: [(current.legalMoves as unknown[])[0]] } });
      expect(moved.status, moved.text).toBe(200);
    }
    await stack.local.notificationsSettled();

    const pushes = service.to(phone).map((request) => JSON.parse(phone.open(request.body)) as { event: string; body: string; summary?: string });
    const yourTurn = pushes.filter((message) => message.event === 'your-turn').at(-1);
    expect(yourTurn?.summary).toMatch(/^Hal /);
    expect(yourTurn!.body.startsWith(`${yourTurn!.summary}.`)).toBe(true);
    const outbox = (await stack.api.get<{ emails: Array<{ to: string; subject: string; text: string }> }>('/dev/outbox')).body;
    const email = outbox.emails.filter((message) => message.to === 'ivy@example.com' && message.subject.startsWith('Your turn in') && message.text.includes(gameId)).at(-1);
    expect(email?.text).toContain(`Since your last move: ${yourTurn!.summary}.`);
  });
});
