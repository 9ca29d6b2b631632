/**
 * Lambda bundle benchmark: bundles every handler in functions/handlers/*.ts as the stack does
 * (CDK's own NodejsFunction bundler with lib/lambda-bundling.ts's options for that handler, plus an
 * esbuild metafile, which does not change the bundle), then prints per handler:
 *   - the bundle's minified size, and what it is made of (top contributors, AWS SDK share), and
 *     what is deployed beside it (the api's openapi.json, made while bundling);
 *   - its module init: a fresh `node` process imports the bundle; inside it, the import's wall
 *     time and the process's CPU time (user + system, all threads) over the same span. Medians
 *     (and minima) of many processes, the handlers interleaved so that all see the same load;
 *     once as deployed and once with Node's --enable-source-maps (what it would cost at init).
 * On a shared, loaded machine the wall time mostly measures waiting for a core; the CPU time is
 * the work itself, close to the wall time on an idle core. The bench exits 1 when a bundle's
 * median init CPU is over 150 ms, the budget on Node 24 (a check of the bench, not a test); sizes
 * are printed for comparison, not budgeted.
 *
 *   npm run bench:lambda            # every handler
 *   npm run bench:lambda -- api     # one handler
 *   BENCH_RUNS=41 npm run bench:lambda
 *
 * The import runs on the local Node, not on Lambda's Node 24 on Graviton (512 MB, a third of a
 * vCPU): compare bundles and changes here, not absolute Lambda cold starts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { lambdaBundlingFor } from '../../lib/openapi-bundling.js';
import { handlerEntry, lambdaArchitecture, lambdaRuntime, nodeSourceMapsEnvironment, projectRoot } from '../../lib/lambda-bundling.js';
import { cdkJsonContext, scratchOutdir } from '../infra/cloud-assembly.js';

const TARGET_INIT_MS = 150;
const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const TOP_CONTRIBUTORS = 8;

/** What Lambda gives a handler (placeholder values; nothing here reaches the network). */
const lambdaLikeEnv = {
  PATH: process.env.PATH ?? '',
  AWS_REGION: 'eu-west-1',
  AWS_ACCESS_KEY_ID: 'ASIABENCHBENCHBENCH0',
  AWS_SECRET_ACCESS_KEY: 'bench',
  AWS_SESSION_TOKEN: 'bench',
  AWS_LAMBDA_FUNCTION_NAME: 'turnpost-bench',
  TABLE_NAME: 'turnpost-bench',
  TURNPOST_MODE: 'aws',
  TURNPOST_PUBLIC_URL: 'https://bench.example.com',
  TURNPOST_ALLOW_STACKED: 'false',
  // Every optional client configured: the worst case of each handler's init.
  DELIVERY_QUEUE_URL: 'https://sqs.eu-west-1.amazonaws.com/123456789012/turnpost-bench',
  TURNPOST_SNS_TOPIC_ARN: 'arn:aws:sns:eu-west-1:123456789012:turnpost-bench',
  TURNPOST_EMAIL_FROM: 'bench@example.com',
};

interface Init {
  wallMs: number;
  cpuMs: number;
}

interface Bundle {
  name: string;
  file: string;
  bytes: number;
  /** Output bytes per contributor: a package (`zod`, `@smithy/core`) or a source folder (`engine/games`). */
  contributors: Map<string, number>;
  /** Bare specifiers left to the runtime (external packages): their import is part of the init. */
  externals: string[];
  /** Other files deployed beside the bundle (the api's openapi.json), with their bytes: read at run time, not at init. */
  beside: [string, number][];
  /** As deployed. */
  runs: Init[];
  /** With NODE_OPTIONS=--enable-source-maps: what Node's own source maps would cost at init. */
  nodeMapsRuns: Init[];
  failure?: string;
}

