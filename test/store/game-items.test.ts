/**
 * The game item's layout: the engine state deflated into the binary `stateZ` (with the game
 * type's frozen dictionary), the invite hash as 32 bytes, and nothing stored that follows from
 * the rest — and every game reads back exactly as it was, from new items and from items written
 * before this layout (JSON `state`, hex `inviteHash`, `creatorId`, `seedCommitment`,
 * `awaitingPlayers`). Stream images of the new items still give the notifier what it reads.
 */
import { createHash } from 'node:crypto';
import { marshall } from '@aws-sdk/util-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, gameById } from '../../engine/index.js';
import type { GameRecord } from '../../functions/domain/game-record.js';
import { newSeed, sha256Hex } from '../../functions/domain/secrets.js';
import { gameImagesOf } from '../../functions/notify/decide/images.js';
import type { RawImage } from '../../functions/store/stream-images.js';
import { gameFromItem, gameToItem } from '../../functions/store/game-items.js';
import { GameStore } from '../../functions/store/games.js';
import { decodeState, encodeState, inflateState } from '../../functions/store/state-codec.js';
import { STATE_DICTIONARIES_V1 } from '../../engine/state-dictionaries.js';
import { Table } from '../../functions/store/table.js';
import { TestTable } from '../support/dynamodb.js';
import { playRandomGame } from '../support/playout.js';

/** A started game record of `type` around `state` (ids, names and hashes of real length). */
function record(type: string, state: unknown, players: number, id = 'abcdefghijklmnop'): GameRecord {
  const seed = newSeed();
  const seats = Array.from({ length: players }, (_, seat) => ({ seat, playerId: `player${seat}abcdefghi`.slice(0, 16), name: `Player ${seat}` }));
  return {
    id,
    type,
    status: 'active',
    version: 42,
    seatCount: players,
    seats,
    bots: [],
    absent: { mode: 'resign', after: 2 },
    timeoutsInARow: [],
    botPlayed: [],
    creatorId: seats[0]!.playerId,
    options: gameById(type)?.options.parse({}) ?? {},
    state,
    awaiting: state === null ? [] : (gameById(type)?.awaiting(state) ?? [0]),
    seed,
    seedCommitment: sha256Hex(seed),
    stack: null,
    inviteHash: sha256Hex('invite code'),
    inviteGeneration: 0,
    turnTimeLimit: 3600,
    timeBank: null,
    clocks: (state === null ? [] : (gameById(type)?.awaiting(state) ?? [0])).map((seat) => ({ seat, leftMs: 3_600_000, since: '2026-01-01T00:00:00.000Z' })),
    deadline: '2026-01-01T01:00:00.000Z',
    remindedAt: null,
    timedOut: null,
    pinged: [0],
    told: [0],
    abandonAfter: 30,
    idleCheckAt: null,
    rematch: null,
    invited: [],
    // Seat 1 never moved; the others did.
    lastMoveVersions: seats.map(({ seat }) => (seat === 1 ? null : 40 + seat)),
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:10:00.000Z',
  };
}

/** A sample of the states of one random playout: the first, every tenth and the last. */
function sampleStates(type: string, players: number, seed: string): unknown[] {
  const states: unknown[] = [];
  const playout = playRandomGame(gameById(type)!, { players, seed }, { onStep: (step) => states.push(step.after) });
  return [playout.initial, ...states.filter((_, i) => i % 10 === 0), playout.final];
}

/** The item as the store wrote it before `stateZ`: state as a JSON string, hashes in hex, derived attributes stored. */
function legacyItem(game: GameRecord): Record<string, unknown> {
  const { stateZ: _stateZ, ...item } = gameToItem(game);
  return {
    ...item,
    state: JSON.stringify(game.state),
    inviteHash: game.inviteHash,
    creatorId: game.creatorId,
    seedCommitment: game.seedCommitment,
    awaitingPlayers: game.awaiting.map((seat) => game.seats[seat]!.playerId),
  };
}

let table: TestTable;
beforeAll(async () => {
  table = await TestTable.create(import.meta.url);
});
afterAll(async () => {
  await table?.drop();
});

/** SHA-256 of each game's format-1 dictionary (engine/games/<id>/dictionary.ts), by game id. */
const PINNED_DICTIONARIES: Record<string, string> = {
  auslage: '054defadc93d8405eecd738b218ad74f170287117caea3309044305daa43f358',
  downhill: '6924458244d8fa717e23f7a013ec653386e3210ef612814b719ec961e1ab3742',
  'flip-7': 'd08ce22ef1af1065d38edeea968a0896718e13dd6f05df2e6a67dba2d9e9af47',
  reihen: '0d57dafd53ccf5b62acc567abd9336e1a1d1342b4b28dc2f12478ab01686b444',
  'the-game': '6050095181a992a5c62c53913b3eabb009b0e4cb716f509ddc080180dd62bcc9',
};

