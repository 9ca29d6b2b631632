import { fileURLToPath } from 'node:url';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

/**
 * How every turnpost Lambda is built and run: the one place, shared by the stack and by
 * `npm run bench:lambda`, so the measured bundle is the deployed bundle.
 */

/** The newest Lambda Node.js runtime (Node 20 is deprecated there); the same code runs on the local Node 20+. */
export const lambdaRuntime = Runtime.NODEJS_24_X;

/** Graviton: about 20% cheaper per GB-second than x86 for the same work. */
export const lambdaArchitecture = Architecture.ARM_64;

/** The Node built-ins the handlers import (see builtinAliases below). */
export const lambdaBuiltins = ['crypto', 'dns', 'fs', 'fs/promises', 'http', 'https', 'module', 'net', 'path', 'tls', 'url', 'zlib'] as const;

export const lambdaBundling: BundlingOptions = {
  // esbuild from node_modules: synth needs neither Docker nor network.
  forceDockerBundling: false,
  format: OutputFormat.ESM,
  // Prefer a package's ESM build: it tree-shakes better than its CommonJS one.
  mainFields: ['module', 'main'],
  minify: true,
  // Source maps, so a logged stack trace names the .ts file and line: an external index.mjs.map
  // without the sources' text, read by functions/stack-traces.ts when a stack is first logged.
  // Not Node's --enable-source-maps: it parses the map at import, ~12 ms more init for the api,
  // over the 80 ms budget (`npm run bench:lambda` measures both ways).
  sourceMap: true,
  sourcesContent: false,
  // The handlers call AWS through functions/aws/ (SigV4, JSON and query protocols, retries: a
  // few KB), not the AWS SDK: no bundle imports it, and this keeps it that way — should one ever
  // import it again, it is bundled (pinned to package-lock.json) rather than taken from the runtime.
  bundleAwsSDK: true,
  esbuildArgs: {
    // web-push (the deliverer's Web Push) uses asn1.js and bn.js only to make one PEM (~67 KB), and
    // https-proxy-agent only in a send path the deliverer never takes (~15 KB): see the modules.
    '--alias:asn1.js': './functions/notify/push/ec-key-pem.ts',
    '--alias:https-proxy-agent': './functions/notify/push/no-proxy-agent.ts',
    ...builtinAliases(),
  },
  // web-push is CommonJS and requires Node built-ins (crypto, https, url), which an ES module
  // bundle cannot do without a `require` of its own ("Dynamic require … is not supported").
  banner: "const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);",
};

/**
 * The Node built-ins the handlers import, each taken in the bundle from ./lambda-builtins/ (which
 * reads it with process.getBuiltinModule) instead of by an ES import: Node builds an ES facade of a
 * built-in at import by reading every export — for node:crypto that loads WebCrypto too — about
 * 1–2 ms of init CPU per built-in, ~6 ms for the api (`npm run bench:lambda`). The sources keep
 * their ordinary imports (tests and the local stack run them as they are); a name a source starts
 * to import that its file here does not export fails the bundling ("No matching export").
 */
function builtinAliases(): Record<string, string> {
  return Object.fromEntries(lambdaBuiltins.map((name) => [`--alias:node:${name}`, `./lib/lambda-builtins/${name.replace('/', '-')}.ts`]));
}

/** Node's own source-map support: what `npm run bench:lambda` compares the deployed init with (not deployed, see sourceMap). */
export const nodeSourceMapsEnvironment: Readonly<Record<string, string>> = { NODE_OPTIONS: '--enable-source-maps' };

/** The project root: where package-lock.json lives, and what esbuild may read. */
export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** A Lambda entry, `functions/handlers/<name>.ts`, exporting `handler`. */
export function handlerEntry(name: string): string {
  return fileURLToPath(new URL(`../functions/handlers/${name}.ts`, import.meta.url));
}

/**
 * The size budget of one handler bundle (minified, unzipped), checked by the infrastructure tests
 * and by `npm run bench:lambda` (which also holds module init to 80 ms of CPU): the project's
 * target, 300 KB. The api bundle is about 290 KB: zod ~100 KB (~20 KB of it its JSON Schema code,
 * which zod 4.6 wires into every schema class, so it stays though the api's OpenAPI generator is
 * gone: GET /game-types uses it), the five games with their bot policies, state dictionaries and
 * schemas ~90 KB, the HTTP layer ~33 KB, the store ~21 KB. Its OpenAPI document (~137 KB of
 * JSON, made while bundling) is deployed beside it as openapi.json and read on the first
 * GET /openapi.json, not at init; in the bundle it would be ~18 KB even compressed (brotli, base64),
 * more than the ~11 KB of generator it replaces. Its init builds none of the games' schemas (each
 * is built on first read, engine/core/schemas.ts): 12–14% less init CPU, ~60–75 ms at load 5–7;
 * nor, but for a few small ones, the HTTP API's and the notification channels' (each a lazySchema,
 * built on first use): ~70 → ~48 ms of init CPU at load ~2. What is left is mostly reading and
 * compiling the bundle (~28 ms) and loading node:crypto (~7 ms, which any request needs anyway).
 */
export const maxBundleBytes = 300 * 1024;
