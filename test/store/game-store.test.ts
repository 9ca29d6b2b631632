/**
 * The store against DynamoDB Local, without HTTP: conditional commits on `version`, the move log
 * written in the same transaction, seat items that follow the game's status, retries that decide
 * again on the newest game, and idempotency answers that expire.
 */
import { deflateRawSync } from 'node:zlib';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameById } from '../../engine/index.js';
import type { GameChange, GameRecord } from '../../functions/domain/game-record.js';
import { applyMoves, joinGame, newGame } from '../../functions/domain/lifecycle.js';
import { newId, sha256Hex } from '../../functions/domain/secrets.js';
import { VersionConflict } from '../../functions/errors.js';
import { CapacityMeter } from '../../functions/store/capacity.js';
import { commitWithRetry } from '../../functions/store/commit.js';
import { GameStore } from '../../functions/store/games.js';
import type { IdempotentRequest } from '../../functions/store/idempotency.js';
import { idempotencyKey } from '../../functions/store/keys.js';
import { PlayerStore } from '../../functions/store/players.js';
import { Table } from '../../functions/store/table.js';
import { TestTable } from '../support/dynamodb.js';

const theGame = gameById('the-game')!;
const ada = { id: 'adaadaadaadaadaa', name: 'Ada' };
const bo = { id: 'bobobobobobobobo', name: 'Bo' };
const now = () => new Date();

let table: TestTable;
let games: GameStore;
let players: PlayerStore;

beforeAll(async () => {
  table = await TestTable.create(import.meta.url);
  const store = new Table(table.dynamo, table.name);
  games = new GameStore(store);
  players = new PlayerStore(store);
});
afterAll(async () => {
  await table?.drop();
});

/** A two-seat game created by Ada, stored; Bo has not joined yet. */
async function storedWaitingGame(): Promise<GameRecord> {
  const { game, log } = newGame({ id: newId(), definition: theGame, creator: ada, seatCount: 2, options: {}, stack: null, seed: 'store-seed', inviteHash: sha256Hex('code'), turnTimeLimit: null, now: now() });
  await games.create(game, log);
  return game;
}

async function storedRunningGame(): Promise<GameRecord> {
  const waiting = await storedWaitingGame();
  const change = joinGame(waiting, theGame, bo, 'code', now())!;
  expect(await games.commit(change)).toEqual({ committed: true });
  return change.game;
}

/** A hint by `seat`: legal at any time, so it makes an easy change. */
function hint(game: GameRecord, seat: number, pile: string): GameChange {
  return applyMoves(game, theGame, seat, seat === 0 ? ada.id : bo.id, [{ type: 'hint', pile, signal: 'keepOff' }], now());
}

describe('GameStore.commit', () => {
  it('writes the game, its log entry and the seat items in one metered transaction', async () => {
    const waiting = await storedWaitingGame();
    const change = joinGame(waiting, theGame, bo, 'code', now())!;
    const meter = new CapacityMeter();
    const result = await new GameStore(new Table(table.dynamo, table.name).metered(meter)).commit(change);
    const capacity = { read: meter.read, write: meter.write };
    expect(result).toEqual({ committed: true });
    // The transaction's units are metered for the request (DynamoDB Local bills a transaction as
    // twice its total size in KB; DynamoDB rounds each item up: npm run bench:api shows both).
    expect(capacity).toEqual({ read: 0, write: expect.any(Number) });
    expect(capacity.write).toBeGreaterThanOrEqual(2);
    const items = await table.partition(`GAME#${waiting.id}`);
    expect(items.map((item) => item.sk)).toEqual(['GAME', 'LOG#0000000000', 'LOG#0000000001']);
    // Starting the game moved both seat items to "active".
    const seats = await Promise.all([players.seats(ada.id), players.seats(bo.id)]);
    expect(seats.map((list) => list.find((seat) => seat.gameId === waiting.id))).toEqual([
      expect.objectContaining({ seat: 0, status: 'active', type: 'the-game' }),
      expect.objectContaining({ seat: 1, status: 'active', type: 'the-game' }),
    ]);
  });

  it('refuses a change made from a stale version, names the current one, and writes nothing', async () => {
    const game = await storedRunningGame();
    expect(await games.commit(hint(game, 0, 'up1'))).toEqual({ committed: true });
    const before = await table.partition(`GAME#${game.id}`);
    // Decided from the same (now stale) version:
    expect(await games.commit(hint(game, 1, 'up2'))).toEqual({ committed: false, lost: 'version', currentVersion: game.version + 1 });
    expect(await table.partition(`GAME#${game.id}`)).toEqual(before);
  });

  it('reads the log after a version, a page at a time', async () => {
    let game = await storedRunningGame();
    for (const pile of ['up1', 'up2', 'down1']) {
      const change = hint(game, 1, pile);
      await games.commit(change);
      game = change.game;
    }
    const first = await games.log(game.id, 1, 2);
    expect(first.entries.map((entry) => [entry.version, entry.kind, entry.seat])).toEqual([[2, 'move', 1], [3, 'move', 1]]);
    expect(first.more).toBe(true);
    const rest = await games.log(game.id, 3, 2);
    expect(rest.entries.map((entry) => entry.version)).toEqual([4]);
    expect(rest.more).toBe(false);
    expect(rest.entries[0]!.moves).toEqual([{ type: 'hint', pile: 'down1', signal: 'keepOff' }]);
  });
});

