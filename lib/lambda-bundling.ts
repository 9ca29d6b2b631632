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
  // Source maps, so a logged stack trace names the .ts file and line: an external index.mjs.map
  // without the sources' text, read by functions/stack-traces.ts when a stack is first logged.
  // Not Node's --enable-source-maps: it parses the map at import, adding to every function's init
  // (`npm run bench:lambda` measures both ways).
  sourceMap: true,
  sourcesContent: false,
  // The handlers call AWS through the AWS SDK v3, bundled (pinned to package-lock.json, tree-shaken
  // to the clients each handler uses) rather than taken from the runtime's copy.
  bundleAwsSDK: true,
  esbuildArgs: {
    // web-push (the deliverer's Web Push) uses asn1.js and bn.js only to make one PEM, and
    // https-proxy-agent only in a send path the deliverer never takes: see the modules.
    '--alias:asn1.js': './functions/notify/push/ec-key-pem.ts',
    '--alias:https-proxy-agent': './functions/notify/push/no-proxy-agent.ts',
  },
  // web-push is CommonJS and requires Node built-ins (crypto, https, url), which an ES module
  // bundle cannot do without a `require` of its own ("Dynamic require … is not supported").
  banner: "const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);",
};

/** Node's own source-map support: what `npm run bench:lambda` compares the deployed init with (not deployed, see sourceMap). */
export const nodeSourceMapsEnvironment: Readonly<Record<string, string>> = { NODE_OPTIONS: '--enable-source-maps' };

/** The project root: where package-lock.json lives, and what esbuild may read. */
export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** A Lambda entry, `functions/handlers/<name>.ts`, exporting `handler`. */
export function handlerEntry(name: string): string {
  return fileURLToPath(new URL(`../functions/handlers/${name}.ts`, import.meta.url));
}

/**
 * A ceiling on one handler bundle (minified, unzipped), checked by the infrastructure tests: not
 * a budget to trim to — the budget is each function's init, at most 150 ms of CPU on Node 24
 * (`npm run bench:lambda` measures it) — but a guard against a bundle pulling in something it
 * should not (a whole SDK instead of one client, a game's data twice). The bundled AWS SDK v3
 * clients are most of each bundle now; 1 MB leaves room for them, zod, the games and the HTTP layer.
 */
export const maxBundleBytes = 1024 * 1024;
