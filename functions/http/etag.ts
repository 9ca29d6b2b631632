/**
 * Conditional GETs of a game: a poll that finds nothing new answers 304 with no body. The envelope
 * a caller sees depends only on the game's version, the caller's seat, `?legal` and which seats'
 * vacations still run (one ends with no change of the game), so those make the entity tag; the
 * check costs the one read the route does anyway.
 */
import * as z from 'zod';
import type { ApiResponse } from './types.js';

/**
 * `viewer`: `seatN`, `invited` (an invited player not seated yet), or null for a spectator.
 * `rematch`: the rematch linked to a finished game (linking it does not change the game's version).
 */
export function gameEtag(version: number, viewer: string | null, legal: boolean, onVacation: readonly number[] = [], rematch: string | null = null): string {
  return `"v${version}-${viewer ?? 'spectator'}${legal ? '-legal' : ''}${onVacation.length > 0 ? `-away${onVacation.join('.')}` : ''}${rematch ? `-rematch${rematch}` : ''}"`;
}

/** The 304 answer when the request's If-None-Match header names `etag` (or `*`), else null. */
export function notModified(ifNoneMatch: string | undefined, etag: string): ApiResponse | null {
  if (ifNoneMatch === undefined) return null;
  const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  return tags.includes(etag) || tags.includes('*') ? { status: 304, headers: { etag } } : null;
}

export const ifNoneMatchHeader = {
  'If-None-Match': {
    description: 'The ETag of the envelope the client holds: 304 with no body when the game has not changed for this caller',
    schema: z.string().max(256),
  },
};
