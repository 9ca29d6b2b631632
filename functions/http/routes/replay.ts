/** GET /games/{id}/replay: everything a finished game publishes, so anyone can step through it and check the deal. */
import type { LogEntry } from '../../domain/game-record.js';
import { replayStepsOf } from '../../domain/replay-steps.js';
import { Forbidden, NotFound } from '../../errors.js';
import type { GameStore } from '../../store/games.js';
import { seatHolders } from '../envelope.js';
import { defineRoute, gameId } from '../route.js';
import { Replay } from '../schemas.js';
import { json } from '../types.js';

/** Log entries read per round trip; a game's whole log is read in as many as it takes. */
const LOG_PAGE = 200;

const replay = defineRoute({
  method: 'GET',
  path: '/games/{id}/replay',
  summary: 'A finished game as the engine replays it: seat count, options, the revealed seed, every step of the log and the final state, for anyone (hands are open once the seed is revealed)',
  auth: 'optional',
  params: { id: gameId },
  answers: { 200: Replay },
  errors: [401, 403, 404],
  async handle({ params: { id } }, { games, catalog, now }) {
    const game = await games.load(id);
    if (!game) throw new NotFound('no such game');
    // Before the end the seed is secret and the steps would show what seats may not see.
    if (game.status !== 'finished') throw new Forbidden('a game can be replayed once it is finished', { reason: 'GAME_NOT_FINISHED' });
    const log = await wholeLog(games, id);
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

async function wholeLog(games: GameStore, id: string): Promise<LogEntry[]> {
  const entries: LogEntry[] = [];
  for (let after = -1; ; ) {
    const page = await games.log(id, after, LOG_PAGE);
    entries.push(...page.entries);
    if (!page.more || page.entries.length === 0) return entries;
    after = page.entries[page.entries.length - 1]!.version;
  }
}

export const replayRoutes = [replay];
