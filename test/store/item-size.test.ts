/**
 * The game item stays small: a 5-player The Game (the largest state the project hosts on its
 * busiest path) stays under 4 KB at every move of random games, so a move costs one 1-RCU read
 * and a write of a few units. The size formula is checked against what DynamoDB Local bills.
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

/** A 5-player game record around `state`, as the service stores it (ids, names and hashes of real length). */
function record(state: unknown, options: unknown): GameRecord {
  const seed = 'A'.repeat(43);
  return {
    id: 'abcdefghijklmnop',
    type: 'the-game',
    status: 'active',
    version: 123,
    seatCount: 5,
    seats: Array.from({ length: 5 }, (_, seat) => ({ seat, playerId: `player${seat}abcdefghi`.slice(0, 16), name: `Player name ${seat}`.padEnd(24, '.') })),
    creatorId: 'player0abcdefghi',
    options,
    state,
    awaiting: theGame.awaiting(state),
    seed,
    seedCommitment: sha256Hex(seed),
    stack: null,
    inviteHash: sha256Hex('invite'),
    // The largest a game item gets: a running turn clock, reminded, on the version of a timeout
    // (which also carries the deadline index attributes).
    turnTimeLimit: 86_400,
    deadline: '2026-01-02T00:00:00.000Z',
    remindedAt: '2026-01-01T23:00:00.000Z',
    timedOut: 4,
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

describe('game item size', () => {
  it('stays under 4 KB through whole 5-player games of The Game, base and extreme', () => {
    let largest = 0;
    for (const [i, options] of [{}, { extreme: true }, { extreme: true, commandLayout: 'random' }].entries()) {
      for (let game = 0; game < 4; game++) {
        const parsed = theGame.options.parse(options);
        const check = (state: unknown) => {
          const size = itemSize(gameToItem(record(state, parsed)));
          largest = Math.max(largest, size);
          expect(size).toBeLessThanOrEqual(4096);
        };
        const playout = playRandomGame(theGame, { players: 5, options, seed: `size-${i}-${game}` }, { onStep: (step) => check(step.after) });
        check(playout.initial);
      }
    }
    expect(largest).toBeGreaterThan(1000);
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
