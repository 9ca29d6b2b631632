/**
 * GET /health: liveness without touching the table; `?deep=true` also reads the table (one
 * GetItem of a key never written) and answers 503 UNAVAILABLE when the table does not answer,
 * caused for real here by dropping the test's table under the running server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/test-stack.js';

let stack: TestStack;
let dropped = false;
beforeAll(async () => {
  stack = await startTestStack(import.meta.url);
});
afterAll(async () => {
  if (dropped) await stack?.local.stop();
  else await stack?.stop();
});

describe('GET /health', () => {
  it('answers ok; deep, it reads the table for half a read unit', async () => {
    const shallow = await stack.api.get('/health');
    expect(shallow.status).toBe(200);
    expect(shallow.body).toEqual({ status: 'ok' });
    expect(shallow.headers.get('turnpost-consumed-capacity')).toBe('read=0;write=0');
    const deep = await stack.api.get('/health?deep=true');
    expect(deep.status).toBe(200);
    expect(deep.body).toEqual({ status: 'ok', table: 'ok' });
    expect(deep.headers.get('turnpost-consumed-capacity')).toBe('read=0.5;write=0');
  });

  it('is documented with its 503', async () => {
    const document = (await stack.api.get<{ paths: Record<string, { get: { responses: Record<string, unknown>; parameters?: Array<{ name: string }> } }> }>('/openapi.json')).body;
    expect(Object.keys(document.paths['/health']!.get.responses)).toContain('503');
    expect(document.paths['/health']!.get.parameters!.map((parameter) => parameter.name)).toContain('deep');
  });

  it('answers 503 UNAVAILABLE, deep, once the table is gone, and still ok when shallow', async () => {
    await stack.table.drop();
    dropped = true;
    const deep = await stack.api.get<{ error: { code: string; message: string } }>('/health?deep=true');
    expect(deep.status).toBe(503);
    expect(deep.body.error).toEqual({ code: 'UNAVAILABLE', message: 'the table did not answer' });
    expect((await stack.api.get('/health')).status).toBe(200);
  });
});
