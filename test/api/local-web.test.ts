/** The local stack beside the API: the web app's files at /play/ (with its service worker and manifest), the redirect from /, and CORS for pages on this machine only. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/test-stack.js';

let stack: TestStack;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'turnpost-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(webDir, 'assets', 'app-ABC123.js'), 'console.log(1)');
  writeFileSync(join(webDir, 'assets', 'style-XYZ.css'), 'body{}');
  writeFileSync(join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(join(webDir, 'manifest.webmanifest'), '{"name":"turnpost"}');
  stack = await startTestStack(import.meta.url, { webDir });
});
afterAll(async () => {
  await stack?.stop();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(`${stack.local.url}${path}`, { redirect: 'manual', ...init });

describe('the web app on the local stack', () => {
  it('redirects / to /play/', async () => {
    const answer = await get('/');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/play/');
  });

  it('answers index.html, never cached, for the app and its deep links', async () => {
    for (const path of ['/play/', '/play/games/abcdefghijklmnop', '/play/join/abcdefghijklmnop', '/play/settings']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(await answer.text()).toContain('<title>app</title>');
    }
  });

  it('serves hashed assets with their content type, cached for ever; an unknown asset is a 404', async () => {
    const script = await get('/play/assets/app-ABC123.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await script.text()).toBe('console.log(1)');
    expect((await get('/play/assets/style-XYZ.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect((await get('/play/assets/missing-1.js')).status).toBe(404);
    expect((await get('/play/assets/..%2F..%2Fpackage.json')).headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('serves the service worker and the manifest with their content types, never cached, and lets the page use them', async () => {
    const worker = await get('/play/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(await worker.text()).toContain('addEventListener("fetch"');
    const manifest = await get('/play/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual({ name: 'turnpost' });
    const policy = (await get('/play/')).headers.get('content-security-policy')!;
    expect(policy).toContain("manifest-src 'self'");
    expect(policy).toContain("worker-src 'self'");
    // Only those two: another file at the top is a page of the app.
    expect((await get('/play/other.js')).headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('leaves the API its paths', async () => {
    const health = await get('/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  });

  it('answers CORS preflights for a page on this machine and marks its cross-origin answers', async () => {
    const preflight = await get('/games', { method: 'OPTIONS', headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:8080', 'http://[::1]:3000']) {
      const answer = await get('/game-types', { headers: { origin } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect(answer.headers.get('access-control-expose-headers')).toContain('etag');
    }
  });

  it('gives a page from elsewhere no CORS headers, and refuses it the outbox', async () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1.evil.example', 'null']) {
      const preflight = await get('/games', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      const answer = await get('/game-types', { headers: { origin } });
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      for (const [method, path] of [['GET', '/dev/outbox'], ['POST', '/dev/outbox/redrive']] as const) {
        const dev = await get(path, { method, headers: { origin } });
        expect(dev.status, `${method} ${path} from ${origin}`).toBe(403);
        expect(await dev.text()).not.toContain('emails');
      }
    }
    // Without an Origin (curl, the tests) and from a page on this machine the outbox answers.
    expect((await get('/dev/outbox')).status).toBe(200);
    expect((await get('/dev/outbox', { headers: { origin: 'http://localhost:5173' } })).status).toBe(200);
  });

  it('refuses the outbox under a host name that is not this machine (DNS rebinding)', async () => {
    const { port } = new URL(stack.local.url);
    const status = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: '/dev/outbox', headers: { host } }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        });
        req.on('error', reject);
        req.end();
      });
    expect(await status(`rebound.evil.example:${port}`)).toBe(403);
    expect(await status(`localhost:${port}`)).toBe(200);
  });
});
