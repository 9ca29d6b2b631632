/**
 * Stream images → notices → deliveries: who is told what for each kind of change, and that the
 * same change always yields the same deliveries (ids included).
 */
import { describe, expect, it } from 'vitest';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { StoredChannels } from '../../functions/notify/channels/stored.js';
import { deliveriesFor, deliveryId } from '../../functions/notify/decide/fan-out.js';
import type { Delivery } from '../../functions/notify/delivery.js';
import { gameImagesOf } from '../../functions/notify/decide/images.js';
import type { StreamRecord } from '../../functions/store/stream-images.js';
import { noticesFor, type GameImage } from '../../functions/notify/decide/notices.js';
import { gameImage } from '../support/game-image.js';

const seats = [
  { seat: 0, playerId: 'aaaaaaaaaaaaaaaa' },
  { seat: 1, playerId: 'bbbbbbbbbbbbbbbb' },
  { seat: 2, playerId: 'cccccccccccccccc' },
];

const image = (overrides: Partial<GameImage>): GameImage => gameImage({ version: 5, seats, ...overrides });

const told = (before: GameImage | null, after: GameImage) => noticesFor(before, after).map((notice) => `${notice.event} ${notice.playerId[0]}`);

describe('notices', () => {
  it('a join that is not the last tells nobody', () => {
    expect(told(image({ status: 'waiting', version: 0, seats: seats.slice(0, 1), awaiting: [] }), image({ status: 'waiting', version: 1, seats: seats.slice(0, 2), awaiting: [] }))).toEqual([]);
  });

  it('the last join starts the game: every seat hears it, the awaited seats hear it is their turn', () => {
    const before = image({ status: 'waiting', version: 1, seats: seats.slice(0, 2), awaiting: [] });
    expect(told(before, image({ version: 2, awaiting: [0, 1, 2], pinged: [0, 1, 2] }))).toEqual(['game-started a', 'game-started b', 'game-started c', 'your-turn a', 'your-turn b', 'your-turn c']);
  });

  it('a one-seat game starts at creation (no old image)', () => {
    const solo = image({ version: 0, seats: seats.slice(0, 1), awaiting: [0], pinged: [0] });
    expect(told(null, solo)).toEqual(['game-started a', 'your-turn a']);
  });

  it('your-turn goes to the seats the new version pinged: the commit path decided it (domain/turn-pings.ts)', () => {
    expect(told(image({ version: 5, awaiting: [0] }), image({ version: 6, awaiting: [1], pinged: [1] }))).toEqual(['your-turn b']);
    // A hint by seat 1 after seat 0's own move: seat 0, still awaited, is pinged once.
    expect(told(image({ version: 5, awaiting: [0] }), image({ version: 6, awaiting: [0], pinged: [0] }))).toEqual(['your-turn a']);
  });

  it('a version that pings nobody tells nobody, whatever happened to awaiting (a hint, a partial turn)', () => {
    expect(told(image({ version: 5, awaiting: [0] }), image({ version: 6, awaiting: [0] }))).toEqual([]);
    expect(told(image({ version: 5, awaiting: [0, 1, 2] }), image({ version: 6, awaiting: [1, 2] }))).toEqual([]);
  });

  it("a version's pings are told once: a later write of the same version (a reminder) does not repeat them", () => {
    const pinged = image({ version: 6, awaiting: [1], pinged: [1] });
    // The reminder sweep writes remindedAt on the same version: the reminder goes out, the turn ping does not again.
    expect(told(pinged, { ...pinged, remindedAt: '2026-01-01T11:00:00.000Z' })).toEqual(['reminder b']);
  });

  it('the same image twice (a write that changed nothing we track) tells nobody', () => {
    expect(told(image({}), image({}))).toEqual([]);
  });

  it('a timeout tells the seat whose time ran out, and the next seat that it is its turn', () => {
    expect(told(image({ version: 5, awaiting: [2] }), image({ version: 6, awaiting: [0], timedOut: 2, pinged: [0] }))).toEqual(['timed-out c', 'your-turn a']);
  });

  it('the timed-out mark of an older version is not told again', () => {
    const timedOut = image({ version: 6, awaiting: [0], timedOut: 2 });
    expect(told(timedOut, { ...timedOut, remindedAt: null })).toEqual([]);
  });

  it('a reminder (same version, newly reminded) tells every awaited seat, at the reminder time', () => {
    const before = image({ awaiting: [0, 2], deadline: '2026-01-02T10:00:00.000Z' });
    const after = { ...before, remindedAt: '2026-01-02T09:00:00.000Z' };
    expect(told(before, after)).toEqual(['reminder a', 'reminder c']);
    expect(noticesFor(before, after)[0]).toMatchObject({ at: '2026-01-02T09:00:00.000Z', deadline: '2026-01-02T10:00:00.000Z', version: 5 });
    // A later version that keeps the running clock (and its reminder) does not remind again.
    expect(told(after, { ...after, version: 6, awaiting: [2] })).toEqual([]);
  });

  it('the end tells every seat, and nobody that it is their turn', () => {
    expect(told(image({ version: 9, awaiting: [1] }), image({ version: 10, status: 'finished', awaiting: [] }))).toEqual(['game-finished a', 'game-finished b', 'game-finished c']);
  });

  it('a timeout that ends the game tells the timed-out seat, then everybody the game is over', () => {
    expect(told(image({ version: 9, awaiting: [1] }), image({ version: 10, status: 'finished', awaiting: [], timedOut: 1 }))).toEqual([
      'timed-out b',
      'game-finished a',
      'game-finished b',
      'game-finished c',
    ]);
  });

  it('the timeout that hands a seat to the bot tells its player once; the bot\'s turns are not told as theirs', () => {
    const before = image({ version: 5, awaiting: [2] });
    const takenOver = image({ version: 6, awaiting: [2], timedOut: 2, takenOver: [2] });
    expect(told(before, takenOver)).toEqual(['timed-out c', 'replaced-by-bot c']);
    // Later versions with the seat still taken over: no second notice, no your-turn for the bot's seat.
    expect(told(image({ version: 7, awaiting: [0], takenOver: [2] }), image({ version: 8, awaiting: [2], takenOver: [2] }))).toEqual([]);
    // No longer taken over, and pinged by the commit path: told as a person's turn again.
    expect(told(image({ version: 8, awaiting: [0], takenOver: [2] }), image({ version: 9, awaiting: [2], pinged: [2] }))).toEqual(['your-turn c']);
  });
});

