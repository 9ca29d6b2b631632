/**
 * Dollars per million moves on AWS, from what a move is measured to use. For The Game and Flip 7,
 * untimed, timed (`turnTimeLimit`) and on a time bank (`timeBank`), random legal moves are played against DynamoDB Local
 * through the api Lambda's own handler called in this process (support/handler-client.ts; the
 * client's GET ?legal before each move counts as the user's read), while the notifier runs on the
 * table's stream exactly as its Lambda would (its deliveries counted, not sent; every player has
 * an e-mail channel). Measured per move: the handler's wall and CPU time per request, the item
 * sizes (DynamoDB bills each item of a transaction at 2 write units per KB), the read units, the
 * stream records and the notifier's batches, the SQS messages (one per delivery), and the log
 * bytes. Priced with the one dated table below. A figure, not a test.
 *
 *   npm run bench:cost                  # 150 moves per case
 *   BENCH_MOVES=400 npm run bench:cost
 *
 * Lambda duration on AWS is modelled, not measured there: the handler's CPU time here (a whole
 * core) stretched by the function's share of a vCPU (memory ÷ 1769 MB), plus its waiting time
 * here (for DynamoDB Local, which stands in for DynamoDB), rounded up to 1 ms as Lambda bills.
 */
import { availableParallelism, loadavg } from 'node:os';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { startDynamoDbLocal } from '../../bin/dynamodb-local.js';
import { loadConfig } from '../../functions/config.js';
import { createApi } from '../../functions/http/app.js';
import { openApiDocument } from '../../functions/http/openapi.js';
import { lambdaHandler } from '../../functions/http/lambda.js';
import type { Logger } from '../../functions/log.js';
import { quietLogger } from '../../functions/log.js';
import { ChannelReader } from '../../functions/notify/channels/reader.js';
import { Notifier } from '../../functions/notify/decide/notifier.js';
import { LocalStreamReader } from '../../functions/notify/local/stream-reader.js';
import { CapacityMeter } from '../../functions/store/capacity.js';
import { createDynamoDb } from '../../functions/store/client.js';
import { createTable } from '../../functions/store/create-table.js';
import { GameStore } from '../../functions/store/games.js';
import { PlayerStore } from '../../functions/store/players.js';
import { Table } from '../../functions/store/table.js';
import { itemSize } from '../support/item-size.js';
import { BenchGame, titles, type Title } from './support/bench-game.js';
import { HandlerClient, type Invocation } from './support/handler-client.js';
import { BENCH_DYNAMODB_START_MS, cpuMsSince, mean } from './support/stats.js';

/** On-demand list prices, us-east-1, as published on the AWS pricing pages (checked 2026-12-01). */
const PRICES = {
  date: '2026-12-01',
  dynamoWriteUnit: 0.625 / 1e6, // per write request unit
  dynamoReadUnit: 0.125 / 1e6, // per read request unit (a strongly consistent read of ≤ 4 KB is 1, eventually consistent ½)
  lambdaRequest: 0.2 / 1e6,
  lambdaGbSecondArm: 0.0000133334, // Graviton (arm64), first 6 billion GB-s a month
  httpApiRequest: 1.0 / 1e6, // first 300 million a month, per 512 KB
  sqsRequest: 0.4 / 1e6, // standard queue, per 64 KB
  logsIngestedGb: 0.5, // CloudWatch Logs, standard class
  // DynamoDB Streams reads by a Lambda event source mapping are free; EventBridge Pipes (the bot
  // worker's source) bill only events past their filter, none in games without bots.
} as const;

/** The deployed memory size (lib/turnpost-function.ts) and the size at which Lambda gives one whole vCPU. */
const DEPLOYED_MB = 512;
const FULL_VCPU_MB = 1769;
const MEMORY_SIZES = [256, 512, 1024, FULL_VCPU_MB];
const MOVES = Number(process.env.BENCH_MOVES ?? 150);
/** SQS requests per message: its share of a SendMessageBatch (batches of up to 10), then Lambda's receive and delete, unbatched at low rates. */
const SQS_REQUESTS_PER_MESSAGE = 3;
/** The deliver Lambda is not run here (it would call SES or a webhook): each message is priced as one invocation of this many ms. */
const ASSUMED_DELIVER_MS = 100;

interface Case {
  label: string;
  title: Title;
}

const theGame = titles.find((title) => title.type === 'the-game')!;
const flip7 = titles.find((title) => title.type === 'flip-7')!;
const cases: Case[] = [
  { label: 'The Game, untimed', title: theGame },
  { label: 'The Game, timed', title: { ...theGame, request: { turnTimeLimit: 86_400 } } },
  { label: 'The Game, time bank', title: { ...theGame, request: { timeBank: { initial: 259_200, perMove: 86_400, max: 604_800 } } } },
  { label: 'Flip 7, untimed', title: flip7 },
  { label: 'Flip 7, timed', title: { ...flip7, request: { turnTimeLimit: 86_400 } } },
  { label: 'Flip 7, time bank', title: { ...flip7, request: { timeBank: { initial: 259_200, perMove: 86_400, max: 604_800 } } } },
];

