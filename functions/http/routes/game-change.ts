/**
 * What the routes that change the game `{id}` declare alike: a POST by a player, answered with
 * the envelope. The change loads the game with the caller (../commit-answer.ts), which checks the
 * stored token hash, so authentication may trust its per-process cache (`game-read`).
 */
import { gameId } from '../route.js';
import { Envelope } from '../schemas.js';

export const GAME_CHANGE = {
  method: 'POST',
  auth: 'player',
  tokenCheck: 'game-read',
  params: { id: gameId },
  answers: { 200: Envelope },
} as const;
