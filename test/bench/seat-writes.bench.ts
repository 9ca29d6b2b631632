/**
 * The write units of a move by number of seats, as the local stack reports them (the
 * `turnpost-consumed-capacity` header): The Game with 2 and 4 seats, the first legal move of the
 * awaited seat each time, over HTTP against the whole local stack. Every move writes the game, its
 * log entry and each seated player's seat item (its `changedAt` orders the player's games by last
 * change), in one transaction. A figure, not a test.
 *
 *   npx tsx test/bench/seat-writes.bench.ts
 *   BENCH_MOVES=60 npx tsx test/bench/seat-writes.bench.ts
 */
import { startLocalStack } from '../../bin/local-stack.js';
import type { Envelope } from '../../functions/http/schemas.js';
import { quietLogger } from '../../functions/log.js';
import { ApiClient, capacityOf } from '../support/api-client.js';

const MOVES = Number(process.env.BENCH_MOVES ?? 30);

const stack = await startLocalStack({ port: 0, log: quietLogger, sweepEveryMs: null });
try {
  const api = new ApiClient(stack.url);
  for (const seats of [2, 4]) {
    const players = await Promise.all(Array.from({ length: seats }, async (_, i) => {
      const answer = await api.post<{ player: { id: string }; token: string }>('/players', { body: { name: `Player ${i + 1}` } });
      return answer.body.token;
    }));
    const created = await api.post<Envelope & { inviteCode: string }>('/games', { token: players[0], body: { type: 'the-game', seats } });
    for (const token of players.slice(1)) {
      const joined = await api.post(`/games/${created.body.id}/join`, { token, body: { inviteCode: created.body.inviteCode } });
      if (joined.status !== 200) throw new Error(`join → ${joined.status} ${joined.text}`);
    }
    const writes: number[] = [];
    for (let n = 0; n < MOVES; n++) {
      const game = await api.get<Envelope>(`/games/${created.body.id}`, { token: players[0] });
      if (game.body.status !== 'active') break;
      const token = players[game.body.awaiting[0]!]!;
      const mine = await api.get<Envelope>(`/games/${created.body.id}?legal=true`, { token });
      const moved = await api.post<Envelope>(`/games/${created.body.id}/moves`, { token, body: { version: mine.body.version, moves: [mine.body.legalMoves![0]] } });
      if (moved.status !== 200) throw new Error(`move → ${moved.status} ${moved.text}`);
      writes.push(capacityOf(moved).write);
    }
    const mean = writes.reduce((sum, units) => sum + units, 0) / writes.length;
    console.log(`The Game, ${seats} seats: ${writes.length} moves, write units per move mean ${mean.toFixed(2)}, min ${Math.min(...writes)}, max ${Math.max(...writes)}`);
  }
} finally {
  await stack.stop();
}
