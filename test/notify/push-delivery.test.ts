/**
 * Web Push delivery against a stand-in push service on 127.0.0.1: each device gets the push
 * encrypted to its own keys (the test opens it as the browser would, RFC 8291/8188) and signed
 * with the server's VAPID key (verified as a push service would, RFC 8292); a 404 or 410 removes
 * that device; failures are retried on the delivery schedule, each device on its own. (The
 * players' channels come from a map here; push-channel-api.test.ts goes through the table.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import { pushDeviceId } from '../../functions/notify/channels/requests.js';
import type { StoredChannels, StoredPushDevice } from '../../functions/notify/channels/stored.js';
import { deliveriesFor } from '../../functions/notify/decide/fan-out.js';
import type { Delivery } from '../../functions/notify/delivery.js';
import { noticesFor, type GameImage } from '../../functions/notify/decide/notices.js';
import { gameImage, IMAGE_PLAYERS } from '../support/game-image.js';
import { MAX_SUMMARY_LENGTH } from '../../functions/notify/decide/summary.js';
import { Deliverer } from '../../functions/notify/deliver/deliverer.js';
import { PUSH_TTL_SECONDS, type PushSigner } from '../../functions/notify/deliver/push-request.js';
import { LocalDeliveryQueue } from '../../functions/notify/local/delivery-queue.js';
import { Outbox } from '../../functions/notify/local/outbox.js';
import { newVapidKeys } from '../../functions/notify/push/vapid-key-pair.js';
import { localUrlPolicy } from '../../functions/notify/webhook-safety/url-policy.js';
import type { Logger } from '../../functions/log.js';
import { quickSchedule } from '../support/quick-delivery.js';
import { checkVapid, PushService, type PushAnswer, type TestSubscription } from '../support/push-service.js';

const [ADA] = IMAGE_PLAYERS;
const silent: Logger = { info: () => {}, error: () => {} };
const signer: PushSigner = { ...newVapidKeys(), subject: 'mailto:ops@turnpost.example' };

const before: GameImage = gameImage({ type: 'flip-7', version: 3, awaiting: [1] });
// Bo's move makes it Ada's turn: this version pings her (domain/turn-pings.ts).
const adasTurn: GameImage = { ...before, version: 4, awaiting: [0], deadline: '2026-01-02T10:00:00.000Z', pinged: [0] };

function deviceOf(subscription: TestSubscription, vapidKey = signer.publicKey): [string, StoredPushDevice] {
  const { endpoint, keys } = subscription.toJSON();
  return [pushDeviceId(endpoint), { endpoint, keys, expirationTime: null, vapidKey, createdAt: '2026-01-01T00:00:00.000Z' }];
}

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

async function pushService(answer?: PushAnswer): Promise<PushService> {
  const service = await PushService.start(answer);
  stops.push(() => service.stop());
  return service;
}

/** A queue delivering to `channels` (changed in place when a device is removed), and the removals it made. */
function queueFor(channels: Map<string, StoredChannels>) {
  const removed: string[] = [];
  const outbox = new Outbox();
  const deliverer = new Deliverer({
    channelsOf: async (playerId) => channels.get(playerId) ?? null,
    turnWebhookOff: async () => true,
    removePushDevice: async (playerId, deviceId) => {
      removed.push(deviceId);
      return delete channels.get(playerId)!.push!.devices[deviceId];
    },
    email: null,
    topic: null,
    push: signer,
    webhookPolicy: localUrlPolicy,
    webhookTimeoutMs: 5_000,
  });
  const queue = new LocalDeliveryQueue({ deliverer, outbox, schedule: quickSchedule(4), log: silent });
  stops.push(() => queue.stop());
  return { queue, outbox, removed };
}

async function deliver(channels: Map<string, StoredChannels>, deliveries: Delivery[]) {
  const { queue, outbox, removed } = queueFor(channels);
  queue.enqueue(deliveries);
  await queue.idle();
  return { outbox, removed };
}

const yourTurn = (channels: Map<string, StoredChannels>) => deliveriesFor(noticesFor(before, adasTurn), channels, 'https://turnpost.example/play');

