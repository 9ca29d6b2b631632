/**
 * Load on the local stack (in a process of its own, as `npm start` runs it; support/stack-process.ts):
 *   1. K concurrent clients play N games of mixed titles to the end, each client one game at a
 *      time, random legal moves over HTTP (support/bench-game.ts; kept-alive node:http
 *      connections, support/keep-alive-client.ts: a lean client leaves the 2 cores to the stack);
 *   2. the raw floor under the same concurrency, for comparison: K loops of a GetItem and a 2-item
 *      TransactWriteItems (support/floor.ts, copies of a real game item) straight at DynamoDB
 *      Local from this process for BENCH_FLOOR_SECONDS (10), on the data phase 1 left behind, and
 *      phase 1's moves/s as a ratio to it (a move is also the GET before it and the stream
 *      readers' reads, so it costs DynamoDB Local more than the floor's two calls);
 *   3. then R clients race on each game of another M: every one of them plays the same game, so
 *      most of their submissions lose to another's with 409 (the optimistic version check).
 * Per phase: moves/s (accepted moves over the phase's wall time), the POST's p50/p99, the 409
 * and 429 counts, and errors (any other status, or a failed read: must be 0). Progress goes to
 * stderr. A figure, not a test.
 *
 *   npm run bench:load                                      # K = 32, N = 200, R = 4, M = 50
 *   npm run bench:load -- --clients 8 --games 40 --racers 4 --race-games 10
 *   BENCH_CLIENT=fetch npm run bench:load                   # the clients on fetch (undici) instead
 */
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startDynamoDbLocal } from '../../bin/dynamodb-local.js';
import { createDynamoDb } from '../../functions/store/client.js';
import { createTable } from '../../functions/store/create-table.js';
import { Table } from '../../functions/store/table.js';
import { ApiClient } from '../support/api-client.js';
import { FLOOR_TABLE, Floor, itemsOfGame, ourFloorClient } from './support/floor.js';
import { BenchGame, titles } from './support/bench-game.js';
import { KeepAliveClient } from './support/keep-alive-client.js';
import { StackProcess } from './support/stack-process.js';
import { BENCH_DYNAMODB_START_MS, percentile } from './support/stats.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const clientOf = (url: string): ApiClient => (process.env.BENCH_CLIENT === 'fetch' ? new ApiClient(url) : new KeepAliveClient(url));

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '32' },
    games: { type: 'string', default: '200' },
    racers: { type: 'string', default: '4' },
    'race-games': { type: 'string', default: '50' },
  },
});
const CLIENTS = Number(values.clients);
const GAMES = Number(values.games);
const RACERS = Number(values.racers);
const RACE_GAMES = Number(values['race-games']);
const FLOOR_SECONDS = Number(process.env.BENCH_FLOOR_SECONDS ?? 10);
/** One game never takes more submissions than this (every title's quick game ends long before). */
const MAX_SUBMISSIONS = 5_000;

interface Phase {
  label: string;
  accepted: number;
  latencies: number[];
  conflicts: number;
  throttled: number;
  errors: string[];
  games: number;
  wallSeconds: number;
}

const newPhase = (label: string): Phase => ({ label, accepted: 0, latencies: [], conflicts: 0, throttled: 0, errors: [], games: 0, wallSeconds: 0 });

/** Plays one client's share of a table's game to its end, counting every answer into the phase. */
async function play(table: BenchGame, phase: Phase): Promise<void> {
  for (let submissions = 0; !table.finished; submissions++) {
    if (submissions === MAX_SUBMISSIONS) throw new Error(`${table.title.type}: no end after ${MAX_SUBMISSIONS} submissions`);
    const result = await table.move(false);
    if (!result) return;
    phase.latencies.push(result.ms);
    if (result.status === 200) phase.accepted++;
    else if (result.status === 409) phase.conflicts++;
    else if (result.status === 429) {
      phase.throttled++;
      await new Promise((wake) => setTimeout(wake, 100));
    } else phase.errors.push(`${table.title.type}: ${result.status}`);
  }
}

async function runPhase(phase: Phase, workers: number, games: number, playGame: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const started = performance.now();
  const progress = setInterval(() => process.stderr.write(`${phase.label}: ${phase.games}/${games} games, ${phase.accepted} moves, ${phase.conflicts} × 409, ${phase.errors.length} errors\r`), 1_000);
  try {
    await Promise.all(
      Array.from({ length: workers }, async () => {
        while (next < games) {
          const index = next++;
          try {
            await playGame(index);
          } catch (error) {
            phase.errors.push((error as Error).message);
          }
          phase.games++;
        }
      }),
    );
  } finally {
    clearInterval(progress);
    phase.wallSeconds = (performance.now() - started) / 1000;
    process.stderr.write('\n');
  }
}

