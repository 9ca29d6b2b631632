/**
 * The Lambda entry point as API Gateway calls it (payload format 2.0), configured like the
 * deployed stack: stacked setups and seeds are refused, no capacity header, links from
 * TURNPOST_PUBLIC_URL. Also: stage prefixes, base64 bodies, and a fault inside a game becoming a
 * 500 that names the request, hides the stack, logs it, and writes nothing.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import * as z from 'zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FREE_CHAT, games, type AnyGame } from '../../engine/index.js';
import { loadConfig } from '../../functions/config.js';
import { createApi } from '../../functions/http/app.js';
import { openApiDocument } from '../../functions/http/openapi.js';
import { lambdaHandler } from '../../functions/http/lambda.js';
import type { Logger } from '../../functions/log.js';
import { TestTable } from '../support/dynamodb.js';

type Handler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

/** A game whose rules fail with a plain Error on the move `{ type: 'crash' }`: a bug, not a rule. */
const faultyGame: AnyGame = {
  id: 'faulty',
  title: 'Faulty',
  minPlayers: 1,
  maxPlayers: 1,
  chatRules: FREE_CHAT,
  options: z.strictObject({}),
  move: z.discriminatedUnion('type', [z.strictObject({ type: z.literal('tick') }), z.strictObject({ type: z.literal('crash') })]),
  stack: z.strictObject({}),
  viewSchema: z.strictObject({ ticks: z.number() }),
  setup: () => ({ state: { ticks: 0 }, events: [] }),
  awaiting: () => [0],
  apply: (state: { ticks: number }, _seat, move: { type: string }) => {
    if (move.type === 'crash') throw new TypeError("Cannot read properties of undefined (reading 'secret')");
    return { state: { ticks: state.ticks + 1 }, events: [] };
  },
  reveals: () => false,
  variants: [{ players: 1 }],
  redealHidden: (state) => state, // nothing hidden
  resign: (state) => ({ state, events: [] }),
  view: (state) => state,
  outcome: () => null,
  legalMoves: () => [{ type: 'tick' }],
};

let table: TestTable;
let handler: Handler;
const logged: Array<Record<string, unknown>> = [];
const capture: Logger = { info: () => {}, error: (message, fields) => logged.push({ message, ...fields }) };

beforeAll(async () => {
  table = await TestTable.create(import.meta.url);
  const config = loadConfig({ TABLE_NAME: table.name, TURNPOST_PUBLIC_URL: 'https://games.example.com/', AWS_REGION: 'local' });
  handler = lambdaHandler(createApi({ config, client: table.dynamo, games: [...games, faultyGame], log: capture, openApi: openApiDocument }));
});
afterAll(async () => {
  await table?.drop();
});

let requests = 0;
function event(method: string, rawPath: string, options: { body?: unknown; token?: string; stage?: string; base64?: boolean } = {}): APIGatewayProxyEventV2 {
  const text = options.body === undefined ? undefined : JSON.stringify(options.body);
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath,
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    requestContext: {
      accountId: '123456789012',
      apiId: 'api',
      domainName: 'api.example.com',
      domainPrefix: 'api',
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '203.0.113.1', userAgent: 'test' },
      requestId: `request-${++requests}`,
      routeKey: '$default',
      stage: options.stage ?? '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    ...(text === undefined ? {} : { body: options.base64 ? Buffer.from(text).toString('base64') : text }),
    isBase64Encoded: options.base64 ?? false,
  };
}

async function call(input: APIGatewayProxyEventV2) {
  const result = await handler(input);
  return { status: result.statusCode!, headers: result.headers ?? {}, body: JSON.parse(result.body!) as Record<string, unknown> };
}

async function newPlayer(name: string): Promise<string> {
  return (await call(event('POST', '/players', { body: { name } }))).body.token as string;
}

describe('the API Lambda handler, configured as deployed', () => {
  it('refuses stacked decks and fixed seeds, and links with the public URL', async () => {
    const token = await newPlayer('Ada');
    const before = await table.scan();
    for (const extra of [{ deck: Array.from({ length: 98 }, (_, i) => i + 2) }, { seed: 'chosen' }]) {
      const refused = await call(event('POST', '/games', { token, body: { type: 'the-game', seats: 2, ...extra } }));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: { code: 'VALIDATION', details: { issues: [expect.objectContaining({ code: 'unrecognized_keys' })] } } });
    }
    expect(await table.scan()).toEqual(before);
    const created = await call(event('POST', '/games', { token, body: { type: 'the-game', seats: 2 } }));
    expect(created.status).toBe(201);
    expect(created.headers.location).toBe(`https://games.example.com/games/${created.body.id}`);
    expect(created.headers['turnpost-consumed-capacity']).toBeUndefined();
    expect(created.headers['x-request-id']).toBe(`request-${requests}`);
  });

  it('serves a named stage and base64-encoded bodies', async () => {
    expect((await call(event('GET', '/prod/health', { stage: 'prod' }))).status).toBe(200);
    const created = await call(event('POST', '/players', { body: { name: 'Encoded' }, base64: true }));
    expect(created.status).toBe(201);
    expect(created.body.player).toMatchObject({ name: 'Encoded' });
  });

  it('turns a fault into a 500 that names the request, hides the stack, is logged, and writes nothing', async () => {
    const token = await newPlayer('Bo');
    const game = await call(event('POST', '/games', { token, body: { type: 'faulty', seats: 1 } }));
    const id = game.body.id as string;
    expect((await call(event('POST', `/games/${id}/moves`, { token, body: { moves: [{ type: 'tick' }] } }))).status).toBe(200);
    const before = await table.scan();
    const failed = await call(event('POST', `/games/${id}/moves`, { token, body: { moves: [{ type: 'tick' }, { type: 'crash' }] } }));
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ error: { code: 'INTERNAL', message: 'internal error', details: { requestId: `request-${requests}` } } });
    expect(JSON.stringify(failed.body)).not.toMatch(/secret|TypeError|at /);
    expect(logged.at(-1)).toMatchObject({ message: 'unhandled error', requestId: `request-${requests}`, error: 'TypeError', stack: expect.stringContaining('TypeError') });
    expect(await table.scan()).toEqual(before);
  });

  it('is what functions/handlers/api.ts exports, configured from the environment, logging one line per request', async () => {
    Object.assign(process.env, { TABLE_NAME: table.name, AWS_REGION: 'local', AWS_ENDPOINT_URL_DYNAMODB: table.endpoint, AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local', TURNPOST_MODE: 'aws' });
    const lines: string[] = [];
    const console = vi.spyOn(globalThis.console, 'log').mockImplementation((line: string) => void lines.push(line));
    try {
      const module = await import('../../functions/handlers/api.js');
      const health = await module.handler(event('GET', '/health'));
      expect(health.statusCode).toBe(200);
      const created = await module.handler(event('POST', '/players', { body: { name: 'Env' } }));
      expect(created.statusCode).toBe(201);
    } finally {
      console.mockRestore();
    }
    // The consumed capacity of each request is in its log line (a player profile is one small write).
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ level: 'info', message: 'request', route: 'GET /health', status: 200, rcu: 0, wcu: 0 }),
      expect.objectContaining({ level: 'info', message: 'request', route: 'POST /players', status: 201, rcu: 0, wcu: 1 }),
    ]);
  });
});
