import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BundlingOptions, ICommandHooks } from 'aws-cdk-lib/aws-lambda-nodejs';
import { games } from '../engine/index.js';
import { GameCatalog } from '../functions/domain/catalog.js';
import { routes } from '../functions/http/app.js';
import { BUNDLED_OPENAPI_FILE, BUNDLED_OPENAPI_SETTINGS } from '../functions/http/bundled-openapi.js';
import { openApiDocument } from '../functions/http/openapi.js';
import { handlerEntry, lambdaBundling } from './lambda-bundling.js';

/**
 * The api Lambda's GET /openapi.json, made while bundling: ./openapi.ts's generator run here, on
 * the routes and games the deployed API serves (no development routes, the registry's games, no
 * stacked setups), its text put beside the bundle (functions/http/bundled-openapi.ts reads it and
 * fills in `servers`). Generated once per process, into a temporary file that is gone at exit.
 */
let generated: string | undefined;

function documentFile(): string {
  if (generated) return generated;
  const directory = mkdtempSync(join(tmpdir(), 'turnpost-openapi-'));
  process.on('exit', () => rmSync(directory, { recursive: true, force: true }));
  const file = join(directory, BUNDLED_OPENAPI_FILE);
  writeFileSync(file, JSON.stringify(openApiDocument(routes, new GameCatalog(games), BUNDLED_OPENAPI_SETTINGS)));
  return (generated = file);
}

const quoted = (path: string) => `'${path.replaceAll("'", "'\\''")}'`;

/**
 * Copies the document into the api bundle's directory once esbuild is done. A host path: bundling
 * runs locally (lambdaBundling's forceDockerBundling is false, esbuild is installed).
 */
export const withBundledOpenApi: ICommandHooks = {
  beforeBundling: () => [],
  beforeInstall: () => [],
  afterBundling: (_inputDir, outputDir) => [`cp ${quoted(documentFile())} ${quoted(join(outputDir, BUNDLED_OPENAPI_FILE))}`],
};

/**
 * The bundling of one handler: the shared options, and for the api its OpenAPI document made
 * while bundling and put beside the bundle (above), so the bundle has no generator.
 */
export function lambdaBundlingFor(entry: string): BundlingOptions {
  return entry === handlerEntry('api') ? { ...lambdaBundling, commandHooks: withBundledOpenApi } : lambdaBundling;
}
