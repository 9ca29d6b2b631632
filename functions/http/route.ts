/**
 * A route: its contract (method, path, auth, schemas, answers) and its handler. The same list
 * drives the router and the OpenAPI document.
 */
import type * as z from 'zod';
import type { Config } from '../config.js';
import type { GameCatalog } from '../domain/catalog.js';
import { ID_PATTERN } from '../domain/secrets.js';
import { NotFound } from '../errors.js';
import type { Logger } from '../log.js';
import type { Outbox } from '../notify/local/outbox.js';
import type { GameStore } from '../store/games.js';
import type { PlayerStore } from '../store/players.js';
import type { Authenticator } from './auth.js';
import type { ApiRequest, ApiResponse } from './types.js';

/** What every route may use. */
export interface ApiContext {
  config: Config;
  catalog: GameCatalog;
  games: GameStore;
  players: PlayerStore;
  auth: Authenticator;
  log: Logger;
  /** The local stack's outbox (GET /dev/outbox); null on AWS. */
  outbox: Outbox | null;
  /** Every route (the OpenAPI document describes them all). */
  routes: readonly Route[];
  /** Documents computed once per process (OpenAPI, game types). */
  documents: { openApi?: unknown; gameTypes?: unknown };
}

export type RouteHandler = (req: ApiRequest, ctx: ApiContext) => Promise<ApiResponse>;

export interface Route {
  method: 'GET' | 'POST' | 'PATCH';
  /** OpenAPI style, e.g. /games/{id}/moves */
  path: string;
  summary: string;
  auth: 'none' | 'player' | 'optional';
  /** Request body schema (for documentation; the handler parses with it). */
  body?: z.ZodType;
  /** The body may be left out (it then reads as `{}`). */
  optionalBody?: boolean;
  query?: z.ZodType;
  /** Header parameters the route reads, by name. */
  headers?: Record<string, { description: string; schema: z.ZodType }>;
  /** Success answers: status → body schema. */
  answers: Record<number, z.ZodType>;
  /** Error statuses this route can answer besides 400/429/500. */
  errors: number[];
  handle: RouteHandler;
}

/** The `{id}` path parameter as a game id; anything that cannot be one is an unknown game (404). */
export function gameIdParam(req: ApiRequest): string {
  const id = req.params.id ?? '';
  if (!ID_PATTERN.test(id)) throw new NotFound(`no game ${JSON.stringify(id)}`);
  return id;
}
