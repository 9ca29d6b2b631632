/** What every screen may use: the API client, who is signed in, and the other accounts this browser holds. */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Api } from '../api/client.js';
import type { StoredAccount } from './session.js';

export interface Session {
  api: Api;
  token: string | null;
  /** Every account this browser holds, the active one included. */
  accounts: StoredAccount[];
  /** Makes `token` the active account, keeping every other one. */
  signIn(token: string, name: string | null): void;
  /** The active account's new token (after "sign out everywhere"), in the old one's place. */
  renew(token: string): void;
  /** Notes the active account's current name (shown when the browser asks which account to use). */
  rememberName(name: string): void;
  /** Removes the active account from this browser; the next one held (if any) becomes active. */
  signOut(): void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside the app shell');
  return session;
}
