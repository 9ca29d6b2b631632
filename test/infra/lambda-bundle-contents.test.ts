/**
 * What each Lambda loads at its start, read from esbuild's metafile of its bundle (the module
 * graph the stack's bundler sees; lib/lambda-bundling.ts): a function that hosts no game's rules
 * carries neither the games' registry (every game's rules, and zod with their schemas) nor zod,
 * and the sweeper not the digests. A dynamic `import()` is followed no further: esbuild runs such
 * a module only when the import runs, so it is not part of the start. A module imported but
 * tree-shaken away (nothing of it in the bundle) is not loaded either.
 */
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { handlerEntry, lambdaBundling, projectRoot } from '../../lib/lambda-bundling.js';

/** The bundler's aliases (`--alias:from=to` in lambdaBundling's esbuild arguments). */
const aliases = Object.fromEntries(
  Object.entries(lambdaBundling.esbuildArgs ?? {})
    .filter(([flag]) => flag.startsWith('--alias:'))
    .map(([flag, to]) => [flag.slice('--alias:'.length), String(to)]),
);

/** Every input the handler's bundle runs at its start: its static imports, transitively, that put code in the bundle. */
async function loadedAtStart(name: string): Promise<string[]> {
  const entry = handlerEntry(name);
  const { metafile } = await build({
    absWorkingDir: projectRoot,
    entryPoints: [entry],
    bundle: true,
    write: false,
    outdir: 'unused',
    platform: 'node',
    format: 'esm',
    mainFields: lambdaBundling.mainFields,
    alias: aliases,
    metafile: true,
    logLevel: 'silent',
  });
  const start = Object.keys(metafile.inputs).find((input) => entry.endsWith(input));
  if (start === undefined) throw new Error(`${entry} is not among the bundle's inputs`);
  const inBundle = Object.values(metafile.outputs).flatMap((output) => Object.entries(output.inputs).filter(([, { bytesInOutput }]) => bytesInOutput > 0).map(([input]) => input));
  return staticClosure(metafile, start).filter((input) => inBundle.includes(input));
}

function staticClosure(metafile: Metafile, from: string): string[] {
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length > 0) {
    for (const imported of metafile.inputs[queue.shift()!]?.imports ?? []) {
      if (imported.external || imported.kind === 'dynamic-import' || seen.has(imported.path)) continue;
      seen.add(imported.path);
      queue.push(imported.path);
    }
  }
  return [...seen];
}

const registry = (inputs: string[]) => inputs.filter((input) => input === 'engine/index.ts' || /^engine\/games\/[^/]+\/index\.ts$/.test(input));
const zod = (inputs: string[]) => inputs.filter((input) => /node_modules\/zod\//.test(input));

describe('what a Lambda loads at its start', () => {
  // The notifier reads the registry only for a batch with talk to count (notify/decide/talk-since.ts).
  it.each(['account-deletion', 'deliver', 'digests', 'email-feedback', 'notifier', 'vapid-keys'])('%s: neither the games’ registry nor zod', async (name) => {
    const inputs = await loadedAtStart(name);
    expect(registry(inputs)).toEqual([]);
    expect(zod(inputs).slice(0, 1)).toEqual([]);
  });

  it.each(['api', 'bot-worker', 'sweeper'])('%s: the games it plays, with their schemas', async (name) => {
    const inputs = await loadedAtStart(name);
    expect(registry(inputs)).toContain('engine/index.ts');
    expect(zod(inputs).length).toBeGreaterThan(0);
  });

  it('sweeper: not the digests (they have their own function) nor the SQS client', async () => {
    const inputs = await loadedAtStart('sweeper');
    expect(inputs.filter((input) => input.includes('notify/decide/digest') || input.includes('client-sqs'))).toEqual([]);
  });
});