/** Lambda's billed ms at `memoryMb`: CPU stretched by the share of a vCPU, waiting as measured, rounded up. */
function billedMs(invocation: Invocation, memoryMb: number): number {
  const wait = Math.max(0, invocation.wallMs - invocation.cpuMs);
  return Math.ceil(wait + invocation.cpuMs * Math.max(1, FULL_VCPU_MB / memoryMb));
}

const lambdaDollars = (ms: number, memoryMb: number) => (ms / 1000) * (memoryMb / 1024) * PRICES.lambdaGbSecondArm + PRICES.lambdaRequest;

interface Measured {
  label: string;
  moves: number;
  posts: Invocation[];
  gets: Invocation[];
  readUnits: number;
  gameItemBytes: number;
  logItemBytes: number;
  timed: boolean;
  streamRecords: number;
  notifierBatches: Invocation[];
  notifierReadUnits: number;
  messages: number;
  logBytes: number;
}

const dynamo = await startDynamoDbLocal({ startTimeoutMs: BENCH_DYNAMODB_START_MS });
const client = createDynamoDb({ region: 'local', endpoint: dynamo.endpoint });

async function measure(run: Case, index: number): Promise<Measured> {
  const tableName = `cost-${index}`;
  await createTable(client, tableName);
  const config = loadConfig({ TABLE_NAME: tableName, TURNPOST_MODE: 'local', TURNPOST_ALLOW_STACKED: 'true', TURNPOST_PUBLIC_URL: 'http://127.0.0.1', AWS_REGION: 'local' });
  let logBytes = 0;
  // The log lines the api Lambda would write to CloudWatch, counted (one per request).
  const countingLog: Logger = { info: (message, fields) => (logBytes += JSON.stringify({ timestamp: new Date().toISOString(), level: 'info', message, ...fields }).length + 1), error: quietLogger.error };
  const handlerClient = new HandlerClient(lambdaHandler(createApi({ config, client, log: countingLog, openApi: openApiDocument })));

  const measured: Measured = { label: run.label, moves: 0, posts: [], gets: [], readUnits: 0, gameItemBytes: 0, logItemBytes: 0, timed: run.title.request !== undefined, streamRecords: 0, notifierBatches: [], notifierReadUnits: 0, messages: 0, logBytes: 0 };
  // The notifier's reads, metered (its batches run one at a time: a batch's units are the difference).
  const notifierMeter = new CapacityMeter();
  const notifierTable = new Table(client, tableName).metered(notifierMeter);
  const notifier = new Notifier({
    appUrl: null,
    channelsOfEach: new ChannelReader(new PlayerStore(notifierTable)).ofEach,
    // The summaries' log read, as the deployed notifier makes it (functions/notify/decide/catch-up.ts).
    logAfter: (gameId, after, limit) => new GameStore(notifierTable).log(gameId, after, limit),
    dispatch: async (deliveries) => void (measured.messages += deliveries.length),
    log: quietLogger,
  });
  const stream = new LocalStreamReader({
    dynamo: client,
    tableName,
    log: quietLogger,
    handle: async (records) => {
      measured.streamRecords += records.length;
      const cpu = process.cpuUsage();
      const started = performance.now();
      const readBefore = notifierMeter.read;
      await notifier.handle(records);
      measured.notifierBatches.push({ route: 'notifier', wallMs: performance.now() - started, cpuMs: cpuMsSince(cpu) });
      measured.notifierReadUnits += notifierMeter.read - readBefore;
    },
  });
  await stream.start();

  const table = new BenchGame(handlerClient, run.title, `bench-cost:${index}`);
  await table.open({ email: { address: 'player@example.com' } });
  for (let i = 0; i < 20; i++) await table.move(); // warm-up: the JIT, the authentication cache
  await stream.caughtUp();
  Object.assign(measured, { streamRecords: 0, notifierBatches: [], notifierReadUnits: 0, messages: 0 });
  handlerClient.invocations.length = 0;
  logBytes = 0;
  let gameSizes: number[] = [];
  let logSizes: number[] = [];
  for (let i = 0; i < MOVES; i++) {
    const result = (await table.move())!;
    if (result.status !== 200) throw new Error(`${run.label}: move answered ${result.status}`);
    measured.readUnits += result.capacity.read;
    if (i % 10 === 0) {
      const items = (await DynamoDBDocumentClient.from(client).send(new QueryCommand({ TableName: tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `GAME#${table.gameId}` } }))).Items ?? [];
      const game = items.find((item) => item.sk === 'GAME');
      const log = items.filter((item) => String(item.sk).startsWith('LOG#')).at(-1);
      if (game && log) {
        gameSizes.push(itemSize(game));
        logSizes.push(itemSize(log));
      }
    }
  }
  await stream.caughtUp();
  await stream.stop();
  measured.moves = MOVES;
  measured.posts = handlerClient.invocations.filter((i) => i.route === 'POST /games/{id}/moves');
  measured.gets = handlerClient.invocations.filter((i) => i.route === 'GET /games/{id}');
  measured.logBytes = logBytes;
  // Per-item billing rounds each item up to a whole KB: the mean of the rounded sizes.
  measured.gameItemBytes = mean(gameSizes.map((bytes) => Math.ceil(bytes / 1024) * 1024));
  measured.logItemBytes = mean(logSizes.map((bytes) => Math.ceil(bytes / 1024) * 1024));
  gameSizes = [];
  logSizes = [];
  return measured;
}