describe('Web Push delivery', () => {
  it('sends the push encrypted to the device and signed with the VAPID key', async () => {
    const service = await pushService();
    const phone = service.subscribe('phone');
    const channels = new Map<string, StoredChannels>([[ADA, { push: { devices: Object.fromEntries([deviceOf(phone)]) } }]]);
    const deliveries = yourTurn(channels);
    expect(deliveries.map((delivery) => delivery.channel)).toEqual(['push']);
    await deliver(channels, deliveries);

    const [request] = service.to(phone);
    expect(service.received).toHaveLength(1);
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(request!.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
    expect(request!.headers.topic).toBe(adasTurn.id);
    expect(JSON.parse(phone.open(request!.body))).toEqual({
      title: 'Your turn in Flip 7',
      body: 'Move by tomorrow 10:00 UTC.',
      url: `https://turnpost.example/play/games/${adasTurn.id}`,
      gameId: adasTurn.id,
      event: 'your-turn',
      tag: adasTurn.id,
    });

    const vapid = checkVapid(request!.headers.authorization!);
    expect(vapid.validSignature).toBe(true);
    expect(vapid.header.alg).toBe('ES256');
    expect(vapid.publicKey).toBe(signer.publicKey);
    expect(vapid.claims.aud).toBe(service.origin);
    expect(vapid.claims.sub).toBe(signer.subject);
    const inSeconds = vapid.claims.exp - Date.now() / 1000;
    expect(inSeconds).toBeGreaterThan(0);
    expect(inSeconds).toBeLessThanOrEqual(24 * 3600);
  });

  it('says who moved and what, and stays within the 4096 bytes a push service takes with the longest summary', async () => {
    const service = await pushService();
    const phone = service.subscribe('phone');
    const channels = new Map<string, StoredChannels>([[ADA, { push: { devices: Object.fromEntries([deviceOf(phone)]) } }]]);
    // The longest summary (MAX_SUMMARY_LENGTH UTF-16 units), nearly all 4-byte characters in UTF-8 (two units each).
    const summary = `Bo ${'🂡'.repeat((MAX_SUMMARY_LENGTH - 4) / 2)}x`;
    expect(summary).toHaveLength(MAX_SUMMARY_LENGTH);
    const told = yourTurn(channels).map((delivery) => ({ ...delivery, body: { ...delivery.body, summary } }));
    await deliver(channels, told);
    const [request] = service.to(phone);
    expect(request!.body.length).toBeLessThanOrEqual(4096);
    const message = JSON.parse(phone.open(request!.body)) as { body: string; summary: string };
    expect(message.summary).toBe(summary);
    expect(message.body).toBe(`${summary}. Move by tomorrow 10:00 UTC.`);
  });

  it('several devices each get it, encrypted to their own keys only', async () => {
    const service = await pushService();
    const [phone, laptop] = [service.subscribe('phone'), service.subscribe('laptop')];
    const channels = new Map<string, StoredChannels>([[ADA, { push: { devices: Object.fromEntries([deviceOf(phone), deviceOf(laptop)]) } }]]);
    await deliver(channels, yourTurn(channels));
    expect(service.received).toHaveLength(2);
    const [toPhone] = service.to(phone);
    const [toLaptop] = service.to(laptop);
    expect(JSON.parse(phone.open(toPhone!.body)).event).toBe('your-turn');
    expect(JSON.parse(laptop.open(toLaptop!.body)).event).toBe('your-turn');
    expect(() => laptop.open(toPhone!.body)).toThrow();
  });

  it.each([404, 410])('a %i from the push service removes that device and is not retried', async (status) => {
    const service = await pushService((_n, request) => (request.path.endsWith('/old') ? status : 201));
    const [old, current] = [service.subscribe('old'), service.subscribe('current')];
    const channels = new Map<string, StoredChannels>([[ADA, { push: { devices: Object.fromEntries([deviceOf(old), deviceOf(current)]) } }]]);
    const { removed, outbox } = await deliver(channels, yourTurn(channels));
    expect(service.to(old)).toHaveLength(1);
    expect(service.to(current)).toHaveLength(1);
    expect(removed).toEqual([pushDeviceId(old.endpoint)]);
    expect(Object.keys(channels.get(ADA)!.push!.devices)).toEqual([pushDeviceId(current.endpoint)]);
    expect(outbox.contents().deadLetters).toEqual([]);
  });

  it('retries 500, 500 until the 201, with the same payload each time, and only for the failing device', async () => {
    let flaky = 0;
    const service = await pushService((_n, request) => (request.path.endsWith('/flaky') && ++flaky <= 2 ? 500 : 201));
    const [steady, shaky] = [service.subscribe('steady'), service.subscribe('flaky')];
    const channels = new Map<string, StoredChannels>([[ADA, { push: { devices: Object.fromEntries([deviceOf(steady), deviceOf(shaky)]) } }]]);
    const { outbox, removed } = await deliver(channels, yourTurn(channels));
    expect(service.to(steady)).toHaveLength(1);
    expect(service.to(shaky)).toHaveLength(3);
    expect(new Set(service.to(shaky).map((request) => shaky.open(request.body))).size).toBe(1);
    expect(removed).toEqual([]);
    expect(outbox.contents().deadLetters).toEqual([]);
  });

  it('a device that keeps failing becomes a dead letter naming it', async () => {
    const service = await pushService(() => 503);
    const phone = service.subscribe('phone');
    const channels = new Map<string, StoredChannels>([[ADA, { push: { devices: Object.fromEntries([deviceOf(phone)]) } }]]);
    const { outbox } = await deliver(channels, yourTurn(channels));
    expect(service.received).toHaveLength(4);
    expect(outbox.contents().deadLetters).toEqual([expect.objectContaining({ channel: 'push', device: pushDeviceId(phone.endpoint), attempts: 4, lastError: 'answered 503' })]);
  });

  it('drops a device subscribed for VAPID keys since rotated, without sending', async () => {
    const service = await pushService();
    const phone = service.subscribe('phone');
    const channels = new Map<string, StoredChannels>([[ADA, { push: { devices: Object.fromEntries([deviceOf(phone, newVapidKeys().publicKey)]) } }]]);
    const { removed } = await deliver(channels, yourTurn(channels));
    expect(service.received).toEqual([]);
    expect(removed).toEqual([pushDeviceId(phone.endpoint)]);
  });
});
