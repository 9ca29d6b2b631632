/**
 * The service worker's two notification decisions, kept free of worker globals so they can be
 * checked on their own: what a push message shows, and where a tap on it goes.
 */

/** The push message's JSON, as the server sends it (functions/notify): every field is optional here. */
interface PushPayload {
  title?: unknown;
  body?: unknown;
  url?: unknown;
  gameId?: unknown;
  event?: unknown;
  tag?: unknown;
}

export interface Shown {
  title: string;
  options: { body: string; tag?: string; data: { url: string }; icon: string; badge: string };
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 ? value : undefined);

/**
 * Only a page of the app itself may be opened: a link elsewhere (or none) opens the app's start.
 * The payload comes from our server, but a notification is no place to follow a foreign link.
 */
export function appUrl(candidate: unknown, scope: string): string {
  const start = new URL(scope);
  try {
    const url = new URL(typeof candidate === 'string' ? candidate : '', start);
    return url.origin === start.origin && url.pathname.startsWith(start.pathname) ? url.href : start.href;
  } catch {
    return start.href;
  }
}

/** The notification for a push message's JSON (`null` when it was not JSON); the server's tag makes a newer one replace the older. */
export function notificationFor(payload: unknown, scope: string, icon: string): Shown {
  const data: PushPayload = payload !== null && typeof payload === 'object' ? payload : {};
  const tag = text(data.tag);
  return {
    title: text(data.title) ?? 'turnpost',
    options: { body: text(data.body) ?? '', ...(tag ? { tag } : {}), data: { url: appUrl(data.url, scope) }, icon, badge: icon },
  };
}

export interface WindowLike {
  readonly url: string;
  focus(): Promise<WindowLike>;
  navigate(url: string): Promise<WindowLike | null>;
}

export interface ClientsLike {
  matchAll(options: { type: 'window' }): Promise<readonly WindowLike[]>;
  openWindow(url: string): Promise<WindowLike | null>;
}

/**
 * A tap on a notification: the app's window already open comes to the front and shows the game
 * (one already on that page is only focused); with none open, a new window opens at the game.
 * Focusing may be refused (the browser allows it only right after a real tap), and is then skipped.
 */
export async function openGame(clients: ClientsLike, url: string, scope: string): Promise<WindowLike | null> {
  const windows = (await clients.matchAll({ type: 'window' })).filter((window) => window.url.startsWith(scope));
  const open = windows.find((window) => window.url === url) ?? windows[0];
  if (!open) return clients.openWindow(url);
  const front = await open.focus().catch(() => open);
  if (front.url === url) return front;
  try {
    return (await front.navigate(url)) ?? front;
  } catch {
    return clients.openWindow(url);
  }
}