const loadBefore = loadavg();
const dynamoDbLocal = await startDynamoDbLocal({ startTimeoutMs: BENCH_DYNAMODB_START_MS });
const stack = await StackProcess.start({ dynamodbEndpoint: dynamoDbLocal.endpoint, tableName: 'load' });
const concurrent = newPhase(`${CLIENTS} clients, ${GAMES} games`);
const racing = newPhase(`${RACERS} clients racing on each of ${RACE_GAMES} games`);
let cpuMs = 0;
const floorRun = { operations: 0, latencies: [] as number[], wallSeconds: 0 };
let sampleGameId = '';

const dynamo = createDynamoDb({ region: 'local', endpoint: dynamoDbLocal.endpoint });
// The floor's table and a first stream record of it come before phase 1. DynamoDB Local looks up
// a stream's oldest record on every write (SELECT MIN(SequenceNumber) FROM its one stream-record
// table WHERE StreamID = ?, which has no index on StreamID): SQLite walks the records in sequence
// order until it meets one of that stream, so a table whose first record came after phase 1's
// ~10 000 paid for a walk past all of them on every write (13 operations/s where this does ~150).
await createTable(dynamo, FLOOR_TABLE);
await new Table(dynamo, FLOOR_TABLE).put({ pk: 'FLOOR', sk: 'FIRST' });

/** CLIENTS floor loops at once, each on its own copy of a real game item, for FLOOR_SECONDS. */
async function floorUnderLoad(): Promise<void> {
  const { game, log } = await itemsOfGame(dynamo, 'load', sampleGameId);
  const floors = Array.from({ length: CLIENTS }, (_, index) => new Floor(ourFloorClient(dynamo), `GAME#floor-load-${index}`, game, log));
  for (const floor of floors) await floor.prepare();
  const started = performance.now();
  const until = started + FLOOR_SECONDS * 1000;
  await Promise.all(
    floors.map(async (floor) => {
      while (performance.now() < until) {
        floorRun.latencies.push(await floor.once());
        floorRun.operations++;
      }
    }),
  );
  floorRun.wallSeconds = (performance.now() - started) / 1000;
}

try {
  const cpuStart = await stack.cpuMs();
  await runPhase(concurrent, CLIENTS, GAMES, async (index) => {
    const title = titles[index % titles.length]!;
    const table = new BenchGame(clientOf(stack.url), title, `bench-load:${index}`);
    await table.open();
    sampleGameId ||= table.gameId;
    await play(table, concurrent);
  });
  cpuMs = (await stack.cpuMs()) - cpuStart;
  // The stack's stream readers first finish phase 1's records, so the floor runs on a quiet DynamoDB Local.
  await stack.settled();
  process.stderr.write(`the floor: ${CLIENTS} loops for ${FLOOR_SECONDS} s\n`);
  await floorUnderLoad();
  // Each game is opened once, then RACERS clients play it at the same time; games go one per worker.
  await runPhase(racing, Math.max(1, Math.floor(CLIENTS / RACERS)), RACE_GAMES, async (index) => {
    const title = titles[index % titles.length]!;
    const table = new BenchGame(clientOf(stack.url), title, `bench-race:${index}`);
    await table.open();
    await Promise.all(Array.from({ length: RACERS }, (_, racer) => play(table.racer(`bench-race:${index}:${racer}`), racing)));
  });
  await stack.settled();
} finally {
  await stack.stop();
  await dynamoDbLocal.stop();
}

console.log(`Load on the local stack — node ${process.version}, ${availableParallelism()} cores, load ${loadBefore.map((l) => l.toFixed(1)).join(' ')} → ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log('phase                                      games   moves   moves/s   POST p50    p99   409s  429s  errors');
for (const phase of [concurrent, racing]) {
  console.log(
    `${phase.label.padEnd(42)} ${String(phase.games).padStart(5)} ${String(phase.accepted).padStart(7)} ${(phase.accepted / phase.wallSeconds).toFixed(1).padStart(9)} ` +
      `${percentile(phase.latencies, 50).toFixed(1).padStart(10)} ${percentile(phase.latencies, 99).toFixed(1).padStart(6)} ${String(phase.conflicts).padStart(6)} ${String(phase.throttled).padStart(5)} ${String(phase.errors.length).padStart(7)}`,
  );
}
console.log(
  `the floor, ${CLIENTS} loops at once straight at DynamoDB Local (GetItem + 2-item TransactWriteItems, no stack): ${(floorRun.operations / floorRun.wallSeconds).toFixed(1)} operations/s, ` +
    `p50 ${percentile(floorRun.latencies, 50).toFixed(1)} p99 ${percentile(floorRun.latencies, 99).toFixed(1)} ms; phase 1's moves/s ÷ the floor's operations/s: ${(concurrent.accepted / concurrent.wallSeconds / (floorRun.operations / floorRun.wallSeconds)).toFixed(2)}×`,
);
console.log(`stack process CPU in phase 1: ${(cpuMs / concurrent.accepted).toFixed(3)} ms per accepted move (${((cpuMs / 1000 / concurrent.wallSeconds) * 100).toFixed(0)}% of a core)`);
const errors = [...concurrent.errors, ...racing.errors];
if (errors.length > 0) {
  console.log(`errors (must be 0): ${[...new Set(errors)].slice(0, 5).join('; ')}`);
  process.exitCode = 1;
}
