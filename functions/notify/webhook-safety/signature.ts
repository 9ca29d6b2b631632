/**
 * Webhook signatures by the Standard Webhooks specification (https://www.standardwebhooks.com/):
 * `webhook-signature: v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<raw body>">`,
 * keyed with the base64-decoded part of the `whsec_<base64>` secret after its prefix. The id and
 * the timestamp (unix seconds) are signed with the body, so a receiver that refuses old
 * timestamps and ids it has seen cannot be replayed a delivery. During a secret rotation the
 * header lists one signature per valid secret, separated by spaces; a receiver accepts any match.
 * Signing only: receivers (and the tests) verify with the `standardwebhooks` or `svix` library.
 */
import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new signing secret: 256 random bits, base64, prefixed as the specification has it. */
export function newSigningSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** The HMAC key of a secret: the bytes its base64 part decodes to. */
function signingKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
}

/** One signature (`v1,<base64>`) of `body` sent as delivery `id` at `timestamp` (unix seconds). */
export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', signingKey(secret)).update(`${id}.${timestamp}.${body}`, 'utf8').digest('base64')}`;
}

/** The `webhook-signature` header: a signature per secret (the current one first), space-separated. */
export function signatureHeader(secrets: readonly string[], id: string, timestamp: number, body: string): string {
  return secrets.map((secret) => webhookSignature(secret, id, timestamp, body)).join(' ');
}
