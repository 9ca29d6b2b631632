/** GET /games/{id}/replay: everything a finished game publishes, so anyone can step through it and check the deal. */
import { replayStepsOf } from '../../domain/replay-steps.js';
import { Forbidden } from '../../errors.js';
import { seatHolders } from '../envelope.js';
import { defineRoute, gameId } from '../route.js';
import { Replay } from '../schemas.js';
import { json } from '../types.js';
import { gameOr404 } from '../found.js';

const replay = defineRoute({
  method: 'GET',
  path: '/games/{id}/replay',
  summary: 'A finished game as the engine replays it: seat count, options, the revealed seed, every step of the log and the final state, for anyone (hands are open once the seed is revealed)',
  auth: 'optional',
  params: { id: gameId },
  answers: { 200: Replay },
  errors: [401, 403, 404],
  async handle({ params: { id } }, { games, catalog, now }) {
    const game = await gameOr404(games, id);
    // Before the end the seed is secret and the steps would show what seats may not see.
    if (game.status !== 'finished') throw new Forbidden('a game can be replayed once it is finished', { reason: 'GAME_NOT_FINISHED' });
    const log = await games.wholeLog(id);
    const definition = catalog.stored(game.type);
    return json(200, {
      id,
      type: game.type,
      version: game.version,
      seats: seatHolders(game, now()),
      players: game.seatCount,
      options: game.options,
      fairness: { seedCommitment: game.seedCommitment, seed: game.seed },
      steps: replayStepsOf(log, game.state !== null),
      at: log.map((entry) => entry.at),
      finalState: game.state,
      outcome: game.state === null ? null : definition.outcome(game.state),
    });
  },
});

export const replayRoutes = [replay];
