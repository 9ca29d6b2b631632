/** POST /games, GET /games/{id}, POST /games/{id}/join, POST /games/{id}/bots. */
// A namespace import lets esbuild drop the parts of zod this code never uses (e.g. its locales).
import type * as z from 'zod';
import { seatOfPlayer } from '../../domain/game-record.js';
import { addBotSeat, joinGame, newGame } from '../../domain/lifecycle.js';
import { inviteCodeFor, matchesHash, newId, newSeed, sha256Hex } from '../../domain/secrets.js';
import { NotFound } from '../../errors.js';
import { TalkStore } from '../../store/talk.js';
import { commitAndAnswer, commitRouteChange } from '../commit-answer.js';
import { GAME_CHANGE } from './game-change.js';
import { envelope, seatHolders, seatsOnVacation, viewerTag } from '../envelope.js';
import { checkOpenGames } from '../open-games.js';
import { participantOf, withNewestVacation } from '../participant.js';
import { gameEtag, ifNoneMatchHeader, notModified } from '../etag.js';
import { defineRoute, gameId } from '../route.js';
import { AddBot, CreatedGame, CreateGame, CreateStackedGame, Envelope, GameQuery, InvitePreview, InvitePreviewRequest, JoinGame } from '../schemas.js';
import { json } from '../types.js';
import { gameOr404 } from '../found.js';

const createGame = defineRoute({
  method: 'POST',
  path: '/games',
  summary: 'Create a game; the creator takes seat 0 and gets the invite code',
  auth: 'player',
  body: CreateGame,
  stackedBody: CreateStackedGame,
  answers: { 201: CreatedGame },
  errors: [401, 403, 413],
  async handle({ caller, body }, ctx) {
    const request = withStack(body);
    const definition = ctx.catalog.requested(request.type);
    await checkOpenGames(ctx, caller);
    const id = newId();
    const seed = request.seed ?? newSeed();
    const inviteCode = inviteCodeFor(seed, id);
    const now = ctx.now();
    const creator = await participantOf(ctx, caller, now);
    const { game, log } = newGame({
      id,
      definition,
      creator,
      seatCount: request.seats,
      options: request.options,
      stack: request.stack,
      seed,
      inviteHash: sha256Hex(inviteCode),
      turnTimeLimit: request.turnTimeLimit ?? null,
      timeBank: request.timeBank ?? null,
      bots: request.bots,
      absent: { mode: request.absent, after: request.absentAfter, level: request.absentLevel },
      abandonAfter: request.abandonAfter,
      undo: request.undo,
      now,
    });
    // The creator's choice of talk goes in the same transaction: a game never exists without it.
    await ctx.games.create(game, log, request.talk ? [TalkStore.settingsItem(game.id, request.talk)] : []);
    const location = `${ctx.config.publicUrl ?? ''}/games/${game.id}`;
    const settled = await withNewestVacation(ctx, caller, game.id, creator);
    return json(201, { ...(settled?.body as object | undefined ?? envelope(game, definition, 0, now)), inviteCode }, { location });
  },
});

/** CreateGame, with `seed` and the game's stacked-setup parameters apart (present only where the server allows them). */
function withStack({ type, options, seats, turnTimeLimit, timeBank, bots, absent, absentAfter, absentLevel, abandonAfter, undo, talk, seed, ...stack }: z.output<typeof CreateStackedGame>) {
  return { type, options, seats, turnTimeLimit, timeBank, bots, absent, absentAfter, absentLevel, abandonAfter, undo, talk, seed, stack: Object.keys(stack).length > 0 ? stack : null };
}

const getGame = defineRoute({
  method: 'GET',
  path: '/games/{id}',
  summary: "The game envelope with the caller's view (a spectator's without a token)",
  auth: 'optional',
  tokenCheck: 'game-read',
  params: { id: gameId },
  query: GameQuery,
  headers: ifNoneMatchHeader,
  answers: { 200: Envelope },
  errors: [401, 404],
  async handle({ params, query, caller, headers }, { games, catalog, now: clock }) {
    const game = await gameOr404(games, params.id, caller);
    const now = clock();
    const seat = seatOfPlayer(game, caller?.id ?? null);
    const viewerId = caller?.id ?? null;
    const etag = gameEtag(game.version, viewerTag(game, seat, viewerId), query.legal === true, seatsOnVacation(game, now), game.rematch?.id ?? null);
    return notModified(headers['If-None-Match'], etag) ?? json(200, envelope(game, catalog.stored(game.type), seat, now, { legal: query.legal, viewerId }), { etag });
  },
});

const joinGameRoute = defineRoute({
  method: 'POST',
  path: '/games/{id}/join',
  summary: 'Take a free seat with the invite code; the last seat starts the game',
  auth: 'player',
  tokenCheck: 'game-read',
  params: { id: gameId },
  body: JoinGame,
  answers: { 200: Envelope },
  errors: [401, 403, 404, 413],
  async handle({ params, caller, body }, ctx) {
    await checkOpenGames(ctx, caller);
    const player = await participantOf(ctx, caller, ctx.now());
    const joined = await commitAndAnswer(ctx, { gameId: params.id, caller }, (game, definition, now) => joinGame(game, definition, player, body.inviteCode, now));
    return joined.status === 200 ? ((await withNewestVacation(ctx, caller, params.id, player)) ?? joined) : joined;
  },
});

const addBot = defineRoute({
  ...GAME_CHANGE,
  path: '/games/{id}/bots',
  summary: "The creator gives a free seat of a waiting game to the server's bot; the last seat starts the game",
  requires: 'creator',
  body: AddBot,
  errors: [401, 403, 404, 413],
  handle: (input, ctx) => commitRouteChange(ctx, input, (game, definition, now) => addBotSeat(game, definition, input.caller.id, input.body, now)),
});

/**
 * What an invite link's page shows before anyone signs up. A POST, so the code travels in the body
 * and never in a URL (access logs, history). Without the right code the game is not found: the
 * answer never tells a guessed id from a wrong code. Only what a spectator of the game may see.
 */
const invitePreview = defineRoute({
  method: 'POST',
  path: '/games/{id}/invite-preview',
  summary: 'With the invite code: the game, its options, who invites, the seats taken and free, the clock; whether it is full or over',
  auth: 'none',
  params: { id: gameId },
  body: InvitePreviewRequest,
  answers: { 200: InvitePreview },
  errors: [404, 413],
  async handle({ params, body }, { games, catalog }) {
    const game = await games.load(params.id);
    if (!game || !matchesHash(body.inviteCode, game.inviteHash)) throw new NotFound('no such game, or the invite code is wrong');
    const definition = catalog.stored(game.type);
    const seats = seatHolders(game, new Date(0)).map((holder) => ({ seat: holder.seat, name: holder.name, ...(holder.bot ? { bot: true } : {}) }));
    return json(200, {
      id: game.id,
      type: game.type,
      title: definition.title,
      status: game.status,
      full: seats.every((holder) => holder.name !== null),
      invitedBy: game.seats.find((holder) => holder.playerId === game.creatorId)?.name ?? 'the creator',
      options: game.options,
      seats,
      turnTimeLimit: game.turnTimeLimit,
      timeBank: game.timeBank,
    });
  },
});

export const gameRoutes = [createGame, getGame, joinGameRoute, addBot, invitePreview];
