/**
 * The app's service worker, at /play/sw.js (scope /play/), built by web/build.ts with the shell's
 * file list and version written in. It keeps the app shell — index.html, the hashed bundle,
 * stylesheet, icons and manifest — so the app opens at once, online or not. It never answers an
 * API request: those go to the network only, so game data is never served stale as if current
 * (offline, a fetch fails and the page says so). Push messages become notifications; a tap on one
 * opens that game.
 */
import { notificationFor, openGame } from './notifications.js';

declare const self: ServiceWorkerGlobalScope;
/** Written in by the build: the shell's paths (index.html as `/play/`), its version and the icon. */
declare const SHELL: readonly string[];
declare const SHELL_VERSION: string;
declare const NOTIFICATION_ICON: string;

const PREFIX = 'turnpost-shell-';
const CACHE = PREFIX + SHELL_VERSION;
const INDEX = '/play/';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([...SHELL]))
      .then(() => self.skipWaiting()),
  );
});

// A new version takes over at once and drops the caches of the old ones.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** The shell file answering a request, or null: the API and anything else is left to the network. */
function shellFileFor(request: Request): string | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return null;
  if (request.mode === 'navigate') return url.pathname.startsWith(INDEX) && !url.pathname.startsWith('/play/assets/') ? INDEX : null; // every page of the app is index.html
  return SHELL.includes(url.pathname) ? url.pathname : null;
}

self.addEventListener('fetch', (event) => {
  const file = shellFileFor(event.request);
  if (!file) return;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(file))
      .then((kept) => kept ?? fetch(event.request)),
  );
});

self.addEventListener('push', (event) => {
  let payload: unknown = null;
  try {
    payload = event.data?.json() ?? null;
  } catch {
    payload = null; // not JSON: a notification without details still tells that something happened
  }
  const shown = notificationFor(payload, self.registration.scope, NOTIFICATION_ICON);
  event.waitUntil(self.registration.showNotification(shown.title, shown.options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  const scope = self.registration.scope;
  event.waitUntil(openGame(self.clients, typeof url === 'string' ? url : scope, scope));
});
