/**
 * The preset dictionaries for deflating engine states (functions/store/state-codec.ts, format 1),
 * by game type — a registry beside ./index.ts, one import and one entry a game:
 * each is the `stateDictionary` a game declares in its definition, kept in its own folder
 * (engine/games/<id>/dictionary.ts); a game without one is stored plainly (format 0).
 *
 * Listed here as data, not gathered from ./index.ts: every Lambda that reads a game item
 * loads this table, and the games' registry would bundle every game's rules and zod into
 * handlers that never run a rule.
 * test/store/game-items.test.ts checks that this table is exactly what the registry declares,
 * so a game that declares a dictionary and is missing here fails there.
 *
 * FROZEN: states stored in format 1 inflate only with exactly these bytes (each pinned by that
 * test). Never edit an entry; a game added later may get a new entry (its states were written in
 * format 0 until then), and better dictionaries need a new format.
 */
import { STATE_DICTIONARY as auslage } from './games/auslage/dictionary.js';
import { STATE_DICTIONARY as downhill } from './games/downhill/dictionary.js';
import { STATE_DICTIONARY as flip7 } from './games/flip-7/dictionary.js';
import { STATE_DICTIONARY as reihen } from './games/reihen/dictionary.js';
import { STATE_DICTIONARY as theGame } from './games/the-game/dictionary.js';

/** Game id → dictionary text. */
export const STATE_DICTIONARIES_V1: Readonly<Record<string, string>> = {
  auslage,
  downhill,
  'flip-7': flip7,
  reihen,
  'the-game': theGame,
};
