/**
 * The route declaration is authoritative: the router authenticates per `auth` and parses body,
 * query, declared headers and the Idempotency-Key with the route's schemas before the handler
 * runs, so handlers never read the raw request and every route refuses bad input alike.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { routes } from '../../functions/http/app.js';
import { defineRoute, type ApiContext } from '../../functions/http/route.js';
import { runRoute } from '../../functions/http/route-input.js';
import { json, type ApiRequest } from '../../functions/http/types.js';
import { registerPlayer, startGame, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';

const ROUTES_DIR = new URL('../../functions/http/routes/', import.meta.url);

describe('route handlers', () => {
  it('never parse the raw request, authenticate or commit by hand', () => {
    const files = readdirSync(ROUTES_DIR).filter((file) => file.endsWith('.ts'));
    expect(files.length).toBeGreaterThanOrEqual(6);
    // Each is the router's job (route-input.ts) or the commit helper's (commit-answer.ts).
    const forbidden = [/\breadJson\b/, /\bparse\(/, /\.caller\(/, /\boptionalCaller\b/, /\bidempotentRequest\b/, /\bcommitWithRetry\b/, /\breq\.(body|query|headers|params)\b/, /:\s*Route\s*=/];
    for (const file of files) {
      const source = readFileSync(new URL(file, ROUTES_DIR), 'utf8');
      for (const pattern of forbidden) expect(source, `${file} matches ${pattern}`).not.toMatch(pattern);
    }
  });
});

/** A context holding only what a route with `auth: 'none'` and no store use needs. */
const bareContext = (allowStacked: boolean) => ({ config: { allowStacked } }) as ApiContext;
const request = ({ headers, ...parts }: Partial<ApiRequest>): ApiRequest => ({ method: 'POST', path: '/x', params: {}, query: {}, headers: { 'content-type': 'application/json', ...headers }, body: null, requestId: 'r', ...parts });

describe('runRoute', () => {
  const echo = defineRoute({
    method: 'POST',
    path: '/x',
    summary: '',
    auth: 'none',
    body: z.strictObject({ n: z.number() }),
    stackedBody: z.strictObject({ n: z.number(), extra: z.string().optional() }),
    headers: { 'X-Turn': { description: 'a turn number', schema: z.string().regex(/^\d+$/).transform(Number) } },
    answers: {},
    errors: [],
    handle: async ({ body, headers, caller }) => json(200, { body, turn: headers['X-Turn'] ?? null, caller }),
  });

  it('hands the handler the parsed body and declared headers', async () => {
    const answer = await runRoute(echo, request({ body: '{"n":1}', headers: { 'x-turn': '7' } }), bareContext(false));
    expect(answer).toEqual({ status: 200, body: { body: { n: 1 }, turn: 7, caller: null } });
    expect((await runRoute(echo, request({ body: '{"n":1}' }), bareContext(false))).body).toMatchObject({ turn: null });
  });

  it('refuses a declared header that does not match its schema, naming it', async () => {
    const attempt = runRoute(echo, request({ body: '{"n":1}', headers: { 'x-turn': 'seven' } }), bareContext(false));
    await expect(attempt).rejects.toMatchObject({ status: 400, code: 'VALIDATION', message: 'the X-Turn header does not match its schema' });
  });

  it('refuses to declare a route whose path parameter has no check', () => {
    const unchecked = { method: 'GET' as const, path: '/games/{id}', summary: '', auth: 'none' as const, answers: {}, errors: [], handle: async () => json(200, {}) };
    expect(() => defineRoute(unchecked)).toThrow('GET /games/{id}: declare a check of the path parameter {id}');
    expect(defineRoute({ ...unchecked, params: { id: (raw: string) => raw } }).path).toBe('/games/{id}');
  });

  it('parses with the stacked body schema only where the server allows stacked setups', async () => {
    const stacked = request({ body: '{"n":1,"extra":"x"}' });
    await expect(runRoute(echo, stacked, bareContext(false))).rejects.toMatchObject({ status: 400, code: 'VALIDATION' });
    expect((await runRoute(echo, stacked, bareContext(true))).body).toMatchObject({ body: { n: 1, extra: 'x' } });
  });
});

