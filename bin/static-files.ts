/**
 * The browser app's files for the local stack: `/play/assets/*` (content-hashed, cached for ever),
 * the service worker `/play/sw.js` and `/play/manifest.webmanifest` (never cached: they name the
 * current assets), every other `/play/…` path answers index.html (the app routes by path; never
 * cached), and `/` redirects to `/play/`. Anything else is not ours: the API answers it.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { CONTENT_SECURITY_POLICY, TOP_FILES } from '../lib/web-serving.js';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

const ASSET = /^\/play\/assets\/([A-Za-z0-9_-]+\.[a-z0-9]+)$/;
const TOP_PATHS = new Set(TOP_FILES.map((file) => `/play/${file}`));

/** A request handler that answers the app's paths and returns false for every other request. */
export function staticFiles(distDir: string): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (path === '/' || path === '/play') {
      res.writeHead(302, { location: '/play/' }).end();
      return true;
    }
    if (!path.startsWith('/play/')) return false;
    const asset = ASSET.exec(path);
    const file = asset ? join(distDir, 'assets', asset[1]!) : TOP_PATHS.has(path) ? join(distDir, path.slice('/play/'.length)) : join(distDir, 'index.html');
    const caching = asset ? 'public, max-age=31536000, immutable' : 'no-cache';
    readFile(file).then(
      (bytes) => {
        res.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', 'content-length': bytes.length, 'cache-control': caching, ...SECURITY_HEADERS });
        res.end(req.method === 'HEAD' ? undefined : bytes);
      },
      () => {
        const missing = asset ? 'no such file' : 'the web app is not built: run `npm run build:web`';
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(missing);
      },
    );
    return true;
  };
}
