/**
 * API latency, as a user meets it: multi-seat games of every title played with random legal
 * moves over HTTP against the whole local stack (bin/local-stack.ts in a process of its own, as
 * `npm start` runs it: notifier, bot worker and sweeper running, a JSON log line per request),
 * alternating blocks of moves with blocks of the raw floor — a consistent GetItem and a 2-item
 * TransactWriteItems on a table of the same definition (support/floor.ts) — so both see the
 * same machine load. Per title it prints the move's p50/p99 over HTTP — through a kept-alive
 * node:http connection, as lean a client as the floor's, and through fetch, as a browser-like
 * client meets it — the floor's (measured
 * from this process and from inside the stack's, with the service's own client; from this
 * process with the AWS SDK too, and each client's CPU per DynamoDB call), the ratios to the
 * floor of our client, the fastest (targets: p50 ≤ 1.5×, p99 ≤ 3×),
 * the stack process's own CPU per move (process.cpuUsage, not DynamoDB Local's JVM) and its
 * event-loop delay; then the boardgame.io peer's server bench on The Game in the same run, for
 * the CPU ratio (target ≤ 0.5×). Beside it, the least any Node server pays per move here: the
 * stack process's CPU for a POST to a bare node:http server in it, plus a floor operation from
 * inside it; and one GetItem's CPU back to back against after an idle pause (waking costs on
 * this VM, and a server that waits on its storage wakes several times a move). A figure, not a test.
 *
 *   npm run bench:api                          # 8 rounds × 25 moves per title
 *   BENCH_ROUNDS=4 BENCH_BLOCK=20 npm run bench:api
 *   BENCH_PEER=0 npm run bench:api             # without the boardgame.io peer
 *   BENCH_STREAM_POLL_MS=250 npm run bench:api # the stream readers' pause between empty polls
 */
import { availableParallelism, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { startDynamoDbLocal } from '../../bin/dynamodb-local.js';
import { createDynamoDb } from '../../functions/store/client.js';
import { createTable } from '../../functions/store/create-table.js';
import { gameById } from '../../engine/index.js';
import { ApiClient } from '../support/api-client.js';
import { playRandomGame } from '../support/playout.js';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { FLOOR_TABLE, Floor, itemsOfGame, ourFloorClient, sdkFloorClient, type Item } from './support/floor.js';
import { BenchGame, titles } from './support/bench-game.js';
import { installPeer, peerEngine, peerServer } from './support/peer.js';
import { KeepAliveClient } from './support/keep-alive-client.js';
import { StackProcess } from './support/stack-process.js';
import { BENCH_DYNAMODB_START_MS, cpuMsSince, mean, percentile } from './support/stats.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const BLOCK = Number(process.env.BENCH_BLOCK ?? 25);
const WARM_UP = 30;
const TABLE = 'bench';
const streamPollMs = process.env.BENCH_STREAM_POLL_MS ? Number(process.env.BENCH_STREAM_POLL_MS) : undefined;

interface TitleRun {
  table: BenchGame;
  floor: Floor;
  /** The same floor through the AWS SDK's document client, for comparison. */
  sdkFloor: Floor;
  game: Item;
  log: Item;
  moves: number[];
  /** The same moves' POSTs sent through fetch (undici) instead. */
  movesFetch: number[];
  floorHere: number[];
  floorSdk: number[];
  floorInStack: number[];
  handler: number[];
  /** Stack-process CPU ms over the lean move blocks (their GETs and new games included) and over blocks of GETs alone. */
  moveBlockCpu: number;
  getCpu: number;
  gets: number;
  read: number;
  write: number;
}

const loadBefore = loadavg();
const dynamo = await startDynamoDbLocal({ startTimeoutMs: BENCH_DYNAMODB_START_MS });
const client = createDynamoDb({ region: 'local', endpoint: dynamo.endpoint });
const sdk = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'local', endpoint: dynamo.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }), {
  marshallOptions: { removeUndefinedValues: true },
});
/** This process's CPU ms over the floor blocks, per client (2 DynamoDB calls per floor operation). */
const floorCpu = { ours: 0, sdk: 0 };
await createTable(client, FLOOR_TABLE);
const stack = await StackProcess.start({ dynamodbEndpoint: dynamo.endpoint, tableName: TABLE, streamPollMs });
/** The timed client (GETs and POSTs); `fetchApi` sends the POSTs of the fetch blocks. */
const api = new KeepAliveClient(stack.url);
const fetchApi = new ApiClient(stack.url);
const FETCH_BLOCK = Math.ceil(BLOCK / 5);
const emptyApi = new KeepAliveClient(await stack.emptyServer());

