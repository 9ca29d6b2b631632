/**
 * The signed-in player and every other account this browser holds, in localStorage: the active
 * token under `turnpost.token`, the list (token and last known name) under `turnpost.accounts`.
 * A token is an account's credential — often its only copy — so nothing here drops one unless
 * the player asked (sign out, remove from this browser).
 *
 * A "use on another device" link carries a token in the URL fragment (`/play/#token=…`):
 * fragments are never sent to a server nor logged, and the app removes it from the address bar
 * as soon as it has read it. Opening such a link only OFFERS its account: the app shows whose it
 * is and asks before it signs this browser in with it (a link someone else sent would otherwise
 * sign the victim into the sender's account — login CSRF).
 */
const TOKEN_KEY = 'turnpost.token';
const ACCOUNTS_KEY = 'turnpost.accounts';
const FRAGMENT_TOKEN = /^#token=([A-Za-z0-9_-]+)$/;

export interface StoredAccount {
  token: string;
  /** The name last seen for it; null for a token kept before names were. */
  name: string | null;
}

export function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null; // storage disabled: a spectator
  }
}

/** Every account this browser holds, the active one included. */
export function storedAccounts(): StoredAccount[] {
  let listed: StoredAccount[] = [];
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(ACCOUNTS_KEY) ?? '[]');
    if (Array.isArray(parsed)) listed = parsed.filter((entry): entry is StoredAccount => typeof entry?.token === 'string').map((entry) => ({ token: entry.token, name: typeof entry.name === 'string' ? entry.name : null }));
  } catch {
    return [];
  }
  const active = storedToken();
  // A token kept by an app older than the list is an account too.
  return active && !listed.some((entry) => entry.token === active) ? [{ token: active, name: null }, ...listed] : listed;
}

function storeAccounts(accounts: StoredAccount[]): void {
  localStorage.setItem(ACCOUNTS_KEY, JSON.stringify(accounts));
}

/** Adds `token` to the accounts (or updates its name) and makes it the active one. */
export function activateAccount(token: string, name: string | null): void {
  rememberName(token, name);
  localStorage.setItem(TOKEN_KEY, token);
}

/** Keeps the name last seen for an account this browser holds (adds it if missing). */
export function rememberName(token: string, name: string | null): void {
  const accounts = storedAccounts();
  const known = accounts.find((entry) => entry.token === token);
  if (known) known.name = name ?? known.name;
  else accounts.push({ token, name });
  storeAccounts(accounts);
}

/** After "sign out everywhere": the active account's new token takes the old one's place. */
export function replaceActiveToken(next: string): void {
  const active = storedToken();
  storeAccounts(storedAccounts().map((entry) => (entry.token === active ? { ...entry, token: next } : entry)));
  localStorage.setItem(TOKEN_KEY, next);
}

/**
 * Removes one account from this browser, at the player's request; the active one becomes the
 * next account held (or none). Returns the new active token.
 */
export function forgetAccount(token: string): string | null {
  const accounts = storedAccounts().filter((entry) => entry.token !== token);
  storeAccounts(accounts);
  const active = storedToken();
  const next = active === token ? (accounts[0]?.token ?? null) : active;
  if (next === null) localStorage.removeItem(TOKEN_KEY);
  else localStorage.setItem(TOKEN_KEY, next);
  return next;
}

/**
 * The token a sign-in link carries, removed from the address bar (and history) at once; NOT
 * stored: the app asks the player first. Null when the fragment holds none.
 */
export function takeTokenFromFragment(): string | null {
  const found = FRAGMENT_TOKEN.exec(location.hash);
  if (!found) return null;
  history.replaceState(history.state, '', location.pathname + location.search);
  return found[1]!;
}

/** The token of a pasted "use on another device" link (or of a bare token), else null. */
export function tokenOfDeviceLink(text: string): string | null {
  const trimmed = text.trim();
  const fragment = trimmed.includes('#') ? trimmed.slice(trimmed.indexOf('#')) : `#token=${trimmed}`;
  const found = FRAGMENT_TOKEN.exec(fragment);
  return found && /^tp_/.test(found[1]!) ? found[1]! : null;
}

/** The link that signs another browser in with `token` (after that browser's player agrees). */
export function deviceLink(token: string): string {
  return `${location.origin}/play/#token=${token}`;
}
