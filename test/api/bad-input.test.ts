/**
 * Bad input never reaches a 5xx and never writes: malformed JSON, wrong types, unknown fields,
 * huge bodies, prototype keys, unknown ids and routes, missing/forged/foreign tokens, moves by a
 * seat that is not awaited, failing batches, stale versions, moves after the end. The whole
 * table is scanned before and after and must not change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../functions/http/schemas.js';
import type { RequestOptions } from '../support/api-client.js';
import { registerPlayer, startGame, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';
import { ascendingDeck } from '../support/the-game.js';

let stack: TestStack;
let ada: TestPlayer;
let bo: TestPlayer;
let stranger: TestPlayer;
/** A running two-seat game (seat 0 active), a finished game, and a game still waiting for a player. */
let running: { id: string; inviteCode: string; version: number };
let finished: string;
let waiting: { id: string; inviteCode: string };

beforeAll(async () => {
  stack = await startTestStack(import.meta.url);
  [ada, bo, stranger] = await Promise.all([registerPlayer(stack.api, 'Ada'), registerPlayer(stack.api, 'Bo'), registerPlayer(stack.api, 'Stranger')]);
  // Deck 2…99: seat 0 holds 2–8, seat 1 holds 9–15. Seat 0 opens, so it is the active seat.
  const game = await startGame(stack.api, ada, [bo], { type: 'the-game', seed: 'bad-input', deck: ascendingDeck() });
  const opened = await stack.api.post<Envelope>(`/games/${game.id}/moves`, { token: ada.token, body: { moves: [{ type: 'play', card: 2, pile: 'up1' }] } });
  running = { id: game.id, inviteCode: game.inviteCode, version: opened.body.version };
  const solo = await startGame(stack.api, ada, [], { type: 'the-game', seed: 'bad-input-solo' });
  await stack.api.post(`/games/${solo.id}/resign`, { token: ada.token });
  finished = solo.id;
  const created = await stack.api.post<Envelope & { inviteCode: string }>('/games', { token: ada.token, body: { type: 'the-game', seats: 3 } });
  waiting = { id: created.body.id, inviteCode: created.body.inviteCode };
});
afterAll(async () => {
  await stack?.stop();
});

interface BadRequest {
  name: string;
  method: string;
  path: () => string;
  options?: () => RequestOptions;
  status: number;
  code: string;
  details?: () => Record<string, unknown>;
}

const token = (player: () => TestPlayer) => () => player().token;
const moves = (list: unknown[], extra: Record<string, unknown> = {}) => ({ moves: list, ...extra });
const forgedToken = () => `tp_${ada.id}_${'A'.repeat(43)}`;