describe('the state codec', () => {
  it('keeps its format-1 dictionaries byte for byte (stored states need exactly these)', () => {
    // The table as first shipped, whole: the five dictionaries the registry now declares per game.
    const firstFive = Object.fromEntries(Object.keys(PINNED_DICTIONARIES).map((id) => [id, STATE_DICTIONARIES_V1[id]]));
    expect(createHash('sha256').update(JSON.stringify(firstFive)).digest('hex')).toBe('f03f5d82b7ec37900d26c0aef91513290650971bf744f8aed119c6048530e514');
    // Each one, and every dictionary in the table is pinned (a new one is frozen the day it ships).
    const hashes = Object.fromEntries(Object.entries(STATE_DICTIONARIES_V1).map(([id, text]) => [id, createHash('sha256').update(text, 'utf8').digest('hex')]));
    expect(hashes).toEqual(PINNED_DICTIONARIES);
  });

  it("tables exactly the dictionaries the registry's games declare", () => {
    const declared = games.flatMap((game) => (game.stateDictionary === undefined ? [] : [[game.id, game.stateDictionary] as const]));
    expect(STATE_DICTIONARIES_V1).toEqual(Object.fromEntries(declared));
  });

  for (const game of games) {
    it(`${game.id}: states read back exactly, deflated with the game's dictionary if it declares one`, () => {
      for (const players of [game.minPlayers, game.maxPlayers]) {
        for (const state of sampleStates(game.id, players, `codec-${game.id}-${players}`)) {
          const encoded = encodeState(game.id, state);
          expect(encoded[0]).toBe(game.stateDictionary === undefined ? 0 : 1);
          expect(inflateState(game.id, encoded)).toEqual(state);
          expect(decodeState(game.id, encoded)).toEqual(state);
          // Never larger than plain deflate of the same state.
          expect(encoded.length).toBeLessThanOrEqual(encodeState('no-dictionary', state).length);
        }
      }
    });
  }

  it('deflates a game type without a dictionary plainly (format 0), and refuses unknown formats', () => {
    const state = { hands: [[1, 2, 3]], note: 'ünïcode' };
    const encoded = encodeState('no-such-game', state);
    expect(encoded[0]).toBe(0);
    expect(inflateState('no-such-game', encoded)).toEqual(state);
    expect(decodeState('no-such-game', encoded)).toEqual(state);
    expect(() => decodeState('the-game', Uint8Array.of(7, ...encoded.subarray(1)))).toThrow(/unknown state encoding 7/);
    expect(() => decodeState('no-such-game', Uint8Array.of(1, ...encoded.subarray(1)))).toThrow(/no state dictionary/);
  });
});

describe('the game item', () => {
  it('stores the state as binary and leaves out what follows from the rest', () => {
    const game = record('the-game', sampleStates('the-game', 5, 'layout')[1], 5);
    const item = gameToItem(game);
    expect(item.stateZ).toBeInstanceOf(Uint8Array);
    expect(item.inviteHash).toEqual(Buffer.from(game.inviteHash, 'hex'));
    for (const derived of ['state', 'creatorId', 'seedCommitment', 'awaitingPlayers']) expect(item).not.toHaveProperty(derived);
    expect(gameFromItem(item)).toEqual(game);
  });

  it('reads every game back as it was written, through DynamoDB Local, in the new layout and the old one', async () => {
    const store = new GameStore(new Table(table.dynamo, table.name));
    let n = 0;
    for (const game of games) {
      const [first, middle] = sampleStates(game.id, game.minPlayers, `store-${game.id}`);
      for (const state of [first, middle]) {
        const written = record(game.id, state, game.minPlayers, `game${String(n++).padStart(12, '0')}`);
        const legacy = { ...written, id: `game${String(n++).padStart(12, '0')}` };
        await table.documents.send(new PutCommand({ TableName: table.name, Item: gameToItem(written) }));
        await table.documents.send(new PutCommand({ TableName: table.name, Item: legacyItem(legacy) }));
        expect(await store.load(written.id)).toEqual(written);
        expect(await store.load(legacy.id)).toEqual(legacy);
      }
    }
    // A game waiting for players has no state yet.
    const waiting = { ...record('the-game', null, 3, 'waitingwaitingwa'), status: 'waiting' as const, awaiting: [], seats: record('the-game', null, 1).seats };
    await table.documents.send(new PutCommand({ TableName: table.name, Item: gameToItem(waiting) }));
    expect(await store.load(waiting.id)).toEqual(waiting);
  });

  it('gives the notifier the same game images as before, whether the stream carries binaries as bytes or as base64', () => {
    const game = record('the-game', sampleStates('the-game', 3, 'images')[1], 3);
    const image = (item: Record<string, unknown>) => marshall(item, { removeUndefinedValues: true }) as RawImage;
    // Lambda's stream event (JSON) carries a binary attribute as a base64 string.
    const base64 = (raw: RawImage): RawImage =>
      Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, 'B' in value ? { B: Buffer.from(value.B as Uint8Array).toString('base64') } : value]));
    const expected = gameImagesOf({ eventName: 'MODIFY', dynamodb: { NewImage: image(legacyItem(game)) } });
    expect(expected?.after).toMatchObject({ id: game.id, version: 42, awaiting: game.awaiting, deadline: game.deadline });
    for (const NewImage of [image(gameToItem(game)), base64(image(gameToItem(game)))]) {
      expect(NewImage.stateZ).toBeDefined();
      expect(gameImagesOf({ eventName: 'MODIFY', dynamodb: { NewImage, OldImage: NewImage } })).toEqual({ before: expected!.after, after: expected!.after });
    }
  });
});
