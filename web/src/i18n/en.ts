/** The English bundle, built apart and loaded before the first render (./language.ts, web/build.ts): every game's words. */
import { wordsEn } from '../../../engine/words/en.js';
import { appEn } from './app/en.js';
import type { LanguageBundle } from './language.js';

export const bundle: LanguageBundle = { app: appEn, games: wordsEn };
