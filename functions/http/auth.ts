/**
 * Bearer-token authentication: a token `tp_<playerId>_<secret>` is checked against the player's
 * stored token hash (constant-time compare). A token can be rotated (POST /players/me/token) or
 * its player deleted (DELETE /players/me) by any process, so every authenticated request
 * consults the stored hash — but not always with a read of its own:
 *
 * - By default the Authenticator reads the player item (one strongly consistent GetItem).
 * - A route whose game read checks the token (`tokenCheck: 'game-read'`: moves, resign, join,
 *   reading a game) may be answered from a per-process cache of verified hashes; its game read
 *   then fetches the player's stored hash in the same BatchGetItem as the game
 *   (`GameStore.load(gameId, caller)`), so a rotated or deleted token is refused at once in every
 *   process without a second round trip on the move path.
 */
import { parseToken, sameHash, sha256Hex } from '../domain/secrets.js';
import { Unauthenticated } from '../errors.js';
import type { PlayerRecord, PlayerStore } from '../store/players.js';
import type { ApiRequest } from './types.js';

/** Who is calling: enough to seat them (id, and the name that goes into a seat). */
export interface Caller {
  id: string;
  name: string;
  /** SHA-256 of the presented token's secret, which a game read checks against the stored one. */
  tokenHash: string;
}

/** Whether the route's own game read checks the token (then the cache may answer) or not. */
export type TokenCheck = 'auth' | 'game-read';

interface CachedPlayer {
  tokenHash: string;
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
    this.store(player.id, { tokenHash: player.tokenHash, name: player.name, cachedAt: Date.now() });
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
    const tokenHash = sha256Hex(token.secret);
    const cached = check === 'game-read' ? this.fresh(token.playerId) : null;
    // A cached hash that does not match may be older than a rotation: read the stored one.
    const known = cached && sameHash(tokenHash, cached.tokenHash) ? cached : await this.read(token.playerId);
    if (!known || (known !== cached && !sameHash(tokenHash, known.tokenHash))) throw new Unauthenticated('the token is not valid');
    return { id: token.playerId, name: known.name, tokenHash };
  }

  private fresh(playerId: string): CachedPlayer | null {
    const cached = this.cache.get(playerId);
    return cached && Date.now() - cached.cachedAt < CACHE_TTL_MS ? cached : null;
  }

  private async read(playerId: string): Promise<CachedPlayer | null> {
    const player = await this.players.get(playerId);
    if (!player) {
      this.forget(playerId);
      return null;
    }
    const entry = { tokenHash: player.tokenHash, name: player.name, cachedAt: Date.now() };
    this.store(playerId, entry);
    return entry;
  }

  private store(playerId: string, entry: CachedPlayer): void {
    this.cache.delete(playerId);
    if (this.cache.size >= CACHE_MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(playerId, entry);
  }
}
