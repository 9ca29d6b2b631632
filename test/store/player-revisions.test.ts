/**
 * The player item's revision against DynamoDB Local (functions/store/players.ts): a change computed
 * from a read lands only while nothing wrote the player since — not another PATCH, nor the
 * deliverer turning a webhook off or removing a push device — and an item written before
 * revisions existed counts as revision 0.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../functions/domain/secrets.js';
import { playerKey } from '../../functions/store/keys.js';
import { PlayerStore } from '../../functions/store/players.js';
import { Table } from '../../functions/store/table.js';
import { TestTable } from '../support/dynamodb.js';

const at = '2026-05-01T10:00:00.000Z';
let table: TestTable;
let store: Table;
let players: PlayerStore;

beforeAll(async () => {
  table = await TestTable.create(import.meta.url);
  store = new Table(table.dynamo, table.name);
  players = new PlayerStore(store);
});
afterAll(async () => {
  await table?.drop();
});

/** A player item as written before revisions existed (no `revision` attribute). */
async function olderPlayer(notify: Record<string, unknown> = {}): Promise<string> {
  const id = newId();
  await store.put({ ...playerKey(id), id, name: 'Ada', tokenHash: 'h', notify, vacations: [], createdAt: at, updatedAt: at });
  return id;
}

describe('PlayerStore.updateIfUnchanged', () => {
  it('lands on an item without a revision as 0, counts one, and refuses a second change from the same read', async () => {
    const read = (await players.get(await olderPlayer()))!;
    expect(read.revision).toBe(0);
    const first = await players.updateIfUnchanged(read, { name: 'Ada L.' }, at);
    expect(first).toEqual(expect.objectContaining({ name: 'Ada L.', revision: 1 }));
    expect(await players.updateIfUnchanged(read, { name: 'Ada B.' }, at)).toBeNull();
    expect((await players.get(read.id))!.name).toBe('Ada L.');
    expect(await players.updateIfUnchanged(first!, { name: 'Ada B.' }, at)).toEqual(expect.objectContaining({ name: 'Ada B.', revision: 2 }));
  });

  it('refuses a change read before the deliverer turned the webhook off or removed a push device', async () => {
    const id = await olderPlayer({ webhook: { url: 'https://hooks.example.com/a' }, push: { devices: { AAAAAAAAAAAAAAAA: { endpoint: 'https://push.example.com/a' } } } });
    const beforeOff = (await players.get(id))!;
    expect(await players.turnWebhookOff(id, 'https://hooks.example.com/a', { at, reason: 'answered 410 Gone' })).toBe(true);
    expect(await players.updateIfUnchanged(beforeOff, { notify: beforeOff.notify }, at)).toBeNull();
    const beforeRemoval = (await players.get(id))!;
    expect(await players.removePushDevice(id, 'AAAAAAAAAAAAAAAA')).toBe(true);
    expect(await players.updateIfUnchanged(beforeRemoval, { notify: beforeRemoval.notify }, at)).toBeNull();
    const stands = (await players.get(id))!;
    expect(stands.revision).toBe(2);
    expect(stands.notify).toEqual({ webhook: { url: 'https://hooks.example.com/a', disabled: { at, reason: 'answered 410 Gone' } }, push: { devices: {} } });
  });

  it('is refused for a player that is gone', async () => {
    const read = (await players.get(await olderPlayer()))!;
    expect(await players.markDeleted({ id: read.id, sessionId: '0'.repeat(16), tokenHash: 'h' }, at)).toBe(true);
    await players.deleteMarked(read.id);
    expect(await players.updateIfUnchanged(read, { name: 'Ada L.' }, at)).toBeNull();
  });
});
