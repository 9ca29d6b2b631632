/** GET /health, GET /openapi.json, GET /game-types: public; the documents are built once per process. */
// A namespace import lets esbuild drop the parts of zod this code never uses (e.g. its locales).
import * as z from 'zod';
import { botLevelsOf, type AnyGame } from '../../../engine/index.js';
import { defineRoute } from '../route.js';
import { Unavailable } from '../../errors.js';
import { GameTypes, Health, HealthQuery } from '../schemas.js';
import { json } from '../types.js';

const health = defineRoute({
  method: 'GET',
  path: '/health',
  summary: 'Liveness; with `deep=true` also that the table answers (503 when it does not)',
  auth: 'none',
  query: HealthQuery,
  answers: { 200: Health },
  errors: [503],
  async handle({ query }, ctx) {
    if (!query.deep) return json(200, { status: 'ok' });
    try {
      await ctx.probeTable();
    } catch (error) {
      // DynamoDB's error name says enough to act on (ResourceNotFoundException, AccessDenied…), and echoes nothing of the request.
      ctx.log.error('health check: the table did not answer', { error: error instanceof Error ? error.name : String(error) });
      throw new Unavailable('the table did not answer');
    }
    return json(200, { status: 'ok', table: 'ok' });
  },
});

const openApi = defineRoute({
  method: 'GET',
  path: '/openapi.json',
  summary: 'This document: OpenAPI 3.1, generated from the schemas that validate requests',
  auth: 'none',
  answers: { 200: z.record(z.string(), z.unknown()) },
  errors: [],
  handle: async (_input, ctx) =>
    json(200, (ctx.documents.openApi ??= ctx.openApi(ctx.routes, ctx.catalog, ctx.config))),
});

const gameTypes = defineRoute({
  method: 'GET',
  path: '/game-types',
  summary: 'Every hosted game: id, title, player counts, JSON Schemas of its options and moves',
  auth: 'none',
  answers: { 200: GameTypes },
  errors: [],
  handle: async (_input, ctx) =>
    json(200, (ctx.documents.gameTypes ??= { gameTypes: ctx.catalog.all.map((game) => gameType(game, ctx.config.allowStacked)) })),
});

function gameType(game: AnyGame, withStack: boolean) {
  const schema = (of: z.ZodType) => {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(of, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    return rest;
  };
  return {
    id: game.id,
    title: game.title,
    minPlayers: game.minPlayers,
    maxPlayers: game.maxPlayers,
    optionsSchema: schema(game.options),
    moveSchema: schema(game.move),
    botLevels: botLevelsOf(game),
    chatRules: { chat: game.chatRules.chat, why: game.chatRules.why },
    ...(withStack ? { stackSchema: schema(game.stack) } : {}),
  };
}

export const metaRoutes = [health, openApi, gameTypes];
