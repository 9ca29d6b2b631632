/** POST /games/{id}/moves, POST /games/{id}/resign and POST /games/{id}/seat/reclaim: changes by a seated player (the first two idempotent with a key). */
import { requireSeat } from '../../domain/game-record.js';
import { applyMoves, reclaimSeat, resignSeat } from '../../domain/lifecycle.js';
import { commitAndAnswer } from '../commit-answer.js';
import { defineRoute, gameId } from '../route.js';
import { Envelope, Resign, SubmitMoves } from '../schemas.js';

const submitMoves = defineRoute({
  method: 'POST',
  path: '/games/{id}/moves',
  summary: 'Apply moves in order, atomically (all or none)',
  auth: 'player',
  tokenCheck: 'game-read',
  params: { id: gameId },
  body: SubmitMoves,
  idempotent: true,
  answers: { 200: Envelope },
  errors: [401, 403, 404, 409, 413, 422],
  handle: ({ params, caller, body, idempotency }, ctx) =>
    commitAndAnswer(ctx, { gameId: params.id, caller, expectedVersion: body.version, idempotency }, (game, definition, now) => {
      const seat = requireSeat(game, caller.id); // 403
      return applyMoves(game, definition, seat, caller.id, body.moves, now, idempotency?.key); // 400/422 with the index
    }),
});

const resign = defineRoute({
  method: 'POST',
  path: '/games/{id}/resign',
  summary: "Leave a running game (the game's rules say what then happens)",
  auth: 'player',
  tokenCheck: 'game-read',
  params: { id: gameId },
  body: Resign,
  optionalBody: true,
  idempotent: true,
  answers: { 200: Envelope },
  errors: [401, 403, 404, 409, 413, 422],
  handle: ({ params, caller, body, idempotency }, ctx) =>
    commitAndAnswer(ctx, { gameId: params.id, caller, expectedVersion: body.version, idempotency }, (game, definition, now) =>
      resignSeat(game, definition, requireSeat(game, caller.id), caller.id, now, idempotency?.key),
    ),
});

const reclaim = defineRoute({
  method: 'POST',
  path: '/games/{id}/seat/reclaim',
  summary: 'Take your seat back from the bot that plays it while you were absent (any move does too)',
  auth: 'player',
  tokenCheck: 'game-read',
  params: { id: gameId },
  answers: { 200: Envelope },
  errors: [401, 403, 404, 413],
  // A seat no bot plays changes nothing (the envelope as it is), so a repeat is harmless.
  handle: ({ params, caller }, ctx) =>
    commitAndAnswer(ctx, { gameId: params.id, caller }, (game, _definition, now) => reclaimSeat(game, requireSeat(game, caller.id), caller.id, now)),
});

export const moveRoutes = [submitMoves, resign, reclaim];
