/**
 * Checks a Turnpost webhook delivery by the Standard Webhooks specification, with node:crypto
 * only (so the example has no dependencies; the `standardwebhooks` or `svix` package does the
 * same in one call): `webhook-signature` holds one or more space-separated `v1,<base64>`
 * signatures, each an HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<raw body>" keyed with
 * the base64-decoded part of the `whsec_…` secret; any one matching (compared in constant time)
 * is enough — during a secret rotation the server signs with the old secret too. A timestamp more
 * than `toleranceSeconds` from our clock is refused, so an old delivery cannot be replayed
 * (README, "The webhook request").
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Why a delivery is refused, or null when it is genuine. `headers`: the request's (lower-case names). */
export function refusal({ secret, headers, rawBody, nowSeconds = Date.now() / 1000, toleranceSeconds = 300 }) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || id === '') return 'missing webhook-id';
  if (typeof timestamp !== 'string' || !/^\d{1,12}$/.test(timestamp)) return 'missing or malformed webhook-timestamp';
  if (Math.abs(nowSeconds - Number(timestamp)) > toleranceSeconds) return 'timestamp outside the window';
  if (typeof signatures !== 'string') return 'missing webhook-signature';
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${rawBody}`, 'utf8').digest();
  const matches = signatures.split(' ').some((versioned) => {
    const [version, signature] = versioned.split(',');
    const given = Buffer.from(signature ?? '', 'base64');
    // timingSafeEqual needs equal lengths; the length of a valid signature is public anyway.
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? null : 'bad signature';
}
