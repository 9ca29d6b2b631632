/**
 * The layering, enforced: every import in functions/, lib/, bin/ and engine/ goes down the
 * orders below, engine/ imports nothing outside itself but zod (it is pure: no I/O, no clock),
 * and the folders' import graph has no cycle. The checker's own tests feed it made-up imports.
 */
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  folderCycles,
  importEdges,
  importSpecifiers,
  layerViolations,
  resolveSpecifier,
  selfContainedViolations,
  sourceFiles,
  unitOf,
  type ImportEdge,
  type LayerOrder,
} from './layering.js';

/**
 * The service, top down. A line may import only lines below it; folders on one line are peers
 * and never import each other.
 * - bin: the local stack and the CDK app's entry;  lib: the CDK constructs (they read the table's shape from store);
 *   web: the browser app and its build (it may import the engine's types, nothing of the service);
 * - handlers: the Lambda entry points, which wire the rest;
 * - http: routes, auth, the answers' schemas;
 * - bots (the bot worker), deadlines (the sweeper) and notify (notifications): workers beside the API;
 * - store: every table access; it maps domain records to items;
 * - domain: the game record, its life cycle and turn clock, as pure decisions;
 * - config, log, validation, stack traces, and aws (our small AWS client: signing, protocols, retries; it knows nothing of turnpost);
 *   then errors, which everything may throw;
 * - engine: the rules, imported by anyone, importing no one.
 */
export const SERVICE_LAYERS: LayerOrder = {
  name: 'service layers',
  scopes: ['bin', 'lib', 'web', 'functions', 'engine'],
  lines: [
    ['bin'],
    ['lib', 'web'],
    ['functions/handlers'],
    ['functions/http'],
    ['functions/accounts', 'functions/bots', 'functions/deadlines', 'functions/notify'],
    ['functions/store'],
    ['functions/domain'],
    ['functions/config.ts', 'functions/log.ts', 'functions/metrics.ts', 'functions/validation.ts', 'functions/stack-traces.ts', 'functions/aws'],
    ['functions/errors.ts'],
    ['engine'],
  ],
};

/**
 * Inside notify, by role: the local stand-ins use the delivery side; delivering uses what was
 * decided and the VAPID keys (push); the queue's contract (delivery.ts) lies between deciding and
 * the channels it names; both read players' channels; webhook safety (URL policy,
 * address ranges, guarded DNS, signatures) depends on nothing else in notify. Every file sits in one of these folders.
 */
export const NOTIFY_LAYERS: LayerOrder = {
  name: 'notify roles',
  scopes: ['functions/notify'],
  lines: [
    ['functions/notify/local'],
    ['functions/notify/deliver'],
    ['functions/notify/push'],
    ['functions/notify/decide'],
    ['functions/notify/delivery.ts'],
    ['functions/notify/words'],
    ['functions/notify/channels'],
    ['functions/notify/webhook-safety'],
  ],
};

/** Inside the engine: the registry (engine/index.ts) over the games over the shared core. */
export const ENGINE_LAYERS: LayerOrder = {
  name: 'engine',
  scopes: ['engine'],
  lines: [['engine'], ['engine/games'], ['engine/core']],
};

const ORDERS = [SERVICE_LAYERS, NOTIFY_LAYERS, ENGINE_LAYERS];

/** The packages engine/ may import: zod, for its option and move schemas. */
const ENGINE_PACKAGES = ['zod'];

/** The folder a file counts as for cycles: the deepest unit of any order that holds it. */
function folderOf(file: string): string | null {
  const units = ORDERS.map((order) => unitOf(order, file)?.unit).filter((unit): unit is string => unit !== undefined);
  return units.sort((a, b) => b.length - a.length)[0] ?? null;
}

const edge = (from: string, to: string | null, specifier = to ?? 'a-package'): ImportEdge => ({ from, specifier, to });

