/**
 * Players' channels, read in one place (ChannelReader over the player items in DynamoDB Local)
 * for the notifier (many players at once) and the deliverer (one, at delivery time), and the one
 * deliverer factory the deliver Lambda and the local stack share: the webhook policy follows the
 * mode, e-mail and SNS go where they are configured (or to the senders given).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelReader } from '../../functions/notify/channels/reader.js';
import type { StoredChannels } from '../../functions/notify/channels/stored.js';
import { deliveriesFor } from '../../functions/notify/decide/fan-out.js';
import type { Delivery } from '../../functions/notify/delivery.js';
import { createDeliverer } from '../../functions/notify/deliver/create-deliverer.js';
import { Outbox } from '../../functions/notify/local/outbox.js';
import { PlayerStore } from '../../functions/store/players.js';
import { Table } from '../../functions/store/table.js';
import { TestTable } from '../support/dynamodb.js';

const ADA = 'adaadaadaadaadaa';
const BO = 'bobobobobobobobo';
const CY = 'cycycycycycycycy';
const adaChannels: StoredChannels = {
  webhook: { url: 'http://127.0.0.1:9/hook', secret: 'whsec_test', secretCreatedAt: '2026-01-01T00:00:00.000Z' },
  email: { address: 'ada@example.com', confirmedAt: '2026-01-01T00:00:00.000Z' },
  sns: true,
};

let table: TestTable;
let players: PlayerStore;

beforeAll(async () => {
  table = await TestTable.create(import.meta.url);
  players = new PlayerStore(new Table(table.dynamo, table.name));
  const at = '2026-01-01T00:00:00.000Z';
  await players.create({ id: ADA, name: 'Ada', tokenHash: 'a'.repeat(64), sessions: {}, notify: adaChannels, vacations: [], createdAt: at, updatedAt: at });
  // Bo's item carries a webhook without its secret (as no server writes it): it is no channel.
  await players.create({ id: BO, name: 'Bo', tokenHash: 'b'.repeat(64), sessions: {}, notify: { webhook: { url: 'https://bo.example/hook' } }, vacations: [], createdAt: at, updatedAt: at });
});
afterAll(async () => {
  await table?.drop();
});

/** Ada's "your turn", one delivery per channel she chose. */
function adasDeliveries(channels: ReadonlyMap<string, StoredChannels>): Delivery[] {
  const notice = { event: 'your-turn' as const, playerId: ADA, gameId: 'gggggggggggggggg', type: 'the-game', version: 3, awaiting: [0], deadline: null, at: '2026-01-01T10:00:00.000Z' };
  return deliveriesFor([notice], channels, null);
}

describe('the channel reader', () => {
  it('reads one player as stored, and null for a player that does not exist', async () => {
    const reader = new ChannelReader(players);
    expect(await reader.of(ADA)).toEqual(adaChannels);
    expect(await reader.of(BO)).toEqual({});
    expect(await reader.of(CY)).toBeNull();
  });

  it('reads many players at once with the same parsing, leaving out the unknown ones', async () => {
    const channels = await new ChannelReader(players).ofEach([ADA, BO, CY]);
    expect(channels).toEqual(new Map([[ADA, adaChannels], [BO, {}]]));
    expect(adasDeliveries(channels).map((delivery) => delivery.channel)).toEqual(['webhook', 'email', 'sns']);
  });
});

describe('the deliverer factory', () => {
  it('on AWS without e-mail or SNS configured: refuses a loopback webhook and skips those channels', async () => {
    const deliverer = createDeliverer({ config: { mode: 'aws', region: 'local', emailFrom: null, snsTopicArn: null }, players });
    const [webhook, email, sns] = adasDeliveries(await new ChannelReader(players).ofEach([ADA]));
    expect(await deliverer.attempt(webhook!)).toMatchObject({ status: 'failed', detail: expect.stringMatching(/^refused: the URL (must use https|targets a loopback address)/) });
    expect(await deliverer.attempt(email!)).toEqual({ status: 'skipped', detail: 'e-mail is not configured on this server' });
    expect(await deliverer.attempt(sns!)).toEqual({ status: 'skipped', detail: 'SNS is not configured on this server' });
  });

  it('locally, with the outbox as its senders: e-mail and SNS land there, read from the player item at delivery time', async () => {
    const outbox = new Outbox();
    const deliverer = createDeliverer({ config: { mode: 'local', region: 'local', emailFrom: null, snsTopicArn: null }, players, senders: { email: outbox.emailSender, topic: outbox.topicPublisher } });
    const [, email, sns] = adasDeliveries(await new ChannelReader(players).ofEach([ADA]));
    expect(await deliverer.attempt(email!)).toEqual({ status: 'delivered', detail: 'e-mail sent', target: 'ada@example.com' });
    expect(await deliverer.attempt(sns!)).toEqual({ status: 'delivered', detail: 'published' });
    expect(outbox.contents().emails.map((sent) => sent.to)).toEqual(['ada@example.com']);
    expect(outbox.contents().sns.map((sent) => JSON.parse(sent.message) as { deliveryId: string })).toEqual([expect.objectContaining({ deliveryId: sns!.body.deliveryId })]);
  });
});
