/**
 * Bearer-token authentication: a token `tp_<playerId>_<secret>` is checked against the hash
 * stored for its session — one per device, ../store/sessions.ts — (constant-time compare). A
 * session can be revoked (DELETE /players/me/sessions/{id}), every session replaced (POST
 * /players/me/token) or the player deleted (DELETE /players/me) by any process, so every
 * authenticated request consults the stored hash — but not always with a read of its own:
 *
 * - By default the Authenticator reads the player item (one strongly consistent GetItem).
 * - A route whose game read checks the token (`tokenCheck: 'game-read'`: moves, resign, join,
 *   reading a game) may be answered from a per-process cache of verified hashes; its game read
 *   then fetches the player's stored hash in the same BatchGetItem as the game
 *   (`GameStore.load(gameId, caller)`), so a rotated or deleted token is refused at once in every
 *   process without a second round trip on the move path.
 */
import { parseToken, sessionIdOf, sha256Hex } from '../domain/secrets.js';
import { Unauthenticated } from '../errors.js';
import type { PlayerRecord, PlayerStore } from '../store/players.js';
import { LAST_USED_INTERVAL_MS, tokenMatch, type StoredTokens } from '../store/sessions.js';
import type { ApiRequest } from './types.js';

/** Who is calling: enough to seat them (id, and the name that goes into a seat). */
export interface Caller {
  id: string;
  name: string;
  /** The session (device) the token belongs to. */
  sessionId: string;
  /** SHA-256 of the presented token's secret, which a game read checks against the stored one. */
  tokenHash: string;
}

/** Whether the route's own game read checks the token (then the cache may answer) or not. */
export type TokenCheck = 'auth' | 'game-read';

interface CachedPlayer {
  tokens: StoredTokens;
  name: string;
  cachedAt: number;
}

const CACHE_TTL_MS = 5 * 60_000;
const CACHE_MAX_ENTRIES = 10_000;

export class Authenticator {
  constructor(
    private readonly players: PlayerStore,
    private readonly cache = new Map<string, CachedPlayer>(),
  ) {}

  /** The same authenticator, its cache shared, reading players through `players` (a request's metered store). */
  readingThrough(players: PlayerStore): Authenticator {
    return new Authenticator(players, this.cache);
  }

  /** The calling player; 401 without a valid token. */
  async caller(req: ApiRequest, check: TokenCheck = 'auth'): Promise<Caller> {
    const header = req.headers.authorization;
    if (header === undefined) throw new Unauthenticated('this route needs `Authorization: Bearer <token>`');
    return this.verify(header, check);
  }

  /** The calling player, or null without an Authorization header (a spectator); 401 for a bad token. */
  async optionalCaller(req: ApiRequest, check: TokenCheck = 'auth'): Promise<Caller | null> {
    const header = req.headers.authorization;
    return header === undefined ? null : this.verify(header, check);
  }

  /** Keeps the cache in step after this process changed a player (name, token). */
  remember(player: PlayerRecord): void {
    this.store(player.id, { tokens: { sessions: player.sessions, tokenHash: player.tokenHash }, name: player.name, cachedAt: Date.now() });
  }

  /** Drops a player this process deleted, or whose token a game read found changed. */
  forget(playerId: string): void {
    this.cache.delete(playerId);
  }

  private async verify(header: string, check: TokenCheck): Promise<Caller> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const token = match ? parseToken(match[1]!) : null;
    if (!token) throw new Unauthenticated('the token is not valid');
    // Hashed once: every comparison below and the game read's check use this one hash.
    const presented = { sessionId: sessionIdOf(token.secret), tokenHash: sha256Hex(token.secret) };
    const cached = check === 'game-read' ? this.fresh(token.playerId) : null;
    // A cached session that does not match may be older than a rotation: read the stored ones.
    if (cached && tokenMatch(cached.tokens, presented) === 'session') return { id: token.playerId, name: cached.name, ...presented };
    const player = await this.read(token.playerId);
    const matched = player ? tokenMatch(player, presented) : null;
    if (!player || !matched) throw new Unauthenticated('the token is not valid');
    await this.noteUse(player, presented.sessionId, presented.tokenHash, matched);
    return { id: token.playerId, name: player.name, ...presented };
  }

  /**
   * Keeps the session's "last used" within LAST_USED_INTERVAL_MS (a write per device per
   * interval, not per request), and moves a token from before sessions into `sessions`.
   */
  private async noteUse(player: PlayerRecord, sessionId: string, tokenHash: string, matched: 'session' | 'legacy'): Promise<void> {
    const now = new Date();
    if (matched === 'legacy') {
      const session = { hash: tokenHash, label: 'First device', createdAt: player.createdAt, lastUsedAt: now.toISOString() };
      if (await this.players.adoptLegacyToken(player.id, { id: sessionId, session })) this.forget(player.id);
      return;
    }
    const lastUsed = Date.parse(player.sessions[sessionId]!.lastUsedAt);
    if (!(now.getTime() - lastUsed < LAST_USED_INTERVAL_MS)) await this.players.touchSession(player.id, sessionId, now.toISOString());
  }

  private fresh(playerId: string): CachedPlayer | null {
    const cached = this.cache.get(playerId);
    return cached && Date.now() - cached.cachedAt < CACHE_TTL_MS ? cached : null;
  }

  private async read(playerId: string): Promise<PlayerRecord | null> {
    const player = await this.players.get(playerId);
    if (player) this.remember(player);
    else this.forget(playerId);
    return player;
  }

  private store(playerId: string, entry: CachedPlayer): void {
    this.cache.delete(playerId);
    if (this.cache.size >= CACHE_MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(playerId, entry);
  }
}
