/**
 * Webhook signatures, as a receiver checks them: the README's verification snippet is this
 * function's logic (HMAC-SHA256 over "<timestamp>.<raw body>", constant-time compare, a
 * tolerance on the timestamp).
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newSigningSecret, verifyWebhookSignature, webhookSignature } from '../../functions/notify/webhook-safety/signature.js';

const secret = 'whsec_test-secret';
const body = JSON.stringify({ event: 'your-turn', deliveryId: 'd', gameId: 'g', type: 'the-game', version: 3, awaiting: [1], url: 'https://x/games/g', at: '2026-01-01T00:00:00.000Z' });
const timestamp = 1_767_225_600;

describe('webhook signatures', () => {
  it('are v1= and the hex HMAC-SHA256 of "<timestamp>.<raw body>" keyed with the secret', () => {
    const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    expect(webhookSignature(secret, timestamp, body)).toBe(`v1=${expected}`);
  });

  it('verify for the right secret, body and timestamp', () => {
    const signature = webhookSignature(secret, timestamp, body);
    expect(verifyWebhookSignature({ secret, timestamp: String(timestamp), body, signature, now: timestamp + 10 })).toBe(true);
  });

  it('fail for another secret, a changed body, a changed timestamp, or a stale delivery', () => {
    const signature = webhookSignature(secret, timestamp, body);
    const check = (overrides: Partial<Parameters<typeof verifyWebhookSignature>[0]>) =>
      verifyWebhookSignature({ secret, timestamp: String(timestamp), body, signature, now: timestamp, ...overrides });
    expect(check({ secret: 'whsec_other' })).toBe(false);
    expect(check({ body: body.replace('"version":3', '"version":4') })).toBe(false);
    expect(check({ timestamp: String(timestamp + 1), now: timestamp + 1 })).toBe(false);
    expect(check({ now: timestamp + 301 })).toBe(false);
    expect(check({ signature: signature.slice(0, -1) })).toBe(false);
    expect(check({ timestamp: 'soon' })).toBe(false);
  });

  it('secrets are 256 random bits, never repeated', () => {
    const secrets = Array.from({ length: 50 }, newSigningSecret);
    expect(new Set(secrets).size).toBe(50);
    for (const generated of secrets) expect(generated).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  });
});
