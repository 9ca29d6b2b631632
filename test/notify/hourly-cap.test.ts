/**
 * The hourly cap's counting: whatever batches a burst arrives in, each player and channel gets
 * exactly its first `perHour` notifications of the hour, a push notification to several devices
 * counts once, and a new hour starts afresh. Counted by an in-memory stand-in of ADD for the
 * property, and by the real DeliveryCountStore in DynamoDB Local, also with notifiers counting at
 * the same moment.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitting, withinHourlyCap, type CountDeliveries } from '../../functions/notify/decide/hourly-cap.js';
import { CHANNELS, type Channel, type Delivery, type GameDelivery } from '../../functions/notify/delivery.js';
import { chatTextOf, pushMessageOf, textOf } from '../../functions/notify/decide/messages.js';
import { notifyDe } from '../../functions/notify/words/de.js';
import { notifyEn } from '../../functions/notify/words/en.js';
import { DeliveryCountStore, hourOf } from '../../functions/store/delivery-counts.js';
import { deliveryCountKey } from '../../functions/store/keys.js';
import { Table } from '../../functions/store/table.js';
import { TestTable } from '../support/dynamodb.js';

const AT = new Date('2026-01-01T09:30:00.000Z');

function delivery(playerId: string, channel: Channel, n: number, device?: string): Delivery {
  const body = { event: 'your-turn' as const, deliveryId: `d-${playerId}-${n}`, gameId: 'g', type: 'the-game', version: n, awaiting: [0], url: '/play/games/g', at: AT.toISOString() };
  return { channel, playerId, deadline: null, body, ...(device ? { device } : {}) };
}

/** ADD on an item per player and hour, as DynamoDB does it. */
function memoryCounter(): CountDeliveries {
  const items = new Map<string, Record<string, number>>();
  return async (playerId, at, counts) => {
    const key = `${playerId} ${hourOf(at)}`;
    const item = items.get(key) ?? {};
    items.set(key, item);
    for (const [channel, n] of Object.entries(counts)) item[channel] = (item[channel] ?? 0) + n;
    return Object.fromEntries(Object.keys(counts).map((channel) => [channel, item[channel]!]));
  };
}

describe('fitting', () => {
  it('lets through what the hour has room for, never more than asked, never less than none', () => {
    fc.assert(
      fc.property(fc.nat(200), fc.nat(50), fc.integer({ min: 1, max: 100 }), (before, asked, perHour) => {
        expect(fitting(before + asked, asked, perHour)).toBe(Math.min(asked, Math.max(0, perHour - before)));
      }),
    );
  });
});

describe('withinHourlyCap', () => {
  const burst = fc.array(fc.record({ player: fc.constantFrom('ada', 'bo'), channel: fc.constantFrom(...CHANNELS) }), { maxLength: 60 });

  it('keeps exactly the first perHour notifications of each player and channel, however the burst is split into batches', async () => {
    await fc.assert(
      fc.asyncProperty(burst, fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1 }), fc.integer({ min: 1, max: 12 }), async (sends, cuts, perHour) => {
        const deliveries = sends.map((send, n) => delivery(send.player, send.channel, n));
        const count = memoryCounter();
        const kept: Delivery[] = [];
        let held = 0;
        for (let start = 0, i = 0; start < deliveries.length; start += cuts[i % cuts.length]!, i++) {
          const batch = await withinHourlyCap(deliveries.slice(start, start + cuts[i % cuts.length]!), count, perHour, AT);
          kept.push(...batch.kept);
          held += batch.heldBack;
        }
        const expected = CHANNELS.flatMap((channel) => ['ada', 'bo'].flatMap((player) => deliveries.filter((d) => d.playerId === player && d.channel === channel).slice(0, perHour)));
        const id = (d: Delivery) => `${d.playerId} ${d.channel} ${d.body.deliveryId}`;
        expect(kept.map(id).sort()).toEqual(expected.map(id).sort());
        // The perHour-th of a player and channel, and only it, says the channel pauses.
        const filled = CHANNELS.flatMap((channel) => ['ada', 'bo'].flatMap((player) => expected.filter((d) => d.playerId === player && d.channel === channel).slice(perHour - 1, perHour)));
        expect(kept.filter((d) => d.words?.capReached).map(id).sort()).toEqual(filled.map(id).sort());
        expect(held).toBe(deliveries.length - expected.length);
      }),
    );
  });

  it('counts a notification to several push devices once, and starts afresh in the next hour', async () => {
    const count = memoryCounter();
    const pushes = [1, 2, 3].flatMap((n) => [delivery('ada', 'push', n, 'phone'), delivery('ada', 'push', n, 'laptop')]);
    const first = await withinHourlyCap(pushes, count, 2, AT);
    expect(first.kept.map((d) => `${d.body.deliveryId} ${d.device}`)).toEqual(['d-ada-1 phone', 'd-ada-1 laptop', 'd-ada-2 phone', 'd-ada-2 laptop']);
    expect(first.heldBack).toBe(1);
    expect(first.heldBackFrom).toEqual(['ada']);
    const later = await withinHourlyCap([delivery('ada', 'push', 4, 'phone')], count, 2, AT);
    expect(later.kept).toEqual([]);
    expect(later.heldBackFrom).toEqual(['ada']);
    const nextHour = await withinHourlyCap([delivery('ada', 'push', 4, 'phone')], count, 2, new Date('2026-01-01T10:00:00.000Z'));
    expect(nextHour.kept).toHaveLength(1);
  });
});