function handlerNames(): string[] {
  const only = process.argv.slice(2);
  const all = readdirSync(join(projectRoot, 'functions', 'handlers'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
    .map((file) => basename(file, '.ts'))
    .sort();
  return only.length > 0 ? all.filter((name) => only.includes(name)) : all;
}

/** One fresh process importing `url`: the import's wall time and the process's CPU time meanwhile. */
function initOnce(url: string, nodeSourceMaps = false): Init {
  const script =
    'const wall = performance.now(), cpu = process.cpuUsage();' +
    `await import(${JSON.stringify(url)});` +
    'const used = process.cpuUsage(cpu);' +
    'process.stdout.write(JSON.stringify({ wallMs: performance.now() - wall, cpuMs: (used.user + used.system) / 1000 }));';
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: projectRoot, encoding: 'utf8', env: nodeSourceMaps ? { ...lambdaLikeEnv, ...nodeSourceMapsEnvironment } : lambdaLikeEnv });
  if (child.status !== 0) throw new Error(child.stderr.trim().split('\n').find((line) => /Error/.test(line)) ?? child.stderr.trim());
  return JSON.parse(child.stdout) as Init;
}

/** `node_modules/@smithy/core/dist-es/x.js` → `@smithy/core`; `engine/games/reihen/x.ts` → `engine/games`. */
function contributorOf(input: string): string {
  const inPackage = input.split('node_modules/').at(-1)!;
  if (inPackage !== input) {
    const parts = inPackage.split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const parts = input.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
}

interface Metafile {
  outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }>; imports: { path: string; external?: boolean }[] }>;
}

function analyse(name: string, directory: string): Bundle {
  const file = join(directory, 'index.mjs');
  const meta = JSON.parse(readFileSync(join(directory, 'index.meta.json'), 'utf8')) as Metafile;
  // The bundle's own output, not its source map's (which has no inputs).
  const output = Object.entries(meta.outputs).find(([path]) => path.endsWith('index.mjs'))![1];
  const contributors = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const key = contributorOf(input);
    contributors.set(key, (contributors.get(key) ?? 0) + bytesInOutput);
  }
  const externals = [...new Set(output.imports.filter((i) => i.external && !i.path.startsWith('node:')).map((i) => i.path))].sort();
  const beside = readdirSync(directory)
    .filter((entry) => !['index.mjs', 'index.mjs.map', 'index.meta.json'].includes(entry))
    .map((entry): [string, number] => [entry, statSync(join(directory, entry)).size]);
  return { name, file, bytes: statSync(file).size, contributors, externals, beside, runs: [], nodeMapsRuns: [] };
}

/** The asset directory of a synthesized function: its bundle, as deployed. */
function assetDirectory(assemblyDirectory: string, stack: Stack, fn: NodejsFunction): string {
  const code = stack.resolve((fn.node.defaultChild as CfnFunction).code) as { s3Key: string };
  return join(assemblyDirectory, `asset.${code.s3Key.replace(/\.zip$/, '')}`);
}

const mapBytes = (file: string) => (existsSync(`${file}.map`) ? statSync(`${file}.map`).size : 0);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const isSdk = (contributor: string) => /^@(aws-sdk|smithy|aws)\//.test(contributor);

function summary(values: number[], target: number): string {
  const middle = median(values);
  return `${middle.toFixed(1)}${middle <= target ? ' ' : '!'} (${Math.min(...values).toFixed(1)})`;
}

const names = handlerNames();
if (names.length === 0) {
  console.log('no handler entries in functions/handlers/');
  process.exit(0);
}

