/**
 * Absent players as decisions of the game's life (functions/domain/absent-seats.ts through
 * lifecycle.ts): timeouts in a row per seat, the takeover at `absentAfter`, an own move or a
 * reclaim ending it, `resign` changing nothing; and, against DynamoDB Local, the bot worker's
 * commit racing the player's through the version check: exactly one lands, and a player who moved
 * first is never played for again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameById } from '../../engine/index.js';
import { BotWorker } from '../../functions/bots/bot-worker.js';
import { GameCatalog } from '../../functions/domain/catalog.js';
import type { GameChange, GameRecord } from '../../functions/domain/game-record.js';
import { applyMoves, joinGame, newGame, playBotSeat, reclaimSeat, timeOutSeat } from '../../functions/domain/lifecycle.js';
import { newId, sha256Hex } from '../../functions/domain/secrets.js';
import { quietLogger } from '../../functions/log.js';
import { GameStore } from '../../functions/store/games.js';
import { Table } from '../../functions/store/table.js';
import { TestTable } from '../support/dynamodb.js';
import { ascendingDeck, ascendingTurn } from '../support/the-game.js';

const theGame = gameById('the-game')!;
const ada = { id: 'aaaaaaaaaaaaaaaa', name: 'Ada' };
const bo = { id: 'bbbbbbbbbbbbbbbb', name: 'Bo' };
const t0 = Date.parse('2026-05-01T12:00:00.000Z');
const later = (seconds: number) => new Date(t0 + seconds * 1000);

/** Every change from creation: a two-seat The Game (stacked ascending deck, one-hour clock) where Ada took the first turn, so Bo is awaited alone. */
function boAwaited(absent?: { mode?: 'resign' | 'bot'; after?: number; level?: 'random' | 'basic' | 'strong' }): { changes: GameChange[]; created: ReturnType<typeof newGame>; game: GameRecord } {
  const created = newGame({ id: newId(), definition: theGame, creator: ada, seatCount: 2, options: {}, stack: { deck: ascendingDeck() }, seed: 'absent', inviteHash: sha256Hex('code'), turnTimeLimit: 3600, absent, now: later(0) });
  const joined = joinGame(created.game, theGame, bo, 'code', later(1))!;
  const hand = (theGame.view(joined.game.state, 0) as { you: { hand: number[] } }).you.hand;
  const moved = applyMoves(joined.game, theGame, 0, ada.id, ascendingTurn(hand), later(2));
  expect(moved.game.awaiting).toEqual([1]);
  return { changes: [joined, moved], created, game: moved.game };
}

/** Bo's first legal move (a play) at `game`. */
const bosMove = (game: GameRecord) => theGame.legalMoves(game.state, 1)[0];

describe('timeouts in a row', () => {
  it('hand the seat to a bot of the level the creator chose, which gives its table talk in the same version as its move', () => {
    const { game } = boAwaited({ mode: 'bot', after: 1, level: 'strong' });
    const taken = timeOutSeat(game, theGame, later(4000)).game;
    expect(taken.bots).toEqual([{ seat: 1, level: 'strong', takenOver: true }]);
    const botMoved = playBotSeat(taken, theGame, later(4001))!;
    const moves = botMoved.log.moves as Array<{ type: string }>;
    // The strong bot's hints (§9) go first, then its one move: Ada reads them in her view.
    expect(moves.at(-1)!.type).toBe('play');
    expect(moves.length).toBeGreaterThan(1);
    expect(moves.slice(0, -1).every((move) => move.type === 'hint')).toBe(true);
    const adaSees = theGame.view(botMoved.game.state, 0) as { hints: Array<{ seat: number; piles: Record<string, string> }> };
    expect(Object.keys(adaSees.hints[1]!.piles).length).toBe(moves.length - 1);
  });

  it('hand the seat to the basic bot at absentAfter, marked as a taken-over person seat', () => {
    const { game } = boAwaited({ mode: 'bot' });
    const once = timeOutSeat(game, theGame, later(4000)).game;
    expect(once).toMatchObject({ timeoutsInARow: [0, 1], bots: [], timedOut: 1 });
    const twice = timeOutSeat(once, theGame, later(8000)).game;
    expect(twice).toMatchObject({ timeoutsInARow: [0, 2], bots: [{ seat: 1, level: 'basic', takenOver: true }], seats: game.seats });
    // The bot worker's decision now plays the seat, and lists it as one a bot played.
    const botMoved = playBotSeat(twice, theGame, later(8001))!;
    expect(botMoved.log).toMatchObject({ kind: 'bot', seat: 1, playerId: null });
    expect(botMoved.game.botPlayed).toEqual([1]);
  });

  it('are reset by any own move: a timeout, a move, a timeout is not two in a row', () => {
    const { game } = boAwaited({ mode: 'bot' });
    const once = timeOutSeat(game, theGame, later(4000)).game;
    const moved = applyMoves(once, theGame, 1, bo.id, [bosMove(once)], later(4100)).game;
    expect(moved.timeoutsInARow).toEqual([]);
    const again = timeOutSeat(moved, theGame, later(9000)).game;
    expect(again).toMatchObject({ timeoutsInARow: [0, 1], bots: [] });
  });

  it('never hand a seat over with absent "resign" (the default), nor change the record beyond today’s', () => {
    const { game } = boAwaited();
    expect(game.absent).toEqual({ mode: 'resign', after: 2 });
    let current = game;
    for (let step = 1; step <= 3; step++) current = timeOutSeat(current, theGame, later(step * 4000)).game;
    expect(current).toMatchObject({ bots: [], timeoutsInARow: [], botPlayed: [] });
  });
});

