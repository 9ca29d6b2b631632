/**
 * Runs a matched route as its contract says: check the path parameters (404), authenticate per
 * `auth` (401), parse the body (413/400), the query and the declared headers (400) and, on an
 * idempotent route, the Idempotency-Key (400); then call the handler with the parsed values.
 * Handlers never read the raw request, so every route refuses bad input the same way.
 */
import { IDEMPOTENCY_HEADER, idempotentRequest } from './idempotency-key.js';
import { parse } from '../validation.js';
import type { Caller } from './auth.js';
import { readJson } from './body.js';
import { bodySchema, type ApiContext, type Route, type RouteInput } from './route.js';
import type { ApiRequest, ApiResponse } from './types.js';

export async function runRoute(route: Route, req: ApiRequest, ctx: ApiContext): Promise<ApiResponse> {
  return route.handle(await routeInput(route, req, ctx), ctx);
}

async function routeInput(route: Route, req: ApiRequest, ctx: ApiContext): Promise<RouteInput> {
  const params: Record<string, string> = {};
  for (const [name, check] of Object.entries(route.params ?? {})) params[name] = check(req.params[name] ?? '');
  const caller = await callerOf(route, req, ctx);
  const body = readBody(route, req, ctx.config.allowStacked);
  const query = route.query ? parse(route.query, req.query, 'query') : undefined;
  const headers: Record<string, unknown> = {};
  for (const [name, { schema }] of Object.entries(route.headers ?? {})) {
    const value = req.headers[name.toLowerCase()];
    headers[name] = value === undefined ? undefined : parse(schema, value, `${name} header`);
  }
  const key = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const idempotency = route.idempotent && caller ? idempotentRequest(key, caller.id, { method: req.method, path: req.path, body }) : undefined;
  return { body, caller, params, query, headers, idempotency, requires: route.requires };
}

function callerOf(route: Route, req: ApiRequest, { auth }: ApiContext): Promise<Caller | null> | null {
  if (route.auth === 'player') return auth.caller(req, route.tokenCheck);
  if (route.auth === 'optional') return auth.optionalCaller(req, route.tokenCheck);
  return null;
}

/** The body parsed by the route's schema; not read at all when the route declares none. */
function readBody(route: Route, req: ApiRequest, allowStacked: boolean): unknown {
  const schema = bodySchema(route, allowStacked);
  if (!schema) return undefined;
  const raw = readJson(req);
  return parse(schema, route.optionalBody ? (raw ?? {}) : raw);
}