describe('the router refuses bad input as the contract says', () => {
  let stack: TestStack;
  let ada: TestPlayer;
  let gameId: string;

  beforeAll(async () => {
    stack = await startTestStack(import.meta.url);
    ada = await registerPlayer(stack.api, 'Ada');
    gameId = (await startGame(stack.api, ada, [], { type: 'the-game', seed: 'contract' })).id;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const issue = (path: Array<string | number>, code: string) => ({ path, code, message: expect.any(String) });
  const validation = (message: string, issues: unknown[]) => ({ error: { code: 'VALIDATION', message, details: { issues } } });

  it('answers 401 on every player route without a token, before reading its input', async () => {
    const playerRoutes = routes.filter((route) => route.auth === 'player');
    expect(playerRoutes.length).toBeGreaterThanOrEqual(7);
    for (const route of playerRoutes) {
      const malformed = route.method === 'GET' ? {} : { raw: '{"not json' };
      const answer = await stack.api.request(route.method, route.path.replace('{id}', gameId).replace('{requestId}', '7'), malformed);
      expect(answer.status, `${route.method} ${route.path}`).toBe(401);
      expect(answer.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'this route needs `Authorization: Bearer <token>`' } });
    }
  });

  it('authenticates before reading the input on optional routes too (a bad token and a bad query: 401)', async () => {
    const answer = await stack.api.get(`/games/${gameId}?legal=maybe`, { token: `tp_${ada.id}_${'A'.repeat(43)}` });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'the token is not valid' } });
  });

  it('checks the game id before the token (404), as before', async () => {
    const answer = await stack.api.post('/games/not-an-id/moves', { body: { moves: [] } });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: { code: 'NOT_FOUND', message: 'no such game' } });
  });

  it('refuses a body that does not match its schema with the schema issues', async () => {
    const player = await stack.api.post('/players', { body: { name: 5 } });
    expect(player.status).toBe(400);
    expect(player.body).toEqual(validation('the request does not match its schema', [issue(['name'], 'invalid_type')]));
    const missing = await stack.api.post('/players');
    expect(missing.body).toEqual(validation('the request does not match its schema', [issue([], 'invalid_type')]));
    const moves = await stack.api.post(`/games/${gameId}/moves`, { token: ada.token, body: { moves: [] } });
    expect(moves.body).toEqual(validation('the request does not match its schema', [issue(['moves'], 'too_small')]));
    const resign = await stack.api.post(`/games/${gameId}/resign`, { token: ada.token, body: { version: 'one' } });
    expect(resign.body).toEqual(validation('the request does not match its schema', [issue(['version'], 'invalid_type')]));
  });

  it('reads a left-out optional body as {}', async () => {
    const answer = await stack.api.request('PATCH', '/players/me', { token: ada.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ player: { id: ada.id, name: 'Ada' } });
  });

  it('refuses a query that does not match its schema', async () => {
    const game = await stack.api.get(`/games/${gameId}?legal=maybe`);
    expect(game.status).toBe(400);
    expect(game.body).toEqual(validation('the query does not match its schema', [issue(['legal'], 'invalid_value')]));
    // Unknown parameters (cache busters) are ignored; a known one with a bad value is not.
    const mine = await stack.api.get('/players/me/games?status=paused&_=1', { token: ada.token });
    expect(mine.body).toEqual(validation('the query does not match its schema', [issue(['status'], 'invalid_value')]));
  });

  it('refuses a malformed Idempotency-Key, after the body', async () => {
    const key = await stack.api.post(`/games/${gameId}/resign`, { token: ada.token, headers: { 'idempotency-key': 'has space' } });
    expect(key.status).toBe(400);
    expect(key.body).toEqual(validation('the Idempotency-Key header does not match its schema', [issue([], 'invalid_format')]));
    const both = await stack.api.post(`/games/${gameId}/moves`, { token: ada.token, body: { moves: [] }, headers: { 'idempotency-key': 'has space' } });
    expect(both.body).toEqual(validation('the request does not match its schema', [issue(['moves'], 'too_small')]));
  });
});
