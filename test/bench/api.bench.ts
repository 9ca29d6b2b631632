/**
 * API latency benchmark, against DynamoDB Local. In one run, interleaved so both see the same
 * machine load, it measures:
 *   - baseline: the raw DynamoDB Local work a move needs at the least — a strongly consistent
 *     GetItem of a game-sized item, then a conditional write of it (PutItem on `version`), and
 *     also the same read followed by the transaction shape the store uses (game put + log put);
 *   - move: a full move submission through the local stack — HTTP → node:http adapter → Lambda
 *     handler → auth → engine → store (GetItem + TransactWriteItems) → answer.
 * It prints p50/p99 of each, the ratios (targets: p50 ≤ 1.5×, p99 ≤ 3× the baseline), the
 * consumed capacity units per move, and the stored item sizes of a 5-player The Game.
 * A figure, not a test.
 *
 *   npm run bench:api                 # 400 moves (default)
 *   BENCH_MOVES=1000 npm run bench:api
 */
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { startDynamoDbLocal } from '../../bin/dynamodb-local.js';
import { startLocalStack } from '../../bin/local-stack.js';
import { quietLogger } from '../../functions/log.js';
import { createDocumentClient, createDynamoClient } from '../../functions/store/client.js';
import type { Envelope } from '../../functions/http/schemas.js';
import { ApiClient, capacityOf } from '../support/api-client.js';
import { itemSize } from '../support/item-size.js';
import { ascendingDeck, type TheGameView } from '../support/the-game.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const MOVES = Number(process.env.BENCH_MOVES ?? 400);
const WARM_UP = 50;

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const dynamo = await startDynamoDbLocal();
// The handler's own log line says how long each move took inside it (everything but the HTTP hop).
const handlerMs: number[] = [];
let recordHandler = false;
const log = {
  ...quietLogger,
  info: (_message: string, fields?: Record<string, unknown>) => {
    if (recordHandler && fields?.route === 'POST /games/{id}/moves') handlerMs.push(fields.ms as number);
  },
};
const stack = await startLocalStack({ port: 0, dynamodbEndpoint: dynamo.endpoint, tableName: 'bench', log });
const api = new ApiClient(stack.url);
const raw = createDocumentClient(createDynamoClient({ region: 'local', dynamodbEndpoint: dynamo.endpoint }));

