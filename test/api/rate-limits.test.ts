/**
 * Per-client rate limits on the local stack (in memory, the deployed WAF's rules): one client
 * over its limit gets 429 with Retry-After and the usual error body while another is served at
 * the same time; sign-ups have a tighter limit of their own. The limits here are shrunk; each
 * test client is named by a header, which the stack trusts only because this test configures it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../functions/http/rate-limit-rules.js';
import { RateLimiter } from '../../functions/http/rate-limiter.js';
import type { ApiRequest } from '../../functions/http/types.js';
import { startTestStack, type TestStack } from '../support/test-stack.js';

const CLIENT = 'x-test-client';
// Ten-minute windows: a slow machine cannot let a window pass within a test.
const limits = { perClient: { limit: 5, windowSeconds: 600 }, signUps: { limit: 2, windowSeconds: 600 } } as const;

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack(import.meta.url, { rateLimits: { ...limits, clientHeader: CLIENT } });
});
afterAll(async () => {
  await stack?.stop();
});

const as = (client: string) => ({ headers: { [CLIENT]: client } });

describe('per-client rate limits on the local stack', () => {
  it('answers 429 with Retry-After to the client over its limit while another client is served', async () => {
    for (let i = 0; i < limits.perClient.limit; i++) expect((await stack.api.get('/health', as('greedy'))).status).toBe(200);
    const [refused, served] = await Promise.all([stack.api.get('/health', as('greedy')), stack.api.get('/health', as('polite'))]);
    expect(served.status).toBe(200);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(limits.perClient.windowSeconds);
    expect(refused.body).toEqual({ error: { code: 'RATE_LIMITED', message: `too many requests from this client; retry in ${retryAfter} s` } });
    expect(refused.headers.get('x-request-id')).toBeTruthy();
    // Every route counts, known or not: the limit is the client's, not the route's.
    expect((await stack.api.get('/nowhere', as('greedy'))).status).toBe(429);
    expect((await stack.api.post('/players', { ...as('greedy'), body: { name: 'Greedy' } })).status).toBe(429);
  });

  it('holds sign-ups to their own, tighter limit, which leaves the client its other requests', async () => {
    for (const name of ['One', 'Two']) expect((await stack.api.post('/players', { ...as('signer'), body: { name } })).status).toBe(201);
    const third = await stack.api.post('/players', { ...as('signer'), body: { name: 'Three' } });
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ error: { code: 'RATE_LIMITED', message: expect.stringMatching(/^too many sign-ups from this client; retry in \d+ s$/) } });
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await stack.api.get('/health', as('signer'))).status).toBe(200);
    expect((await stack.api.post('/players', { ...as('another-signer'), body: { name: 'Four' } })).status).toBe(201);
  });

  it('keys on the address, not a header, unless the stack is configured to trust one', async () => {
    const plain = await startTestStack(`${import.meta.url}#plain`, { rateLimits: limits });
    try {
      // Five "different" clients by header are one client by address (127.0.0.1).
      for (let i = 0; i < limits.perClient.limit; i++) expect((await plain.api.get('/health', as(`client-${i}`))).status).toBe(200);
      expect((await plain.api.get('/health', as('client-new'))).status).toBe(429);
    } finally {
      await plain.stop();
    }
  });
});

describe('RateLimiter', () => {
  const limits = { perClient: { limit: 5, windowSeconds: 60 }, signUps: { limit: 2, windowSeconds: 60 } } as const;
  const request = (method: string, path: string): ApiRequest => ({ method, path, params: {}, query: {}, headers: {}, body: null, requestId: 'r', sourceIp: '192.0.2.1' });

  it('counts a sliding window: Retry-After is when the oldest request leaves it, and refused requests do not count', () => {
    const limiter = new RateLimiter(limits);
    for (let second = 0; second < 5; second++) expect(limiter.refusal(request('GET', '/health'), second * 1000)).toBeNull();
    expect(limiter.refusal(request('GET', '/health'), 10_000)?.retryAfterSeconds).toBe(50);
    expect(limiter.refusal(request('GET', '/health'), 59_500)?.retryAfterSeconds).toBe(1);
    // The first request (at 0 s) has left the window; the refused ones never entered it.
    expect(limiter.refusal(request('GET', '/health'), 60_000)).toBeNull();
    expect(limiter.refusal(request('GET', '/health'), 60_500)?.retryAfterSeconds).toBe(1);
    expect(limiter.refusal(request('GET', '/health'), 61_000)).toBeNull();
  });

  it('counts a sign-up in both windows', () => {
    const limiter = new RateLimiter(limits);
    expect(limiter.refusal(request('POST', '/players'), 0)).toBeNull();
    expect(limiter.refusal(request('POST', '/players'), 0)).toBeNull();
    expect(limiter.refusal(request('POST', '/players'), 0)?.message).toMatch(/sign-ups/);
    for (let i = 0; i < 3; i++) expect(limiter.refusal(request('GET', '/health'), 0)).toBeNull();
    expect(limiter.refusal(request('GET', '/health'), 0)?.message).toMatch(/too many requests/);
  });

  it('ships limits a real client stays under: sign-ups tighter than requests, in windows WAF supports', () => {
    expect(RATE_LIMITS.signUps.limit).toBeLessThan(RATE_LIMITS.perClient.limit);
    for (const rule of [RATE_LIMITS.perClient, RATE_LIMITS.signUps]) {
      expect([60, 120, 300, 600]).toContain(rule.windowSeconds);
      expect(rule.limit).toBeGreaterThanOrEqual(10); // WAF's smallest rate limit
    }
  });
});
