/**
 * The bot worker and its decision. The decision (`playBotSeat`) reaches the game only through the
 * engine's `botMove` and `apply`: a recording wrapper of the game proves the policy was given the
 * bot seat's view and legal moves, never another seat's. Against DynamoDB Local, two workers race
 * on one game: every move lands once, through the version-conditioned commit, and each logged bot
 * move is the one its seed-derived random source gives, so the game replays.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { marshall } from '@aws-sdk/util-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Random, botMove, gameById, type AnyGame } from '../../engine/index.js';
import { gamesAwaitingBots } from '../../functions/bots/bot-turns.js';
import { BotWorker } from '../../functions/bots/bot-worker.js';
import { GameCatalog } from '../../functions/domain/catalog.js';
import type { GameRecord } from '../../functions/domain/game-record.js';
import { applyMoves, awaitedBotSeat, newGame, playBotSeat } from '../../functions/domain/lifecycle.js';
import { newId, sha256Hex } from '../../functions/domain/secrets.js';
import { quietLogger } from '../../functions/log.js';
import { commitWithRetry } from '../../functions/store/commit.js';
import { GameStore } from '../../functions/store/games.js';
import { Table } from '../../functions/store/table.js';
import { botWorkerActions } from '../../lib/turnpost-table.js';
import { TestTable } from '../support/dynamodb.js';
import { recordingDynamoDb } from '../support/recording-dynamo.js';
import { replayStoredGame, storedGame } from '../support/game-log.js';

const flip7 = gameById('flip-7')!;
const person = { id: 'personabcdefghij', name: 'Person' };
const now = () => new Date();

/** A flip-7 game, seat 0 a person and seats 1–4 `basic` bots (it starts at creation). */
function botGame(seed = 'bot-worker'): GameRecord {
  return newGame(botGameInput(seed)).game;
}