try {
  const player = (await api.post<{ player: { id: string }; token: string }>('/players', { body: { name: 'Bench' } })).body;
  const token = player.token;

  // ── item sizes of a 5-player The Game ─────────────────────────────────────────────────────
  const others = await Promise.all([1, 2, 3, 4].map(async (i) => (await api.post<{ token: string }>('/players', { body: { name: `Bench ${i}` } })).body.token));
  const five = (await api.post<Envelope & { inviteCode: string }>('/games', { token, body: { type: 'the-game', seats: 5 } })).body;
  for (const other of others) await api.post(`/games/${five.id}/join`, { token: other, body: { inviteCode: five.inviteCode } });
  const partition = async (id: string) =>
    (await raw.send(new QueryCommand({ TableName: 'bench', KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `GAME#${id}` } }))).Items ?? [];
  const fiveItems = await partition(five.id);
  const gameItem = fiveItems.find((item) => item.sk === 'GAME')!;
  const startLog = fiveItems.find((item) => item.sk === 'LOG#0000000004')!;

  // ── a solo game with the ascending deck: play, play, endTurn, … one move per request ──────
  let game = '';
  let version = 0;
  let hand: number[] = [];
  let played = 0;
  const newGame = async () => {
    const created = (await api.post<Envelope>('/games', { token, body: { type: 'the-game', seats: 1, deck: ascendingDeck() } })).body;
    game = created.id;
    version = created.version;
    hand = [...(created.view as TheGameView).you!.hand];
    played = 0;
  };
  await newGame();
  const nextMove = () => {
    if (played >= 2 || hand.length === 0) return { type: 'endTurn' };
    return { type: 'play', card: hand.shift()!, pile: 'up1' };
  };
  const capacity = { read: 0, write: 0, moves: 0 };
  const submitMove = async (record: boolean) => {
    const move = nextMove();
    const answer = await api.post<Envelope>(`/games/${game}/moves`, { token, body: { version, moves: [move] } });
    if (answer.status !== 200) throw new Error(`move failed: ${answer.status} ${answer.text}`);
    version = answer.body.version;
    if (move.type === 'play') played++;
    else {
      played = 0;
      hand = [...(answer.body.view as TheGameView).you!.hand];
    }
    if (record) {
      const used = capacityOf(answer);
      capacity.read += used.read;
      capacity.write += used.write;
      capacity.moves++;
    }
    if (answer.body.status !== 'active') await newGame();
  };

  // ── the baseline: the same item, read and conditionally written straight to DynamoDB Local ──
  const baselineItem = { ...gameItem, pk: 'GAME#baseline', version: 0 };
  await raw.send(new PutCommand({ TableName: 'bench', Item: baselineItem }));
  let baselineVersion = 0;
  const readThenPut = async () => {
    const read = await raw.send(new GetCommand({ TableName: 'bench', Key: { pk: 'GAME#baseline', sk: 'GAME' }, ConsistentRead: true }));
    const current = read.Item!.version as number;
    await raw.send(new PutCommand({ TableName: 'bench', Item: { ...read.Item, version: current + 1 }, ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': current } }));
    baselineVersion = current + 1;
  };
  const readThenTransact = async () => {
    const read = await raw.send(new GetCommand({ TableName: 'bench', Key: { pk: 'GAME#baseline', sk: 'GAME' }, ConsistentRead: true }));
    const current = read.Item!.version as number;
    await raw.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: 'bench', Item: { ...read.Item, version: current + 1 }, ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': current } } },
          { Put: { TableName: 'bench', Item: { pk: 'GAME#baseline', sk: `LOG#${String(current + 1).padStart(10, '0')}`, version: current + 1, kind: 'move', seat: 0, moves: '[{"type":"play","card":57,"pile":"up1"}]', events: '[{"type":"cardPlayed","data":{"seat":0,"card":57,"pile":"up1","trick":false,"command":null}}]', at: new Date().toISOString() } } },
        ],
      }),
    );
    baselineVersion = current + 1;
  };

  for (let i = 0; i < WARM_UP; i++) {
    await readThenPut();
    await readThenTransact();
    await submitMove(false);
  }
  const putSamples: number[] = [];
  const transactSamples: number[] = [];
  const moveSamples: number[] = [];
  recordHandler = true;
  for (let i = 0; i < MOVES; i++) {
    putSamples.push(await timed(readThenPut));
    transactSamples.push(await timed(readThenTransact));
    moveSamples.push(await timed(() => submitMove(true)));
  }

  const line = (label: string, samples: number[]) => console.log(`${label.padEnd(46)} p50 ${ms(percentile(samples, 50)).padStart(9)}   p99 ${ms(percentile(samples, 99)).padStart(9)}`);
  console.log(`API latency benchmark — ${MOVES} samples each, interleaved, node ${process.version}, DynamoDB Local ${dynamo.endpoint}`);
  line('baseline: GetItem + conditional PutItem', putSamples);
  line('baseline: GetItem + TransactWriteItems (2 puts)', transactSamples);
  line('move: HTTP POST /games/{id}/moves (full path)', moveSamples);
  line('  of which inside the handler (no HTTP hop)', handlerMs);
  const ratio = (p: number, base: number[]) => percentile(moveSamples, p) / percentile(base, p);
  console.log(`ratio vs GetItem+PutItem:        p50 ${ratio(50, putSamples).toFixed(2)}× (target ≤ 1.5×)   p99 ${ratio(99, putSamples).toFixed(2)}× (target ≤ 3×)`);
  console.log(`ratio vs GetItem+TransactWrite:  p50 ${ratio(50, transactSamples).toFixed(2)}×                  p99 ${ratio(99, transactSamples).toFixed(2)}×`);
  console.log(`capacity per move, as DynamoDB Local reports it (mean of ${capacity.moves}): ${(capacity.read / capacity.moves).toFixed(2)} RCU + ${(capacity.write / capacity.moves).toFixed(2)} WCU`);
  // DynamoDB bills each item of a transaction separately (size rounded up to 1 KB, times 2);
  // DynamoDB Local bills the transaction's total size once. Estimate DynamoDB's bill from the items.
  const soloItems = await partition(game);
  const soloGame = soloItems.find((item) => item.sk === 'GAME')!;
  const soloLog = soloItems.filter((item) => String(item.sk).startsWith('LOG#')).at(-1)!;
  const onDynamo = (gameBytes: number, logBytes: number) => `${Math.ceil(gameBytes / 4096)} RCU + ${2 * (Math.ceil(gameBytes / 1024) + Math.ceil(logBytes / 1024))} WCU`;
  console.log(`capacity per move on DynamoDB (per-item rounding): solo game ${onDynamo(itemSize(soloGame), itemSize(soloLog))} (game item ${itemSize(soloGame)} B, log entry ${itemSize(soloLog)} B)`);
  console.log(`5-player The Game: game item ${itemSize(gameItem)} B at the start (compressed state ${(gameItem.stateZ as Uint8Array).byteLength} B), start log entry ${itemSize(startLog)} B → a move ≈ ${onDynamo(itemSize(gameItem), 400)}`);
  console.log(`(baseline item reached version ${baselineVersion}; authentication is cached in memory, so a warm move reads only the game)`);
} finally {
  await stack.stop();
  raw.destroy();
  await dynamo.stop();
}
