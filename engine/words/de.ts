/** Every game's words in German, by game id (./en.ts); the web app loads this on demand. */
import { commonDe } from '../core/words/de.js';
import { auslageDe } from '../games/auslage/words/de.js';
import { downhillDe } from '../games/downhill/words/de.js';
import { flip7De } from '../games/flip-7/words/de.js';
import { reihenDe } from '../games/reihen/words/de.js';
import { theGameDe } from '../games/the-game/words/de.js';
import type { wordsEn } from './en.js';

export const wordsDe: typeof wordsEn = {
  common: commonDe,
  games: { 'the-game': theGameDe, 'flip-7': flip7De, auslage: auslageDe, reihen: reihenDe, downhill: downhillDe },
};