const cases: BadRequest[] = [
  // Bodies
  { name: 'malformed JSON', method: 'POST', path: () => '/players', options: () => ({ raw: '{"name": "x",' }), status: 400, code: 'VALIDATION' },
  { name: 'a JSON array instead of an object', method: 'POST', path: () => '/players', options: () => ({ raw: '["x"]' }), status: 400, code: 'VALIDATION' },
  { name: 'no body where one is needed', method: 'POST', path: () => '/players', status: 400, code: 'VALIDATION' },
  { name: 'wrong type', method: 'POST', path: () => '/players', options: () => ({ body: { name: 5 } }), status: 400, code: 'VALIDATION', details: () => ({ issues: [expect.objectContaining({ path: ['name'], code: 'invalid_type' })] }) },
  { name: 'unknown field', method: 'POST', path: () => '/players', options: () => ({ body: { name: 'x', admin: true } }), status: 400, code: 'VALIDATION', details: () => ({ issues: [expect.objectContaining({ code: 'unrecognized_keys' })] }) },
  { name: 'a name of control characters', method: 'POST', path: () => '/players', options: () => ({ body: { name: 'a\u0000b' } }), status: 400, code: 'VALIDATION' },
  { name: 'a name with a lone surrogate', method: 'POST', path: () => '/players', options: () => ({ raw: '{"name":"x\\ud800y"}' }), status: 400, code: 'VALIDATION' },
  { name: 'a new name with a lone low surrogate', method: 'PATCH', path: () => '/players/me', options: () => ({ token: ada.token, raw: '{"name":"\\udc00Ada"}' }), status: 400, code: 'VALIDATION' },
  { name: 'a key with a lone surrogate', method: 'POST', path: () => '/games', options: () => ({ token: ada.token, raw: '{"type":"the-game","seats":2,"options":{"\\ud83d":true}}' }), status: 400, code: 'VALIDATION' },
  { name: 'a lone surrogate inside a move', method: 'POST', path: () => `/games/${running.id}/moves`, options: () => ({ token: ada.token, raw: '{"moves":[{"type":"hint","pile":"up1","signal":"keepOff","note":"\\ud800"}]}' }), status: 400, code: 'VALIDATION' },
  { name: 'a body over 64 KiB', method: 'POST', path: () => '/players', options: () => ({ raw: JSON.stringify({ name: 'x'.repeat(70_000) }) }), status: 413, code: 'PAYLOAD_TOO_LARGE' },
  { name: 'a body of 3 MB', method: 'POST', path: () => `/games/${running.id}/moves`, options: () => ({ token: ada.token, raw: `{"moves":[${'{"type":"endTurn"},'.repeat(170_000)}{"type":"endTurn"}]}` }), status: 413, code: 'PAYLOAD_TOO_LARGE' },
  { name: '__proto__ at the top', method: 'POST', path: () => '/players', options: () => ({ raw: '{"name":"x","__proto__":{"polluted":true}}' }), status: 400, code: 'VALIDATION', details: () => ({ key: '__proto__' }) },
  { name: '__proto__ inside a move', method: 'POST', path: () => `/games/${running.id}/moves`, options: () => ({ token: ada.token, raw: '{"moves":[{"type":"endTurn","__proto__":{"polluted":true}}]}' }), status: 400, code: 'VALIDATION' },
  { name: 'constructor.prototype inside options', method: 'POST', path: () => '/games', options: () => ({ token: ada.token, raw: '{"type":"the-game","seats":2,"options":{"constructor":{"prototype":{"polluted":true}}}}' }), status: 400, code: 'VALIDATION' },
  // Routes and ids
  { name: 'an unknown route', method: 'GET', path: () => '/nope', status: 404, code: 'NOT_FOUND' },
  { name: 'a known path with another method', method: 'DELETE', path: () => `/games/${running.id}`, status: 405, code: 'METHOD_NOT_ALLOWED' },
  { name: 'an unknown game id', method: 'GET', path: () => '/games/aaaaaaaaaaaaaaaa', status: 404, code: 'NOT_FOUND' },
  { name: 'a game id of the wrong shape', method: 'GET', path: () => '/games/..%2F..%2Fetc', status: 404, code: 'NOT_FOUND' },
  { name: 'a malformed %-escape', method: 'GET', path: () => '/games/%E0%A4%A', status: 404, code: 'NOT_FOUND' },
  { name: 'moves to an unknown game', method: 'POST', path: () => '/games/aaaaaaaaaaaaaaaa/moves', options: () => ({ token: ada.token, body: moves([{ type: 'endTurn' }]) }), status: 404, code: 'NOT_FOUND' },
  { name: 'events of an unknown game', method: 'GET', path: () => '/games/aaaaaaaaaaaaaaaa/events', status: 404, code: 'NOT_FOUND' },
  // Tokens
  { name: 'no token', method: 'POST', path: () => '/games', options: () => ({ body: { type: 'the-game', seats: 2 } }), status: 401, code: 'UNAUTHENTICATED' },
  { name: 'a forged token (right player, wrong secret)', method: 'POST', path: () => `/games/${running.id}/moves`, options: () => ({ token: forgedToken(), body: moves([{ type: 'endTurn' }]) }), status: 401, code: 'UNAUTHENTICATED' },
  { name: 'a token of no player', method: 'GET', path: () => '/players/me', options: () => ({ token: `tp_aaaaaaaaaaaaaaaa_${'A'.repeat(43)}` }), status: 401, code: 'UNAUTHENTICATED' },
  { name: 'a malformed token', method: 'GET', path: () => '/players/me', options: () => ({ token: 'not-a-token' }), status: 401, code: 'UNAUTHENTICATED' },
  { name: 'a non-bearer scheme', method: 'GET', path: () => '/players/me', options: () => ({ headers: { authorization: `Basic ${ada.token}` } }), status: 401, code: 'UNAUTHENTICATED' },
  { name: 'a bad token where auth is optional', method: 'GET', path: () => `/games/${running.id}`, options: () => ({ token: forgedToken() }), status: 401, code: 'UNAUTHENTICATED' },
  { name: 'a bad token on the event log', method: 'GET', path: () => `/games/${running.id}/events`, options: () => ({ token: 'tp_x' }), status: 401, code: 'UNAUTHENTICATED' },
  { name: "another player's game (not seated)", method: 'POST', path: () => `/games/${running.id}/moves`, options: () => ({ token: stranger.token, body: moves([{ type: 'endTurn' }]) }), status: 403, code: 'FORBIDDEN' },
  { name: 'resigning from a game one is not seated in', method: 'POST', path: () => `/games/${running.id}/resign`, options: () => ({ token: stranger.token }), status: 403, code: 'FORBIDDEN' },
  { name: 'joining with a wrong invite code', method: 'POST', path: () => `/games/${waiting.id}/join`, options: () => ({ token: stranger.token, body: { inviteCode: 'wrongwrongwrong2' } }), status: 403, code: 'FORBIDDEN', details: () => ({ reason: 'INVITE_CODE_INVALID' }) },
  { name: 'joining a full game', method: 'POST', path: () => `/games/${running.id}/join`, options: () => ({ token: stranger.token, body: { inviteCode: running.inviteCode } }), status: 403, code: 'FORBIDDEN', details: () => ({ reason: 'GAME_FULL' }) },
  // Moves
  { name: 'a move by a seat that is not awaited', method: 'POST', path: () => `/games/${running.id}/moves`, options: () => ({ token: token(() => bo)(), body: moves([{ type: 'play', card: 9, pile: 'up2' }]) }), status: 422, code: 'RULE_VIOLATION', details: () => ({ code: 'NOT_YOUR_TURN', index: 0 }) },
  { name: 'a batch failing at its third move', method: 'POST', path: () => `/games/${running.id}/moves`, options: () => ({ token: ada.token, body: moves([{ type: 'play', card: 3, pile: 'up1' }, { type: 'play', card: 4, pile: 'up1' }, { type: 'play', card: 99, pile: 'up1' }]) }), status: 422, code: 'RULE_VIOLATION', details: () => ({ code: 'CARD_NOT_IN_HAND', index: 2 }) },
  { name: 'a move after a move that draws, refused unjudged', method: 'POST', path: () => `/games/${running.id}/moves`, options: () => ({ token: ada.token, body: moves([{ type: 'play', card: 3, pile: 'up1' }, { type: 'endTurn' }, { type: 'play', card: 4, pile: 'up1' }]) }), status: 422, code: 'RULE_VIOLATION', details: () => ({ code: 'BATCH_AFTER_REVEAL', index: 2 }) },
  { name: 'a move the schema refuses, naming its index', method: 'POST', path: () => `/games/${running.id}/moves`, options: () => ({ token: ada.token, body: moves([{ type: 'play', card: 3, pile: 'up1' }, { type: 'play', card: 'four', pile: 'up1' }]) }), status: 400, code: 'VALIDATION', details: () => ({ index: 1 }) },
  { name: 'an unknown move type', method: 'POST', path: () => `/games/${running.id}/moves`, options: () => ({ token: ada.token, body: moves([{ type: 'teleport' }]) }), status: 400, code: 'VALIDATION', details: () => ({ index: 0 }) },
  { name: 'an empty batch', method: 'POST', path: () => `/games/${running.id}/moves`, options: () => ({ token: ada.token, body: moves([]) }), status: 400, code: 'VALIDATION' },
  { name: 'a batch of 65 moves', method: 'POST', path: () => `/games/${running.id}/moves`, options: () => ({ token: ada.token, body: moves(Array(65).fill({ type: 'endTurn' })) }), status: 400, code: 'VALIDATION' },
  { name: 'a negative version', method: 'POST', path: () => `/games/${running.id}/moves`, options: () => ({ token: ada.token, body: moves([{ type: 'endTurn' }], { version: -1 }) }), status: 400, code: 'VALIDATION' },
  { name: 'a stale version', method: 'POST', path: () => `/games/${running.id}/moves`, options: () => ({ token: ada.token, body: moves([{ type: 'play', card: 3, pile: 'up1' }], { version: 1 }) }), status: 409, code: 'VERSION_CONFLICT', details: () => ({ version: running.version }) },
  { name: 'a move after the game ended', method: 'POST', path: () => `/games/${finished}/moves`, options: () => ({ token: ada.token, body: moves([{ type: 'endTurn' }]) }), status: 422, code: 'RULE_VIOLATION', details: () => ({ code: 'GAME_OVER', index: 0 }) },
  { name: 'resigning from a finished game', method: 'POST', path: () => `/games/${finished}/resign`, options: () => ({ token: ada.token }), status: 422, code: 'RULE_VIOLATION', details: () => ({ code: 'GAME_OVER' }) },
  { name: 'a move before the game started', method: 'POST', path: () => `/games/${waiting.id}/moves`, options: () => ({ token: ada.token, body: moves([{ type: 'endTurn' }]) }), status: 422, code: 'RULE_VIOLATION', details: () => ({ code: 'GAME_NOT_STARTED' }) },
  { name: 'a resignation before the game started', method: 'POST', path: () => `/games/${waiting.id}/resign`, options: () => ({ token: ada.token, body: {} }), status: 422, code: 'RULE_VIOLATION', details: () => ({ code: 'GAME_NOT_STARTED' }) },
  // Game creation
  { name: 'an unknown game type', method: 'POST', path: () => '/games', options: () => ({ token: ada.token, body: { type: 'chess', seats: 2 } }), status: 400, code: 'VALIDATION' },
  { name: 'too many players', method: 'POST', path: () => '/games', options: () => ({ token: ada.token, body: { type: 'the-game', seats: 6 } }), status: 400, code: 'VALIDATION', details: () => ({ code: 'INVALID_PLAYER_COUNT' }) },
  { name: 'no seats', method: 'POST', path: () => '/games', options: () => ({ token: ada.token, body: { type: 'the-game', seats: 0 } }), status: 400, code: 'VALIDATION' },
  { name: 'a bad option', method: 'POST', path: () => '/games', options: () => ({ token: ada.token, body: { type: 'the-game', seats: 2, options: { extreme: 'yes' } } }), status: 400, code: 'VALIDATION', details: () => ({ issues: [expect.objectContaining({ path: ['options', 'extreme'] })] }) },
  { name: 'an unknown option', method: 'POST', path: () => '/games', options: () => ({ token: ada.token, body: { type: 'the-game', seats: 2, options: { turbo: true } } }), status: 400, code: 'VALIDATION' },
  { name: 'a stacked deck that is not a permutation', method: 'POST', path: () => '/games', options: () => ({ token: ada.token, body: { type: 'the-game', seats: 2, deck: ascendingDeck().map((card) => (card === 2 ? 3 : card)) } }), status: 400, code: 'VALIDATION', details: () => ({ code: 'INVALID_DECK' }) },
  { name: 'a stacked parameter the game does not know', method: 'POST', path: () => '/games', options: () => ({ token: ada.token, body: { type: 'the-game', seats: 2, characterDeck: [] } }), status: 400, code: 'VALIDATION' },
  { name: 'a turn limit of one second', method: 'POST', path: () => '/games', options: () => ({ token: ada.token, body: { type: 'the-game', seats: 2, turnTimeLimit: 1 } }), status: 400, code: 'VALIDATION' },
  // Queries
  { name: 'events after a non-number', method: 'GET', path: () => `/games/${running.id}/events?after=abc`, status: 400, code: 'VALIDATION' },
  { name: 'legal=maybe', method: 'GET', path: () => `/games/${running.id}?legal=maybe`, status: 400, code: 'VALIDATION' },
  { name: 'an unknown status filter', method: 'GET', path: () => '/players/me/games?status=paused', options: () => ({ token: ada.token }), status: 400, code: 'VALIDATION' },
  { name: 'an empty new name', method: 'PATCH', path: () => '/players/me', options: () => ({ token: ada.token, body: { name: '   ' } }), status: 400, code: 'VALIDATION' },
  { name: 'notification channels before they exist', method: 'PATCH', path: () => '/players/me', options: () => ({ token: ada.token, body: { notify: { carrierPigeon: true } } }), status: 400, code: 'VALIDATION' },
];