async function moveBlock(run: TitleRun, count: number, record: 'lean' | 'fetch' | null): Promise<void> {
  const before = record === 'lean' ? await stack.cpuMs() : 0;
  for (let i = 0; i < count; i++) {
    const result = await run.table.move(true, record === 'fetch' ? fetchApi : api);
    if (result?.status !== 200) throw new Error(`${run.table.title.type}: move answered ${result?.status}`);
    if (record === 'fetch') run.movesFetch.push(result.ms);
    if (record !== 'lean') continue;
    run.moves.push(result.ms);
    run.read += result.capacity.read;
    run.write += result.capacity.write;
  }
  if (record === 'lean') run.moveBlockCpu += (await stack.cpuMs()) - before;
}

async function getBlock(run: TitleRun, count: number): Promise<void> {
  const before = await stack.cpuMs();
  for (let i = 0; i < count; i++) await run.table.look();
  run.getCpu += (await stack.cpuMs()) - before;
  run.gets += count;
}

/** POSTs the size of a move to the stack process's bare HTTP server: what the exchange alone costs it. */
async function emptyBlock(count: number): Promise<void> {
  const body = { version: 1, moves: [{ type: 'play', card: 42, pile: 'up1' }] };
  const before = await stack.cpuMs();
  for (let i = 0; i < count; i++) await emptyApi.post('/games/x/moves', { token: 'x'.repeat(43), body });
  emptyExchange.cpu += (await stack.cpuMs()) - before;
  emptyExchange.count += count;
}

/** The same GetItem's CPU in this process back to back and after an idle pause: what waking costs here. */
async function measureWakeUp(floor: Floor): Promise<void> {
  const N = 300;
  for (const gap of [0, wakeUp.idleMs, 0, wakeUp.idleMs]) {
    let cpu = 0;
    for (let i = 0; i < N; i++) {
      if (gap) await sleep(gap);
      const before = process.cpuUsage();
      await floor.read();
      cpu += cpuMsSince(before);
    }
    if (gap) wakeUp.afterIdle += cpu / N / 2;
    else wakeUp.backToBack += cpu / N / 2;
  }
}

async function cpuOf<T>(client: keyof typeof floorCpu, work: () => Promise<T>): Promise<T> {
  const before = process.cpuUsage();
  const result = await work();
  floorCpu[client] += cpuMsSince(before);
  return result;
}

let peer: ReturnType<typeof peerServer> | null = null;
let peerInProcess: ReturnType<typeof peerEngine> | null = null;
const runs: TitleRun[] = [];
let stackCpu = 0;
let wallSeconds = 0;
let loop = { p50: 0, p99: 0, max: 0 };
let floorInStackCpu = 0;
/** Stack-process CPU ms over POSTs to its bare node:http server (support/stack-process.ts), and their count. */
const emptyExchange = { cpu: 0, count: 0 };
/** This process's CPU ms per GetItem of the floor's item: back to back, and each after an idle pause. */
const wakeUp = { backToBack: 0, afterIdle: 0, idleMs: 10 };
try {
  for (const title of titles) {
    const table = new BenchGame(api, title, `bench-api:${title.type}`);
    await table.open();
    await table.move(); // the log holds a move entry from here on
    const { game, log } = await itemsOfGame(client, TABLE, table.gameId);
    const floor = new Floor(ourFloorClient(client), `GAME#floor-${title.type}`, game, log);
    const sdkFloor = new Floor(sdkFloorClient(sdk), `GAME#floor-sdk-${title.type}`, game, log);
    await floor.prepare();
    await sdkFloor.prepare();
    runs.push({ table, floor, sdkFloor, game, log, moves: [], movesFetch: [], floorHere: [], floorSdk: [], floorInStack: [], handler: [], moveBlockCpu: 0, getCpu: 0, gets: 0, read: 0, write: 0 });
  }
  for (const run of runs) {
    await moveBlock(run, WARM_UP, null);
    await moveBlock(run, FETCH_BLOCK, 'fetch'); // fetch's own connection and first calls, not timed
    run.movesFetch.length = 0;
    await run.floor.block(WARM_UP);
    await run.sdkFloor.block(WARM_UP);
    await stack.floor(run.table.title.type, run.game, run.log, WARM_UP);
  }
  await stack.handlerMs();
  await stack.loopDelay();

  const cpuStart = await stack.cpuMs();
  const wallStart = performance.now();
  for (let round = 0; round < ROUNDS; round++) {
    for (const run of runs) {
      await moveBlock(run, BLOCK, 'lean');
      await moveBlock(run, FETCH_BLOCK, 'fetch');
      run.handler.push(...(await stack.handlerMs()));
      run.floorHere.push(...(await cpuOf('ours', () => run.floor.block(BLOCK))));
      run.floorSdk.push(...(await cpuOf('sdk', () => run.sdkFloor.block(BLOCK))));
      const before = await stack.cpuMs();
      run.floorInStack.push(...(await stack.floor(run.table.title.type, run.game, run.log, BLOCK)));
      floorInStackCpu += (await stack.cpuMs()) - before;
      await getBlock(run, Math.ceil(BLOCK / 5));
    }
    await emptyBlock(BLOCK);
    process.stderr.write(`round ${round + 1}/${ROUNDS}${round + 1 === ROUNDS ? '\n' : '\r'}`);
  }
  wallSeconds = (performance.now() - wallStart) / 1000;
  stackCpu = (await stack.cpuMs()) - cpuStart - floorInStackCpu - emptyExchange.cpu;
  loop = await stack.loopDelay();
  await measureWakeUp(runs[0]!.floor);

  if (process.env.BENCH_PEER !== '0') {
    const directory = installPeer();
    if (directory) {
      peer = peerServer(directory, Number(process.env.BENCH_PEER_GAMES ?? 300), titles.find((t) => t.type === 'the-game')!.seats);
      peerInProcess = peerEngine(directory, 2000, 3);
    }
  }
} finally {
  await stack.stop();
  api.close();
  emptyApi.close();
  sdk.destroy();
  await dynamo.stop();
}

