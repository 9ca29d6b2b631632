/**
 * The web app's API types are generated from the OpenAPI document (bin/api-types.ts), which the
 * server generates from its zod schemas: this fails while the committed file is not what the
 * schemas give today, so a schema change cannot leave the app's types behind.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypesSource } from '../../bin/api-types.js';

describe("the web app's API types", () => {
  it('are what the server schemas generate (run `npm run api-types` after changing them)', async () => {
    const committed = readFileSync(API_TYPES_FILE, 'utf8');
    expect(committed).toContain('export interface components');
    expect(committed === (await apiTypesSource())).toBe(true);
  });

  it('are where the app reads its types, with no schema restated by hand', () => {
    const names = readFileSync(new URL('../../web/src/api/types.ts', import.meta.url), 'utf8');
    expect(names).toContain("from './openapi.gen.js'");
    // Interfaces left by hand are the app's own readings (a JSON Schema, an open move), not answers.
    expect([...names.matchAll(/^export interface (\w+)/gm)].map((match) => match[1]).sort()).toEqual(['JsonSchema', 'Move']);
  });
});
