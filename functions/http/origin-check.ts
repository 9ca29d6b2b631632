/**
 * The front door check: on AWS the API answers only requests that came through the CloudFront
 * distribution (where the WAF counts each client). CloudFront adds a secret header to every
 * request it sends to the API origin (lib/origin-secret.ts); a request to the execute-api
 * endpoint itself lacks it and is refused with 403 before any route runs, so no one can go round
 * the per-client limits. Two values are accepted at once (the one CloudFront sends and the next
 * generation's), so a rotation never refuses a request while CloudFront's edges change over.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Forbidden } from '../errors.js';
import type { Api } from './app.js';
import { errorResponse } from './error-response.js';
import type { Logger } from '../log.js';

/** The header CloudFront adds to each request it forwards to the API (lowercase, as the adapter hands headers on). */
export const ORIGIN_SECRET_HEADER = 'x-turnpost-origin-verify';

/** Equal-length digests, so the comparison takes the same time whatever the value sent and however much of it matches. */
const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/** Whether `sent` is one of `accepted`, in time that does not depend on where a guess differs (every value is compared). */
export function isAcceptedSecret(sent: string | undefined, accepted: readonly string[]): boolean {
  const given = digest(sent ?? '');
  let match = false;
  for (const secret of accepted) match = timingSafeEqual(given, digest(secret)) || match;
  return sent !== undefined && match;
}

/**
 * `api`, refusing with 403 FORBIDDEN whatever lacks one of `accepted` in ORIGIN_SECRET_HEADER.
 * With no accepted value (the local stack, which has no CloudFront in front), `api` unchanged.
 */
export function frontDoorOnly(api: Api, accepted: readonly string[], log: Logger): Api {
  if (accepted.length === 0) return api;
  return async (req) => {
    if (isAcceptedSecret(req.headers[ORIGIN_SECRET_HEADER], accepted)) return api(req);
    // Logged with the address API Gateway saw (the caller itself: no CloudFront in between).
    log.info('request refused: not through the front door', { requestId: req.requestId, method: req.method, sourceIp: req.sourceIp ?? null });
    const refused = errorResponse(new Forbidden('call the API through its public URL'), req.requestId, log);
    return { ...refused, headers: { ...refused.headers, 'x-request-id': req.requestId, 'cache-control': 'no-store' } };
  };
}
