/**
 * The preset dictionaries for deflating engine states (./state-codec.ts, format 1), one per game
 * type that declares a `stateDictionary` in its definition (engine/games/<id>/dictionary.ts): a
 * game added to the registry with one is picked up here, one without is stored plainly (format 0).
 *
 * FROZEN: states stored in format 1 inflate only with exactly these bytes; the JSON of this table
 * (ids in order) is pinned by test/store/game-items.test.ts. Never edit an entry; a game added
 * later may get a new entry (its states were written in format 0 until then), and better
 * dictionaries need a new format.
 */
import { games } from '../../engine/index.js';

/** Game id → dictionary text, ids sorted (so the table's JSON does not depend on registry order). */
export const STATE_DICTIONARIES_V1: Readonly<Record<string, string>> = Object.fromEntries(
  games
    .flatMap((game) => (game.stateDictionary === undefined ? [] : [[game.id, game.stateDictionary] as const]))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
);