/** `game` with every call recorded: which member, and the seat it was asked about. */
function recorded(game: AnyGame): { game: AnyGame; calls: Array<{ member: string; seat: unknown }> } {
  const calls: Array<{ member: string; seat: unknown }> = [];
  const wrapped = new Proxy(game, {
    get(target, member, receiver) {
      const value = Reflect.get(target, member, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push({ member: String(member), seat: args[1] });
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { game: wrapped, calls };
}

/** Moves the person (seat 0) until a bot seat is awaited: the first legal move each time. */
function untilBotAwaited(game: GameRecord): GameRecord {
  let current = game;
  while (awaitedBotSeat(current) === null) {
    current = applyMoves(current, flip7, 0, person.id, [flip7.legalMoves(current.state, 0)[0]], now()).game;
  }
  return current;
}

describe('playBotSeat', () => {
  it("asks the game only for the bot seat's view and legal moves, and makes botMove's choice from the seed-derived source", () => {
    const game = untilBotAwaited(botGame());
    const seat = awaitedBotSeat(game)!;
    const { game: watched, calls } = recorded(flip7);
    const change = playBotSeat(game, watched, now())!;
    expect(change.log).toMatchObject({ kind: 'bot', seat, playerId: null, version: game.version + 1 });
    // Only the seat's view and legal moves reach the policy (botMove builds its input from them).
    expect(calls.filter((call) => call.member === 'view' || call.member === 'legalMoves')).toEqual([
      { member: 'legalMoves', seat },
      { member: 'view', seat },
    ]);
    // The commit path asks `reveals` of the bot's own move (whether it drew a card), never of the policy.
    expect(new Set(calls.map((call) => call.member))).toEqual(new Set(['legalMoves', 'view', 'apply', 'outcome', 'awaiting', 'reveals']));
    const expected = botMove(flip7, game.state, seat, 'basic', Random.fromSeed(`${game.seed}:bot:${game.version}:${seat}`));
    expect(change.log.moves).toEqual([expected]);
  });

  it("changes nothing on a person's turn or in a game that is not running", () => {
    const game = untilBotAwaited(botGame());
    expect(playBotSeat({ ...game, awaiting: [0] }, flip7, now())).toBeNull();
    expect(playBotSeat({ ...game, status: 'finished', awaiting: [] }, flip7, now())).toBeNull();
    expect(playBotSeat({ ...game, status: 'waiting', state: null, awaiting: [] }, flip7, now())).toBeNull();
  });
});

describe('gamesAwaitingBots', () => {
  const record = (image: Record<string, unknown>, eventName = 'MODIFY') => ({ eventName, dynamodb: { Keys: marshall({ pk: 'GAME#g', sk: image.sk }), NewImage: marshall(image, { removeUndefinedValues: true }) as Record<string, object> } });
  it('names each running game whose new version awaits a bot seat, once', () => {
    const bots = [{ seat: 1, level: 'basic' }];
    expect(
      gamesAwaitingBots([
        record({ sk: 'GAME', id: 'a', status: 'active', awaiting: [1], bots }),
        record({ sk: 'GAME', id: 'a', status: 'active', awaiting: [1], bots }),
        record({ sk: 'GAME', id: 'b', status: 'active', awaiting: [0], bots }),
        record({ sk: 'GAME', id: 'c', status: 'finished', bots }),
        record({ sk: 'GAME', id: 'd', status: 'active', awaiting: [1] }),
        record({ sk: 'LOG#0000000001', id: 'e', status: 'active', awaiting: [1], bots }),
        record({ sk: 'GAME', id: 'f', status: 'active', awaiting: [1], bots }, 'REMOVE'),
      ]),
    ).toEqual(['a']);
  });
});

describe('the worker reaches the engine only through the domain', () => {
  it('imports nothing from engine/ (the decision is playBotSeat, which goes through botMove)', () => {
    const folder = new URL('../../functions/bots/', import.meta.url);
    for (const file of readdirSync(folder)) expect(readFileSync(new URL(file, folder), 'utf8'), file).not.toMatch(/from '[./]*\/engine\//);
  });
});

describe('BotWorker against DynamoDB Local', () => {
  let table: TestTable;
  let games: GameStore;
  beforeAll(async () => {
    table = await TestTable.create(import.meta.url);
    games = new GameStore(new Table(table.dynamo, table.name));
  });
  afterAll(async () => {
    await table?.drop();
  });

  it('two workers racing on one game: each move lands once, in turn, until the person is awaited; the log replays', async () => {
    const { game: created, log } = newGame(botGameInput('race'));
    await games.create(created, log);
    // The person moves until a bot is awaited.
    let game = created;
    while (awaitedBotSeat(game) === null) {
      await commitWithRetry(games, { gameId: game.id }, (stored) => applyMoves(stored, flip7, 0, person.id, [flip7.legalMoves(stored.state, 0)[0]], now()), () => ({ status: 200 }));
      game = (await games.load(game.id))!;
    }
    const catalog = new GameCatalog([flip7]);
    const worker = () => new BotWorker({ games: new GameStore(new Table(table.dynamo, table.name)), catalog, log: quietLogger });
    const [a, b] = await Promise.all([worker().play(game.id), worker().play(game.id)]);
    const after = (await games.load(game.id))!;
    expect(a + b).toBe(after.version - game.version);
    expect(a + b).toBeGreaterThan(0);
    expect(awaitedBotSeat(after)).toBeNull();
    expect(after.status === 'finished' || after.awaiting.includes(0)).toBe(true);

    const stored = storedGame(await table.partition(`GAME#${game.id}`));
    const replay = replayStoredGame(flip7, stored);
    expect(replay.replayed).toEqual(replay.stored);
    expect(replay.versions).toEqual(Array.from({ length: after.version + 1 }, (_, version) => version));
    // Each bot entry is the seed-derived choice at the version before it.
    let state: unknown = flip7.setup(5, created.options, Random.fromSeed(created.seed)).state;
    for (const entry of stored.log.slice(1)) {
      if (entry.kind === 'bot') expect(entry.moves).toEqual([botMove(flip7, state, entry.seat!, 'basic', Random.fromSeed(`${created.seed}:bot:${entry.version - 1}:${entry.seat}`))]);
      for (const move of entry.moves) state = flip7.apply(state, entry.seat!, move).state;
    }
  });

  it("sends only the DynamoDB actions the bot worker's role is granted (lib/turnpost-table.ts), through a whole game", async () => {
    // Transactions are counted per item action, as IAM authorises them.
    const { dynamo, actions } = recordingDynamoDb(table.endpoint);
    const worker = new BotWorker({ games: new GameStore(new Table(dynamo, table.name)), catalog: new GameCatalog([flip7]), log: quietLogger });
    const { game: created, log } = newGame(botGameInput('iam'));
    await games.create(created, log);
    let game = created;
    for (let turns = 0; game.status !== 'finished'; turns++) {
      expect(turns).toBeLessThan(5_000);
      if (awaitedBotSeat(game) !== null) await worker.play(game.id);
      else await commitWithRetry(games, { gameId: game.id }, (stored) => applyMoves(stored, flip7, 0, person.id, [flip7.legalMoves(stored.state, 0)[0]], now()), () => ({ status: 200 }));
      game = (await games.load(game.id))!;
    }
    // (UpdateItem too, when a bot's move ended the game: the seat items' status.)
    expect([...actions].filter((action) => !(botWorkerActions as readonly string[]).includes(action))).toEqual([]);
    expect([...actions]).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:PutItem']));
    // A whole five-seat game is hundreds of calls through the recording handler: longer than one request.
  }, 180_000);
  it('on SQS, reports back only the messages whose game failed (partial batch response)', async () => {
    const worker = new BotWorker({ games, catalog: new GameCatalog([flip7]), log: quietLogger });
    const image = (id: string, sk = 'GAME') => ({ eventName: 'MODIFY', dynamodb: { Keys: marshall({ pk: `GAME#${id}`, sk }), NewImage: marshall({ sk, id, status: 'active', awaiting: [1], bots: [{ seat: 1, level: 'basic' }] }) } });
    const answer = await worker.handleMessages([
      { messageId: 'not-json', body: '{' },
      { messageId: 'log-item', body: JSON.stringify(image('aaaaaaaaaaaaaaaa', 'LOG#0000000001')) },
      { messageId: 'no-such-game', body: JSON.stringify(image('bbbbbbbbbbbbbbbb')) },
    ]);
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: 'not-json' }, { itemIdentifier: 'no-such-game' }] });
  });
});

function botGameInput(seed: string) {
  const bots = [1, 2, 3, 4].map((seat) => ({ seat, level: 'basic' as const }));
  return { id: newId(), definition: flip7, creator: person, seatCount: 5, options: {}, stack: null, seed, inviteHash: sha256Hex('code'), turnTimeLimit: null, bots, now: now() };
}
