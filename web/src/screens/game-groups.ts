/** My games in the order a player wants them: awaiting me (soonest deadline first), waiting on others, finished. */
import type { PlayerGame } from '../api/types.js';

/** Deadline order, games without a deadline last. */
const byDeadline = (a: PlayerGame, b: PlayerGame) => (a.deadline ?? '9999').localeCompare(b.deadline ?? '9999');

export function groupGames(games: readonly PlayerGame[]) {
  const awaitsMe = (game: PlayerGame) => game.status === 'active' && game.yourTurn;
  return {
    mine: games.filter(awaitsMe).sort(byDeadline),
    waiting: games.filter((game) => (game.status === 'waiting' || game.status === 'active') && !awaitsMe(game)),
    // A cancelled game is over too (it never started).
    finished: games.filter((game) => game.status === 'finished' || game.status === 'cancelled'),
  };
}
