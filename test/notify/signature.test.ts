/**
 * Webhook signatures by the Standard Webhooks specification, checked against the specification's
 * own example and against the `standardwebhooks` library as a receiver uses it: one signature
 * verifies under its secret only; during a rotation the header carries both, and a receiver
 * holding either secret accepts the delivery.
 */
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newSigningSecret, signatureHeader, webhookSignature } from '../../functions/notify/webhook-safety/signature.js';

const body = JSON.stringify({ event: 'your-turn', deliveryId: 'd', gameId: 'g', type: 'the-game', version: 3, awaiting: [1], url: 'https://x/games/g', at: '2026-01-01T00:00:00.000Z' });
const id = '5f0c8a42-9d1e-8b7a-a3c4-2e6f0b1d9c77';
const now = () => Math.floor(Date.now() / 1000);

/** What a receiver does: the library's verify, true when it accepts. */
function accepts(secret: string, timestamp: number, signature: string, payload = body): boolean {
  try {
    new Webhook(secret).verify(payload, { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signature });
    return true;
  } catch {
    return false;
  }
}

describe('webhook signatures', () => {
  it("match the specification's example (secret, id, timestamp and payload from its text)", () => {
    expect(webhookSignature('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1_614_265_330, '{"test": 2432232314}')).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('are what the standardwebhooks library computes and accepts', () => {
    const secret = newSigningSecret();
    const at = now();
    expect(webhookSignature(secret, id, at, body)).toBe(new Webhook(secret).sign(id, new Date(at * 1000), body));
    expect(accepts(secret, at, webhookSignature(secret, id, at, body))).toBe(true);
  });

  it('are refused for another secret, a changed body, a changed timestamp, or a stale delivery', () => {
    const secret = newSigningSecret();
    const at = now();
    const signature = webhookSignature(secret, id, at, body);
    expect(accepts(newSigningSecret(), at, signature)).toBe(false);
    expect(accepts(secret, at, signature, body.replace('"version":3', '"version":4'))).toBe(false);
    expect(accepts(secret, at + 1, signature)).toBe(false);
    const old = at - 301;
    expect(accepts(secret, old, webhookSignature(secret, id, old, body))).toBe(false);
  });

  it('during a rotation list one signature per secret, space-separated, and either secret verifies', () => {
    const [current, previous] = [newSigningSecret(), newSigningSecret()];
    const at = now();
    const header = signatureHeader([current, previous], id, at, body);
    expect(header.split(' ')).toEqual([webhookSignature(current, id, at, body), webhookSignature(previous, id, at, body)]);
    expect(accepts(current, at, header)).toBe(true);
    expect(accepts(previous, at, header)).toBe(true);
    expect(accepts(newSigningSecret(), at, header)).toBe(false);
  });

  it('secrets are whsec_ and the base64 of 256 random bits, never repeated', () => {
    const secrets = Array.from({ length: 50 }, newSigningSecret);
    expect(new Set(secrets).size).toBe(50);
    for (const generated of secrets) {
      expect(generated).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(Buffer.from(generated.slice('whsec_'.length), 'base64')).toHaveLength(32);
    }
  });
});
