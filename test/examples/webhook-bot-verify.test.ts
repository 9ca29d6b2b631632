/**
 * The example bot's dependency-free verifier against the server's own signer and the
 * `standardwebhooks` library's: a genuine delivery passes, also when it carries the old secret's
 * signature beside the new one (a rotation); a changed body, another secret, a stale or future
 * timestamp, or missing headers do not.
 */
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newSigningSecret, signatureHeader, webhookSignature } from '../../functions/notify/webhook-safety/signature.js';

interface Check {
  secret: string;
  headers: Record<string, string | undefined>;
  rawBody: string;
  nowSeconds?: number;
}
// The example is plain .mjs outside the TypeScript project: load it untyped and state its shape here.
const { refusal } = (await import(new URL('../../examples/webhook-bot/verify.mjs', import.meta.url).href)) as { refusal: (check: Check) => string | null };

const secret = newSigningSecret();
const id = 'delivery-0001';
const now = 1_767_225_600;
const body = '{"event":"your-turn","deliveryId":"delivery-0001","gameId":"g1","version":7,"awaiting":[1]}';
const signed = (at: number, text = body, key = secret): Check => ({
  secret,
  headers: { 'webhook-id': id, 'webhook-timestamp': String(at), 'webhook-signature': webhookSignature(key, id, at, text) },
  rawBody: body,
  nowSeconds: now,
});
const withHeaders = (headers: Record<string, string | undefined>): Check => ({ ...signed(now), headers: { ...signed(now).headers, ...headers } });

describe('the webhook-bot verifier', () => {
  it('accepts a delivery the server signed, within five minutes either side', () => {
    expect(refusal(signed(now))).toBeNull();
    expect(refusal(signed(now - 300))).toBeNull();
    expect(refusal(signed(now + 300))).toBeNull();
  });

  it('accepts what the standardwebhooks library signs, and a rotation header under either secret', () => {
    expect(refusal(withHeaders({ 'webhook-signature': new Webhook(secret).sign(id, new Date(now * 1000), body) }))).toBeNull();
    const previous = newSigningSecret();
    const rotation = signatureHeader([newSigningSecret(), previous], id, now, body);
    expect(refusal(withHeaders({ 'webhook-signature': rotation }))).toBe('bad signature');
    expect(refusal({ ...withHeaders({ 'webhook-signature': rotation }), secret: previous })).toBeNull();
  });

  it('refuses a changed body, another secret, another id, or a forged signature', () => {
    expect(refusal(signed(now, `${body} `))).toBe('bad signature');
    expect(refusal(signed(now, body, newSigningSecret()))).toBe('bad signature');
    expect(refusal(withHeaders({ 'webhook-id': 'delivery-0002' }))).toBe('bad signature');
    expect(refusal(withHeaders({ 'webhook-signature': `v1,${Buffer.alloc(32).toString('base64')}` }))).toBe('bad signature');
    expect(refusal(withHeaders({ 'webhook-signature': 'v1,short' }))).toBe('bad signature');
    expect(refusal(withHeaders({ 'webhook-signature': webhookSignature(secret, id, now, body).replace('v1,', 'v2,') }))).toBe('bad signature');
    expect(refusal(withHeaders({ 'webhook-signature': undefined }))).toBe('missing webhook-signature');
    expect(refusal(withHeaders({ 'webhook-id': undefined }))).toBe('missing webhook-id');
  });

  it('refuses a replayed (old) or far-future timestamp even when its signature is genuine', () => {
    expect(refusal(signed(now - 301))).toBe('timestamp outside the window');
    expect(refusal(signed(now + 301))).toBe('timestamp outside the window');
    expect(refusal(withHeaders({ 'webhook-timestamp': undefined }))).toBe('missing or malformed webhook-timestamp');
    expect(refusal(withHeaders({ 'webhook-timestamp': '1767225600.5' }))).toBe('missing or malformed webhook-timestamp');
  });
});
