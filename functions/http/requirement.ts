/**
 * Who may call a route on a game, as the route declares it (`requires` in ./route.ts): `seat`, a
 * player seated in the game; `creator`, the player who created it. Checked once, on the game the
 * change loads (./commit-answer.ts), so a move still takes one read; 403 otherwise.
 */
import type { Seat } from '../../engine/index.js';
import { seatOfPlayer, type GameRecord } from '../domain/game-record.js';
import { Forbidden } from '../errors.js';
import type { GameStore } from '../store/games.js';
import { gameOr404 } from './found.js';

export type Requirement = 'seat' | 'creator';

/** What the OpenAPI document says of each requirement (the 403 a caller meets otherwise). */
export const REQUIREMENT_DESCRIPTIONS: Record<Requirement, string> = {
  seat: 'Only a player seated in this game may call this; anyone else gets 403 `FORBIDDEN` (`NOT_SEATED`).',
  creator: "Only the game's creator may call this; anyone else gets 403 `FORBIDDEN` (`NOT_CREATOR`).",
};

/** The caller's seat (null for a creator-only route's creator who holds none), or 403 when `requires` refuses them. */
export function checkRequirement(game: Pick<GameRecord, 'seats' | 'creatorId'>, playerId: string, requires: Requirement | undefined): Seat | null {
  const seat = seatOfPlayer(game, playerId);
  if (requires === 'seat' && seat === null) throw new Forbidden('you are not seated in this game', { reason: 'NOT_SEATED' });
  if (requires === 'creator' && game.creatorId !== playerId) throw new Forbidden("only the game's creator may do this", { reason: 'NOT_CREATOR' });
  return seat;
}

/** The game `{id}` of a route that does not commit a change through ./commit-answer.ts, with its `requires` checked: 404 when there is none. */
export async function loadRequired(games: Pick<GameStore, 'load'>, input: { params: { id: string }; caller: { id: string }; requires: Requirement | undefined }): Promise<{ game: GameRecord; seat: Seat | null }> {
  const game = await gameOr404(games, input.params.id);
  return { game, seat: checkRequirement(game, input.caller.id, input.requires) };
}
