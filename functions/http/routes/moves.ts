/** POST /games/{id}/moves and POST /games/{id}/resign: changes by a seated player. */
import { requireSeat, seatOfPlayer } from '../../domain/game-record.js';
import { applyMoves, resignSeat } from '../../domain/lifecycle.js';
import { sha256Hex } from '../../domain/secrets.js';
import type { IdempotentRequest } from '../../store/games.js';
import { commitWithRetry } from '../../store/commit.js';
import { parse } from '../../validation.js';
import type { Caller } from '../auth.js';
import { readJson } from '../body.js';
import { envelope } from '../envelope.js';
import { gameIdParam, type Route } from '../route.js';
import { Envelope, IdempotencyKey, Resign, SubmitMoves } from '../schemas.js';
import { json, type ApiRequest } from '../types.js';

const idempotencyHeader = {
  'Idempotency-Key': {
    description: 'Repeating a request with the same key returns the first answer and applies nothing twice (kept 24 h)',
    schema: IdempotencyKey,
  },
};

const submitMoves: Route = {
  method: 'POST',
  path: '/games/{id}/moves',
  summary: 'Apply moves in order, atomically (all or none)',
  auth: 'player',
  body: SubmitMoves,
  headers: idempotencyHeader,
  answers: { 200: Envelope },
  errors: [401, 403, 404, 409, 413, 422],
  async handle(req, { auth, games, catalog }) {
    const id = gameIdParam(req);
    const caller = await auth.caller(req);
    const body = parse(SubmitMoves, readJson(req));
    const idempotency = idempotencyOf(req, caller, body);
    return commitWithRetry(
      games,
      { gameId: id, expectedVersion: body.version, idempotency },
      (game, now) => {
        const seat = requireSeat(game, caller.id); // 403
        return applyMoves(game, catalog.stored(game.type), seat, caller.id, body.moves, now.toISOString(), idempotency?.key); // 400/422 with the index
      },
      (game) => json(200, envelope(game, catalog.stored(game.type), seatOfPlayer(game, caller.id))),
    );
  },
};

const resign: Route = {
  method: 'POST',
  path: '/games/{id}/resign',
  summary: "Leave a running game (the game's rules say what then happens)",
  auth: 'player',
  body: Resign,
  optionalBody: true,
  headers: idempotencyHeader,
  answers: { 200: Envelope },
  errors: [401, 403, 404, 409, 413, 422],
  async handle(req, { auth, games, catalog }) {
    const id = gameIdParam(req);
    const caller = await auth.caller(req);
    const body = parse(Resign, readJson(req) ?? {});
    const idempotency = idempotencyOf(req, caller, body);
    return commitWithRetry(
      games,
      { gameId: id, expectedVersion: body.version, idempotency },
      (game, now) => resignSeat(game, catalog.stored(game.type), requireSeat(game, caller.id), caller.id, now.toISOString(), idempotency?.key),
      (game) => json(200, envelope(game, catalog.stored(game.type), seatOfPlayer(game, caller.id))),
    );
  },
};

/** The Idempotency-Key of this request, scoped to the caller, with a fingerprint of what was asked. */
function idempotencyOf(req: ApiRequest, caller: Caller, body: unknown): IdempotentRequest | undefined {
  const header = req.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = parse(IdempotencyKey, header, 'Idempotency-Key header');
  return { playerId: caller.id, key, fingerprint: sha256Hex(`${req.method} ${req.path}\n${JSON.stringify(body)}`) };
}

export const moveRoutes: Route[] = [submitMoves, resign];
