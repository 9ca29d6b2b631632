/**
 * The HTTP API as one function from request to answer, independent of API Gateway: match a
 * route, run it with its own capacity meter, turn any error into the contract's answer, log one line.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { games as registeredGames, type AnyGame } from '../../engine/index.js';
import type { Config } from '../config.js';
import { GameCatalog } from '../domain/catalog.js';
import { MethodNotAllowed, NotFound } from '../errors.js';
import { jsonLogger, type Logger } from '../log.js';
import { metricFields, type Counts } from '../metrics.js';
import { CapacityMeter, type Capacity } from '../store/capacity.js';
import { SeatMarkStore } from '../store/seat-marks.js';
import { TalkStore } from '../store/talk.js';
import { GameStore } from '../store/games.js';
import { PlayerStore } from '../store/players.js';
import type { Outbox } from '../notify/local/outbox.js';
import { SesEmailSender, type EmailSender } from '../notify/deliver/senders.js';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { healthProbeKey } from '../store/keys.js';
import { DigestStore } from '../store/digests.js';
import { Table } from '../store/table.js';
import { Authenticator } from './auth.js';
import { RateLimiter, type ClientRateLimits } from './rate-limiter.js';
import { errorResponse } from './error-response.js';
import type { ApiContext, OpenApiSource, Route } from './route.js';
import { runRoute } from './route-input.js';
import { Router } from './router.js';
import { eventRoutes } from './routes/events.js';
import { seatMarkRoutes } from './routes/seat-marks.js';
import { gameRoutes } from './routes/games.js';
import { metaRoutes } from './routes/meta.js';
import { lifecycleRoutes } from './routes/lifecycle.js';
import { moveRoutes } from './routes/moves.js';
import { playerRoutes } from './routes/players.js';
import { sessionRoutes } from './routes/sessions.js';
import { exportRoutes } from './routes/export.js';
import { pushRoutes } from './routes/push.js';
import { emailRoutes } from './routes/email.js';
import { replayRoutes } from './routes/replay.js';
import { talkRoutes } from './routes/talk.js';
import { undoRoutes } from './routes/undo.js';
import type { ApiRequest, ApiResponse } from './types.js';
import type { DeletionJob } from '../accounts/account-deletion.js';
import { sqsAccountDeletion } from '../accounts/deletion-queue.js';

export const routes: readonly Route[] = [...metaRoutes, ...playerRoutes, ...sessionRoutes, ...exportRoutes, ...gameRoutes, ...moveRoutes, ...undoRoutes, ...lifecycleRoutes, ...eventRoutes, ...replayRoutes, ...talkRoutes, ...seatMarkRoutes, ...pushRoutes, ...emailRoutes];

/** Header carrying the DynamoDB capacity a request consumed (local stack only), e.g. `read=1;write=6`. */
export const CAPACITY_HEADER = 'turnpost-consumed-capacity';

export interface ApiDependencies {
  config: Config;
  client: DynamoDBClient;
  /** The hosted games; the engine's registry by default. */
  games?: readonly AnyGame[];
  log?: Logger;
  /** The local stack's outbox, served at GET /dev/outbox (local mode only). */
  outbox?: Outbox;
  /** Where confirmation e-mails go. @default the outbox on the local stack, SES on AWS where configured */
  emailSender?: EmailSender | null;
  /** Per-client rate limits kept in memory (the local stack); on AWS, WAF applies them in front of the API. */
  rateLimits?: ClientRateLimits;
  /** The clock of every decision (tests move it); the real time by default. */
  now?: () => Date;
  /**
   * GET /openapi.json's document: ./openapi.ts's openApiDocument, or in the api Lambda the one
   * made while bundling (./bundled-openapi.ts). Passed in, so the Lambda bundle has no generator.
   */
  openApi: OpenApiSource;
  /** The local stack's own routes (./routes/dev.ts: GET /dev/outbox, …), served in local mode only. */
  devRoutes?: readonly Route[];
  /** Where DELETE /players/me queues the rest of a deletion: the local stack's in-process queue, else an SQS message to ACCOUNT_DELETION_QUEUE_URL. */
  queueAccountDeletion?: (job: DeletionJob) => Promise<void>;
}

export type Api = (req: ApiRequest) => Promise<ApiResponse>;

