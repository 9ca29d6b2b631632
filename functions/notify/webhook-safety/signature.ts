/**
 * Webhook signatures: `Turnpost-Signature: v1=<hex HMAC-SHA256 of "<timestamp>.<raw body>">`,
 * keyed with the player's signing secret (its UTF-8 bytes, as shown once). The timestamp (unix
 * seconds, `Turnpost-Timestamp`) is signed with the body, so a receiver that also refuses old
 * timestamps cannot be replayed an old delivery.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_SCHEME = 'v1';

/** A new signing secret: 256 random bits, prefixed so that it is recognisable in a config file. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** The header value for `body` sent at `timestamp`. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `${SIGNATURE_SCHEME}=${createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')}`;
}

export interface SignedDelivery {
  secret: string;
  /** The Turnpost-Timestamp header. */
  timestamp: string;
  /** The raw request body, exactly as received. */
  body: string;
  /** The Turnpost-Signature header. */
  signature: string;
  /** Unix seconds now. */
  now: number;
  /** Refuse timestamps further than this from now. @default 300 */
  toleranceSeconds?: number;
}

/** What a receiver does: recompute the signature, compare in constant time, refuse stale timestamps. */
export function verifyWebhookSignature(delivery: SignedDelivery): boolean {
  if (!/^\d{1,12}$/.test(delivery.timestamp)) return false;
  const timestamp = Number(delivery.timestamp);
  if (Math.abs(delivery.now - timestamp) > (delivery.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(webhookSignature(delivery.secret, timestamp, delivery.body));
  const given = Buffer.from(delivery.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
