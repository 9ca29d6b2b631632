/**
 * A player's devices (../../store/sessions.ts): GET/POST /players/me/sessions lists them and makes
 * a token for another device, DELETE /players/me/sessions/{id} signs one out. (POST
 * /players/me/token, sign out everywhere, is in ./players.ts.)
 */
import { ID_PATTERN, newToken, sessionIdOf, sha256Hex } from '../../domain/secrets.js';
import { NotFound, Unauthenticated, ValidationError } from '../../errors.js';
import type { PlayerRecord } from '../../store/players.js';
import { MAX_SESSIONS, type StoredSession } from '../../store/sessions.js';
import type { Caller } from '../auth.js';
import { defineRoute } from '../route.js';
import { CreateSession, SessionCreated, SessionList, SessionRevoked, SessionView } from '../schemas.js';
import { json } from '../types.js';
import type * as z from 'zod';

type Session = z.output<typeof SessionView>;

/** A new token and its session, for the device called `device`. */
export function newSession(playerId: string, device: string, now: string): { token: string; id: string; session: StoredSession } {
  const { token, secret } = newToken(playerId);
  return { token, id: sessionIdOf(secret), session: { hash: sha256Hex(secret), label: device, createdAt: now, lastUsedAt: now } };
}

function sessionView(id: string, session: StoredSession, caller: Caller): Session {
  return { id, device: session.label, createdAt: session.createdAt, lastUsedAt: session.lastUsedAt, current: id === caller.sessionId };
}

/** The player's sessions, most recently used first. */
export function sessionViews(player: PlayerRecord, caller: Caller): Session[] {
  return Object.entries(player.sessions)
    .map(([id, session]) => sessionView(id, session, caller))
    .sort((a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt) || a.id.localeCompare(b.id));
}

/** A session id that cannot name a session is a 404, as a game id is. */
function sessionId(raw: string): string {
  if (!ID_PATTERN.test(raw)) throw new NotFound('no such session');
  return raw;
}

const listSessions = defineRoute({
  method: 'GET',
  path: '/players/me/sessions',
  summary: "The caller's devices (one token each), with when each was last used",
  auth: 'player',
  answers: { 200: SessionList },
  errors: [401],
  async handle({ caller }, ctx) {
    const player = await ctx.players.get(caller.id);
    if (!player) throw new Unauthenticated('the token is not valid');
    return json(200, { sessions: sessionViews(player, caller) });
  },
});

const createSession = defineRoute({
  method: 'POST',
  path: '/players/me/sessions',
  summary: `A token for another device (shown once); at most ${MAX_SESSIONS} devices (400 SESSION_LIMIT: sign one out first)`,
  auth: 'player',
  body: CreateSession,
  answers: { 201: SessionCreated },
  errors: [401, 413],
  async handle({ caller, body }, ctx) {
    const made = newSession(caller.id, body.device, ctx.now().toISOString());
    const outcome = await ctx.players.addSession(caller, made, MAX_SESSIONS);
    if (outcome === 'refused') throw new Unauthenticated('the token is not valid');
    if (outcome === 'full') throw new ValidationError(`at most ${MAX_SESSIONS} devices may be signed in; sign one out first`, { code: 'SESSION_LIMIT', max: MAX_SESSIONS });
    ctx.auth.forget(caller.id);
    return json(201, { session: sessionView(made.id, made.session, caller), token: made.token });
  },
});

const revokeSession = defineRoute({
  method: 'DELETE',
  path: '/players/me/sessions/{id}',
  summary: "Sign one device out: its token is refused from now on, by every server process (the caller's own session too)",
  auth: 'player',
  params: { id: sessionId },
  answers: { 200: SessionRevoked },
  errors: [401, 404],
  async handle({ caller, params: { id } }, ctx) {
    if (!(await ctx.players.revokeSession(caller, id))) {
      // Either the session is not there, or the caller's own token stopped working meanwhile.
      if (id === caller.sessionId) throw new Unauthenticated('the token is not valid');
      throw new NotFound('no such session');
    }
    ctx.auth.forget(caller.id);
    return json(200, { revoked: id });
  },
});

export const sessionRoutes = [listSessions, createSession, revokeSession];