describe('stream records', () => {
  const record = (eventName: string, newItem: Record<string, unknown> | null, oldItem: Record<string, unknown> | null): StreamRecord => ({
    eventName,
    dynamodb: {
      ...(newItem ? { NewImage: marshall(newItem, { removeUndefinedValues: true }) } : {}),
      ...(oldItem ? { OldImage: marshall(oldItem, { removeUndefinedValues: true }) } : {}),
    },
  });
  const gameItem = (version: number, awaiting: number[]) => ({
    pk: 'GAME#gggggggggggggggg',
    sk: 'GAME',
    id: 'gggggggggggggggg',
    type: 'the-game',
    status: 'active',
    version,
    seats: seats.map((seat) => ({ ...seat, name: 'N' })),
    awaiting,
    state: '{"secret":"never read"}',
    seed: 'secret seed',
    updatedAt: '2026-01-01T10:00:00.000Z',
  });

  it('reads game items only, from their attribute-value images', () => {
    const images = gameImagesOf(record('MODIFY', gameItem(6, [1]), gameItem(5, [0])));
    expect(images?.before).toMatchObject({ version: 5, awaiting: [0], remindedAt: null, timedOut: null });
    expect(images?.after).toMatchObject({ version: 6, awaiting: [1], seats: seats });
    expect(images?.after.pinged).toEqual([]);
    expect(gameImagesOf(record('MODIFY', { ...gameItem(6, [1]), pinged: [1], told: [1] }, gameItem(5, [0])))?.after.pinged).toEqual([1]);
    expect(images?.after).not.toHaveProperty('state');
    expect(images?.after).not.toHaveProperty('seed');
    expect(gameImagesOf(record('INSERT', { pk: 'GAME#gggggggggggggggg', sk: 'LOG#0000000006', version: 6 }, null))).toBeNull();
    expect(gameImagesOf(record('MODIFY', { pk: 'PLAYER#aaaaaaaaaaaaaaaa', sk: 'PROFILE' }, null))).toBeNull();
    expect(gameImagesOf(record('REMOVE', null, gameItem(5, [0])))).toBeNull();
  });

  it('reads an empty list or map the way the Streams API client delivers it (`{}`, no type tag)', () => {
    const finished = { dynamodb: { Keys: { sk: { S: 'GAME' } }, NewImage: { ...marshall({ ...gameItem(9, [1]), status: 'finished' }), awaiting: {}, options: {} } } };
    expect(gameImagesOf({ eventName: 'MODIFY', ...finished })?.after).toMatchObject({ status: 'finished', version: 9, awaiting: [] });
  });
});

