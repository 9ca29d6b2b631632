/**
 * CORS for the local stack: a page served from this machine (a client developed on another port)
 * may call the API; a page from anywhere else may not — the developer's browser visits other
 * sites while the stack runs, and must not hand them the API's answers or the outbox (every
 * e-mail with its links). Preflights are answered here, as API Gateway's `corsPreflight` does
 * when deployed. The local stack's own routes (`/dev/…`) also refuse a request that names a
 * foreign origin or host (a form post from another site, a DNS-rebound name).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';

const ALLOWED_HEADERS = 'authorization, content-type, idempotency-key, if-none-match';
const EXPOSED_HEADERS = 'etag, location, x-request-id, retry-after';

/** True for a loopback host name or address: localhost, 127.0.0.0/8, ::1. */
function isLoopbackHost(hostname: string): boolean {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return isIP(bare) === 6 && (bare === '::1' || bare === '0:0:0:0:0:0:0:1');
}

/** An `Origin` of a page on this machine (http or https, any port); `null` (a file:// page, a sandbox) is not one. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHost(url.hostname);
  } catch {
    return false;
  }
}

/** The `Host` header names this machine (so a DNS-rebound name cannot reach the outbox). */
function loopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  try {
    return isLoopbackHost(new URL(`http://${host}`).hostname);
  } catch {
    return false;
  }
}

/**
 * Adds the CORS headers to requests from a loopback origin; answers a preflight, or refuses a
 * `/dev/…` request from a foreign origin or host with 403 (true), or lets the request go on (false).
 */
export function localCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin;
  const allowed = origin !== undefined && isLoopbackOrigin(origin);
  if ((req.url ?? '').startsWith('/dev/') && ((origin !== undefined && !allowed) || !loopbackHost(req.headers.host))) {
    res.writeHead(403, { 'content-type': 'application/json', vary: 'origin' });
    res.end(JSON.stringify({ error: { code: 'FORBIDDEN', message: 'the local stack answers /dev/ only to pages on this machine' } }));
    return true;
  }
  if (!origin) return false;
  res.setHeader('vary', 'origin');
  if (!allowed) return false; // no CORS headers: the browser keeps the answer from the page
  res.setHeader('access-control-allow-origin', origin);
  res.setHeader('access-control-expose-headers', EXPOSED_HEADERS);
  if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return false;
  res.writeHead(204, {
    'access-control-allow-methods': 'GET, POST, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': ALLOWED_HEADERS,
    'access-control-max-age': '600',
  });
  res.end();
  return true;
}
