/**
 * Every game's words in English, by game id, beside the common words: what the web app's first
 * load and the notifier read. Imports only words, never a game's rules.
 */
import { commonEn } from '../core/words/en.js';
import type { CommonWords, GameWordsBase } from '../core/words/types.js';
import { auslageEn } from '../games/auslage/words/en.js';
import { downhillEn } from '../games/downhill/words/en.js';
import { flip7En } from '../games/flip-7/words/en.js';
import { reihenEn } from '../games/reihen/words/en.js';
import { theGameEn } from '../games/the-game/words/en.js';

export interface LanguageWords {
  common: CommonWords;
  games: Readonly<Record<string, GameWordsBase>>;
}

export const wordsEn = {
  common: commonEn,
  games: { 'the-game': theGameEn, 'flip-7': flip7En, auslage: auslageEn, reihen: reihenEn, downhill: downhillEn },
} satisfies LanguageWords;
