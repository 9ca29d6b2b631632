/**
 * CORS for the local stack: any origin may call the API (a client developed on another port, a
 * file:// page). Preflights are answered here, as API Gateway's `corsPreflight` does when deployed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOWED_HEADERS = 'authorization, content-type, idempotency-key, if-none-match';
const EXPOSED_HEADERS = 'etag, location, x-request-id, retry-after';

/** Adds the CORS headers to cross-origin requests; answers a preflight (true) or lets the request go on (false). */
export function localCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-expose-headers', EXPOSED_HEADERS);
  res.setHeader('vary', 'origin');
  if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return false;
  res.writeHead(204, {
    'access-control-allow-methods': 'GET, POST, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': ALLOWED_HEADERS,
    'access-control-max-age': '600',
  });
  res.end();
  return true;
}
