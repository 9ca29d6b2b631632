/**
 * The signed links of our e-mails: "confirm this address" and "unsubscribe". A link carries its
 * purpose, the player, a hash of the address it was made for and (to confirm) an expiry, signed
 * with HMAC-SHA-256 under the deployment's e-mail link secret; nothing is stored for it. A link
 * counts only while the player's channel still has that address, so changing the address voids
 * every link made for the old one. The address itself is not in the link (links end up in logs).
 */
import { createHmac, hash, timingSafeEqual } from 'node:crypto';

/** `confirm`: the address is the player's; `unsubscribe`: stop the e-mails of `list`. */
export type EmailLinkPurpose = 'confirm' | 'unsubscribe';
/** Which e-mails an unsubscribe stops: the game notifications (`email`) or the daily digest. */
export type EmailList = 'email' | 'digest';

/** How long a confirmation link works: two days to find the e-mail and open it. */
export const CONFIRM_LINK_HOURS = 48;

export interface EmailLink {
  purpose: EmailLinkPurpose;
  playerId: string;
  /** The hash of the address the link was made for (emailLinkAddressHash). */
  addressHash: string;
  /** Unsubscribe links only. */
  list?: EmailList;
  /** Seconds since the epoch; absent: the link works as long as the address stays the player's. */
  expires?: number;
}

/** A short hash of the address, case-insensitive (mail providers match addresses so). */
export function emailLinkAddressHash(address: string): string {
  return hash('sha256', address.trim().toLowerCase(), 'base64url').slice(0, 22);
}

/**
 * A link for `address`: confirmation links expire after CONFIRM_LINK_HOURS; unsubscribe links do
 * not (RFC 8058 asks that the one-click POST work for as long as the e-mail may be read), but
 * they die with the address.
 */
export function signEmailLink(secret: string, link: { purpose: EmailLinkPurpose; playerId: string; address: string; list?: EmailList }, now: Date): string {
  const claims: Record<string, unknown> = { u: link.purpose, p: link.playerId, a: emailLinkAddressHash(link.address) };
  if (link.list) claims.l = link.list;
  if (link.purpose === 'confirm') claims.x = Math.floor(now.getTime() / 1000) + CONFIRM_LINK_HOURS * 3600;
  const payload = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

/** The link's claims when its signature is ours (compared in constant time) and it has not expired; else null. */
export function verifyEmailLink(secret: string, token: string, now: Date): EmailLink | null {
  const [payload, signed, ...rest] = token.split('.');
  if (!payload || !signed || rest.length > 0) return null;
  const expected = Buffer.from(signature(secret, payload), 'utf8');
  const given = Buffer.from(signed, 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: { u?: unknown; p?: unknown; a?: unknown; l?: unknown; x?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return null;
  }
  if ((claims.u !== 'confirm' && claims.u !== 'unsubscribe') || typeof claims.p !== 'string' || typeof claims.a !== 'string') return null;
  if (claims.x !== undefined && (typeof claims.x !== 'number' || claims.x * 1000 <= now.getTime())) return null;
  const link: EmailLink = { purpose: claims.u, playerId: claims.p, addressHash: claims.a };
  if (claims.l === 'email' || claims.l === 'digest') link.list = claims.l;
  if (typeof claims.x === 'number') link.expires = claims.x;
  return link;
}

/** True when `link` was made for `address`. */
export function linkIsFor(link: EmailLink, address: string): boolean {
  const expected = Buffer.from(emailLinkAddressHash(address), 'utf8');
  const given = Buffer.from(link.addressHash, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function signature(secret: string, payload: string): string {
  // The purpose label keeps these MACs apart from any other use of the same secret.
  return createHmac('sha256', secret).update(`turnpost-email-link.${payload}`).digest('base64url');
}

/** Where the links point: pages of the API (the front door), which ask before they change anything. */
export const EMAIL_LINK_PATHS: Record<EmailLinkPurpose, string> = { confirm: '/email/confirm', unsubscribe: '/email/unsubscribe' };

/** The full address of a link (`publicUrl`: the API's base URL, the distribution's on AWS). */
export function emailLinkUrl(publicUrl: string, purpose: EmailLinkPurpose, token: string): string {
  return `${publicUrl}${EMAIL_LINK_PATHS[purpose]}?token=${token}`;
}

/** What signs the links and where they point. */
export interface EmailLinkSettings {
  secret: string;
  publicUrl: string;
}

/** The link settings of a deployment: none without a secret (no e-mail channel on AWS then). */
export function emailLinkSettings(config: { emailLinkSecret?: string | null; publicUrl?: string | null }): EmailLinkSettings | null {
  return config.emailLinkSecret ? { secret: config.emailLinkSecret, publicUrl: config.publicUrl ?? '' } : null;
}
