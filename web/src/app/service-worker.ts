/**
 * The service worker (/play/sw.js, scope /play/): it keeps the app shell, so the app opens at once
 * and offline, and shows push notifications. Registered after the page has loaded, so it never
 * competes with the first render; absent (an old browser, a page not served over https or from
 * localhost), the app works the same without it.
 */
let registration: Promise<ServiceWorkerRegistration | null> | null = null;

export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!registration) {
    registration = 'serviceWorker' in navigator ? navigator.serviceWorker.register('/play/sw.js', { scope: '/play/' }).catch(() => null) : Promise.resolve(null);
  }
  return registration;
}

/** The active registration, waiting for it to activate (push needs an active worker). */
export async function activeServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!(await registerServiceWorker())) return null;
  return navigator.serviceWorker.ready;
}
