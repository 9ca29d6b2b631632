/**
 * The language the app is shown in: the player's choice (kept in this browser, and in the
 * account's `notify.language` for messages), else the browser's (`navigator.languages`), else
 * English. The app's own words and every game's are each language's own bundle (web/build.ts),
 * fetched before the first render (index.html preloads English): only the language shown is ever
 * loaded, and the app's code carries no words of any language.
 */
import type { Language } from '../../../engine/core/words/types.js';
import { isLanguage } from '../../../engine/core/words/types.js';
import { preferredLanguage } from '../../../engine/core/words/choose.js';
import type { LanguageWords } from '../../../engine/words/en.js';
import type { AppWords } from './app/en.js';

/** What a language's bundle exports (./de.ts). */
export interface LanguageBundle {
  app: AppWords;
  games: LanguageWords;
}

/** The built bundle of each language but English, by its served path (web/build.ts fills it in). */
declare const LANGUAGE_MODULES: Record<string, string>;

const STORED = 'turnpost:language';
let current: Language = 'en';
let bundle: LanguageBundle | null = null;

export function currentLanguage(): Language {
  return current;
}

/** The app's own words in the current language (English's too are in its bundle, not in the app). */
export function appWords(): AppWords {
  return loaded().app;
}

/** The loaded bundle; before it loads no table is drawn (main.tsx renders after it). */
function loaded(): LanguageBundle {
  if (!bundle) throw new Error('the words of the language were read before they were loaded');
  return bundle;
}

/** A game's words in the current language (its type: the game's English table's). */
export function gameWords<T>(id: string): T {
  return loaded().games.games[id] as T;
}

/** The common words (lists, counts, "you") in the current language. */
export function commonWords(): LanguageWords['common'] {
  return loaded().games.common;
}

/** The language chosen in this browser, else the browser's own. */
export function chosenLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORED);
  } catch {
    // storage may be refused (private mode): the browser's languages decide
  }
  if (isLanguage(stored)) return stored;
  return preferredLanguage(typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]) ?? 'en';
}

/** Keeps `language` for this browser (null: follow the browser again). */
export function rememberLanguage(language: Language | null): void {
  try {
    if (language === null) localStorage.removeItem(STORED);
    else localStorage.setItem(STORED, language);
  } catch {
    // not kept: the account's setting still holds it
  }
}

/** Loads `language`'s bundle and makes it current; when it cannot be fetched, English (preloaded by index.html) is tried. */
export async function useLanguage(language: Language): Promise<void> {
  for (const tried of language === 'en' ? (['en'] as const) : [language, 'en' as const]) {
    try {
      const module = (await import(/* the language's own bundle (web/build.ts) */ LANGUAGE_MODULES[tried]!)) as { bundle: LanguageBundle };
      setLanguageBundle(tried, module.bundle);
      document.documentElement.lang = tried;
      return;
    } catch (error) {
      if (tried === 'en') throw error;
    }
  }
}

/** For tests outside the browser: make a bundle current. */
export function setLanguageBundle(language: Language, words: LanguageBundle): void {
  bundle = words;
  current = language;
}
