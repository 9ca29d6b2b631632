/** POST /games, GET /games/{id}, POST /games/{id}/join. */
import { seatOfPlayer } from '../../domain/game-record.js';
import { joinGame, newGame } from '../../domain/lifecycle.js';
import { newId, newInviteCode, newSeed, sha256Hex } from '../../domain/secrets.js';
import { NotFound } from '../../errors.js';
import { commitWithRetry } from '../../store/commit.js';
import { parse } from '../../validation.js';
import { readJson } from '../body.js';
import { envelope } from '../envelope.js';
import { gameEtag, ifNoneMatchHeader, notModified } from '../etag.js';
import { gameIdParam, type ApiContext, type Route } from '../route.js';
import { CreatedGame, CreateGame, CreateStackedGame, Envelope, GameQuery, JoinGame } from '../schemas.js';
import { json, type ApiRequest } from '../types.js';

const createGame: Route = {
  method: 'POST',
  path: '/games',
  summary: 'Create a game; the creator takes seat 0 and gets the invite code',
  auth: 'player',
  body: CreateGame,
  answers: { 201: CreatedGame },
  errors: [401, 413],
  async handle(req, ctx) {
    const caller = await ctx.auth.caller(req);
    const request = parseCreateGame(req, ctx);
    const definition = ctx.catalog.requested(request.type);
    const inviteCode = newInviteCode();
    const { game, log } = newGame({
      id: newId(),
      definition,
      creator: caller,
      seatCount: request.seats,
      options: request.options,
      stack: request.stack,
      seed: request.seed ?? newSeed(),
      inviteHash: sha256Hex(inviteCode),
      turnTimeLimit: request.turnTimeLimit ?? null,
      now: new Date().toISOString(),
    });
    await ctx.games.create(game, log);
    const location = `${ctx.config.publicUrl ?? ''}/games/${game.id}`;
    return json(201, { ...envelope(game, definition, 0), inviteCode }, { location });
  },
};

/** CreateGame, plus `seed` and the game's stacked-setup parameters where the server allows them. */
function parseCreateGame(req: ApiRequest, { config }: ApiContext) {
  const raw = readJson(req);
  if (!config.allowStacked) return { ...parse(CreateGame, raw), seed: undefined, stack: null };
  const { type, options, seats, turnTimeLimit, seed, ...stack } = parse(CreateStackedGame, raw);
  return { type, options, seats, turnTimeLimit, seed, stack: Object.keys(stack).length > 0 ? stack : null };
}

const getGame: Route = {
  method: 'GET',
  path: '/games/{id}',
  summary: "The game envelope with the caller's view (a spectator's without a token)",
  auth: 'optional',
  query: GameQuery,
  headers: ifNoneMatchHeader,
  answers: { 200: Envelope },
  errors: [401, 404],
  async handle(req, { auth, games, catalog }) {
    const id = gameIdParam(req);
    const query = parse(GameQuery, req.query, 'query');
    const caller = await auth.optionalCaller(req);
    const game = await games.load(id);
    if (!game) throw new NotFound(`no game ${id}`);
    const seat = seatOfPlayer(game, caller?.id ?? null);
    const etag = gameEtag(game.version, seat, query.legal === true);
    return notModified(req, etag) ?? json(200, envelope(game, catalog.stored(game.type), seat, { legal: query.legal }), { etag });
  },
};

const joinGameRoute: Route = {
  method: 'POST',
  path: '/games/{id}/join',
  summary: 'Take a free seat with the invite code; the last seat starts the game',
  auth: 'player',
  body: JoinGame,
  answers: { 200: Envelope },
  errors: [401, 403, 404, 413],
  async handle(req, { auth, games, catalog }) {
    const id = gameIdParam(req);
    const caller = await auth.caller(req);
    const body = parse(JoinGame, readJson(req));
    return commitWithRetry(
      games,
      { gameId: id },
      (game, now) => joinGame(game, catalog.stored(game.type), caller, body.inviteCode, now.toISOString()),
      (game) => json(200, envelope(game, catalog.stored(game.type), seatOfPlayer(game, caller.id))),
    );
  },
};

export const gameRoutes: Route[] = [createGame, getGame, joinGameRoute];