describe('bad input', () => {
  it('gets the right 4xx for every case, never a 5xx, and writes nothing', async () => {
    const before = await stack.table.scan();
    for (const bad of cases) {
      const answer = await stack.api.request<{ error: { code: string; message: string; details?: Record<string, unknown> } }>(bad.method, bad.path(), bad.options?.());
      expect(answer.status, `${bad.name}: ${answer.text}`).toBe(bad.status);
      expect(answer.body.error.code, bad.name).toBe(bad.code);
      expect(typeof answer.body.error.message).toBe('string');
      if (bad.details) expect(answer.body.error.details, bad.name).toMatchObject(bad.details());
    }
    expect(await stack.table.scan()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('ignores unknown query parameters (cache busters) but still checks the known ones', async () => {
    const plain = await stack.api.get<{ version: number }>(`/games/${running.id}?legal=true`);
    const busted = await stack.api.get<{ version: number }>(`/games/${running.id}?legal=true&_=1767225600000`);
    expect(busted.status).toBe(200);
    expect(busted.body).toEqual(plain.body);
    expect((await stack.api.get(`/games/${running.id}/events?after=0&nocache=1`)).status).toBe(200);
    expect((await stack.api.get('/players/me/games?myTurn=true&v=2', { token: ada.token })).status).toBe(200);
    expect((await stack.api.get(`/games/${running.id}?legal=maybe&_=1`)).status).toBe(400);
  });

  it('answers the same cases concurrently without a 5xx', async () => {
    const before = await stack.table.scan();
    const answers = await Promise.all(cases.map((bad) => stack.api.request(bad.method, bad.path(), bad.options?.())));
    expect(answers.map((answer) => answer.status)).toEqual(cases.map((bad) => bad.status));
    expect(await stack.table.scan()).toEqual(before);
  });
});

describe('error messages', () => {
  const MARK = 'EchoMark7f3a';
  const echoing: Array<{ name: string; method: string; path: string; options?: () => RequestOptions }> = [
    { name: 'an unknown game type', method: 'POST', path: '/games', options: () => ({ token: ada.token, body: { type: MARK, seats: 2 } }) },
    { name: 'an unknown route', method: 'GET', path: `/${MARK}` },
    { name: 'a game id of the wrong shape', method: 'GET', path: `/games/${MARK}` },
    { name: 'an unknown game id', method: 'GET', path: '/games/echomark7f3aaaaa' },
    { name: 'moves to an unknown game id', method: 'POST', path: '/games/echomark7f3aaaaa/moves', options: () => ({ token: ada.token, body: moves([{ type: 'endTurn' }]) }) },
    { name: 'events of an unknown game id', method: 'GET', path: '/games/echomark7f3aaaaa/events' },
    { name: 'malformed JSON', method: 'POST', path: '/players', options: () => ({ raw: `${MARK}{` }) },
    { name: 'an unknown field', method: 'POST', path: '/players', options: () => ({ body: { name: 'x', [MARK]: true } }) },
    { name: 'an unknown option', method: 'POST', path: '/games', options: () => ({ token: ada.token, body: { type: 'the-game', seats: 2, options: { [MARK]: true } } }) },
  ];

  it.each(echoing)("do not echo the caller's input: $name", async ({ method, path, options }) => {
    const answer = await stack.api.request(method, path, options?.());
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.text.toLowerCase()).not.toContain(MARK.toLowerCase());
  });
});