const loadBefore = loadavg();
const results: Measured[] = [];
try {
  for (const [index, run] of cases.entries()) {
    process.stderr.write(`${run.label}…\n`);
    results.push(await measure(run, index));
  }
} finally {
  await dynamo.stop();
}

// ── dollars ────────────────────────────────────────────────────────────────────────────────
const perMillion = (dollarsPerMove: number) => (dollarsPerMove * 1e6).toFixed(2).padStart(8);
console.log(`Cost per million moves on AWS (us-east-1 on-demand list prices of ${PRICES.date}), ${MOVES} moves per case; node ${process.version}, ${availableParallelism()} cores, load ${loadBefore[0]!.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`);
console.log('case                 DynamoDB  api Lambda  HTTP API  notifier  SQS+deliver   logs │ $ per 1M moves │ per move: WRU  RRU  stream rec  messages  api ms (512 MB)');
for (const r of results) {
  // A move's writes: the game item and its log entry in one transaction (2 units per KB each), and for a timed game its deadline index entry.
  const writeUnits = 2 * (r.gameItemBytes / 1024 + r.logItemBytes / 1024) + (r.timed ? 1 : 0);
  const readUnits = r.readUnits / r.moves + r.notifierReadUnits / r.moves;
  const dynamoCost = writeUnits * PRICES.dynamoWriteUnit + readUnits * PRICES.dynamoReadUnit;
  const requests = [...r.posts, ...r.gets];
  const apiLambda = requests.reduce((sum, i) => sum + lambdaDollars(billedMs(i, DEPLOYED_MB), DEPLOYED_MB), 0) / r.moves;
  const httpApi = (requests.length / r.moves) * PRICES.httpApiRequest;
  const notifierCost = r.notifierBatches.reduce((sum, i) => sum + lambdaDollars(billedMs(i, DEPLOYED_MB), DEPLOYED_MB), 0) / r.moves;
  const messages = r.messages / r.moves;
  const sqsDeliver = messages * (SQS_REQUESTS_PER_MESSAGE * PRICES.sqsRequest + lambdaDollars(ASSUMED_DELIVER_MS, DEPLOYED_MB));
  const logs = (r.logBytes / r.moves / 1e9) * PRICES.logsIngestedGb;
  const total = dynamoCost + apiLambda + httpApi + notifierCost + sqsDeliver + logs;
  console.log(
    `${r.label.padEnd(18)} ${perMillion(dynamoCost)} ${perMillion(apiLambda).padStart(11)} ${perMillion(httpApi).padStart(9)} ${perMillion(notifierCost).padStart(9)} ${perMillion(sqsDeliver).padStart(12)} ${perMillion(logs).padStart(6)} │ ${perMillion(total).padStart(14)} │ ` +
      `${writeUnits.toFixed(1).padStart(12)} ${readUnits.toFixed(1).padStart(4)} ${(r.streamRecords / r.moves).toFixed(1).padStart(11)} ${messages.toFixed(2).padStart(9)} ${mean(r.posts.map((i) => billedMs(i, DEPLOYED_MB))).toFixed(1).padStart(9)}`,
  );
}
console.log('api Lambda per move (its POST and the GET before it) by memory size — mean billed ms and $ per 1M moves:');
for (const r of results) {
  const requests = [...r.posts, ...r.gets];
  const cells = MEMORY_SIZES.map((mb) => {
    const ms = mean(r.posts.map((i) => billedMs(i, mb)));
    const dollars = requests.reduce((sum, i) => sum + lambdaDollars(billedMs(i, mb), mb), 0) / r.moves;
    return `${mb} MB: POST ${ms.toFixed(1)} ms, $${(dollars * 1e6).toFixed(2)}`;
  });
  console.log(`  ${r.label.padEnd(18)} ${cells.join(' · ')}`);
}
const cpu = results.flatMap((r) => r.posts.map((i) => i.cpuMs));
console.log(
  `(a POST's handler here: CPU ${mean(cpu).toFixed(2)} ms, wall ${mean(results.flatMap((r) => r.posts.map((i) => i.wallMs))).toFixed(2)} ms; stream reads by Lambda are free; ` +
    `SQS at ${SQS_REQUESTS_PER_MESSAGE} requests per message; deliver assumed ${ASSUMED_DELIVER_MS} ms per message; SES ($0.10 per 1000 e-mails) and storage not included)`,
);
