/** POST /games/{id}/cancel and POST /games/{id}/leave: calling off a waiting game, leaving its seat. */
import { cancelGame, leaveGame } from '../../domain/lifecycle.js';
import { commitAndAnswer } from '../commit-answer.js';
import { defineRoute, gameId } from '../route.js';
import { Envelope } from '../schemas.js';

const cancel = defineRoute({
  method: 'POST',
  path: '/games/{id}/cancel',
  summary: 'The creator calls a waiting game off (status `cancelled`); nobody can join it afterwards',
  auth: 'player',
  params: { id: gameId },
  answers: { 200: Envelope },
  errors: [401, 403, 404, 413, 422],
  handle: ({ params, caller }, ctx) => commitAndAnswer(ctx, { gameId: params.id, caller }, (game, _definition, now) => cancelGame(game, caller.id, now)),
});

const leave = defineRoute({
  method: 'POST',
  path: '/games/{id}/leave',
  summary: 'A seated player (not the creator) leaves a waiting game; the seat is free again for the invite code',
  auth: 'player',
  params: { id: gameId },
  answers: { 200: Envelope },
  errors: [401, 403, 404, 413, 422],
  handle: ({ params, caller }, ctx) => commitAndAnswer(ctx, { gameId: params.id, caller }, (game, _definition, now) => leaveGame(game, caller.id, now)),
});

export const lifecycleRoutes = [cancel, leave];