describe('the last notification of the hour', () => {
  it('is the one that fills the cap, on every device, and says so in e-mail, push and chat words', async () => {
    const count = memoryCounter();
    const marked = (kept: Delivery[]) => kept.filter((d) => d.words?.capReached).map((d) => `${d.channel} ${d.body.deliveryId} ${d.device ?? ''}`.trim());
    const first = await withinHourlyCap([delivery('ada', 'email', 1), delivery('ada', 'push', 1, 'phone'), delivery('ada', 'push', 1, 'laptop')], count, 2, AT);
    expect(marked(first.kept)).toEqual([]);
    const second = await withinHourlyCap([2, 3].flatMap((n) => [delivery('ada', 'email', n), delivery('ada', 'push', n, 'phone'), delivery('ada', 'push', n, 'laptop')]), count, 2, AT);
    expect(marked(second.kept)).toEqual(['email d-ada-2', 'push d-ada-2 phone', 'push d-ada-2 laptop']);
    expect(second.heldBack).toBe(2);

    const [email, push] = second.kept as [Delivery, Delivery];
    expect(textOf(email)).toContain(notifyEn.capReached);
    expect(pushMessageOf(push as GameDelivery).body).toContain(notifyEn.capReached);
    expect(chatTextOf({ ...email, words: { language: 'de', capReached: true } }, (text) => text)).toContain(notifyDe.capReached);
    expect(textOf(first.kept[0]!)).not.toContain(notifyEn.capReached);
  });
});

describe('DeliveryCountStore in DynamoDB Local', () => {
  let table: TestTable;
  let store: Table;
  beforeAll(async () => {
    table = await TestTable.create(import.meta.url);
    store = new Table(table.dynamo, table.name);
  });
  afterAll(async () => {
    await table?.drop();
  });

  it('lets exactly perHour through when many notifiers count the same player at once; the item expires an hour after its hour', async () => {
    const counts = new DeliveryCountStore(store);
    const batches = Array.from({ length: 12 }, (_, b) => [0, 1, 2].map((i) => delivery('cy', 'webhook', b * 3 + i)));
    const results = await Promise.all(batches.map((batch) => withinHourlyCap(batch, (playerId, at, asked) => counts.add(playerId, at, asked), 10, AT)));
    expect(results.reduce((sum, result) => sum + result.kept.length, 0)).toBe(10);
    expect(results.reduce((sum, result) => sum + result.heldBack, 0)).toBe(26);
    const item = await store.get(deliveryCountKey('cy', '2026-01-01T09'), { consistent: true });
    expect(item).toMatchObject({ webhook: 36, expiresAt: Date.parse('2026-01-01T11:00:00.000Z') / 1000 });
  });
});
