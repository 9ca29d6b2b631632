/** POST /players, GET/PATCH /players/me, GET /players/me/games. */
import { newId, newToken, sha256Hex } from '../../domain/secrets.js';
import { NotFound } from '../../errors.js';
import type { PlayerRecord } from '../../store/players.js';
import { parse } from '../../validation.js';
import { readJson } from '../body.js';
import { seatHolders } from '../envelope.js';
import type { Route } from '../route.js';
import { CreatePlayer, MyGamesQuery, PlayerAnswer, PlayerCreated, PlayerGames, UpdatePlayer, type Player, type PlayerGame } from '../schemas.js';
import { json } from '../types.js';

const createPlayer: Route = {
  method: 'POST',
  path: '/players',
  summary: 'Register a player; the token is shown once',
  auth: 'none',
  body: CreatePlayer,
  answers: { 201: PlayerCreated },
  errors: [413],
  async handle(req, { players, auth }) {
    const body = parse(CreatePlayer, readJson(req));
    const id = newId();
    const { token, secret } = newToken(id);
    const now = new Date().toISOString();
    const player: PlayerRecord = { id, name: body.name, tokenHash: sha256Hex(secret), notify: body.notify ?? {}, createdAt: now, updatedAt: now };
    await players.create(player);
    auth.remember(player);
    return json(201, { player: publicPlayer(player), token });
  },
};

const getMe: Route = {
  method: 'GET',
  path: '/players/me',
  summary: "The caller's profile",
  auth: 'player',
  answers: { 200: PlayerAnswer },
  errors: [401],
  async handle(req, { players, auth }) {
    const caller = await auth.caller(req);
    const player = await players.get(caller.id);
    if (!player) throw new NotFound('no such player');
    return json(200, { player: publicPlayer(player) });
  },
};

const updateMe: Route = {
  method: 'PATCH',
  path: '/players/me',
  summary: "Change the caller's name or notification channels",
  auth: 'player',
  body: UpdatePlayer,
  answers: { 200: PlayerAnswer },
  errors: [401, 413],
  async handle(req, { players, auth }) {
    const caller = await auth.caller(req);
    const changes = parse(UpdatePlayer, readJson(req) ?? {});
    const player = await players.update(caller.id, changes, new Date().toISOString());
    if (!player) throw new NotFound('no such player');
    auth.remember(player);
    return json(200, { player: publicPlayer(player) });
  },
};

const myGames: Route = {
  method: 'GET',
  path: '/players/me/games',
  summary: "The caller's games, newest change first; filter by status and by whose turn it is",
  auth: 'player',
  query: MyGamesQuery,
  answers: { 200: PlayerGames },
  errors: [401],
  async handle(req, { players, games, auth }) {
    const caller = await auth.caller(req);
    const filter = parse(MyGamesQuery, req.query, 'query');
    // One Query on the caller's partition, then one batch read of the games it names (no scan).
    const seats = (await players.seats(caller.id)).filter((entry) => filter.status === undefined || entry.status === filter.status);
    const wanted = filter.myTurn ? seats.filter((entry) => entry.status === 'active') : seats;
    const seatIn = new Map(wanted.map((entry) => [entry.gameId, entry.seat]));
    const list: PlayerGame[] = (await games.summaries([...seatIn.keys()])).map((game) => {
      const seat = seatIn.get(game.id)!;
      const yourTurn = game.awaiting.includes(seat);
      return { id: game.id, type: game.type, status: game.status, version: game.version, seat, seats: seatHolders(game), awaiting: game.awaiting, yourTurn, deadline: game.deadline, createdAt: game.createdAt, updatedAt: game.updatedAt };
    });
    const shown = filter.myTurn === undefined ? list : list.filter((game) => game.yourTurn === filter.myTurn);
    shown.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id));
    return json(200, { games: shown });
  },
};

function publicPlayer(player: PlayerRecord): Player {
  return { id: player.id, name: player.name, notify: player.notify, createdAt: player.createdAt };
}

export const playerRoutes: Route[] = [createPlayer, getMe, updateMe, myGames];
