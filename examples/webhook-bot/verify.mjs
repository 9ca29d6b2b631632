/**
 * Checks a Turnpost webhook delivery: `Turnpost-Signature: v1=<hex HMAC-SHA256 of
 * "<Turnpost-Timestamp>.<raw body>">`, keyed with the signing secret (its UTF-8 bytes), compared in
 * constant time; a timestamp more than `toleranceSeconds` from our clock is refused, so an old
 * delivery cannot be replayed (README, "The webhook request").
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Why a delivery is refused, or null when it is genuine. */
export function refusal({ secret, timestamp, signature, rawBody, nowSeconds = Date.now() / 1000, toleranceSeconds = 300 }) {
  if (typeof timestamp !== 'string' || !/^\d{1,12}$/.test(timestamp)) return 'missing or malformed turnpost-timestamp';
  if (Math.abs(nowSeconds - Number(timestamp)) > toleranceSeconds) return 'timestamp outside the window';
  if (typeof signature !== 'string') return 'missing turnpost-signature';
  const expected = Buffer.from(`v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex')}`);
  const given = Buffer.from(signature);
  // timingSafeEqual needs equal lengths; the length of a valid header is public anyway.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad signature';
  return null;
}
