/**
 * HTTP conventions through the real server (the same router serves Lambda): 405 with `Allow` on
 * a known path called with a method it lacks, HEAD wherever GET is, 415 for a body not sent as
 * JSON, and 400 with a plain message for JSON nested deeper than the limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../functions/http/body.js';
import { registerPlayer, startGame, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';

let stack: TestStack;
let ada: TestPlayer;
let gameId: string;

beforeAll(async () => {
  stack = await startTestStack(import.meta.url);
  ada = await registerPlayer(stack.api, 'Ada');
  gameId = (await startGame(stack.api, ada, [], { type: 'the-game', seed: 'conventions' })).id;
});
afterAll(async () => {
  await stack?.stop();
});

const send = (method: string, path: string, init: RequestInit = {}) => fetch(`${stack.local.url}${path}`, { method, ...init });
const bearer = () => ({ authorization: `Bearer ${ada.token}` });

describe('405 Method Not Allowed', () => {
  it('names the methods of a known path in Allow, with the usual error body', async () => {
    const cases: Array<[string, string, string]> = [
      ['DELETE', `/games/${gameId}`, 'GET, HEAD'],
      ['PUT', '/players/me', 'DELETE, GET, HEAD, PATCH'],
      ['GET', `/games/${gameId}/moves`, 'POST'],
      ['HEAD', '/players', 'POST'],
      ['PATCH', '/health', 'GET, HEAD'],
    ];
    for (const [method, path, allow] of cases) {
      const answer = await send(method, path, { headers: bearer() });
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.get('allow'), `${method} ${path}`).toBe(allow);
      if (method !== 'HEAD') expect(await answer.json()).toEqual({ error: { code: 'METHOD_NOT_ALLOWED', message: 'this path does not take this method', details: { allow: allow.split(', ') } } });
    }
  });

  it('still answers 404 for a path that exists with no method', async () => {
    const answer = await send('DELETE', '/nowhere');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('allow')).toBeNull();
  });
});

describe('HEAD', () => {
  it('answers where GET does, with the same status and headers and no body', async () => {
    for (const path of ['/health', `/games/${gameId}`, '/players/me', '/openapi.json']) {
      const [get, head] = [await send('GET', path, { headers: bearer() }), await send('HEAD', path, { headers: bearer() })];
      expect(head.status, path).toBe(get.status);
      expect(get.status, path).toBe(200);
      for (const name of ['content-type', 'cache-control', 'etag']) expect(head.headers.get(name), `${path} ${name}`).toBe(get.headers.get(name));
      expect(await head.text(), path).toBe('');
      expect((await get.text()).length, path).toBeGreaterThan(0);
    }
  });

  it('is checked like the GET it stands for (no token on a player route: 401)', async () => {
    const head = await send('HEAD', '/players/me');
    expect(head.status).toBe(401);
    expect(await head.text()).toBe('');
  });
});

describe('415 Unsupported Media Type', () => {
  const body = JSON.stringify({ name: 'Plain' });

  it('refuses a body sent as anything but application/json, and writes nothing', async () => {
    const before = await stack.table.scan();
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/jsonx', null]) {
      const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
      // A byte array carries no content type of its own, so `null` really sends none.
      const answer = await send('POST', '/players', { headers, body: new TextEncoder().encode(body) });
      expect(answer.status, String(contentType)).toBe(415);
      expect(await answer.json()).toEqual({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'send the body as JSON, with content-type: application/json' } });
    }
    expect(await stack.table.scan()).toEqual(before);
  });

  it('accepts application/json in any case and with parameters', async () => {
    for (const contentType of ['application/json', 'Application/JSON; charset=utf-8']) {
      expect((await send('POST', '/players', { headers: { 'content-type': contentType }, body })).status, contentType).toBe(201);
    }
  });

  it('does not ask a route that reads no body, or an empty optional body, for a content type', async () => {
    const resigned = await send('POST', `/games/${gameId}/resign`, { headers: bearer() });
    expect(resigned.status).toBe(200);
  });
});

describe('nesting limit', () => {
  const nested = (depth: number) => `{"name":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
  const post = (raw: string) => stack.api.post('/players', { raw });

  it(`refuses JSON nested more than ${MAX_JSON_DEPTH} levels with a plain 400, however deep`, async () => {
    for (const depth of [MAX_JSON_DEPTH + 1, 5_000, 30_000]) {
      const answer = await post(nested(depth));
      expect(answer.status, String(depth)).toBe(400);
      expect(answer.body, String(depth)).toEqual({ error: { code: 'VALIDATION', message: `the body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep`, details: { limit: MAX_JSON_DEPTH } } });
    }
  });

  it('parses JSON at the limit (then the schema judges it)', async () => {
    const atLimit = await post(nested(MAX_JSON_DEPTH));
    expect(atLimit.status).toBe(400);
    expect(atLimit.body).toMatchObject({ error: { code: 'VALIDATION', details: { issues: [expect.objectContaining({ path: ['name'] })] } } });
  });
});

describe('the OpenAPI document', () => {
  it('documents 415 on every operation that reads a body, and only there', async () => {
    const document = (await stack.api.get<{ paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>> }>('/openapi.json')).body;
    const operations = Object.values(document.paths).flatMap((path) => Object.values(path));
    expect(operations.filter((operation) => operation.requestBody).length).toBeGreaterThan(4);
    for (const operation of operations) expect('415' in operation.responses).toBe(operation.requestBody !== undefined);
  });
});
