/**
 * The installable app in real Chromium against a real local stack: the manifest as Chromium reads
 * it (no errors, installable, every icon fetchable at its size and type); the service worker
 * installs, controls the page and keeps exactly the app shell; offline, the shell still opens
 * from it with the offline banner and no API answer comes from a cache; a push message (delivered
 * into the worker over CDP) shows its notification, and a click on it opens the game; the
 * "Notify me on this device" switch asks for permission only when pressed, sends the
 * subscription to the server, and the game's notifications then reach it as pushes (opened with
 * its keys on a push service on 127.0.0.1); on an iPhone outside the home screen it says to add the app first.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchPersistentChromium } from '../support/browser.js';
import { PushService } from '../support/push-service.js';
import { PHONE, browserTableSuite, shoot, signUp } from '../support/web-play.js';

const suite = browserTableSuite(import.meta.url);

async function openPhone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  return { context, page };
}

/** Opens the app and waits until its service worker controls the page. */
async function openControlled(page: Page): Promise<void> {
  await page.goto(`${suite.stack.local.url}/play/`);
  // (One awaited evaluate, not waitForFunction: that evaluates a string in the page, which the app's CSP forbids.)
  await page.evaluate(`navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null || new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true })))`);
}

/** The paths of every request the service worker's caches hold. */
const cachedPaths = (page: Page): Promise<string[]> =>
  page.evaluate(`(async () => {
    const paths = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths.sort();
  })()`);

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the installable app', () => {
  it('has a manifest Chromium accepts as installable, with icons of the stated sizes and types', { timeout: 120_000 }, async () => {
    // A profile of its own: Chromium never offers to install from an incognito context, which every browser.newContext() is.
    const profile = mkdtempSync(join(tmpdir(), 'turnpost-profile-'));
    const context = await launchPersistentChromium(profile, { viewport: PHONE });
    const page = context.pages()[0] ?? (await context.newPage());
    await openControlled(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(`${suite.stack.local.url}/play/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data!) as { name: string; short_name: string; start_url: string; scope: string; display: string; theme_color: string; background_color: string; icons: { src: string; sizes: string; type: string; purpose: string }[] };
    expect(data).toMatchObject({ name: 'turnpost', short_name: 'turnpost', start_url: '/play/', scope: '/play/', display: 'standalone', theme_color: '#1f5fbf', background_color: '#f6f4ef' });
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    // The page names the same colour and an icon for iOS.
    expect(await page.getAttribute('meta[name="theme-color"]', 'content')).toBe(data.theme_color);
    const appleIcon = (await page.getAttribute('link[rel="apple-touch-icon"]', 'href'))!;

    const icons = [...data.icons, { src: appleIcon, sizes: '180x180', type: 'image/png', purpose: 'apple-touch-icon' }];
    expect(icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toEqual(['512x512']);
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['any', '192x192', '512x512']));
    for (const icon of icons) {
      const answer = await fetch(`${suite.stack.local.url}${icon.src}`);
      expect(answer.status, icon.src).toBe(200);
      expect(answer.headers.get('content-type'), icon.src).toBe(icon.type);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await answer.arrayBuffer());
      if (icon.type === 'image/png') {
        const [width, height] = icon.sizes.split('x').map(Number);
        expect(pngSize(bytes), icon.src).toEqual({ width, height });
      } else {
        expect(bytes.toString('utf8')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 100 100">/);
      }
      // And the browser decodes it, at those sizes (an SVG: square).
      const decoded = (await page.evaluate(`new Promise((resolve, reject) => { const image = new Image(); image.onload = () => resolve([image.naturalWidth, image.naturalHeight]); image.onerror = reject; image.src = ${JSON.stringify(icon.src)}; })`)) as number[];
      if (icon.sizes === 'any') expect(decoded[0]).toBe(decoded[1]);
      else expect(decoded, icon.src).toEqual(icon.sizes.split('x').map(Number));
    }
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it('installs a service worker that controls the page and keeps exactly the app shell', { timeout: 120_000 }, async () => {
    const { context, page } = await openPhone();
    await openControlled(page);
    const registration = await page.evaluate('navigator.serviceWorker.ready.then((r) => [r.scope, r.active.scriptURL])');
    expect(registration).toEqual([`${suite.stack.local.url}/play/`, `${suite.stack.local.url}/play/sw.js`]);
    expect(await cachedPaths(page)).toEqual([...suite.built.shell].sort());
    for (const [path, type] of [['/play/sw.js', 'text/javascript; charset=utf-8'], ['/play/manifest.webmanifest', 'application/manifest+json; charset=utf-8']] as const) {
      const answer = await fetch(`${suite.stack.local.url}${path}`);
      expect(answer.headers.get('content-type'), path).toBe(type);
      expect(answer.headers.get('cache-control'), path).toBe('no-cache');
    }
    // The app's pages are served by the worker from then on.
    const reloaded = await page.reload();
    expect(reloaded!.fromServiceWorker()).toBe(true);
    await context.close();
  });

  it('offline: the shell opens from the service worker with the offline banner, and no API answer comes from a cache; an unreachable server shows the banner too', { timeout: 120_000 }, async () => {
    const { context, page } = await openPhone();
    await openControlled(page);
    await signUp(page, 'Ada');
    await page.getByRole('heading', { name: 'My games' }).waitFor();
    expect(await page.getByText('You are offline.').count()).toBe(0);

    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded!.fromServiceWorker()).toBe(true);
    await page.getByText('You are offline.').waitFor();
    await page.getByRole('link', { name: 'turnpost' }).waitFor();
    // A deep link opens too (every page of the app is the shell) and says it is offline.
    const deep = await page.goto(`${suite.stack.local.url}/play/games/abcdefghijklmnop`);
    expect(deep!.fromServiceWorker()).toBe(true);
    await page.getByText('You are offline.').waitFor();
    // The API is network only: nothing answers it now, and no cache holds any of it.
    expect(await page.evaluate(`fetch('/game-types').then((r) => 'answered ' + r.status, () => 'no answer')`)).toBe('no answer');
    expect(await cachedPaths(page)).toEqual([...suite.built.shell].sort());

    await context.setOffline(false);
    await page.getByText('You are offline.').waitFor({ state: 'detached' });
    // The browser may think it is online while the server cannot be reached: failed fetches say so too, the next answer clears it.
    const api = (url: URL) => url.origin === suite.stack.local.url && !url.pathname.startsWith('/play/');
    await context.route(api, (route) => route.abort('connectionrefused'));
    await page.getByRole('link', { name: 'My games' }).click();
    await page.getByText('You are offline.').waitFor();
    expect(await page.evaluate('navigator.onLine')).toBe(true);
    await context.unroute(api);
    await page.getByRole('link', { name: 'Account' }).click();
    await page.getByText('You are offline.').waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('push notifications', () => {
  it('a push message shows its notification, and a click on it opens the game in the open window', { timeout: 120_000 }, async () => {
    const { context, page } = await openPhone();
    await context.grantPermissions(['notifications'], { origin: suite.stack.local.url });
    await openControlled(page);
    // The push message as the server sends it, delivered into the worker by Chromium's DevTools
    // protocol (the same path DevTools' "Push" button takes: a real push event, no push service).
    const cdp = await context.newCDPSession(page);
    const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) => cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => resolve(event.registrations)));
    await cdp.send('ServiceWorker.enable');
    const registration = (await registrations).find((candidate) => candidate.scopeURL === `${suite.stack.local.url}/play/`)!;
    const gameUrl = `${suite.stack.local.url}/play/games/abcdefghijklmnop`;
    const payload = { title: 'Your turn in The Game', body: 'Bo played 98 on up pile 1.', url: gameUrl, gameId: 'abcdefghijklmnop', event: 'your-turn', tag: 'abcdefghijklmnop:your-turn' };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: suite.stack.local.url, registrationId: registration.registrationId, data: JSON.stringify(payload) });

    const shown = `navigator.serviceWorker.ready.then((r) => r.getNotifications()).then((all) => all.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: n.data.url, icon: n.icon })))`;
    const icon = `${suite.stack.local.url}${suite.built.shell.find((path) => path.includes('/icon-192-'))}`;
    await expect.poll(() => page.evaluate(shown), { timeout: 30_000 }).toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, url: gameUrl, icon }]);

    // The click: a notificationclick dispatched inside the worker on that notification (no headless
    // browser can click a system notification). A script-made event cannot be extended (its
    // waitUntil throws, into the worker's console), but the handler's work has begun: the open
    // window of the app goes to the game.
    const [worker] = context.serviceWorkers();
    await worker!.evaluate(`self.registration.getNotifications().then(([notification]) => self.dispatchEvent(new NotificationEvent('notificationclick', { notification })))`);
    await page.waitForURL(gameUrl);
    await page.getByText('There is no such game.').waitFor(); // the game page of the app, asking the API
    expect(await page.evaluate(shown)).toEqual([]); // the clicked notification is closed
    await context.close();
  });
});

/**
 * Chromium here has no push service to reach, so `PushManager.prototype.subscribe` and
 * `getSubscription` are replaced by a stub that answers a fake subscription (the sending side is
 * tested against a real local push endpoint). `Notification.requestPermission` is only counted.
 */
const PUSH_MANAGER_STUB = (subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) => `(() => {
  const seen = (window.__push = { subscribe: [], unsubscribe: 0, permissionRequests: 0 });
  let current = null;
  const base64url = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  PushManager.prototype.subscribe = async function (options) {
    const key = new Uint8Array(options.applicationServerKey).buffer;
    seen.subscribe.push({ userVisibleOnly: options.userVisibleOnly, applicationServerKey: base64url(key) });
    current = {
      endpoint: ${JSON.stringify(subscription.endpoint)},
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: key },
      toJSON() { return { endpoint: this.endpoint, expirationTime: null, keys: ${JSON.stringify(subscription.keys)} }; },
      async unsubscribe() { seen.unsubscribe += 1; current = null; return true; },
    };
    return current;
  };
  PushManager.prototype.getSubscription = async function () { return current; };
  const request = Notification.requestPermission.bind(Notification);
  Notification.requestPermission = (...args) => { seen.permissionRequests += 1; return request(...args); };
})();`;

describe('the "Notify me on this device" switch', () => {
  it('asks for permission only when pressed, subscribes this device on the server, which then gets the pushes of its games; lists the others; turns off', { timeout: 120_000 }, async () => {
    const { context, page } = await openPhone();
    // The keys a browser's subscription carries: a P-256 public key and a 16-byte auth secret (RFC 8291), which the server checks.
    const browserKeys = () => {
      const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' });
      return { p256dh: Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]).toString('base64url'), auth: randomBytes(16).toString('base64url') };
    };
    // The phone's subscription is on a push service on 127.0.0.1 that keeps what it is sent, so the test can open it with the subscription's keys.
    const service = await PushService.start();
    const phone = service.subscribe('phone');
    await context.addInitScript(PUSH_MANAGER_STUB(phone.toJSON()));
    const { publicKey } = (await suite.stack.api.get<{ publicKey: string }>('/push/public-key')).body;
    const token = async () => (await page.evaluate(`localStorage.getItem('turnpost.token')`)) as string;
    type PushDevices = { devices: Array<{ id: string; endpoint: string }> } | undefined;
    const devices = async () => (await suite.stack.api.get<{ player: { notify: { push?: PushDevices } } }>('/players/me', { token: await token() })).body.player.notify.push?.devices.map((device) => device.endpoint) ?? [];
    await openControlled(page);
    await signUp(page, 'Ada');
    await expect.poll(token).toBeTruthy();
    // Another device of Ada's, subscribed before: a laptop's Firefox.
    const LAPTOP = 'https://updates.push.services.mozilla.com/wpush/v2/laptop';
    const PHONE_ENDPOINT = phone.endpoint;
    const added = await suite.stack.api.patch('/players/me', { token: await token(), body: { notify: { push: { subscription: { endpoint: LAPTOP, keys: browserKeys() } } } } });
    expect(added.status, added.text).toBe(200);
    await page.getByRole('link', { name: 'Account' }).click();
    const toggle = page.getByRole('switch', { name: 'Notify me on this device' });
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    expect(await toggle.isChecked()).toBe(false);
    // Loading the app and the page asked nothing.
    expect(await page.evaluate(`[Notification.permission, window.__push.permissionRequests, window.__push.subscribe.length]`)).toEqual(['default', 0, 0]);

    await context.grantPermissions(['notifications'], { origin: suite.stack.local.url });
    await toggle.click();
    await page.getByText('This device will be notified when it is your turn.').waitFor();
    expect(await page.evaluate(`window.__push`)).toEqual({ subscribe: [{ userVisibleOnly: true, applicationServerKey: publicKey }], unsubscribe: 0, permissionRequests: 1 });
    expect(await devices()).toEqual([LAPTOP, PHONE_ENDPOINT]);
    expect(await toggle.isChecked()).toBe(true);
    await page.getByText(/This device is subscribed since/).waitFor();
    const laptop = page.getByRole('button', { name: /^Remove Firefox, added/ });
    await laptop.waitFor();
    await page.evaluate(`document.getElementById('push-title').closest('section').scrollIntoView()`);
    await shoot(page, 'push-390x844.png');

    await laptop.click();
    await page.getByText(/^Removed Firefox, added/).waitFor();
    expect(await devices()).toEqual([PHONE_ENDPOINT]);

    // A game of Ada's: its notifications reach this device as pushes, encrypted to its keys.
    const created = await suite.stack.api.post<{ id: string }>('/games', { token: await token(), body: { type: 'the-game', seats: 1, seed: 'push-switch' } });
    expect(created.status, created.text).toBe(201);
    await suite.stack.local.notificationsSettled();
    const pushed = service.to(phone).map((request) => JSON.parse(phone.open(request.body)) as { event: string; url: string; gameId: string });
    expect(pushed.map((message) => message.event)).toEqual(['game-started', 'your-turn']);
    expect(pushed.every((message) => message.gameId === created.body.id && message.url === `${suite.stack.local.url}/play/games/${created.body.id}`)).toBe(true);
    expect(await laptop.count()).toBe(0);

    await toggle.click();
    await page.getByText('This device will not be notified any more.').waitFor();
    expect(await devices()).toEqual([]);
    expect(await page.evaluate(`window.__push.unsubscribe`)).toBe(1);
    expect(await toggle.isChecked()).toBe(false);
    await context.close();
    await service.stop();
  });

  it('on an iPhone outside the home screen, says to add the app to the Home Screen first', { timeout: 120_000 }, async () => {
    const context = await suite.browser.newContext({ viewport: PHONE, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1' });
    // Safari in a tab has no PushManager (and no Notification) outside an app added to the Home Screen.
    await context.addInitScript(`delete window.PushManager; delete window.Notification;`);
    const page = await context.newPage();
    await page.goto(`${suite.stack.local.url}/play/`);
    await signUp(page, 'Cy');
    await page.getByRole('link', { name: 'Account' }).click();
    await page.getByText('add to Home Screen first').waitFor();
    expect(await page.getByRole('switch').count()).toBe(0);
    await context.close();
  });
});
