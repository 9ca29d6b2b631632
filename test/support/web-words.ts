/**
 * The web app's words outside a browser: main.tsx loads the language's bundle before the first
 * render; a test that calls the app's word functions directly loads English (or `language`) here.
 */
import type { Language } from '../../engine/core/words/types.js';
import { bundle as english } from '../../web/src/i18n/en.js';
import { bundle as german } from '../../web/src/i18n/de.js';
import { setLanguageBundle } from '../../web/src/i18n/language.js';

export function webLanguage(language: Language): void {
  setLanguageBundle(language, language === 'de' ? german : english);
}

webLanguage('en');
