/**
 * Web Push in this browser: whether it can receive it at all, and its subscription (made with the
 * server's VAPID public key, kept by the service worker's registration). Permission is asked only
 * from a press of the switch (web/src/screens/PushSwitch.tsx), never here on its own.
 */
import type { PushSubscriptionJson } from '../api/types.js';
import { activeServiceWorker } from './service-worker.js';
import { appWords } from '../i18n/language.js';

/** `supported`; `home-screen`: an iPhone or iPad browser tab (iOS delivers web push only to an app added to the Home Screen); `unsupported`. */
export type PushSupport = 'supported' | 'home-screen' | 'unsupported';

export function pushSupport(): PushSupport {
  if ('serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window) return 'supported';
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
  const installed = matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
  return ios && !installed ? 'home-screen' : 'unsupported';
}

/** base64url (the key as the server gives it) → bytes, as `applicationServerKey` takes them. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

function sameKey(subscription: PushSubscription, key: Uint8Array<ArrayBuffer>): boolean {
  const used = subscription.options?.applicationServerKey;
  if (!used) return false;
  const bytes = new Uint8Array(used);
  return bytes.length === key.length && bytes.every((byte, at) => byte === key[at]);
}

/** This browser's subscription now, or null (none, or no service worker). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await activeServiceWorker();
  return registration ? registration.pushManager.getSubscription() : null;
}

/** Subscribes this browser with `publicKey` (reusing a subscription made with the same key; one with an older key is replaced). */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJson> {
  const registration = await activeServiceWorker();
  if (!registration) throw new Error('no service worker');
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return subscription.toJSON() as PushSubscriptionJson;
}

/** Drops this browser's subscription (its endpoint stops working for the server). */
export async function unsubscribeThisDevice(): Promise<void> {
  await (await currentSubscription())?.unsubscribe();
}

/** A device in words, from its push service's host: "Chrome or Android", "Firefox", "Safari or iPhone", … */
export function deviceWords(endpoint: string): string {
  const host = (() => {
    try {
      return new URL(endpoint).hostname;
    } catch {
      return endpoint;
    }
  })();
  const browsers = appWords().push.browsers;
  if (host.endsWith('googleapis.com')) return browsers.chrome;
  if (host.endsWith('mozilla.com')) return browsers.firefox;
  if (host.endsWith('push.apple.com')) return browsers.safari;
  if (host.endsWith('notify.windows.com')) return browsers.edge;
  return host;
}
