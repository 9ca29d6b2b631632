/**
 * Bearer-token authentication: a token `tp_<playerId>_<secret>` costs one GetItem of the player
 * and a constant-time hash compare. Tokens never change, so a verified player's token hash is
 * cached in memory for a few minutes: a warm Lambda (or the local server) then authenticates a
 * move without reading the table at all.
 */
import { matchesHash, parseToken } from '../domain/secrets.js';
import { Unauthenticated } from '../errors.js';
import type { PlayerRecord, PlayerStore } from '../store/players.js';
import type { ApiRequest } from './types.js';

/** Who is calling: enough to seat them (id, and the name that goes into a seat). */
export interface Caller {
  id: string;
  name: string;
}

interface CachedPlayer {
  tokenHash: string;
  name: string;
  cachedAt: number;
}

const CACHE_TTL_MS = 5 * 60_000;
const CACHE_MAX_ENTRIES = 10_000;

export class Authenticator {
  private readonly cache = new Map<string, CachedPlayer>();

  constructor(private readonly players: PlayerStore) {}

  /** The calling player; 401 without a valid token. */
  async caller(req: ApiRequest): Promise<Caller> {
    const header = req.headers.authorization;
    if (header === undefined) throw new Unauthenticated('this route needs `Authorization: Bearer <token>`');
    return this.verify(header);
  }

  /** The calling player, or null without an Authorization header (a spectator); 401 for a bad token. */
  async optionalCaller(req: ApiRequest): Promise<Caller | null> {
    const header = req.headers.authorization;
    return header === undefined ? null : this.verify(header);
  }

  /** Keeps the cache in step after this process changed a player's name. */
  remember(player: PlayerRecord): void {
    this.store(player.id, { tokenHash: player.tokenHash, name: player.name, cachedAt: Date.now() });
  }

  private async verify(header: string): Promise<Caller> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const token = match ? parseToken(match[1]!) : null;
    if (!token) throw new Unauthenticated('the token is not valid');
    const known = await this.lookup(token.playerId);
    if (!known || !matchesHash(token.secret, known.tokenHash)) throw new Unauthenticated('the token is not valid');
    return { id: token.playerId, name: known.name };
  }

  private async lookup(playerId: string): Promise<CachedPlayer | null> {
    const cached = this.cache.get(playerId);
    if (cached && Date.now() - cached.cachedAt < CACHE_TTL_MS) return cached;
    const player = await this.players.get(playerId);
    if (!player) return null;
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
