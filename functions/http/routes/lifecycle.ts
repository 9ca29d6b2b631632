/** POST /games/{id}/cancel, /invite-code, /leave and /rematch: calling off a waiting game, a new invite code, leaving its seat, playing a finished one again. */
import { seatOfPlayer } from '../../domain/game-record.js';
import { cancelGame, leaveGame, rematchOf, renewInviteCode } from '../../domain/lifecycle.js';
import { inviteCodeFor, newId, newSeed, sha256Hex } from '../../domain/secrets.js';
import { commitRouteChange, commitSeatedChange } from '../commit-answer.js';
import { loadRequired } from '../requirement.js';
import { GAME_CHANGE } from './game-change.js';
import { checkOpenGames } from '../open-games.js';
import { participantOf, withNewestVacation } from '../participant.js';
import { TalkStore } from '../../store/talk.js';
import { envelope } from '../envelope.js';
import { defineRoute, gameId, type ApiContext } from '../route.js';
import { CreatedGame, Envelope } from '../schemas.js';
import { json, type ApiResponse } from '../types.js';
import { gameOr404 } from '../found.js';

const cancel = defineRoute({
  ...GAME_CHANGE,
  path: '/games/{id}/cancel',
  summary: 'The creator calls a waiting game off (status `cancelled`); nobody can join it afterwards',
  requires: 'creator',
  errors: [401, 403, 404, 413, 422],
  handle: (input, ctx) => commitRouteChange(ctx, input, (game, _definition, now) => cancelGame(game, input.caller.id, now)),
});

const newInviteCode = defineRoute({
  ...GAME_CHANGE,
  path: '/games/{id}/invite-code',
  summary: 'The creator of a waiting game makes a new invite code (in the answer\'s `inviteCode`): the old one seats nobody from now on',
  requires: 'creator',
  errors: [401, 403, 404, 413, 422],
  handle: (input, ctx) => commitRouteChange(ctx, input, (game, _definition, now) => renewInviteCode(game, input.caller.id, now)),
});

const leave = defineRoute({
  ...GAME_CHANGE,
  path: '/games/{id}/leave',
  summary: 'A seated player (not the creator) leaves a waiting game; the seat is free again for the invite code',
  requires: 'seat',
  errors: [401, 403, 404, 413, 422],
  handle: (input, ctx) => commitSeatedChange(ctx, input, (game, _definition, now, seat) => leaveGame(game, seat, input.caller.id, now)),
});

const rematch = defineRoute({
  method: 'POST',
  path: '/games/{id}/rematch',
  summary: 'A new game like this finished one (type, options, seats, clocks, bots, absent policy, undo and talk settings); the caller takes seat 0, the other players are invited. Repeats answer the same rematch',
  auth: 'player',
  requires: 'seat',
  params: { id: gameId },
  answers: { 201: CreatedGame, 200: Envelope },
  errors: [401, 403, 404, 413, 422],
  async handle(input, ctx) {
    const { params, caller } = input;
    const { game: finished } = await loadRequired(ctx.games, input);
    if (finished.rematch !== null) return existingRematch(ctx, finished.rematch.id, caller.id);
    await checkOpenGames(ctx, caller);
    const id = newId();
    const seed = newSeed();
    const inviteCode = inviteCodeFor(seed, id);
    const now = ctx.now();
    const creator = await participantOf(ctx, caller, now);
    const created = rematchOf(finished, ctx.catalog.stored(finished.type), creator, { id, seed, inviteHash: sha256Hex(inviteCode), now });
    // The talk the table had (the creator's choice, kept beside the game) carries over with the rest; each player's mutes are their own and stay behind.
    const { settings: talk } = await ctx.talk.stored(finished.id);
    const talkItems = Object.keys(talk).length > 0 ? [TalkStore.settingsItem(id, talk)] : [];
    // Two players asking at once: one transaction links the finished game, the other answers that rematch.
    if (!(await ctx.games.createRematch(created.finished, created.game, created.log, talkItems))) {
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
  const game = await gameOr404(games, id);
  return json(200, envelope(game, catalog.stored(game.type), seatOfPlayer(game, playerId), now()));
}

export const lifecycleRoutes = [cancel, newInviteCode, leave, rematch];
