/**
 * The whole service on one machine: DynamoDB Local, the table, the API's Lambda handler served
 * over HTTP on 127.0.0.1, the notifier reading DynamoDB Local's stream (webhooks delivered for
 * real, e-mails and SNS messages to the outbox at GET /dev/outbox), the bot worker reading the
 * same stream on its own, and the deadline sweeper on an interval. Web Push is sent for real,
 * with VAPID keys kept in the data folder (made at the first start; in memory without one). `npm start` runs it (bin/local.ts); tests and the API benchmark start it with the
 * same function.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { games as registeredGames, type AnyGame } from '../engine/index.js';
import { loadConfig, type Config } from '../functions/config.js';
import { createBotWorker } from '../functions/bots/create-bot-worker.js';
import { createSweeper } from '../functions/deadlines/create-sweeper.js';
import type { Sweeper, SweepReport } from '../functions/deadlines/sweeper.js';
import { createDigestSender } from '../functions/notify/decide/create-digest-sender.js';
import type { Delivery } from '../functions/notify/delivery.js';
import { createNotifier } from '../functions/notify/decide/create-notifier.js';
import type { RetrySchedule } from '../functions/notify/deliver/retry-schedule.js';
import { createDeliverer } from '../functions/notify/deliver/create-deliverer.js';
import { LocalDeliveryQueue } from '../functions/notify/local/delivery-queue.js';
import { AccountDeletion } from '../functions/accounts/account-deletion.js';
import { LocalDeletionQueue } from '../functions/accounts/local-deletion-queue.js';
import { Outbox } from '../functions/notify/local/outbox.js';
import { localVapidKeys, type VapidKeys } from '../functions/notify/push/vapid-key-pair.js';
import { LocalStreamReader, type StreamReaderOptions } from '../functions/notify/local/stream-reader.js';
import { GameStore } from '../functions/store/games.js';
import { PlayerStore } from '../functions/store/players.js';
import { Table } from '../functions/store/table.js';
import { createApi } from '../functions/http/app.js';
import { lambdaHandler } from '../functions/http/lambda.js';
import { openApiDocument } from '../functions/http/openapi.js';
import { devRoutes } from '../functions/http/routes/dev.js';
import type { ClientRateLimits } from '../functions/http/rate-limiter.js';
import { createLocalLogger, type Logger } from '../functions/log.js';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createDynamoDb, type ClientSettings } from '../functions/store/client.js';
import { createTable } from '../functions/store/create-table.js';
import { startDynamoDbLocal, type DynamoDbLocal } from './dynamodb-local.js';
import { serveLambda } from './http-adapter.js';
import { localCors } from './local-cors.js';
import { staticFiles } from './static-files.js';

/** Where `npm run build:web` writes the browser app. */
const WEB_DIST = fileURLToPath(new URL('../web/dist', import.meta.url));

export interface LocalStackOptions {
  /** HTTP port on 127.0.0.1; 0 picks a free one. Default 3000. */
  port?: number;
  /** How long a request may take before it is answered 503, as API Gateway's limit. Default 30 s. */
  requestDeadlineMs?: number;
  /** Keep DynamoDB Local's data in this folder, and the stream readers' checkpoints; in memory when absent. */
  dataDir?: string;
  /** Use this running DynamoDB Local instead of starting one (tests share one). */
  dynamodbEndpoint?: string;
  /** Default `turnpost`. */
  tableName?: string;
  /** Hosted games; the engine's registry by default. */
  games?: readonly AnyGame[];
  log?: Logger;
  /** Lets a test stand in front of the DynamoDB client's HTTP handler (e.g. answer with faults DynamoDB Local cannot produce); not used to create the table. */
  dynamoRequestHandler?: ClientSettings['requestHandler'];
  /** How often the deadline sweeper runs; null: never by itself (tests call `sweep()`). Default 5 s. */
  sweepEveryMs?: number | null;
  /** The sweeper's clock, and the hours of the notifier's hourly cap (tests move it forward instead of waiting). Default: the real time. Webhook timestamps always use the real time. */
  now?: () => Date;
  /** The API's clock (moves, clocks, vacations): tests that move it pass the same clock as `now`. Default: the real time. */
  apiNow?: () => Date;
  /** Each player's vacation allowance per rolling year, in days (TURNPOST_VACATION_DAYS); default 30. */
  vacationDaysPerYear?: number;
  /** More settings, as the environment names them (functions/config.ts), e.g. TURNPOST_OPEN_GAMES_PER_PLAYER. */
  settings?: Record<string, string>;
  /** Local webhook delivery: per-request timeout (default 5 s) and retry schedule (default AWS's, DELIVERY_RETRY_SCHEDULE: 13 attempts over a day; tests shrink it). */
  delivery?: { timeoutMs?: number; schedule?: RetrySchedule };
  /** Pause between polls of the table's stream. Default 250 ms. */
  streamPollMs?: number;
  /** The built browser app, served at /play/. Default web/dist. */
  webDir?: string;
  /** Told each start-up step as it begins (`npm start` prints them). */
  progress?: (step: string) => void;
  /** Per-client rate limits in memory (429 with Retry-After); none when absent. `npm start` sets the deployed stack's (RATE_LIMITS). */
  rateLimits?: ClientRateLimits;
}

