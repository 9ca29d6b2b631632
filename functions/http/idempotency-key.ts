/**
 * The Idempotency-Key request header: its documented shape and the keyed request it makes (the
 * key scoped to the caller, a fingerprint of what was asked). What a keyed change stores and
 * replays is the store's (../store/idempotency.ts); this part is apart from it so that the
 * workers, which read and write games but answer no request, do not carry the schema library.
 */
// A namespace import lets esbuild drop the parts of zod this code never uses (e.g. its locales).
import * as z from 'zod';
import { sha256Hex } from '../domain/secrets.js';
import type { IdempotentRequest } from '../store/idempotency.js';
import { parse } from '../validation.js';

/** The request header, as documented; requests carry header names in lower case. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_HEADER_DESCRIPTION = 'Repeating a request with the same key returns the first answer and applies nothing twice (kept 24 h)';

/** The Idempotency-Key header: 1–128 visible characters of a safe alphabet. */
export const IdempotencyKey = z.string().regex(/^[A-Za-z0-9_.:-]{1,128}$/);

/**
 * The keyed request, scoped to the caller, with a fingerprint of what was asked (method, path and
 * the parsed body); undefined without the header, 400 for a malformed key.
 */
export function idempotentRequest(
  header: string | undefined,
  playerId: string,
  asked: { method: string; path: string; body: unknown },
): IdempotentRequest | undefined {
  if (header === undefined) return undefined;
  const key = parse(IdempotencyKey, header, `${IDEMPOTENCY_HEADER} header`);
  return { playerId, key, fingerprint: sha256Hex(`${asked.method} ${asked.path}\n${JSON.stringify(asked.body)}`) };
}
