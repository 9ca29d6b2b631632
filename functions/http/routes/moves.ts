/**
 * POST /games/{id}/moves, POST /games/{id}/resign, POST /games/{id}/seat/hand-over and POST
 * /games/{id}/seat/reclaim: changes by a seated player (the first two idempotent with a key).
 */
import { applyMoves, handOverSeat, reclaimSeat, resignSeat } from '../../domain/lifecycle.js';
import { commitSeatedChange } from '../commit-answer.js';
import { defineRoute } from '../route.js';
import { Resign, SubmitMoves } from '../schemas.js';
import { GAME_CHANGE } from './game-change.js';

const submitMoves = defineRoute({
  ...GAME_CHANGE,
  path: '/games/{id}/moves',
  summary: 'Apply moves in order, atomically (all or none)',
  requires: 'seat',
  body: SubmitMoves,
  idempotent: true,
  errors: [401, 403, 404, 409, 413, 422],
  handle: (input, ctx) =>
    commitSeatedChange(ctx, input, (game, definition, now, seat) => applyMoves(game, definition, seat, input.caller.id, input.body.moves, now, input.idempotency?.key)), // 400/422 with the index
});

const resign = defineRoute({
  ...GAME_CHANGE,
  path: '/games/{id}/resign',
  summary: "Leave a running game (the game's rules say what then happens)",
  requires: 'seat',
  body: Resign,
  optionalBody: true,
  idempotent: true,
  errors: [401, 403, 404, 409, 413, 422],
  handle: (input, ctx) => commitSeatedChange(ctx, input, (game, definition, now, seat) => resignSeat(game, definition, seat, input.caller.id, now, input.idempotency?.key)),
});

const handOver = defineRoute({
  ...GAME_CHANGE,
  path: '/games/{id}/seat/hand-over',
  summary: 'Let a bot play your seat from now on, where the creator allowed it (`absent: "bot"`); any move of yours, or a reclaim, takes it back',
  requires: 'seat',
  errors: [401, 403, 404, 413, 422],
  // A seat a bot already plays changes nothing (the envelope as it is), so a repeat is harmless.
  handle: (input, ctx) => commitSeatedChange(ctx, input, (game, _definition, now, seat) => handOverSeat(game, seat, input.caller.id, now)),
});

const reclaim = defineRoute({
  ...GAME_CHANGE,
  path: '/games/{id}/seat/reclaim',
  summary: 'Take your seat back from the bot that plays it while you were absent (any move does too)',
  requires: 'seat',
  errors: [401, 403, 404, 413],
  // A seat no bot plays changes nothing (the envelope as it is), so a repeat is harmless.
  handle: (input, ctx) => commitSeatedChange(ctx, input, (game, _definition, now, seat) => reclaimSeat(game, seat, input.caller.id, now)),
});

export const moveRoutes = [submitMoves, resign, handOver, reclaim];
