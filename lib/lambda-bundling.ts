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
    // No client in a bundle has an event-stream operation: ~19 KB never run (see the module).
    '--alias:@smithy/core/event-streams': './functions/store/no-event-streams.ts',
    // web-push (the deliverer's Web Push) uses asn1.js and bn.js only to make one PEM (~67 KB), and
    // https-proxy-agent only in a send path the deliverer never takes (~15 KB): see the modules.
    '--alias:asn1.js': './functions/notify/push/ec-key-pem.ts',
    '--alias:https-proxy-agent': './functions/notify/push/no-proxy-agent.ts',
  },
  // web-push is CommonJS and requires Node built-ins (crypto, https, url), which an ES module
  // bundle cannot do without a `require` of its own ("Dynamic require … is not supported").
  banner: "import { createRequire as __turnpostRequire } from 'node:module'; const require = __turnpostRequire(import.meta.url);",
};

/** The project root: where package-lock.json lives, and what esbuild may read. */
export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** A Lambda entry, `functions/handlers/<name>.ts`, exporting `handler`. */
export function handlerEntry(name: string): string {
  return fileURLToPath(new URL(`../functions/handlers/${name}.ts`, import.meta.url));
}

/**
 * The size budget of one handler bundle (minified, unzipped), checked by the infrastructure tests.
 * The project's target is 300 KB, which `npm run bench:lambda` holds every bundle to (it fails
 * when one is over): not met today. With the AWS SDK bundled (see `bundleAwsSDK` above: it is
 * what keeps module init near 80 ms) the api bundle is ~470 KB: the SDK ~180 KB, zod ~99 KB (its
 * JSON Schema generator, for /openapi.json, ~20 KB of it), the five games with their bot policies,
 * state dictionaries and view schemas ~90 KB, the typed per-game OpenAPI envelopes and examples.
 * Marking the SDK external (the runtime's copy) brings the api to ~236 KB but its init to ~205 ms
 * of CPU with the installed SDK as a stand-in (CommonJS, whole clients). The budget grew this
 * session from 448 KB with Standard Webhooks, rate limits, HTTP conventions, account rotation and
 * deletion, and the typed document: it stops unnoticed growth while the target stays open.
 */
export const maxBundleBytes = 480 * 1024;
