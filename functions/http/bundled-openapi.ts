/**
 * GET /openapi.json in the api Lambda: the document lib/lambda-bundling.ts generated while
 * bundling (with ./openapi.ts, from the same routes and zod schemas) and put beside the bundle
 * as openapi.json, read and parsed on the first request; only `servers` is filled in here, from
 * this deployment's public URL. The Lambda so carries neither the generator nor its work on
 * the first request; test/infra/stack.test.ts checks it answers byte for byte what the
 * generator makes.
 */
import { readFileSync } from 'node:fs';
import { openApiServers } from './openapi-servers.js';
import type { OpenApiSource } from './route.js';

/** The file beside the bundle (index.mjs). */
export const BUNDLED_OPENAPI_FILE = 'openapi.json';

/** What the bundled document was generated for: the deployed API's (lib/turnpost-stack.ts) only. */
export const BUNDLED_OPENAPI_SETTINGS = { allowStacked: false, publicUrl: null } as const;

export const bundledOpenApiDocument: OpenApiSource = (_routes, _catalog, settings) => {
  // Stacked setups change POST /games's documented body: the bundle holds the document without them.
  if (settings.allowStacked !== BUNDLED_OPENAPI_SETTINGS.allowStacked) throw new Error('the bundled OpenAPI document is made for TURNPOST_ALLOW_STACKED=false');
  const document = JSON.parse(readFileSync(new URL(`./${BUNDLED_OPENAPI_FILE}`, import.meta.url), 'utf8')) as Record<string, unknown>;
  // Spread in place: `servers` keeps its position, so the text is the generator's own.
  return { ...document, servers: openApiServers(settings.publicUrl) };
};
