/**
 * One webhook attempt against a real receiver on 127.0.0.1: an attempt whose signal is already
 * aborted (the local stack stopping during a retry) answers "aborted" and sends nothing — and the
 * request it destroys raises no unhandled error (vitest fails the run on one).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook } from '../../functions/notify/deliver/webhook-post.js';
import { localUrlPolicy } from '../../functions/notify/webhook-safety/url-policy.js';

let server: Server;
let url: string;
let received = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    received++;
    req.resume();
    req.on('end', () => res.writeHead(204).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const attempt = () => ({ url, body: '{}', headers: { 'content-type': 'application/json' } });

describe('postWebhook', () => {
  it('delivers to a live receiver', async () => {
    expect(await postWebhook(attempt(), { policy: localUrlPolicy, timeoutMs: 5_000 })).toEqual({ ok: true, status: 204 });
  });

  it('answers an already aborted attempt with "aborted", sends nothing, and raises no unhandled error', async () => {
    const before = received;
    const controller = new AbortController();
    controller.abort();
    expect(await postWebhook(attempt(), { policy: localUrlPolicy, timeoutMs: 5_000, signal: controller.signal })).toEqual({ ok: false, error: 'aborted' });
    await new Promise((resolve) => setTimeout(resolve, 100)); // an unhandled 'error' would surface here
    expect(received).toBe(before);
  });
});
