/** GET /games/{id}/events: the move log after a version, each event as the caller may see it. */
import { eventFor } from '../../../engine/index.js';
import { seatOfPlayer } from '../../domain/game-record.js';
import { NotFound } from '../../errors.js';
import { yourLastMoveVersion } from '../envelope.js';
import { defineRoute, gameId } from '../route.js';
import { EventLog, EventsQuery } from '../schemas.js';
import { json } from '../types.js';

const DEFAULT_LIMIT = 100;

const gameEvents = defineRoute({
  method: 'GET',
  path: '/games/{id}/events',
  summary: "The log after version `after` (or after the caller's own last move: `since=my-last-move`), filtered for the caller's seat (a spectator's without a token)",
  auth: 'optional',
  params: { id: gameId },
  query: EventsQuery,
  answers: { 200: EventLog },
  errors: [401, 404],
  async handle({ params: { id }, query, caller }, { games }) {
    const limit = query.limit ?? DEFAULT_LIMIT;
    // One round trip as before; with `since`, the game first (its `lastMoves`), then the log after it.
    const [game, read] = query.since === undefined ? await Promise.all([games.summary(id), games.log(id, query.after ?? -1, limit)]) : [await games.summary(id), null];
    if (!game) throw new NotFound('no such game');
    const viewer = seatOfPlayer(game, caller?.id ?? null);
    const log = read ?? (await games.log(id, Math.max(query.after ?? -1, yourLastMoveVersion(game, viewer) ?? -1), limit));
    const entries = log.entries.map((entry) => ({
      version: entry.version,
      kind: entry.kind,
      seat: entry.seat,
      at: entry.at,
      events: entry.events.map((event) => eventFor(event, viewer)),
    }));
    const next = log.more ? entries[entries.length - 1]!.version : null;
    return json(200, { id, version: game.version, entries, next });
  },
});

export const eventRoutes = [gameEvents];
