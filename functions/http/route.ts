/**
 * A route: its contract (method, path, auth, schemas, answers) and its handler. The contract is
 * authoritative: the router authenticates and parses with it (./route-input.ts) before the
 * handler runs, and the OpenAPI document is generated from it (./openapi.ts).
 */
import type * as z from 'zod';
import type { Config } from '../config.js';
import type { GameCatalog } from '../domain/catalog.js';
import { ID_PATTERN } from '../domain/secrets.js';
import { NotFound } from '../errors.js';
import type { Logger } from '../log.js';
import type { Outbox } from '../notify/local/outbox.js';
import type { EmailSender } from '../notify/deliver/senders.js';
import type { GameStore } from '../store/games.js';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_HEADER_DESCRIPTION, IdempotencyKey } from './idempotency-key.js';
import type { IdempotentRequest } from '../store/idempotency.js';
import type { DigestStore } from '../store/digests.js';
import type { SeatMarkStore } from '../store/seat-marks.js';
import type { TalkStore } from '../store/talk.js';
import type { PlayerStore } from '../store/players.js';
import type { Authenticator, Caller, TokenCheck } from './auth.js';
import type { Requirement } from './requirement.js';
import type { ApiResponse } from './types.js';
import type { DeletionJob } from '../accounts/account-deletion.js';

/** What every route may use. */
export interface ApiContext {
  config: Config;
  catalog: GameCatalog;
  games: GameStore;
  players: PlayerStore;
  /** The daily digest's subscribers by hour (written when a player's digest setting changes). */
  digests: DigestStore;
  /** The players' marks on their seats (seen version, watching, how often they hear of their turn). */
  seatMarks: SeatMarkStore;
  /** The games' table talk, beside the game items (docs/talk.md). */
  talk: TalkStore;
  auth: Authenticator;
  log: Logger;
  /** Sends the confirmation e-mail of a new address (SES on AWS, the outbox locally); null: no e-mail channel. */
  email: EmailSender | null;
  /** The local stack's outbox (GET /dev/outbox); null on AWS. */
  outbox: Outbox | null;
  /** Every route (the OpenAPI document describes them all). */
  routes: readonly Route[];
  /** Documents computed once per process (OpenAPI, game types). */
  documents: { openApi?: unknown; gameTypes?: unknown };
  /** Where GET /openapi.json's document comes from (see OpenApiSource). */
  openApi: OpenApiSource;
  /** The clock of every decision (moves, clocks, vacations); tests move it. */
  now: () => Date;
  /** Queues the deletion of an account's games (../accounts/account-deletion.ts): SQS on AWS, in-process locally. */
  queueAccountDeletion: (job: DeletionJob) => Promise<void>;
  /** Resolves once the table answered a read (GET /health?deep=true); rejects with DynamoDB's error. */
  probeTable(): Promise<void>;
}

/**
 * Makes the OpenAPI document of the served routes: generated from them (./openapi.ts's
 * openApiDocument: the local stack, the tests), or the one generated while bundling the api
 * Lambda (./bundled-openapi.ts), so that the Lambda carries neither the generator nor its work.
 */
export type OpenApiSource = (routes: readonly Route[], catalog: GameCatalog, settings: Pick<Config, 'allowStacked' | 'publicUrl'>) => unknown;

/** `player`: a valid token is required (401); `optional`: a spectator without one; `none`: not read. */
export type Auth = 'none' | 'player' | 'optional';

export interface HeaderParameter {
  description: string;
  schema: z.ZodType;
}

/** Checks one path parameter: its value, or a thrown error (e.g. 404 for an id that cannot name anything). */
export type ParamCheck = (raw: string) => string;

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;
/** The body as parsed: by `body`, or by `stackedBody` on a server that allows stacked setups. */
type BodyFor<B extends Schema, SB extends Schema> = SB extends z.ZodType ? Parsed<B> | z.output<SB> : Parsed<B>;
type CallerFor<A extends Auth> = A extends 'player' ? Caller : A extends 'optional' ? Caller | null : null;

/** What the handler receives: the request as the contract parsed it. */
export interface RouteInput<
  A extends Auth = Auth,
  B extends Schema = Schema,
  Q extends Schema = Schema,
  H extends Record<string, HeaderParameter> = Record<string, HeaderParameter>,
  P extends Record<string, ParamCheck> = Record<string, ParamCheck>,
  SB extends Schema = Schema,
