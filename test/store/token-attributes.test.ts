/**
 * The reads and writes of player partitions by the functions that do not authenticate requests,
 * against DynamoDB Local: none returns a token hash (`sessions`, the legacy `tokenHash`), and every
 * request they send passes the refusals their roles carry (lib/turnpost-table.ts `tokenReadRefusals`),
 * while the API's whole-item read would not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../functions/domain/secrets.js';
import { DeliveryCountStore } from '../../functions/store/delivery-counts.js';
import { seatToItem } from '../../functions/store/game-items.js';
import { playerKey } from '../../functions/store/keys.js';
import { PLAYER_PROFILE_ATTRIBUTES, PLAYER_TOKEN_ATTRIBUTES, PlayerStore } from '../../functions/store/players.js';
import { Table } from '../../functions/store/table.js';
import { WebhookFailureStore } from '../../functions/store/webhook-failures.js';
import { TestTable } from '../support/dynamodb.js';
import { recordingDynamoDb } from '../support/recording-dynamo.js';
import { refusedByTokenRefusals } from '../support/token-refusals.js';

const at = '2026-05-01T10:00:00.000Z';
const session = { hash: 'a'.repeat(64), label: 'Phone', createdAt: at, lastUsedAt: at };
let table: TestTable;

beforeAll(async () => {
  table = await TestTable.create(import.meta.url);
});
afterAll(async () => {
  await table?.drop();
});

/** A player holding a session and (as before sessions) a legacy hash, one seat, a webhook and a push device. */
async function playerWithTokens(store: Table): Promise<string> {
  const id = newId();
  const notify = { webhook: { url: 'https://hooks.example/x' }, push: { devices: { d1: { endpoint: 'https://push.example/1' } } } };
  await store.put({ ...playerKey(id), id, name: 'Ada', sessions: { s1: session }, tokenHash: 'b'.repeat(64), notify, vacations: [], vacationChanges: [], createdAt: at, updatedAt: at, revision: 3 });
  await store.put(seatToItem(id, { gameId: newId(), type: 'the-game', seat: 0, status: 'active', createdAt: at }, at));
  return id;
}

describe('what the functions that do not authenticate read of a player', () => {
  it('the profile is the player without its token attributes, read by a request that names none of them', async () => {
    const recorder = recordingDynamoDb(table.endpoint);
    const store = new Table(recorder.dynamo, table.name);
    const players = new PlayerStore(store);
    const id = await playerWithTokens(store);
    recorder.requests.length = 0;
    const profile = (await players.profile(id))!;
    const whole = (await new PlayerStore(new Table(table.dynamo, table.name)).get(id))!;
    const { sessions, tokenHash, ...rest } = whole;
    expect(sessions).toEqual({ s1: session });
    expect(tokenHash).toBe('b'.repeat(64));
    expect(profile).toEqual(rest);
    for (const attribute of PLAYER_TOKEN_ATTRIBUTES) expect(profile).not.toHaveProperty(attribute);
    expect(PLAYER_PROFILE_ATTRIBUTES.filter((attribute) => (PLAYER_TOKEN_ATTRIBUTES as readonly string[]).includes(attribute))).toEqual([]);
    expect(await players.profile(newId())).toBeNull();
    expect(refusedByTokenRefusals(recorder.requests)).toEqual([]);
  });

  it('seat lists, channel settings, counts and the deletion steps send only requests the refusals let through, and return no hash', async () => {
    const recorder = recordingDynamoDb(table.endpoint);
    const store = new Table(recorder.dynamo, table.name);
    const players = new PlayerStore(store);
    const id = await playerWithTokens(store);
    recorder.requests.length = 0;
    expect((await players.seats(id)).map((seat) => seat.type)).toEqual(['the-game']);
    expect(await players.seatPage(id, undefined, 10)).toHaveLength(1);
    expect((await players.notifySettings([id])).get(id)).toMatchObject({ webhook: { url: 'https://hooks.example/x' } });
    expect(await players.countPushOutcome(id, 'd1', true)).toBe(1);
    expect(await players.countPushOutcome(id, 'd1', true)).toBe(2);
    expect(await players.countPushOutcome(id, 'd1', false)).toBe(0);
    expect(await players.countPushOutcome(id, 'gone', true)).toBeNull();
    const failures = new WebhookFailureStore(store);
    expect(await failures.failure(id, 'https://hooks.example/x', at)).toEqual({ failures: 1, since: at });
    expect(await failures.failure(id, 'https://hooks.example/x', '2026-05-01T11:00:00.000Z')).toEqual({ failures: 2, since: at });
    await new DeliveryCountStore(store).add(id, new Date(at), { email: 1 });
    expect(await players.deletionState(id)).toBe('active');
    await players.deleteMarked(id).catch(() => undefined);
    expect(refusedByTokenRefusals(recorder.requests)).toEqual([]);
    expect(recorder.requests.map((request) => request.body).join('\n')).not.toMatch(/"(sessions|tokenHash)"/);
  });

  it('the API\u2019s whole-item read would be refused to them', async () => {
    const recorder = recordingDynamoDb(table.endpoint);
    const players = new PlayerStore(new Table(recorder.dynamo, table.name));
    await players.get(newId());
    expect(refusedByTokenRefusals(recorder.requests)).toHaveLength(1);
  });
});
