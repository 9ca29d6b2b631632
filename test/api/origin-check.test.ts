/**
 * The front door check, over HTTP: the deployed api handler (functions/handlers/api.ts, configured
 * from the environment as Lambda configures it) behind the node:http adapter. With the origin
 * secrets set, as the stack sets them, a request without CloudFront's header (what the
 * execute-api endpoint receives from anyone who calls it directly) is answered 403 before any
 * route runs; with either accepted value it is served.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { serveLambda } from '../../bin/http-adapter.js';
import { isAcceptedSecret, ORIGIN_SECRET_HEADER } from '../../functions/http/origin-check.js';
import { TestTable } from '../support/dynamodb.js';

const CURRENT = 'current-generation-secret-value-0123456789';
const NEXT = 'next-generation-secret-value-9876543210abcd';

let table: TestTable;
let server: Server;
let url: string;

beforeAll(async () => {
  table = await TestTable.create(import.meta.url);
  Object.assign(process.env, {
    TABLE_NAME: table.name,
    TURNPOST_MODE: 'aws',
    AWS_ENDPOINT_URL_DYNAMODB: table.endpoint,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_REGION: 'local',
    TURNPOST_ORIGIN_SECRET: CURRENT,
    TURNPOST_ORIGIN_SECRET_NEXT: NEXT,
    LOG_LEVEL: 'error',
  });
  const { handler } = await import('../../functions/handlers/api.js');
  server = createServer(serveLambda((event) => handler(event)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await table?.drop();
});

const call = (path: string, init: RequestInit = {}) => fetch(`${url}${path}`, init);

describe('the api on AWS answers only what came through CloudFront', () => {
  it('refuses a request without the origin header with 403 FORBIDDEN, before any route (even /health and sign-up)', async () => {
    for (const [path, init] of [['/health', {}], ['/players', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Mallory' }) }], ['/no/such/route', {}]] as const) {
      const answer = await call(path, init);
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'call the API through its public URL' } });
      expect(answer.headers.get('x-request-id')).toBeTruthy();
    }
    expect(await table.scan()).toEqual([]);
  });

  it('refuses a wrong value, a prefix of the right one, and the right one with a suffix', async () => {
    for (const value of ['wrong', CURRENT.slice(0, -1), `${CURRENT}x`, `${CURRENT},${NEXT}`]) {
      expect((await call('/health', { headers: { [ORIGIN_SECRET_HEADER]: value } })).status).toBe(403);
    }
  });

  it('serves a request with either accepted value (the one CloudFront sends, and the next generation during a rotation)', async () => {
    for (const value of [CURRENT, NEXT]) {
      const answer = await call('/health', { headers: { [ORIGIN_SECRET_HEADER]: value } });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ status: 'ok' });
    }
    const signUp = await call('/players', { method: 'POST', headers: { [ORIGIN_SECRET_HEADER]: CURRENT, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Ann' }) });
    expect(signUp.status).toBe(201);
  });
});

describe('isAcceptedSecret', () => {
  it('accepts exactly the accepted values', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string({ minLength: 1 }), { maxLength: 3 }), (sent, accepted) => {
        expect(isAcceptedSecret(sent, accepted)).toBe(accepted.includes(sent));
      }),
    );
    expect(isAcceptedSecret(undefined, ['a'])).toBe(false);
    expect(isAcceptedSecret('', [])).toBe(false);
  });
});