export interface LocalStack {
  /** e.g. http://127.0.0.1:3000 */
  url: string;
  dynamodbEndpoint: string;
  tableName: string;
  config: Config;
  /** What GET /dev/outbox shows. */
  outbox: Outbox;
  /** Runs the deadline sweeper once, now (by the stack's clock). */
  sweep(): Promise<SweepReport>;
  /** Resolves once every change written before the call has been notified and delivered (or dead-lettered), and the bots it awaited have moved. */
  notificationsSettled(): Promise<void>;
  /** Stops the sweeper, the stream workers (notifier, bots), deliveries, the HTTP server and, if this stack started it, DynamoDB Local. */
  stop(): Promise<void>;
}

/** The answer while the stack is still starting. */
const startingAnswer = {
  statusCode: 503,
  headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' },
  body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'the local stack is still starting; try again in a moment' } }),
};

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const progress = options.progress ?? (() => {});
  if (!options.dynamodbEndpoint) progress('starting DynamoDB Local (Java)…');
  const dynamo: DynamoDbLocal | null = options.dynamodbEndpoint ? null : await startDynamoDbLocal({ dataDir: options.dataDir });
  const dynamodbEndpoint = options.dynamodbEndpoint ?? dynamo!.endpoint;
  const tableName = options.tableName ?? 'turnpost';
  progress(`creating the table "${tableName}" on ${dynamodbEndpoint} (if missing)…`);
  // The in-process handlers share one client, given DynamoDB Local's URL explicitly; a Lambda's
  // client finds its endpoint in the SDK's standard configuration (AWS_ENDPOINT_URL_DYNAMODB).
  const settings = { region: 'local', endpoint: dynamodbEndpoint };
  const client = createDynamoDb({ ...settings, requestHandler: options.dynamoRequestHandler });
  const log = options.log ?? createLocalLogger(false);
  const now = options.now ?? (() => new Date());
  let server: Server | null = null;
  let background: Background | null = null;
  try {
    await createTable(createDynamoDb(settings), tableName);
    let handler: ReturnType<typeof lambdaHandler> | null = null;
    // The server listens before the API is made (the workers start in between): meanwhile it answers 503, as a stage not yet deployed would.
    const api = serveLambda((event) => (handler ? handler(event) : Promise.resolve(startingAnswer)), options.requestDeadlineMs);
    const web = staticFiles(options.webDir ?? WEB_DIST);
    server = createServer((req, res) => localCors(req, res) || web(req, res) || api(req, res));
    const port = await listen(server, options.port ?? 3000);
    const url = `http://127.0.0.1:${port}`;
    const vapid = localVapidKeys(options.dataDir);
    const config = loadConfig({
      TABLE_NAME: tableName,
      TURNPOST_ALLOW_STACKED: 'true',
      TURNPOST_MODE: 'local',
      TURNPOST_PUBLIC_URL: url,
      AWS_REGION: 'local',
      TURNPOST_VAPID_PUBLIC_KEY: vapid.publicKey,
      // A new key at each start: the links of the outbox's e-mails work while this stack runs.
      TURNPOST_EMAIL_LINK_SECRET: randomBytes(32).toString('base64url'),
      ...(options.vacationDaysPerYear === undefined ? {} : { TURNPOST_VACATION_DAYS: String(options.vacationDaysPerYear) }),
      ...options.settings,
      ...(process.env.TURNPOST_BOT_PLAYOUTS ? { TURNPOST_BOT_PLAYOUTS: process.env.TURNPOST_BOT_PLAYOUTS } : {}),
    });
    progress('starting the notifier, the bot worker and the deadline sweeper…');
    background = await startBackground({ client, config, vapid, games: options.games ?? registeredGames, log, now, options });
    const running = { server, background };
    handler = lambdaHandler(createApi({ config, client, games: options.games, log, outbox: background.outbox, queueAccountDeletion: background.deletions.enqueue, rateLimits: options.rateLimits, now: options.apiNow, openApi: openApiDocument, devRoutes }));
    return {
      url,
      dynamodbEndpoint,
      tableName,
      config,
      outbox: background.outbox,
      sweep: () => running.background.sweeper.sweep(),
      notificationsSettled: () => running.background.settled(),
      async stop() {
        await running.background.stop();
        await close(running.server);
        await dynamo?.stop();
      },
    };
  } catch (error) {
    await background?.stop();
    if (server) await close(server);
    await dynamo?.stop();
    throw error;
  }
}

