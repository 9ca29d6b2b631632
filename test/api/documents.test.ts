/**
 * GET /health, GET /game-types and GET /openapi.json: the documents a client builds on. The
 * OpenAPI document must describe every route, resolve every reference, and come from the same
 * schemas that validate requests (so a field added to a schema shows up in the document).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botLevelsOf, games } from '../../engine/index.js';
import { routes } from '../../functions/http/app.js';
import { componentPrefix } from '../../functions/http/game-schemas.js';
import { startTestStack, type TestStack } from '../support/test-stack.js';

type Json = Record<string, unknown>;

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack(import.meta.url);
});
afterAll(async () => {
  await stack?.stop();
});

/** Every `$ref` in a document. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((inner) => refsIn(inner, found));
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      else refsIn(inner, found);
    }
  }
  return found;
}

describe('public documents', () => {
  it('GET /health answers ok', async () => {
    const answer = await stack.api.get('/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('GET /game-types lists every game with JSON Schemas of its options and moves', async () => {
    const answer = await stack.api.get<{ gameTypes: Json[] }>('/game-types');
    expect(answer.status).toBe(200);
    expect(answer.body.gameTypes.map((type) => type.id)).toEqual(games.map((game) => game.id));
    for (const type of answer.body.gameTypes) {
      const game = games.find((candidate) => candidate.id === type.id)!;
      expect(type).toMatchObject({ title: game.title, minPlayers: game.minPlayers, maxPlayers: game.maxPlayers });
      expect(type.optionsSchema).toMatchObject({ type: 'object' });
      expect(JSON.stringify(type.moveSchema)).toContain('"type"');
      // The local stack allows stacked setups, so it documents them.
      expect(type.stackSchema).toMatchObject({ type: 'object' });
    }
    const theGame = answer.body.gameTypes.find((type) => type.id === 'the-game')!;
    expect(JSON.stringify(theGame.moveSchema)).toContain('endTurn');
    expect(JSON.stringify(theGame.optionsSchema)).toContain('extreme');
    // The levels a New game form offers come from here, with what each does in this game.
    for (const type of answer.body.gameTypes) {
      const game = games.find((candidate) => candidate.id === type.id)!;
      expect(type.botLevels).toEqual(botLevelsOf(game));
      expect((type.botLevels as Array<{ level: string }>).map((entry) => entry.level).slice(0, 2)).toEqual(['random', 'basic']);
    }
    expect((theGame.botLevels as Array<{ level: string; description: string }>).find((entry) => entry.level === 'strong')?.description).toMatch(/hints/);
  });

  it('GET /openapi.json is an OpenAPI 3.1 document of every route, whose references all resolve', async () => {
    const answer = await stack.api.get<Json>('/openapi.json');
    expect(answer.status).toBe(200);
    const document = answer.body as { openapi: string; paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Json> } };
    expect(document.openapi).toBe('3.1.0');
    for (const route of routes) {
      const operation = document.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(Object.keys(operation!.responses as Json)).toEqual(expect.arrayContaining(['400', '429', '500']));
    }
    for (const ref of refsIn(document)) {
      expect(ref.startsWith('#/'), ref).toBe(true);
      const target = ref.slice(2).split('/').reduce<unknown>((node, part) => (node as Json | undefined)?.[part], document);
      expect(target, ref).toBeDefined();
    }
    // Generated from the request schemas: strict objects, bounds and all.
    const submit = document.components.schemas.SubmitMoves as { properties: Json; additionalProperties: boolean; required: string[] };
    expect(submit.additionalProperties).toBe(false);
    expect(submit.required).toEqual(['moves']);
    expect(submit.properties.moves).toMatchObject({ type: 'array', minItems: 1, maxItems: 64 });
    // The local stack documents its stacked setups; every game's moves have a component.
    expect(document.components.schemas.CreateStackedGame).toBeDefined();
    // Typed per game: each game's move, options, view and envelope is a component; the envelope is a union on `type`.
    for (const game of games) {
      const prefix = componentPrefix(game.id);
      for (const part of ['Move', 'Options', 'View', 'Envelope', 'CreatedGame', 'CreateStackedGame']) expect(document.components.schemas[`${prefix}${part}`], `${prefix}${part}`).toBeDefined();
    }
    expect(document.components.schemas.Envelope).toMatchObject({ oneOf: games.map((game) => ({ $ref: `#/components/schemas/${componentPrefix(game.id)}Envelope` })), discriminator: { propertyName: 'type' } });
    const envelope = document.components.schemas.TheGameEnvelope as { required: string[]; properties: Record<string, Json> };
    expect(envelope.properties.type).toMatchObject({ const: 'the-game' });
    expect(envelope.properties.view).toMatchObject({ anyOf: [{ $ref: '#/components/schemas/TheGameView' }, { type: 'null' }] });
    expect(envelope.required).toEqual(expect.arrayContaining(['id', 'type', 'status', 'version', 'seats', 'you', 'awaiting', 'yourTurn', 'deadline', 'options', 'view', 'outcome', 'fairness']));
  });

  it('documents each route as the router runs it: auth, body, query and headers', async () => {
    const document = (await stack.api.get<Json>('/openapi.json')).body as { paths: Record<string, Record<string, Json>> };
    for (const route of routes) {
      const operation = document.paths[route.path]![route.method.toLowerCase()] as { security?: unknown[]; requestBody?: { required: boolean }; parameters?: Array<{ name: string; in: string }> };
      const name = `${route.method} ${route.path}`;
      expect(operation.security, name).toEqual({ none: [], optional: [{}, { bearer: [] }], player: [{ bearer: [] }] }[route.auth]);
      // A left-out optional body reads as {}; the document says it may be left out.
      expect(operation.requestBody?.required, name).toBe(route.body ? !route.optionalBody : undefined);
      const headers = (operation.parameters ?? []).filter((parameter) => parameter.in === 'header').map((parameter) => parameter.name);
      expect(headers, name).toEqual([...Object.keys(route.headers ?? {}), ...(route.idempotent ? ['Idempotency-Key'] : [])]);
      const inQuery = (operation.parameters ?? []).some((parameter) => parameter.in === 'query');
      expect(inQuery, name).toBe(route.query !== undefined);
    }
    expect(routes.filter((route) => route.idempotent).map((route) => route.path)).toEqual(['/games/{id}/moves', '/games/{id}/resign', '/games/{id}/undo', '/games/{id}/undo/{requestId}']);
  });

  it('documents the conditional GET: ETag on the 200, and the 304 a matching If-None-Match gets', async () => {
    const document = (await stack.api.get<Json>('/openapi.json')).body as { paths: Record<string, Record<string, { responses: Record<string, Json> }>> };
    const responses = document.paths['/games/{id}']!.get!.responses;
    expect(Object.keys(responses['200']!.headers as Json)).toEqual(['ETag']);
    expect(responses['304']).toMatchObject({ headers: { ETag: { schema: { type: 'string' } } } });
    expect(responses['304']).not.toHaveProperty('content');
    // Only routes that read If-None-Match can answer 304.
    const with304 = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).filter(([, operation]) => '304' in operation.responses).map(([method]) => `${method} ${path}`));
    expect(with304).toEqual(routes.filter((route) => 'If-None-Match' in (route.headers ?? {})).map((route) => `${route.method.toLowerCase()} ${route.path}`));
  });
});
