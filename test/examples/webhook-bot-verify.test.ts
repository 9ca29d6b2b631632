/**
 * The example bot's verifier against the server's own signer: a genuine delivery passes; a
 * changed body, another secret, a stale or future timestamp, or a malformed header do not.
 */
import { describe, expect, it } from 'vitest';
import { webhookSignature } from '../../functions/notify/webhook-safety/signature.js';

interface Check {
  secret: string;
  timestamp: unknown;
  signature: unknown;
  rawBody: string;
  nowSeconds?: number;
}
// The example is plain .mjs outside the TypeScript project: load it untyped and state its shape here.
const { refusal } = (await import(new URL('../../examples/webhook-bot/verify.mjs', import.meta.url).href)) as { refusal: (check: Check) => string | null };

const secret = 'whsec_example-secret';
const now = 1_767_225_600;
const body = '{"event":"your-turn","deliveryId":"d1","gameId":"g1","version":7,"awaiting":[1]}';
const signed = (at: number, text = body, key = secret) => ({ secret, timestamp: String(at), signature: webhookSignature(key, at, text), rawBody: body, nowSeconds: now });

describe('the webhook-bot verifier', () => {
  it('accepts a delivery the server signed, within five minutes either side', () => {
    expect(refusal(signed(now))).toBeNull();
    expect(refusal(signed(now - 300))).toBeNull();
    expect(refusal(signed(now + 300))).toBeNull();
  });

  it('refuses a changed body, another secret, or a forged signature', () => {
    expect(refusal(signed(now, `${body} `))).toBe('bad signature');
    expect(refusal(signed(now, body, 'whsec_other'))).toBe('bad signature');
    expect(refusal({ ...signed(now), signature: `v1=${'0'.repeat(64)}` })).toBe('bad signature');
    expect(refusal({ ...signed(now), signature: 'v1=short' })).toBe('bad signature');
    expect(refusal({ ...signed(now), signature: undefined })).toBe('missing turnpost-signature');
  });

  it('refuses a replayed (old) or far-future timestamp even when its signature is genuine', () => {
    expect(refusal(signed(now - 301))).toBe('timestamp outside the window');
    expect(refusal(signed(now + 301))).toBe('timestamp outside the window');
    expect(refusal({ ...signed(now), timestamp: undefined })).toBe('missing or malformed turnpost-timestamp');
    expect(refusal({ ...signed(now), timestamp: '1767225600.5' })).toBe('missing or malformed turnpost-timestamp');
  });
});