/** A store where, once, another change (a hint by seat 0) lands just before our commit: a lost race on demand. */
class RacedStore extends GameStore {
  raced = false;
  override async commit(...args: Parameters<GameStore['commit']>) {
    if (!this.raced) {
      this.raced = true;
      const current = (await this.load(args[0].game.id))!;
      expect(await super.commit(hint(current, 0, 'up1'))).toEqual({ committed: true });
    }
    return super.commit(...args);
  }
}

describe('commitWithRetry', () => {
  it('decides again on the newest game after losing a race, when the client named no version', async () => {
    const game = await storedRunningGame();
    const raced = new RacedStore(new Table(table.dynamo, table.name));
    const seen: number[] = [];
    const answer = await commitWithRetry(
      raced,
      { gameId: game.id },
      (current) => {
        seen.push(current.version);
        return hint(current, 1, 'up2');
      },
      (committed) => ({ status: 200, body: { version: committed.version } }),
    );
    expect(seen).toEqual([game.version, game.version + 1]);
    expect(answer).toEqual({ status: 200, body: { version: game.version + 2 } });
    const log = await games.log(game.id, game.version, 10);
    expect(log.entries.map((entry) => entry.seat)).toEqual([0, 1]);
  });

  it('answers 409 with the current version when the client named one and lost the race', async () => {
    const game = await storedRunningGame();
    const raced = new RacedStore(new Table(table.dynamo, table.name));
    const attempt = commitWithRetry(raced, { gameId: game.id, expectedVersion: game.version }, (current) => hint(current, 1, 'up2'), () => ({ status: 200 }));
    await expect(attempt).rejects.toEqual(new VersionConflict(game.version + 1));
    const log = await games.log(game.id, game.version, 10);
    expect(log.entries.map((entry) => entry.seat)).toEqual([0]);
  });

  it('replays the stored answer when the same keyed request committed between its two reads', async () => {
    // The answer is read (none yet), then the same request commits elsewhere, then the game is
    // read: deciding on that newer game refuses the repeated hint, but the first answer must win.
    const game = await storedRunningGame();
    const request: IdempotentRequest = { playerId: bo.id, key: 'between-reads', fingerprint: 'same-request' };
    class KeyRacedStore extends GameStore {
      private otherCommitted: Promise<void> | null = null;
      override async answer(...args: Parameters<GameStore['answer']>) {
        const stale = await super.answer(...args);
        this.otherCommitted ??= super.commit(hint(game, 1, 'up2'), { ...request, answer: { status: 200, body: 'first' }, now: new Date() }).then((result) => {
          expect(result).toEqual({ committed: true });
        });
        await this.otherCommitted;
        return stale;
      }
      override async load(gameId: string) {
        while (!this.otherCommitted) await new Promise((wake) => setTimeout(wake, 1));
        await this.otherCommitted;
        return super.load(gameId);
      }
    }
    const raced = new KeyRacedStore(new Table(table.dynamo, table.name));
    const answer = await commitWithRetry(raced, { gameId: game.id, idempotency: request }, (current) => hint(current, 1, 'up2'), () => ({ status: 200, body: 'second' }));
    expect(answer).toEqual({ status: 200, body: 'first' });
    const log = await games.log(game.id, game.version, 10);
    expect(log.entries.map((entry) => entry.seat)).toEqual([1]);
  });
});

describe('idempotency answers', () => {
  it('ignores an expired answer and lets the key be used again', async () => {
    const game = await storedRunningGame();
    const request = { playerId: bo.id, key: 'old-key', fingerprint: 'f' };
    await table.documents.send(
      new PutCommand({ TableName: table.name, Item: { ...idempotencyKey(game.id, bo.id, 'old-key'), answer: deflateRawSync('{"status":200,"body":"stale"}'), fingerprint: 'f', version: 1, expiresAt: Math.floor(Date.now() / 1000) - 10 } }),
    );
    expect(await games.answer(game.id, request, new Date())).toBeNull();
    const change = hint(game, 1, 'up1');
    expect(await games.commit(change, { ...request, answer: { status: 200, body: 'fresh' }, now: new Date() })).toEqual({ committed: true });
    expect(await games.answer(game.id, request, new Date())).toEqual({ status: 200, body: 'fresh', fingerprint: 'f' });
    // A live answer blocks the key: the same key with another change is refused in the transaction.
    const second = hint(change.game, 1, 'up2');
    expect(await games.commit(second, { ...request, answer: { status: 200, body: 'again' }, now: new Date() })).toEqual({ committed: false, lost: 'idempotency' });
  });
});