describe('deliveries', () => {
  const notices = noticesFor(image({ version: 5, awaiting: [2] }), image({ version: 6, awaiting: [0], timedOut: 2, pinged: [0] }));
  const settings = new Map<string, StoredChannels>([
    ['aaaaaaaaaaaaaaaa', { webhook: { url: 'https://a.example/hook', secret: 's', secretCreatedAt: '2026-01-01T00:00:00.000Z' }, email: { address: 'a@example.com' } }],
    ['cccccccccccccccc', { sns: true }],
  ]);

  it('one per player and channel, with the contract body and a link from the public URL', () => {
    const deliveries = deliveriesFor(notices, settings, 'https://turnpost.example.com');
    expect(deliveries.map((delivery) => `${delivery.body.event} ${delivery.playerId[0]} ${delivery.channel}`)).toEqual(['timed-out c sns', 'your-turn a webhook', 'your-turn a email']);
    expect(deliveries[1]!.body).toEqual({
      event: 'your-turn',
      deliveryId: deliveryId('gggggggggggggggg', 6, 'aaaaaaaaaaaaaaaa', 'your-turn'),
      gameId: 'gggggggggggggggg',
      type: 'the-game',
      version: 6,
      awaiting: [0],
      url: 'https://turnpost.example.com/games/gggggggggggggggg',
      at: '2026-01-01T10:00:00.000Z',
    });
    expect(Object.keys(deliveries[1]!.body)).toEqual(['event', 'deliveryId', 'gameId', 'type', 'version', 'awaiting', 'url', 'at']);
  });

  it('the same change gives byte-identical deliveries (a stream record seen twice, a retried batch)', () => {
    const again = noticesFor(image({ version: 5, awaiting: [2] }), image({ version: 6, awaiting: [0], timedOut: 2, pinged: [0] }));
    const serialize = (list: Delivery[]) => list.map((delivery) => JSON.stringify(delivery));
    expect(serialize(deliveriesFor(again, settings, null))).toEqual(serialize(deliveriesFor(notices, settings, null)));
  });

  it('delivery ids are UUIDs that differ with game, version, player and event', () => {
    const id = deliveryId('gggggggggggggggg', 6, 'aaaaaaaaaaaaaaaa', 'your-turn');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const variants = [
      deliveryId('hhhhhhhhhhhhhhhh', 6, 'aaaaaaaaaaaaaaaa', 'your-turn'),
      deliveryId('gggggggggggggggg', 7, 'aaaaaaaaaaaaaaaa', 'your-turn'),
      deliveryId('gggggggggggggggg', 6, 'bbbbbbbbbbbbbbbb', 'your-turn'),
      deliveryId('gggggggggggggggg', 6, 'aaaaaaaaaaaaaaaa', 'reminder'),
    ];
    expect(new Set([id, ...variants]).size).toBe(5);
  });

  it('players without channels get nothing', () => {
    expect(deliveriesFor(notices, new Map(), null)).toEqual([]);
  });
});
