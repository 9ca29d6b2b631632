/** What every screen may use: the API client and who is signed in. */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Api } from '../api/client.js';

export interface Session {
  api: Api;
  token: string | null;
  signIn(token: string): void;
  signOut(): void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside the app shell');
  return session;
}
