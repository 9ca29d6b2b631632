/**
 * The cap on a player's open games (waiting or running, a seat held): each game is items, a
 * stream, notifications and bot turns, so one player cannot grow the table and the bill without
 * limit. Checked before a seat is taken (POST /games, join, rematch) from the player's seat items
 * (one Query on their partition); two requests at once may each pass it, so a player can end one
 * or two over it, never more than the requests they send together.
 */
import { TooManyOpenGames } from '../errors.js';
import type { Caller } from './auth.js';
import type { ApiContext } from './route.js';

export async function checkOpenGames({ players, config }: Pick<ApiContext, 'players' | 'config'>, caller: Caller): Promise<void> {
  const open = (await players.seats(caller.id)).filter((entry) => entry.seat !== null && (entry.status === 'waiting' || entry.status === 'active')).length;
  if (open >= config.openGamesPerPlayer) throw new TooManyOpenGames(config.openGamesPerPlayer);
}
