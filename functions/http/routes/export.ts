/** GET /players/me/export: everything the service keeps about the caller, in one JSON document. */
import { Unauthenticated } from '../../errors.js';
import { defineRoute } from '../route.js';
import { PlayerExport } from '../schemas.js';
import { json } from '../types.js';
import { publicPlayer } from './players.js';
import { sessionViews } from './sessions.js';

const exportMe = defineRoute({
  method: 'GET',
  path: '/players/me/export',
  summary: "The caller's data: profile and channels (no secrets), vacations, devices, and every game seat or invitation",
  auth: 'player',
  answers: { 200: PlayerExport },
  errors: [401],
  async handle({ caller }, ctx) {
    const [player, seats] = await Promise.all([ctx.players.get(caller.id), ctx.players.seats(caller.id)]);
    if (!player) throw new Unauthenticated('the token is not valid');
    return json(200, {
      exportedAt: ctx.now().toISOString(),
      player: publicPlayer(player, ctx),
      vacations: player.vacations.map(({ from, until }) => ({ from, until })),
      sessions: sessionViews(player, caller).map(({ current: _, ...session }) => session),
      games: seats.map((seat) => ({ id: seat.gameId, type: seat.type, seat: seat.seat, status: seat.status, createdAt: seat.createdAt })),
    });
  },
});

export const exportRoutes = [exportMe];
