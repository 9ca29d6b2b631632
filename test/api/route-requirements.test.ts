/**
 * Every route's `requires` (functions/http/requirement.ts) is enforced: for each route that
 * declares one, a caller who is not seated (or not the creator) is refused with 403 and the
 * requirement's reason, before anything else of the game is judged, and the one who is meets no
 * such refusal. Every other route that changes a game says here why it needs no requirement, so a
 * new route cannot leave it out unnoticed. The OpenAPI document shows each requirement.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/http/app.js';
import type { Route } from '../../functions/http/route.js';
import { registerPlayer, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';

/** A body each route parses (so that the refusal is the requirement's, not a 400). */
const BODIES: Record<string, unknown> = {
  'POST /games/{id}/moves': { moves: [{ type: 'endTurn' }] },
  'POST /games/{id}/undo/{requestId}': { accept: true },
  'POST /games/{id}/bots': { seat: 2, level: 'basic' },
  'POST /games/{id}/talk': { kind: 'message', text: 'hello' },
  'PATCH /games/{id}/talk/settings': { chat: 'off' },
  'PATCH /games/{id}/talk/muted': { seats: [1] },
};

/** Routes on a game `{id}` a player calls that declare no requirement, and why. */
const OPEN_TO_ANY_PLAYER: Record<string, string> = {
  'POST /games/{id}/join': 'joining is how a player gets a seat (the invite code decides)',
  'PATCH /games/{id}/me': "the marks are the caller's own item, read without the game: a player not seated has none (404)",
};

const key = (route: Route) => `${route.method} ${route.path}`;
const declared = routes.filter((route) => route.requires !== undefined);

let stack: TestStack;
let ada: TestPlayer;
let bo: TestPlayer;
let cy: TestPlayer;
let gameId: string;

beforeAll(async () => {
  stack = await startTestStack(import.meta.url);
  [ada, bo, cy] = [await registerPlayer(stack.api, 'Ada'), await registerPlayer(stack.api, 'Bo'), await registerPlayer(stack.api, 'Cy')];
  const created = await stack.api.post<{ id: string; inviteCode: string }>('/games', { token: ada.token, body: { type: 'flip-7', seats: 3 } });
  expect(created.status, created.text).toBe(201);
  gameId = created.body.id;
  expect((await stack.api.post(`/games/${gameId}/join`, { token: bo.token, body: { inviteCode: created.body.inviteCode } })).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

async function call(route: Route, player: TestPlayer): Promise<{ status: number; reason: unknown }> {
  const path = route.path.replace('{id}', gameId).replace('{requestId}', '1');
  const answer = await stack.api.request<{ error?: { details?: { reason?: string } } }>(route.method, path, { token: player.token, body: BODIES[key(route)] ?? {} });
  return { status: answer.status, reason: answer.body?.error?.details?.reason };
}

describe('routes that declare who may call them', () => {
  it('every route that changes a game as a player declares a requirement, or says why not', () => {
    const onAGame = routes.filter((route) => route.auth === 'player' && route.method !== 'GET' && route.path.startsWith('/games/{id}'));
    const undeclared = onAGame.filter((route) => route.requires === undefined).map(key);
    expect(undeclared.sort()).toEqual(Object.keys(OPEN_TO_ANY_PLAYER).sort());
    expect(declared.length).toBeGreaterThan(8);
  });

  it.each(declared.map((route) => [key(route), route] as const))('%s refuses the caller it does not admit', async (_name, route) => {
    if (route.requires === 'seat') {
      expect(await call(route, cy)).toEqual({ status: 403, reason: 'NOT_SEATED' });
    } else {
      // Bo is seated but did not create the game; Cy is not even seated.
      expect(await call(route, bo)).toEqual({ status: 403, reason: 'NOT_CREATOR' });
      expect(await call(route, cy)).toEqual({ status: 403, reason: 'NOT_CREATOR' });
    }
    // The admitted caller may still be refused for the game's state, never for who they are.
    const admitted = await call(route, route.requires === 'seat' ? bo : ada);
    expect(['NOT_SEATED', 'NOT_CREATOR']).not.toContain(admitted.reason);
  });

  it('the OpenAPI document says who may call each of them', async () => {
    const document = (await stack.api.get<{ paths: Record<string, Record<string, { description?: string; 'x-requires'?: string }>> }>('/openapi.json')).body;
    for (const route of routes) {
      const operation = document.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation, key(route)).toBeDefined();
      expect(operation!['x-requires'], key(route)).toBe(route.requires);
      if (route.requires) expect(operation!.description, key(route)).toContain(route.requires === 'seat' ? 'NOT_SEATED' : 'NOT_CREATOR');
    }
  });
});
