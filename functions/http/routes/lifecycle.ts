/** POST /games/{id}/cancel, /leave and /rematch: calling off a waiting game, leaving its seat, playing a finished one again. */
import { seatOfPlayer } from '../../domain/game-record.js';
import { cancelGame, leaveGame, rematchOf } from '../../domain/lifecycle.js';
import { inviteCodeFor, newId, newSeed, sha256Hex } from '../../domain/secrets.js';
import { NotFound } from '../../errors.js';
import { commitAndAnswer } from '../commit-answer.js';
import { checkOpenGames } from '../open-games.js';
import { participantOf, withNewestVacation } from '../participant.js';
import { envelope } from '../envelope.js';
import { defineRoute, gameId, type ApiContext } from '../route.js';
import { CreatedGame, Envelope } from '../schemas.js';
import { json, type ApiResponse } from '../types.js';

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

const rematch = defineRoute({
  method: 'POST',
  path: '/games/{id}/rematch',
  summary: 'A new game like this finished one (type, options, seats, time limit, bots); the caller takes seat 0, the other players are invited. Repeats answer the same rematch',
  auth: 'player',
  params: { id: gameId },
  answers: { 201: CreatedGame, 200: Envelope },
  errors: [401, 403, 404, 413, 422],
  async handle({ params, caller }, ctx) {
    const finished = await ctx.games.load(params.id);
    if (!finished) throw new NotFound('no such game');
    if (finished.rematch !== null && seatOfPlayer(finished, caller.id) !== null) return existingRematch(ctx, finished.rematch.id, caller.id);
    await checkOpenGames(ctx, caller);
    const id = newId();
    const seed = newSeed();
    const inviteCode = inviteCodeFor(seed, id);
    const now = ctx.now();
    const creator = await participantOf(ctx, caller, now);
    const created = rematchOf(finished, ctx.catalog.stored(finished.type), creator, { id, seed, inviteHash: sha256Hex(inviteCode), now: now.toISOString() });
    // Two players asking at once: one transaction links the finished game, the other answers that rematch.
    if (!(await ctx.games.createRematch(created.finished, created.game, created.log))) {
      const linked = (await ctx.games.load(params.id))?.rematch;
      if (!linked) throw new Error(`rematch of ${params.id} was refused but no rematch is linked`);
      return existingRematch(ctx, linked.id, caller.id);
    }
    const location = `${ctx.config.publicUrl ?? ''}/games/${created.game.id}`;
    const settled = await withNewestVacation(ctx, caller, created.game.id, creator);
    return json(201, { ...(settled?.body as object | undefined ?? envelope(created.game, ctx.catalog.stored(created.game.type), 0, now)), inviteCode }, { location });
  },
});

/** 200 with the rematch as the caller sees it (seated, or still invited). */
async function existingRematch({ games, catalog, now }: ApiContext, id: string, playerId: string): Promise<ApiResponse> {
  const game = await games.load(id);
  if (!game) throw new NotFound('no such game');
  return json(200, envelope(game, catalog.stored(game.type), seatOfPlayer(game, playerId), now()));
}

export const lifecycleRoutes = [cancel, leave, rematch];
