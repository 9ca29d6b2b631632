/**
 * A push device whose push service keeps failing is removed after PUSH_FAILURES_IN_A_ROW failed
 * attempts in a row (counted on the player item, in DynamoDB Local); one push that goes through
 * clears the count. The deliverer is the deployed one (createDeliverer over the table), the push
 * service a stand-in on 127.0.0.1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushDeviceId } from '../../functions/notify/channels/requests.js';
import { deliveriesFor } from '../../functions/notify/decide/fan-out.js';
import { noticesFor, type GameImage } from '../../functions/notify/decide/notices.js';
import { createDeliverer } from '../../functions/notify/deliver/create-deliverer.js';
import { PUSH_FAILURES_IN_A_ROW } from '../../functions/notify/deliver/deliverer.js';
import { newVapidKeys } from '../../functions/notify/push/vapid-key-pair.js';
import { playerKey } from '../../functions/store/keys.js';
import { PlayerStore } from '../../functions/store/players.js';
import { Table } from '../../functions/store/table.js';
import { TestTable } from '../support/dynamodb.js';
import { gameImage, IMAGE_PLAYERS } from '../support/game-image.js';
import { PushService } from '../support/push-service.js';

const [ADA] = IMAGE_PLAYERS;
const signer = { ...newVapidKeys(), subject: 'mailto:ops@turnpost.example' };
const before: GameImage = gameImage({ type: 'flip-7', version: 3, awaiting: [1] });
const adasTurn: GameImage = { ...before, version: 4, awaiting: [0], deadline: '2026-01-02T10:00:00.000Z', pinged: [0] };

let table: TestTable;
let store: Table;
let players: PlayerStore;
let service: PushService;
let failing = true;

beforeAll(async () => {
  table = await TestTable.create(import.meta.url);
  store = new Table(table.dynamo, table.name);
  players = new PlayerStore(store);
  service = await PushService.start(() => (failing ? 500 : 201));
});
afterAll(async () => {
  await service?.stop();
  await table?.drop();
});

describe('push failures in a row', () => {
  it('remove the device at the limit; a push that goes through clears the count', async () => {
    const { endpoint, keys } = service.subscribe('phone').toJSON();
    const deviceId = pushDeviceId(endpoint);
    const device = { endpoint, keys, expirationTime: null, vapidKey: signer.publicKey, createdAt: '2026-01-01T00:00:00.000Z' };
    await store.put({ ...playerKey(ADA!), id: ADA, name: 'Ada', tokenHash: 'h', notify: { push: { devices: { [deviceId]: device } } }, vacations: [], createdAt: device.createdAt, updatedAt: device.createdAt });
    const deliverer = createDeliverer({ config: { mode: 'local', region: 'local', emailFrom: null, snsTopicArn: null }, players, push: signer });
    const [delivery] = deliveriesFor(noticesFor(before, adasTurn), new Map([[ADA!, { push: { devices: { [deviceId]: device } } }]]), 'https://turnpost.example/play');
    const failures = async () => ((await players.get(ADA!))!.notify as { push?: { devices: Record<string, { failures?: number }> } }).push?.devices[deviceId]?.failures;

    for (let attempt = 1; attempt < PUSH_FAILURES_IN_A_ROW; attempt++) expect((await deliverer.attempt(delivery!)).status).toBe('failed');
    expect(await failures()).toBe(PUSH_FAILURES_IN_A_ROW - 1);
    failing = false;
    expect((await deliverer.attempt(delivery!)).status).toBe('delivered');
    expect(await failures()).toBeUndefined();

    failing = true;
    for (let attempt = 1; attempt < PUSH_FAILURES_IN_A_ROW; attempt++) expect((await deliverer.attempt(delivery!)).status).toBe('failed');
    const last = await deliverer.attempt(delivery!);
    expect(last).toMatchObject({ status: 'gone', detail: expect.stringContaining(`${PUSH_FAILURES_IN_A_ROW} failures in a row, the device is removed`) });
    expect((await players.get(ADA!))!.notify).toEqual({ push: { devices: {} } });
    expect(await deliverer.attempt(delivery!)).toMatchObject({ status: 'skipped' });
  });
});
