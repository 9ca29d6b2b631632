/**
 * The web app's API types are generated from the OpenAPI document (bin/api-types.ts, run by
 * `npm run typecheck`), which the server generates from its zod schemas: the app names those
 * types and restates none.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiTypesSource } from '../../bin/api-types.js';
import { games } from '../../engine/index.js';
import { componentPrefix } from '../../functions/http/game-schemas.js';

describe("the web app's API types", () => {
  it("are generated with every game's envelope, view and moves, and the same names under every runner", async () => {
    const source = await apiTypesSource();
    for (const game of games) {
      for (const part of ['Envelope', 'View', 'Move']) expect(source).toContain(`${componentPrefix(game.id)}${part}: `);
    }
    // A schema exported under two names (AddBot = BotSeatRequest) is named as a module namespace lists them.
    expect(source).toContain('components["schemas"]["AddBot"]');
    expect(source).not.toContain('BotSeatRequest');
  });

  it('are where the app reads its types, with no schema restated by hand', () => {
    const names = readFileSync(new URL('../../web/src/api/types.ts', import.meta.url), 'utf8');
    expect(names).toContain("from './openapi.gen.js'");
    // Interfaces left by hand are the app's own readings (a JSON Schema, an open move), not answers.
    expect([...names.matchAll(/^export interface (\w+)/gm)].map((match) => match[1]).sort()).toEqual(['JsonSchema', 'Move']);
  });
});