export function createApi(deps: ApiDependencies): Api {
  const table = new Table(deps.client, deps.config.tableName);
  // The local stack also serves its development routes; the deployed API answers them 404 (no route).
  const served = deps.config.mode === 'local' ? [...routes, ...(deps.devRoutes ?? [])] : routes;
  const log = deps.log ?? jsonLogger;
  const shared = {
    config: deps.config,
    catalog: new GameCatalog(deps.games ?? registeredGames),
    log,
    outbox: deps.outbox ?? null,
    email: deps.emailSender !== undefined ? deps.emailSender : confirmationSender(deps),
    routes: served,
    documents: {},
    openApi: deps.openApi,
    now: deps.now ?? (() => new Date()),
    queueAccountDeletion: deps.queueAccountDeletion ?? sqsAccountDeletion(deps.config.accountDeletionQueueUrl),
  };
  // One per process: its cache of verified tokens outlives a request.
  const auth = new Authenticator(new PlayerStore(table));
  /** One request's context: the stores over a table that adds every call's consumed units to `meter`. */
  const contextFor = (meter: CapacityMeter): ApiContext => {
    const metered = table.metered(meter);
    const players = new PlayerStore(metered);
    return {
      games: new GameStore(metered, deps.config.retentionDays),
      players,
      digests: new DigestStore(metered),
      seatMarks: new SeatMarkStore(metered),
      talk: new TalkStore(metered, deps.config.retentionDays),
      auth: auth.readingThrough(players),
      probeTable: async () => void (await metered.get(healthProbeKey)),
      ...shared,
    };
  };
  const router = new Router(served);
  let coldStart = true;
  const limiter = deps.rateLimits ? new RateLimiter(deps.rateLimits) : null;

  return async (req) => {
    const started = performance.now();
    const matched = router.match(req.method, req.path);
    const capacity = new CapacityMeter();
    const ctx = contextFor(capacity);
    let response: ApiResponse;
    try {
      const refusal = limiter?.refusal(req);
      if (refusal) throw refusal;
      if (!matched) throw new NotFound('no such route');
      if (matched.kind === 'wrong-method') throw new MethodNotAllowed(matched.allow);
      response = await runRoute(matched.route, { ...req, params: matched.params }, ctx);
    } catch (error) {
      response = errorResponse(error, req.requestId, log);
    }
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const route = matched?.kind === 'route' ? `${req.method} ${matched.route.path}` : `${req.method} (no route)`;
    const counts = answerCounts(matched?.kind === 'route' ? matched.route : null, response);
    const invocation = req.invocationId === undefined ? {} : { invocationId: req.invocationId };
    log.info('request', { requestId: req.requestId, ...invocation, coldStart, route, status: response.status, ms, rcu: capacity.read, wcu: capacity.write, ...metricFields('api', counts) });
    coldStart = false;
    return withHeaders(response, req.requestId, deps.config.mode === 'local' ? capacity : null);
  };
}

/** The local stack's outbox, or SES with the deployment's From address and configuration set. */
function confirmationSender({ config, outbox }: ApiDependencies): EmailSender | null {
  if (config.mode === 'local') return outbox?.emailSender ?? null;
  return config.emailFrom ? new SesEmailSender(new SESv2Client({ region: config.region }), config.emailFrom, config.emailConfigurationSet) : null;
}

/** What an answer adds to the service's metrics (functions/metrics.ts). */
function answerCounts(route: Route | null, response: ApiResponse): Counts {
  const code = (response.body as { error?: { code?: string } } | undefined)?.error?.code;
  return {
    MoveSubmissions: route?.method === 'POST' && route.path === '/games/{id}/moves' && response.status === 200 ? 1 : 0,
    RuleViolations: code === 'RULE_VIOLATION' ? 1 : 0,
    VersionConflicts: code === 'VERSION_CONFLICT' ? 1 : 0,
    ServerErrors: response.status >= 500 ? 1 : 0,
  };
}

function withHeaders(response: ApiResponse, requestId: string, capacity: Capacity | null): ApiResponse {
  const headers: Record<string, string> = { 'x-request-id': requestId, 'cache-control': 'no-store', ...response.headers };
  if (capacity) headers[CAPACITY_HEADER] = `read=${capacity.read};write=${capacity.write}`;
  return { ...response, headers };
}