describe('the import checker', () => {
  const order: LayerOrder = { name: 'made up', scopes: ['src'], lines: [['src/top'], ['src/left', 'src/right'], ['src/base.ts']] };
  const files = ['src/top/a.ts', 'src/left/b.ts', 'src/left/deep/c.ts', 'src/right/d.ts', 'src/base.ts'];

  it('reads imports, type imports, re-exports, side-effect and dynamic imports; never comments or strings', () => {
    const source = [
      "import type { A } from './a.js';",
      'import {',
      '  b,',
      '  c,',
      "} from '../b.js';",
      "// import x from './commented.js';",
      "export * from './c.js';",
      "export { d } from './d.js';",
      "import './side-effect.js';",
      "const later = await import('./dynamic.js');",
      "const text = \"import z from './in-a-string.js'\";",
      "import { z } from 'zod';",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual(['./a.js', '../b.js', './c.js', './d.js', './side-effect.js', './dynamic.js', 'zod']);
  });

  it('resolves a relative .js specifier to the .ts file, and leaves packages and builtins unresolved', () => {
    const exists = (file: string) => ['src/left/b.ts', 'src/right/index.ts'].includes(file);
    expect(resolveSpecifier('src/top/a.ts', '../left/b.js', exists)).toBe('src/left/b.ts');
    expect(resolveSpecifier('src/top/a.ts', '../right', exists)).toBe('src/right/index.ts');
    expect(resolveSpecifier('src/top/a.ts', 'node:fs', exists)).toBeNull();
    expect(resolveSpecifier('src/top/a.ts', 'zod', exists)).toBeNull();
  });

  it('accepts imports that go down, within a unit, or to packages', () => {
    const edges = [edge('src/top/a.ts', 'src/left/b.ts'), edge('src/left/deep/c.ts', 'src/base.ts'), edge('src/left/deep/c.ts', 'src/left/b.ts'), edge('src/right/d.ts', null)];
    expect(layerViolations(order, files, edges)).toEqual([]);
  });

  it('refuses an import that goes up, and one between peers', () => {
    const up = edge('src/base.ts', 'src/top/a.ts', './top/a.js');
    const sideways = edge('src/left/deep/c.ts', 'src/right/d.ts', '../../right/d.js');
    expect(layerViolations(order, files, [up, sideways]).map((violation) => violation.detail)).toEqual([
      'src/base.ts imports ./top/a.js: src/base.ts may not import src/top (a higher layer)',
      'src/left/deep/c.ts imports ../../right/d.js: src/left may not import src/right (a peer on the same line)',
    ]);
  });

  it('refuses a file that no layer holds', () => {
    expect(layerViolations(order, [...files, 'src/stray.ts'], []).map((violation) => violation.detail)).toEqual(['src/stray.ts lies in no layer: place its folder in the order']);
  });

  it('keeps a folder self-contained: no file outside it, no package but the allowed ones, no builtin', () => {
    const edges = [edge('core/a.ts', 'core/b.ts'), edge('core/a.ts', null, 'zod'), edge('core/a.ts', null, 'zod/mini'), edge('core/b.ts', 'src/base.ts', '../src/base.js'), edge('core/b.ts', null, 'node:fs')];
    expect(selfContainedViolations('core', ['zod'], edges).map((violation) => violation.edge?.specifier)).toEqual(['../src/base.js', 'node:fs']);
  });

  it('finds a cycle between folders, however long, and none in a tree', () => {
    const byFolder = (file: string) => posix.dirname(file);
    const tree = [edge('a/1.ts', 'b/1.ts'), edge('a/1.ts', 'c/1.ts'), edge('b/1.ts', 'c/1.ts'), edge('b/1.ts', 'b/2.ts')];
    expect(folderCycles(tree, byFolder)).toEqual([]);
    expect(folderCycles([...tree, edge('c/2.ts', 'a/2.ts')], byFolder)).toEqual([['a', 'b', 'c']]);
  });
});

describe('the repository', () => {
  const repository = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
  const files = sourceFiles(repository, ['functions', 'lib', 'bin', 'web', 'engine']);
  const edges = importEdges(repository, files);

  it('is read whole: every relative import names a file that exists', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(edges).toContainEqual({ from: 'functions/handlers/deliver.ts', specifier: '../notify/deliver/create-deliverer.js', to: 'functions/notify/deliver/create-deliverer.ts' });
    expect(edges.filter((found) => found.to !== null && !files.includes(found.to))).toEqual([]);
  });

  it.each(ORDERS.map((order) => [order.name, order] as const))('imports only downwards: %s', (_, order) => {
    expect(layerViolations(order, files, edges)).toEqual([]);
  });

  it('engine/ imports nothing outside itself but zod', () => {
    expect(selfContainedViolations('engine', ENGINE_PACKAGES, edges)).toEqual([]);
  });

  it('has no import cycle between folders', () => {
    expect(folderCycles(edges, folderOf)).toEqual([]);
  });
});