// ── the figures ─────────────────────────────────────────────────────────────────────────────
const f = (value: number) => value.toFixed(2).padStart(6);
const moves = runs.reduce((sum, run) => sum + run.moves.length, 0);
const emptyPerExchange = emptyExchange.cpu / emptyExchange.count;
const floorInStackPerOperation = floorInStackCpu / runs.reduce((sum, run) => sum + run.floorInStack.length, 0);
console.log(
  `API latency as users meet it — ${ROUNDS} rounds × ${BLOCK} moves per title, interleaved with the floor; node ${process.version}, ` +
    `${availableParallelism()} cores, load ${loadBefore.map((l) => l.toFixed(1)).join(' ')} → ${loadavg().map((l) => l.toFixed(1)).join(' ')}`,
);
console.log('title      seats   move p50   p99 │ floor p50   p99 │ ratio p50   p99 │ floor in stack p50  p99 │ handler p50  p99 │ stack CPU ms/move (POST)');
for (const run of runs) {
  const [m50, m99, f50, f99] = [percentile(run.moves, 50), percentile(run.moves, 99), percentile(run.floorHere, 50), percentile(run.floorHere, 99)];
  const getCpu = run.getCpu / run.gets;
  const postCpu = run.moveBlockCpu / run.moves.length - getCpu;
  console.log(
    `${run.table.title.type.padEnd(10)} ${String(run.table.title.seats).padStart(5)}   ${f(m50)} ${f(m99)} │ ${f(f50)} ${f(f99)} │ ${`${(m50 / f50).toFixed(2)}×`.padStart(8)}${m50 / f50 <= 1.5 ? ' ' : '!'}${`${(m99 / f99).toFixed(2)}×`.padStart(6)}${m99 / f99 <= 3 ? ' ' : '!'}│ ` +
      `${f(percentile(run.floorInStack, 50))}       ${f(percentile(run.floorInStack, 99))} │ ${f(percentile(run.handler, 50))} ${f(percentile(run.handler, 99))} │ ${postCpu.toFixed(3)} (a GET ${getCpu.toFixed(3)})`,
  );
}
const all = runs.flatMap((run) => run.moves);
const allFloor = runs.flatMap((run) => run.floorHere);
console.log(`all titles: move p50 ${percentile(all, 50).toFixed(2)} p99 ${percentile(all, 99).toFixed(2)} ms; floor p50 ${percentile(allFloor, 50).toFixed(2)} p99 ${percentile(allFloor, 99).toFixed(2)} ms → ${(percentile(all, 50) / percentile(allFloor, 50)).toFixed(2)}× / ${(percentile(all, 99) / percentile(allFloor, 99)).toFixed(2)}× (targets ≤ 1.5× / ≤ 3×)`);
const allFetch = runs.flatMap((run) => run.movesFetch);
console.log(
  `the POSTs through fetch (undici) instead, ${allFetch.length} moves in blocks of ${FETCH_BLOCK} after each lean block: p50 ${percentile(allFetch, 50).toFixed(2)} p99 ${percentile(allFetch, 99).toFixed(2)} ms → ` +
    `${(percentile(allFetch, 50) / percentile(allFloor, 50)).toFixed(2)}× / ${(percentile(allFetch, 99) / percentile(allFloor, 99)).toFixed(2)}× the floor (per title p50: ${runs.map((run) => `${run.table.title.type} ${percentile(run.movesFetch, 50).toFixed(2)}`).join(', ')})`,
);
const allSdkFloor = runs.flatMap((run) => run.floorSdk);
const calls = allFloor.length * 2;
console.log(
  `the floor through the AWS SDK instead: p50 ${percentile(allSdkFloor, 50).toFixed(2)} p99 ${percentile(allSdkFloor, 99).toFixed(2)} ms (the move's ratio to it ${(percentile(all, 50) / percentile(allSdkFloor, 50)).toFixed(2)}× / ${(percentile(all, 99) / percentile(allSdkFloor, 99)).toFixed(2)}×); ` +
    `CPU per DynamoDB call in this process: ours ${(floorCpu.ours / calls).toFixed(3)} ms, the SDK's ${(floorCpu.sdk / calls).toFixed(3)} ms`,
);
console.log(`capacity per move, as DynamoDB Local reports it: ${runs.map((run) => `${run.table.title.type} ${(run.read / run.moves.length).toFixed(1)} RCU + ${(run.write / run.moves.length).toFixed(1)} WCU`).join(', ')}`);
console.log(
  `stack process: ${(stackCpu / 1000).toFixed(2)} CPU s over ${wallSeconds.toFixed(1)} s (${((stackCpu / 1000 / wallSeconds) * 100).toFixed(0)}% of a core), ` +
    `${(stackCpu / moves).toFixed(3)} ms per move all in (its GETs, new games, stream readers, sweeper); a floor operation from inside it ${floorInStackPerOperation.toFixed(3)} ms; event-loop delay p50 ${loop.p50.toFixed(2)} p99 ${loop.p99.toFixed(2)} max ${loop.max.toFixed(1)} ms`,
);
console.log(
  `a bare node:http server in the stack process: ${emptyPerExchange.toFixed(3)} ms of CPU per POST (${emptyExchange.count}); ` +
    `a GetItem's CPU in this process: ${wakeUp.backToBack.toFixed(3)} ms back to back, ${wakeUp.afterIdle.toFixed(3)} ms after ${wakeUp.idleMs} ms idle (${(wakeUp.afterIdle / wakeUp.backToBack).toFixed(1)}×: waking from idle costs on this VM)`,
);
const theGame = runs.find((run) => run.table.title.type === 'the-game')!;
const ourPost = theGame.moveBlockCpu / theGame.moves.length - theGame.getCpu / theGame.gets;
if (peer) {
  console.log(
    `boardgame.io server (The Game, ${theGame.table.title.seats} players, ${peer.moves} moves, socket.io): p50 ${peer.latencyMs.p50.toFixed(2)} p99 ${peer.latencyMs.p99.toFixed(2)} ms, ` +
      `server CPU ${peer.serverCpuMsPerMove.toFixed(3)} ms/move (match creation and joins included)`,
  );
  const ratio = (ours: number) => `${(ours / peer!.serverCpuMsPerMove).toFixed(2)}×`;
  console.log(`server CPU per move, ours ÷ boardgame.io's (target ≤ 0.5×): The Game POST ${ourPost.toFixed(3)} ms → ${ratio(ourPost)}; all in ${(stackCpu / moves).toFixed(3)} ms → ${ratio(stackCpu / moves)}`);
  // The least any server costs per move on this design and machine: one HTTP exchange, one read, one transactional write.
  const least = emptyPerExchange + floorInStackPerOperation;
  console.log(
    `the least a move can cost a Node server here: a bare node:http exchange ${emptyPerExchange.toFixed(3)} ms + a floor operation ${floorInStackPerOperation.toFixed(3)} ms = ${least.toFixed(3)} ms → ${ratio(least)} boardgame.io's ` +
      `(its storage is in memory); ours above that: ${(ourPost - least).toFixed(3)} ms`,
  );
}
if (peerInProcess) {
  // The same 3-player base game in this process, random legal playouts, for the in-process side by side.
  const theGameDefinition = gameById('the-game')!;
  let engineMoves = 0;
  const started = performance.now();
  for (let game = 0; game < 2000; game++) playRandomGame(theGameDefinition, { players: 3, options: {}, seed: `bench-api-engine-${game}` }, { onStep: () => engineMoves++ });
  const ours = engineMoves / ((performance.now() - started) / 1000);
  console.log(`in process (The Game, 3 players, 2000 random games each, wall time): ours ${Math.round(ours)} moves/s, boardgame.io ${peerInProcess.movesPerSecond} moves/s → ${(ours / peerInProcess.movesPerSecond).toFixed(1)}×`);
}
console.log(`(moves ${moves}; handler = the request's own log line, inside the Lambda handler; mean move ${mean(all).toFixed(2)} ms)`);
