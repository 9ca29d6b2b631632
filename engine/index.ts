import type { AnyGame } from './core/types.js';
// Games register here: one import and one entry each.
// (registry imports)
import { theGame } from './games/the-game/index.js';
import { flip7 } from './games/flip-7/index.js';
import { auslage } from './games/auslage/index.js';
import { reihen } from './games/reihen/index.js';
import { downhill } from './games/downhill/index.js';

/** Every game the backend hosts, by id. */
export const games: readonly AnyGame[] = [
  // (registry entries)
  theGame,
  flip7,
  auslage,
  reihen,
  downhill,
];

const byId = new Map(games.map((game) => [game.id, game]));

/** The game with this id, or undefined. */
export function gameById(id: string): AnyGame | undefined {
  return byId.get(id);
}

export * from './core/index.js';
