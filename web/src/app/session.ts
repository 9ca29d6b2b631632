/**
 * The signed-in player: the bearer token kept in this browser's localStorage. A "use on another
 * device" link carries the token in the URL fragment (`/play/#token=…`): fragments are never sent
 * to a server nor logged, and the app removes it from the address bar as soon as it has read it.
 */
const TOKEN_KEY = 'turnpost.token';
const FRAGMENT_TOKEN = /^#token=([A-Za-z0-9_-]+)$/;

export function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null; // storage disabled: a spectator
  }
}

export function storeToken(token: string | null): void {
  if (token === null) localStorage.removeItem(TOKEN_KEY);
  else localStorage.setItem(TOKEN_KEY, token);
}

/** Signs in with a token found in the fragment and removes it from the address bar (and history). */
export function takeTokenFromFragment(): boolean {
  const found = FRAGMENT_TOKEN.exec(location.hash);
  if (!found) return false;
  storeToken(found[1]!);
  history.replaceState(history.state, '', location.pathname + location.search);
  return true;
}

/** The token of a pasted "use on another device" link (or of a bare token), else null. */
export function tokenOfDeviceLink(text: string): string | null {
  const trimmed = text.trim();
  const fragment = trimmed.includes('#') ? trimmed.slice(trimmed.indexOf('#')) : `#token=${trimmed}`;
  const found = FRAGMENT_TOKEN.exec(fragment);
  return found && /^tp_/.test(found[1]!) ? found[1]! : null;
}

/** The link that signs another browser in as this player. */
export function deviceLink(token: string): string {
  return `${location.origin}/play/#token=${token}`;
}
