/**
 * The game item stays small: The Game (the largest state the project hosts on its busiest path)
 * fits in 1 KB — one write unit, so a move's transaction costs 2 × (1 + 1) WCU — at every move of
 * random 3- and 5-player games, and even its worst case (5 players, 40-character names, a running
 * turn clock on the version of a timeout) stays within 2 KB. The size formula is checked against
 * what DynamoDB Local bills.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameById } from '../../engine/index.js';
import type { GameRecord } from '../../functions/domain/game-record.js';
import { sha256Hex } from '../../functions/domain/secrets.js';
import { gameToItem } from '../../functions/store/game-items.js';
import { TestTable } from '../support/dynamodb.js';
import { itemSize } from '../support/item-size.js';
import { playRandomGame } from '../support/playout.js';

const theGame = gameById('the-game')!;

interface Shape {
  players: number;
  /** Length of every player's name (at most 40). */
  nameLength: number;
  /** A running turn clock, reminded, on the version of a timeout (which also carries the deadline index attributes). */
  clock: boolean;
}

/** A game record around `state`, as the service stores it (ids, seed and hashes of real length). */
function record(state: unknown, options: unknown, { players, nameLength, clock }: Shape = { players: 5, nameLength: 24, clock: true }): GameRecord {
  const seed = 'A'.repeat(43);
  return {
    id: 'abcdefghijklmnop',
    type: 'the-game',
    status: 'active',
    version: 123,
    seatCount: players,
    seats: Array.from({ length: players }, (_, seat) => ({ seat, playerId: `player${seat}abcdefghi`.slice(0, 16), name: `Player name ${seat}`.padEnd(nameLength, '.').slice(0, nameLength) })),
    bots: [],
    absent: { mode: 'resign', after: 2 },
    timeoutsInARow: [],
    botPlayed: [],
    creatorId: 'player0abcdefghi',
    options,
    state,
    awaiting: theGame.awaiting(state),
    seed,
    seedCommitment: sha256Hex(seed),
    stack: null,
    inviteHash: sha256Hex('invite'),
    inviteGeneration: 0,
    turnTimeLimit: clock ? 86_400 : null,
    timeBank: null,
    clocks: clock ? theGame.awaiting(state).map((seat) => ({ seat, leftMs: 86_400_000, since: '2026-01-01T00:00:00.000Z' })) : [],
    deadline: clock ? '2026-01-02T00:00:00.000Z' : null,
    remindedAt: clock ? '2026-01-01T23:00:00.000Z' : null,
    timedOut: clock ? players - 1 : null,
    // The largest ping markers a version carries: every awaited seat told by it (domain/turn-pings.ts).
    pinged: theGame.awaiting(state),
    told: theGame.awaiting(state),
    abandonAfter: 30,
    // An untimed running game waits for its idle check in the deadline index instead (functions/domain/idle-games.ts).
    idleCheckAt: clock ? null : '2026-01-31T00:00:00.000Z',
    rematch: null,
    invited: [],
    // Every seat has moved, at three-digit versions (the most bytes `lastMoves` takes in a game this long).
    lastMoveVersions: Array.from({ length: players }, (_, seat) => 118 + seat),
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

let table: TestTable;
beforeAll(async () => {
  table = await TestTable.create(import.meta.url);
});
afterAll(async () => {
  await table?.drop();
});

/** The largest game item over whole random games of The Game (base, extreme, extreme with random command cards). */
function largestItem(shape: Shape): number {
  let largest = 0;
  for (const [i, options] of [{}, { extreme: true }, { extreme: true, commandLayout: 'random' }].entries()) {
    const parsed = theGame.options.parse(options);
    for (let game = 0; game < 4; game++) {
      const check = (state: unknown) => (largest = Math.max(largest, itemSize(gameToItem(record(state, parsed, shape)))));
      const playout = playRandomGame(theGame, { players: shape.players, options, seed: `size-${i}-${game}` }, { onStep: (step) => check(step.after) });
      check(playout.initial);
    }
  }
  return largest;
}

describe('game item size', () => {
  it('fits one write unit through whole 3-player games of The Game, even with 24-character names and a running, reminded clock', () => {
    // Measured: at most 958 B (40-character names: 1006 B).
    expect(largestItem({ players: 3, nameLength: 24, clock: true })).toBeLessThanOrEqual(1024);
  });

  it('fits one write unit through whole 5-player games of The Game with 24-character names and no turn clock', () => {
    // Measured: at most 977 B (12-character names with a running clock: 1032 B, just over).
    expect(largestItem({ players: 5, nameLength: 24, clock: false })).toBeLessThanOrEqual(1024);
  });

  it('stays within two write units in the worst case: 5 players, 40-character names, a running clock on the version of a timeout', () => {
    // Measured: at most 1172 B (before the state was deflated: ~1.9 KB).
    const largest = largestItem({ players: 5, nameLength: 40, clock: true });
    expect(largest).toBeGreaterThan(1024);
    expect(largest).toBeLessThanOrEqual(2048);
  });

  it('is computed as DynamoDB Local bills it (write units of a plain put = size in KB, rounded up, plus the deadline index entry)', async () => {
    const playout = playRandomGame(theGame, { players: 5, options: { extreme: true }, seed: 'billing' }, { keepSteps: true });
    const states = [playout.initial, ...playout.steps.filter((_, i) => i % 25 === 0).map((step) => step.after)];
    for (const [i, state] of states.entries()) {
      // A new game each time (same id length): its first put also inserts its deadline index entry.
      const item = gameToItem({ ...record(state, theGame.options.parse({ extreme: true })), id: `billing${String(i).padStart(9, '0')}` });
      const answer = await table.documents.send(new PutCommand({ TableName: table.name, Item: item, ReturnConsumedCapacity: 'TOTAL' }));
      // A game with a running turn clock is also written to the sparse index byDeadline (keys only: one unit).
      expect(item.dueAt).toBeGreaterThan(0);
      expect(answer.ConsumedCapacity?.CapacityUnits).toBe(Math.ceil(itemSize(item) / 1024) + 1);
    }
  });
});
