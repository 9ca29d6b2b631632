/**
 * Writes the web app's API types, `web/src/api/openapi.gen.ts` (not committed), from the OpenAPI
 * document the server generates from its zod schemas, so the app never mirrors a schema by hand.
 * `npm run typecheck` and `npm test` run it first (a fresh clone has none); `npm run api-types`
 * alone writes the file for an editor.
 *
 * The document is the one the local stack serves (stacked setups allowed: the app's New game
 * offers them there), and openapi-typescript turns it into `paths` and `components`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { games } from '../engine/index.js';
import { GameCatalog } from '../functions/domain/catalog.js';
import { routes } from '../functions/http/app.js';
import { openApiDocument } from '../functions/http/openapi.js';

export const API_TYPES_FILE = fileURLToPath(new URL('../web/src/api/openapi.gen.ts', import.meta.url));

const HEADER = `/**
 * The API's types, generated from its OpenAPI document by \`npm run api-types\` (bin/api-types.ts).
 * Do not edit: change the server's zod schemas and run it again.
 */
`;

export async function apiTypesSource(): Promise<string> {
  const document = openApiDocument(routes, new GameCatalog(games), { allowStacked: true, publicUrl: null });
  const ast = await openapiTS(document as unknown as OpenAPI3, { defaultNonNullable: false });
  return HEADER + astToString(ast);
}

async function main(): Promise<void> {
  writeFileSync(API_TYPES_FILE, await apiTypesSource());
  if (!process.argv.includes('--quiet')) console.log(`wrote ${API_TYPES_FILE}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