> {
  /** Parsed with `body` (or `stackedBody` where the server allows stacked setups); undefined when the route declares none. */
  body: BodyFor<B, SB>;
  caller: CallerFor<A>;
  /** The declared path parameters, checked. */
  params: { [K in keyof P]: string };
  query: Parsed<Q>;
  /** The declared headers that came, parsed. */
  headers: { [K in keyof H]: z.output<H[K]['schema']> | undefined };
  /** The request's Idempotency-Key, scoped and fingerprinted (idempotent routes, when sent). */
  idempotency: IdempotentRequest | undefined;
  /** The route's `requires`: the change's commit checks it on the game it loads (./commit-answer.ts). */
  requires: Requirement | undefined;
}

export interface RouteDefinition<
  A extends Auth,
  B extends Schema,
  Q extends Schema,
  H extends Record<string, HeaderParameter>,
  P extends Record<string, ParamCheck>,
  SB extends Schema,
> {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** OpenAPI style, e.g. /games/{id}/moves */
  path: string;
  summary: string;
  auth: A;
  /**
   * `game-read`: the handler reads the game with the caller (`GameStore.load(id, caller)` or
   * `commitAndAnswer`), which checks the stored token hash, so authentication may use its
   * per-process cache; by default (`auth`) the Authenticator reads the player item itself.
   */
  tokenCheck?: A extends 'none' ? never : TokenCheck;
  /**
   * Who may call it on the game `{id}`: a seated player or the game's creator (./requirement.ts).
   * The route's change checks it on the game it loads (one read), before deciding: 403 otherwise.
   */
  requires?: A extends 'player' ? Requirement : never;
  /** Checks of path parameters, run before anything else (as a 404 for a malformed game id). */
  params?: P;
  /** Request body schema; the router parses the body with it (none: the body is not read). */
  body?: B;
  /** Where the server allows stacked setups, the body is parsed (and documented) with this schema instead. */
  stackedBody?: SB;
  /** The body may be left out (it then reads as `{}`). */
  optionalBody?: boolean;
  query?: Q;
  /** Header parameters the route reads, by name. */
  headers?: H;
  /** Repeats with the same Idempotency-Key get the first answer (a seated player's changes). */
  idempotent?: A extends 'player' ? boolean : never;
  /** Success answers: status → body schema. */
  answers: Record<number, z.ZodType>;
  /** The answers are pages for people (text/html, a string body), not JSON: the links of our e-mails open them. */
  html?: boolean;
  /** Error statuses this route can answer besides 400/429/500. */
  errors: number[];
  handle(input: RouteInput<A, B, Q, H, P, SB>, ctx: ApiContext): Promise<ApiResponse>;
}

/** A route of any contract, as the router and the OpenAPI document see it. */
export interface Route extends Omit<RouteDefinition<Auth, Schema, Schema, Record<string, HeaderParameter>, Record<string, ParamCheck>, Schema>, 'idempotent' | 'requires' | 'handle'> {
  idempotent?: boolean;
  requires?: Requirement;
  handle(input: RouteInput, ctx: ApiContext): Promise<ApiResponse>;
}

/** Declares a route; the handler's input is typed from the declared auth and schemas. Every `{param}` of the path needs a check. */
export function defineRoute<
  A extends Auth,
  B extends Schema = undefined,
  Q extends Schema = undefined,
  H extends Record<string, HeaderParameter> = Record<never, HeaderParameter>,
  P extends Record<string, ParamCheck> = Record<never, ParamCheck>,
  SB extends Schema = undefined,
>(definition: RouteDefinition<A, B, Q, H, P, SB>): Route {
  for (const [, name] of definition.path.matchAll(/\{(\w+)\}/g)) {
    if (!definition.params?.[name!]) throw new Error(`${definition.method} ${definition.path}: declare a check of the path parameter {${name}}`);
  }
  if (definition.requires && definition.params?.id !== gameId) throw new Error(`${definition.method} ${definition.path}: \`requires\` needs the game's {id}`);
  return definition as unknown as Route;
}

/** The body schema `route` parses with on a server that does or does not allow stacked setups. */
export function bodySchema(route: Route, allowStacked: boolean): z.ZodType | undefined {
  return allowStacked && route.stackedBody ? route.stackedBody : route.body;
}

/** Every header `route` reads, the Idempotency-Key of an idempotent route included (for the OpenAPI document). */
export function headerParameters(route: Route): Record<string, HeaderParameter> {
  if (!route.idempotent) return route.headers ?? {};
  return { ...route.headers, [IDEMPOTENCY_HEADER]: { description: IDEMPOTENCY_HEADER_DESCRIPTION, schema: IdempotencyKey } };
}

/** The `{id}` path parameter as a game id; anything that cannot be one is an unknown game (404). */
export const gameId: ParamCheck = (raw) => {
  if (!ID_PATTERN.test(raw)) throw new NotFound('no such game');
  return raw;
};