interface Background {
  outbox: Outbox;
  deletions: LocalDeletionQueue;
  sweeper: Sweeper;
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * What runs beside the API on AWS, here in-process: the notifier on the table's stream, the
 * delivery queue (the SQS queue and deliverer), the bot worker on the same stream through a
 * reader of its own (as on AWS, where it has its own event source: the notifier never waits
 * for a bot, nor the API), and the deadline sweeper on an interval.
 */
async function startBackground(deps: { client: DynamoDBClient; config: Config; vapid: VapidKeys; games: readonly AnyGame[]; log: Logger; now: () => Date; options: LocalStackOptions }): Promise<Background> {
  const { client, config, log, now, options } = deps;
  const table = new Table(client, config.tableName);
  const players = new PlayerStore(table);
  const games = new GameStore(table, config.retentionDays);
  const outbox = new Outbox();
  const deliverer = createDeliverer({
    config,
    players,
    senders: { email: outbox.emailSender, topic: outbox.topicPublisher },
    push: { ...deps.vapid, subject: config.vapidSubject },
    webhookTimeoutMs: options.delivery?.timeoutMs,
  });
  const queue = new LocalDeliveryQueue({ deliverer, outbox, schedule: options.delivery?.schedule, log });
  const dispatch = async (deliveries: Delivery[]) => queue.enqueue(deliveries);
  const notifier = createNotifier({ config, table, games, players, dispatch, log, now });
  // With a data folder, each stream reader keeps its place there and resumes after a restart.
  const checkpointFile = (reader: string) => (options.dataDir ? join(options.dataDir, `turnpost-${reader}-stream-checkpoint.json`) : undefined);
  // Each reader of the table's stream (the notifier, the bot worker) keeps a place of its own.
  const startReader = async (reader: string, handle: StreamReaderOptions['handle']) => {
    const started = new LocalStreamReader({ dynamo: client, tableName: config.tableName, handle, pollMs: options.streamPollMs, checkpointFile: checkpointFile(reader), log });
    await started.start();
    return started;
  };
  const stream = await startReader('notifier', (records) => notifier.handle(records));

  const bots = createBotWorker({ config, table, games: deps.games, log });
  const botStream = await startReader('bots', (records) => bots.handle(records));

  const digests = createDigestSender({ config, table, dispatch, log });
  const sweeper = createSweeper({ config, table, games: deps.games, now, log, digests });
  let sweeping: Promise<unknown> | null = null;
  const every = options.sweepEveryMs === undefined ? 5_000 : options.sweepEveryMs;
  const timer =
    every === null
      ? null
      : setInterval(() => {
          sweeping ??= sweeper
            .sweep()
            .catch((error: unknown) => log.error('sweep failed', { error: error instanceof Error ? error.message : String(error) }))
            .finally(() => (sweeping = null));
        }, every);

  // Account deletions (the deletion worker's queue on AWS), continuations queued behind.
  const deletions: LocalDeletionQueue = new LocalDeletionQueue(() => new AccountDeletion({ players, games, enqueue: deletions.enqueue, log, now }), log);

  return {
    outbox,
    deletions,
    sweeper,
    async settled() {
      await deletions.idle();
      await Promise.all([stream.caughtUp(), botStream.caughtUp()]);
      await queue.idle();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await deletions.stop();
      await sweeping;
      await Promise.all([stream.stop(), botStream.stop()]);
      await queue.stop();
    },
  };
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
