/**
 * Identifiers and secrets: ids, player tokens, invite codes, game seeds, and their hashes.
 * Everything random comes from crypto.randomBytes; secrets are stored only as SHA-256 hashes
 * and compared in constant time.
 */
import { createHmac, hash, randomBytes, timingSafeEqual } from 'node:crypto';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** RFC 4648 base32 (lower case, no padding) of `bytes`. */
function base32(bytes: Buffer): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** A game or player id: 80 random bits as 16 base32 characters (no `_`, so tokens split cleanly). */
export function newId(): string {
  return base32(randomBytes(10));
}

export const ID_PATTERN = /^[a-z2-7]{16}$/;

/** A game's secret seed: 256 random bits. */
export function newSeed(): string {
  return randomBytes(32).toString('base64url');
}

/** An invite code: 80 random bits, short enough to paste into a chat. */
export function newInviteCode(): string {
  return base32(randomBytes(10));
}

/**
 * A game's invite code, derived from its secret seed (HMAC-SHA-256 keyed by the seed, over the
 * game's id; 80 bits as 16 base32 characters). The server can give it again to the creator on any
 * device without keeping the code itself: the seed is already the game's secret, revealed only
 * once the game is over, when nobody can join any more. Only its hash is compared on a join.
 */
export function inviteCodeFor(seed: string, gameId: string, generation = 0): string {
  // Each new code the creator asks for (`generation`) is another derivation; the first keeps the form it always had.
  return base32(createHmac('sha256', seed).update(generation === 0 ? `invite:${gameId}` : `invite:${gameId}:${generation}`).digest().subarray(0, 10));
}

/** SHA-256 of the UTF-8 bytes of `text`, lower-case hex (the seed commitment, stored hashes). */
export function sha256Hex(text: string): string {
  // One-shot: no Hash object per call (a token check, a seed commitment per game read).
  return hash('sha256', text, 'hex');
}

/** True when `secret` hashes to `storedHash`; the comparison takes the same time whatever differs. */
export function matchesHash(secret: string, storedHash: string): boolean {
  const presented = hash('sha256', secret, 'buffer');
  const stored = Buffer.from(storedHash, 'hex');
  return stored.length === presented.length && timingSafeEqual(presented, stored);
}

/** True when two hex hashes are equal; the comparison takes the same time whatever differs. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A player token `tp_<playerId>_<secret>`; the id lets authentication read one item. */
export interface PlayerToken {
  playerId: string;
  secret: string;
}

const TOKEN_PATTERN = /^tp_([a-z2-7]{16})_([A-Za-z0-9_-]{43})$/;

export function newToken(playerId: string): { token: string; secret: string } {
  const secret = randomBytes(32).toString('base64url');
  return { token: `tp_${playerId}_${secret}`, secret };
}

/**
 * The id of the session a token's secret belongs to (store/sessions.ts): 80 bits of a hash of
 * the secret, domain-separated from the stored token hash, so neither reveals the other.
 */
export function sessionIdOf(secret: string): string {
  // 80 bits in the alphabet of every other id (ID_PATTERN).
  return base32(hash('sha256', `turnpost-session:${secret}`, 'buffer').subarray(0, 10));
}

export function parseToken(token: string): PlayerToken | null {
  const match = TOKEN_PATTERN.exec(token);
  return match ? { playerId: match[1]!, secret: match[2]! } : null;
}