describe('taking the seat back', () => {
  const takenOver = () => timeOutSeat(boAwaited({ mode: 'bot', after: 1 }).game, theGame, later(4000)).game;

  it('by a move of the seat’s player: the bot no longer plays it', () => {
    const game = takenOver();
    const moved = applyMoves(game, theGame, 1, bo.id, [bosMove(game)], later(4001)).game;
    expect(moved.bots).toEqual([]);
    expect(playBotSeat(moved, theGame, later(4002))).toBeNull();
  });

  it('by reclaim: logged as kind reclaim, the state unchanged; null when no bot plays the seat', () => {
    const game = takenOver();
    const change = reclaimSeat(game, 1, bo.id, later(4001))!;
    expect(change.log).toMatchObject({ version: game.version + 1, kind: 'reclaim', seat: 1, playerId: bo.id, moves: [], events: [] });
    expect(change.game).toMatchObject({ bots: [], timeoutsInARow: [], state: game.state, awaiting: [1] });
    expect(reclaimSeat(change.game, 1, bo.id, later(4002))).toBeNull();
    expect(reclaimSeat(game, 0, ada.id, later(4002))).toBeNull();
  });
});

describe('the bot worker racing the returning player (DynamoDB Local)', () => {
  let table: TestTable;
  let games: GameStore;
  beforeAll(async () => {
    table = await TestTable.create(import.meta.url);
    games = new GameStore(new Table(table.dynamo, table.name));
  });
  afterAll(async () => {
    await table?.drop();
  });

  /** A stored game whose seat 1 the bot has just taken over (absentAfter 1), the bot not yet moved. */
  async function storedTakeover(): Promise<GameRecord> {
    const { created, changes } = boAwaited({ mode: 'bot', after: 1 });
    await games.create(created.game, created.log);
    for (const change of changes) expect((await games.commit(change)).committed).toBe(true);
    const timeout = timeOutSeat(changes.at(-1)!.game, theGame, later(4000));
    expect((await games.commit(timeout)).committed).toBe(true);
    return (await games.load(created.game.id))!;
  }

  it('the player first: the bot’s commit on the same version is lost, and on the new one it has nothing to play', async () => {
    const game = await storedTakeover();
    const botChange = playBotSeat(game, theGame, later(4001))!;
    const playerChange = applyMoves(game, theGame, 1, bo.id, [bosMove(game)], later(4001));
    expect((await games.commit(playerChange)).committed).toBe(true);
    expect(await games.commit(botChange)).toMatchObject({ committed: false, lost: 'version' });
    const worker = new BotWorker({ games, catalog: new GameCatalog([theGame]), log: quietLogger });
    expect(await worker.play(game.id)).toBe(0);
    expect((await games.load(game.id))!).toMatchObject({ version: game.version + 1, bots: [] });
  });

  it('the bot first: the player’s commit on the same version is lost (a 409 or a re-read), the takeover stays', async () => {
    const game = await storedTakeover();
    const botChange = playBotSeat(game, theGame, later(4001))!;
    const playerChange = applyMoves(game, theGame, 1, bo.id, [bosMove(game)], later(4001));
    expect((await games.commit(botChange)).committed).toBe(true);
    expect(await games.commit(playerChange)).toMatchObject({ committed: false, lost: 'version' });
    const stored = (await games.load(game.id))!;
    expect(stored).toMatchObject({ version: game.version + 1, bots: [{ seat: 1, level: 'basic', takenOver: true }], botPlayed: [1] });
  });
});
