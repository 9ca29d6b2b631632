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

export const lambdaBundling: BundlingOptions = {
  // esbuild from node_modules: synth needs neither Docker nor network.
  forceDockerBundling: false,
  format: OutputFormat.ESM,
  // Prefer a package's ESM build: it tree-shakes better than its CommonJS one.
  mainFields: ['module', 'main'],
  minify: true,
  sourceMap: false,
  // The AWS SDK goes into the bundle rather than coming from the runtime. Tree-shaken to the
  // clients and commands in use, it imports in a fraction of the time of the runtime's copy
  // (CommonJS files holding whole clients, each scanned by Node for its exports when an ES module
  // imports it): the api's init fell from ~155 to ~65 ms of CPU on the dev machine, for ~200 KB
  // more bundle (`npm run bench:lambda`). It also pins the SDK to package-lock.json.
  bundleAwsSDK: true,
  esbuildArgs: {
    // Lambda hands the execution role's credentials over in environment variables: every client's
    // default credential chain shrinks to that one link (see the module). The path is relative to
    // projectRoot, where CDK runs esbuild.
    '--alias:@aws-sdk/credential-provider-node': './functions/store/lambda-credentials.ts',
  },
  // No `require` banner: no bundled CommonJS module requires a Node built-in today (the SDK and
  // zod are ESM). One that does would fail at import ("Dynamic require … is not supported"),
  // which the bundle tests in test/infra catch; the fix then is a banner defining `require` with
  // createRequire(import.meta.url).
};

/** The project root: where package-lock.json lives, and what esbuild may read. */
export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** A Lambda entry, `functions/handlers/<name>.ts`, exporting `handler`. */
export function handlerEntry(name: string): string {
  return fileURLToPath(new URL(`../functions/handlers/${name}.ts`, import.meta.url));
}

/**
 * The size budget of one handler bundle (minified, unzipped), checked by the infrastructure tests.
 * The project's target is 300 KB; with the AWS SDK bundled (see `bundleAwsSDK` above: it is what
 * brings module init under 80 ms) the api bundle is ~441 KB (SDK ~200 KB, zod ~99 KB, the five
 * games with their bot policies and state dictionaries ~83 KB). Raised from 440 to 448 KB when
 * the basic bots (which ride along in every game definition) and the special-purpose address
 * table landed; to 464 KB when the OpenAPI document was typed per game (each game's view schema
 * and the per-game envelopes: the api bundle measured 467 469 bytes). This budget stops unnoticed
 * growth while the target stays open:
 * `npm run bench:lambda` prints each bundle's size, init time and biggest contributors.
 */
export const maxBundleBytes = 464 * 1024;
