/** The lookups routes answer alike: the game or the caller's player item, or 404. */
import type { GameRecord } from '../domain/game-record.js';
import { NotFound } from '../errors.js';
import type { GameStore, TokenHolder } from '../store/games.js';
import type { PlayerRecord, PlayerStore } from '../store/players.js';

/** The game `id` (read with `caller`, whose token the read checks, where given); 404 when there is none. */
export async function gameOr404(games: Pick<GameStore, 'load'>, id: string, caller?: TokenHolder | null): Promise<GameRecord> {
  const game = await games.load(id, caller ?? undefined);
  if (!game) throw new NotFound('no such game');
  return game;
}

/** The caller's player item; 404 when it went meanwhile. */
export async function playerOr404(players: Pick<PlayerStore, 'get'>, caller: { id: string }): Promise<PlayerRecord> {
  const player = await players.get(caller.id);
  if (!player) throw new NotFound('no such player');
  return player;
}
