/**
 * The served OpenAPI document as a client's tools see it: TypeScript types generated from it
 * with openapi-typescript, a small openapi-fetch client written against them that plays a legal
 * move of The Game with no cast and no `any` (strictly typechecked, then run against the stack),
 * and Redocly's recommended rules with not one problem. The examples parse with the schemas.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../engine/index.js';
import { componentPrefix } from '../../functions/http/game-schemas.js';
import { startTestStack, type TestStack } from '../support/test-stack.js';

type Json = Record<string, unknown>;

/** The client a user would write: register, create a solo game of The Game, read its legal moves, play one. */
const CLIENT = `
import createClient from 'openapi-fetch';
import type { paths } from './api.js';

const baseUrl = process.argv[2];
const api = createClient<paths>({ baseUrl });
const registered = await api.POST('/players', { body: { name: 'Typed Client' } });
if (!registered.data) throw new Error('POST /players failed: ' + registered.response.status);
const headers = { authorization: 'Bearer ' + registered.data.token };

const created = await api.POST('/games', { headers, body: { type: 'the-game', seats: 1, options: { extreme: true } } });
if (!created.data) throw new Error('POST /games failed: ' + created.response.status);
const id = created.data.id;

const read = await api.GET('/games/{id}', { headers, params: { path: { id }, query: { legal: 'true' } } });
if (!read.data) throw new Error('GET /games/{id} failed: ' + read.response.status);
const envelope = read.data;
if (envelope.type !== 'the-game') throw new Error('not a game of The Game: ' + envelope.type);
// Narrowed by \`type\`: The Game's view, options and moves, with their own field types.
const hand: number[] = envelope.view?.you?.hand ?? [];
const extreme: boolean = envelope.options.extreme;
const move = envelope.legalMoves?.find((candidate) => candidate.type === 'play');
if (!move) throw new Error('no legal play');

const played = await api.POST('/games/{id}/moves', { headers, params: { path: { id } }, body: { version: envelope.version, moves: [move] } });
console.log(JSON.stringify({ status: played.response.status, version: played.data?.version, hand: hand.length, extreme, move }));
`;

let stack: TestStack;
let document: Json;
let folder: string;

beforeAll(async () => {
  stack = await startTestStack(import.meta.url);
  document = (await stack.api.get<Json>('/openapi.json')).body;
  folder = await mkdtemp(join(tmpdir(), 'turnpost-openapi-client-'));
  // The generated client resolves openapi-fetch (and TypeScript its types) from the project's installed packages.
  await symlink(resolve('node_modules'), join(folder, 'node_modules'), 'dir');
  await writeFile(join(folder, 'package.json'), JSON.stringify({ type: 'module' }));
});
afterAll(async () => {
  await stack?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** Typechecks the folder's clients strictly, as a user's `tsc --strict` would (one program: the generated types are big): each file's diagnostics, as text. */
function typecheck(files: string[]): Map<string, string[]> {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: ['node'],
    noUncheckedIndexedAccess: true,
  });
  const found = new Map(files.map((file) => [file, [] as string[]]));
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file?.fileName ?? '';
    (found.get(file) ?? found.get(files[0]!)!).push(`${file}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
  }
  return found;
}

describe('the OpenAPI document, as client tools use it', () => {
  it('generates types with which a typed openapi-fetch client plays a legal move, with no cast and no any', async () => {
    // defaultNonNullable off: an option with a default may be left out of a request (openapi-typescript would require it).
    const types = astToString(await openapiTS(JSON.stringify(document), { defaultNonNullable: false }));
    // Each game's schemas come through as named types.
    for (const game of games) expect(types, game.id).toContain(`${componentPrefix(game.id)}Envelope:`);
    await writeFile(join(folder, 'api.ts'), types);
    await writeFile(join(folder, 'client.ts'), CLIENT);
    expect(CLIENT).not.toMatch(/\bas\b\s+[A-Za-z{[]|\bany\b|<[A-Za-z]+>\s*\w|@ts-/);
    // The same client, wrong twice: another game's options, and a field The Game's view does not have.
    const wrong = CLIENT.replace('options: { extreme: true }', 'options: { targetScore: 100 }').replace('envelope.view?.you?.hand', 'envelope.view?.you?.row');
    await writeFile(join(folder, 'wrong.ts'), wrong);

    const diagnostics = typecheck([join(folder, 'client.ts'), join(folder, 'wrong.ts')]);
    expect(diagnostics.get(join(folder, 'client.ts'))).toEqual([]);
    const refused = diagnostics.get(join(folder, 'wrong.ts'))!.join('\n');
    expect(refused).toContain('targetScore');
    expect(refused).toContain("'row'");

    const output = ts.transpileModule(CLIENT, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } }).outputText;
    await writeFile(join(folder, 'client.mjs'), output);
    const { stdout } = await promisify(execFile)(process.execPath, [join(folder, 'client.mjs'), stack.local.url], { timeout: 60_000 });
    const result = JSON.parse(stdout) as { status: number; version: number; hand: number; move: { type: string } };
    expect(result).toMatchObject({ status: 200, version: 1, hand: 8, extreme: true, move: { type: 'play' } });
  }, 120_000);

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: join(folder, 'openapi.json'), config });
    const listed = problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '?'}`);
    expect(listed).toEqual([]);
  });

  it("every game's examples parse with its own schemas", () => {
    const schemas = (document.components as { schemas: Record<string, Json> }).schemas;
    for (const game of games) {
      const prefix = componentPrefix(game.id);
      const [example] = schemas[`${prefix}Envelope`]!.examples as Array<{ type: string; view: unknown; legalMoves: unknown[] }>;
      expect(example!.type).toBe(game.id);
      expect(game.viewSchema.safeParse(example!.view).success, game.id).toBe(true);
      for (const move of [...example!.legalMoves, ...(schemas[`${prefix}Move`]!.examples as unknown[])]) expect(game.move.safeParse(move).success, game.id).toBe(true);
    }
  });
});
