/** The German bundle, built apart and loaded on demand (./language.ts, web/build.ts): the app's words and every game's. */
import { wordsDe } from '../../../engine/words/de.js';
import { appDe } from './app/de.js';
import type { LanguageBundle } from './language.js';

export const bundle: LanguageBundle = { app: appDe, games: wordsDe };