const outdir = scratchOutdir('bench-lambda');
try {
  const app = new App({ outdir: outdir.path, context: cdkJsonContext() });
  const stack = new Stack(app, 'LambdaBench');
  const functions = names.map((name) => {
    const fn = new NodejsFunction(stack, name, {
      entry: handlerEntry(name),
      handler: 'handler',
      projectRoot,
      runtime: lambdaRuntime,
      architecture: lambdaArchitecture,
      // The metafile and log level change what esbuild reports, not what it writes.
      bundling: { ...lambdaBundlingFor(handlerEntry(name)), metafile: true, logLevel: LogLevel.WARNING },
    });
    return [name, fn] as const;
  });
  const assembly = app.synth();
  const bundles = functions.map(([name, fn]) => analyse(name, assetDirectory(assembly.directory, stack, fn)));

  // Node's own cost of importing an ES module, for scale.
  const emptyDirectory = join(outdir.path, 'empty');
  mkdirSync(emptyDirectory);
  writeFileSync(join(emptyDirectory, 'index.mjs'), 'export {};\n');
  const empty: Bundle = { name: '(empty)', file: join(emptyDirectory, 'index.mjs'), bytes: 0, contributors: new Map(), externals: [], beside: [], runs: [], nodeMapsRuns: [] };

  const measured = [empty, ...bundles];
  const loadBefore = loadavg()[0];
  for (const bundle of measured) {
    try {
      initOnce(pathToFileURL(bundle.file).href); // warm the file system cache
    } catch (error) {
      bundle.failure = (error as Error).message;
    }
  }
  for (let run = 0; run < RUNS; run++) {
    for (const bundle of measured) {
      if (bundle.failure) continue;
      bundle.runs.push(initOnce(pathToFileURL(bundle.file).href));
      bundle.nodeMapsRuns.push(initOnce(pathToFileURL(bundle.file).href, true));
    }
  }

  console.log(
    `node ${process.version}, ${availableParallelism()} cores, load ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}; ` +
      `${RUNS} fresh processes per bundle; target: init ≤ ${TARGET_INIT_MS} ms of CPU`,
  );
  console.log('handler      size KB   init wall ms: median (min)   init CPU ms: median (min)   --enable-source-maps: CPU ms   map KB');
  for (const bundle of measured) {
    const head = `${bundle.name.padEnd(12)}${`${kb(bundle.bytes)} `.padStart(9)}`;
    if (bundle.failure) {
      console.log(`${head}   import failed: ${bundle.failure}`);
      continue;
    }
    console.log(
      `${head}${summary(bundle.runs.map((r) => r.wallMs), TARGET_INIT_MS).padStart(28)}${summary(bundle.runs.map((r) => r.cpuMs), TARGET_INIT_MS).padStart(28)}` +
        `${summary(bundle.nodeMapsRuns.map((r) => r.cpuMs), TARGET_INIT_MS).padStart(29)}${(bundle.bytes ? kb(mapBytes(bundle.file)) : '').padStart(9)}`,
    );
    if (bundle.contributors.size === 0) continue;
    const ranked = [...bundle.contributors].sort((a, b) => b[1] - a[1]);
    const sdkBytes = ranked.filter(([key]) => isSdk(key)).reduce((sum, [, bytes]) => sum + bytes, 0);
    console.log(`${''.padEnd(12)} top: ${ranked.slice(0, TOP_CONTRIBUTORS).map(([key, bytes]) => `${key} ${kb(bytes)}`).join(', ')}`);
    console.log(`${''.padEnd(12)} AWS SDK (@aws-sdk, @smithy, @aws) bundled: ${kb(sdkBytes)} KB`);
    if (bundle.externals.length > 0) console.log(`${''.padEnd(12)} imported at run time (external): ${bundle.externals.join(', ')}`);
    if (bundle.beside.length > 0) console.log(`${''.padEnd(12)} beside the bundle (read at run time): ${bundle.beside.map(([entry, bytes]) => `${entry} ${kb(bytes)} KB`).join(', ')}`);
  }
  console.log('! = over target; (empty) = importing an empty module, for scale');
  // The budget: each bundle's init, as median CPU time (the work itself; the wall time on a
  // loaded machine is mostly waiting for a core).
  const over = bundles.filter((bundle) => bundle.failure || median(bundle.runs.map((r) => r.cpuMs)) > TARGET_INIT_MS);
  if (over.length > 0) {
    console.log(`over budget (init CPU ≤ ${TARGET_INIT_MS} ms): ${over.map((bundle) => bundle.name).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  outdir.remove();
}
