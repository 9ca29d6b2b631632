/**
 * A player's sessions: one bearer token per device, each stored as the SHA-256 of its secret
 * under `sessions.<sessionId>` of the player item, with the device's label, when it was made and
 * when it was last used. The session id is derived from the secret (domain/secrets.ts
 * `sessionIdOf`), so a token finds its session without carrying another part, and the token
 * format is the one players already hold. A player made before sessions has one `tokenHash`
 * instead; the first request with that token moves it into `sessions`.
 */
import { sameHash } from '../domain/secrets.js';

export interface StoredSession {
  /** SHA-256 (hex) of the token's secret part; the token itself is never stored. */
  hash: string;
  /** The device, in the player's words ("Phone", "Laptop"). */
  label: string;
  createdAt: string;
  lastUsedAt: string;
}

/** Sessions a player may hold at once: the item stays small, and a leaked token cannot mint devices without end. */
export const MAX_SESSIONS = 20;

/** How stale a session's `lastUsedAt` may get before a request writes it again (one write per device per interval, not per request). */
export const LAST_USED_INTERVAL_MS = 60 * 60_000;

/** Who presents a token: the player, the session the secret names, and the secret's hash. */
export interface TokenHolder {
  id: string;
  sessionId: string;
  tokenHash: string;
}

/** What a player item holds of tokens (`sessions`, or a `tokenHash` from before sessions). */
export interface StoredTokens {
  sessions?: Record<string, StoredSession>;
  tokenHash?: string;
}

/** How `holder`'s token matches the stored ones: its session, the pre-session hash, or not at all. Constant-time comparisons. */
export function tokenMatch(stored: StoredTokens, holder: Pick<TokenHolder, 'sessionId' | 'tokenHash'>): 'session' | 'legacy' | null {
  const session = stored.sessions?.[holder.sessionId];
  if (typeof session?.hash === 'string' && sameHash(session.hash, holder.tokenHash)) return 'session';
  if (typeof stored.tokenHash === 'string' && sameHash(stored.tokenHash, holder.tokenHash)) return 'legacy';
  return null;
}

/**
 * The condition that `holder`'s token still works, for an UpdateItem or a transaction's Delete:
 * its session's hash (or the pre-session hash) is the one presented.
 */
export function holderCondition(holder: TokenHolder): { expression: string; names: Record<string, string>; values: Record<string, unknown> } {
  return {
    expression: '(#sessions.#callerSession.#hash = :callerHash OR #tokenHash = :callerHash)',
    names: { '#sessions': 'sessions', '#callerSession': holder.sessionId, '#hash': 'hash', '#tokenHash': 'tokenHash' },
    values: { ':callerHash': holder.tokenHash },
  };
}
