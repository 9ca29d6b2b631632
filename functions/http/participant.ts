/**
 * The caller as a game seats them: id, name and, while it runs, their vacation's end (read from
 * the player item, which a vacation writes before the player's games), so a game the player
 * creates or joins while away holds their clock too.
 */
import type { Participant } from '../domain/lifecycle.js';
import { currentVacation } from '../domain/vacation.js';
import type { Caller } from './auth.js';
import type { ApiContext } from './route.js';

export async function participantOf({ players }: Pick<ApiContext, 'players'>, caller: Caller, now: Date): Promise<Participant> {
  const player = await players.get(caller.id);
  return { id: caller.id, name: caller.name, vacationUntil: player ? (currentVacation(player.vacations, now)?.until ?? null) : null };
}
