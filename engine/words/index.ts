/** The words of every language, for readers that carry them all (the notifier). A language is one file here (docs/languages.md). */
import type { Language } from '../core/words/types.js';
import { wordsDe } from './de.js';
import { wordsEn, type LanguageWords } from './en.js';

export const WORDS: Readonly<Record<Language, LanguageWords>> = { en: wordsEn, de: wordsDe };

export function wordsIn(language: Language | undefined): LanguageWords {
  return WORDS[language ?? 'en'] ?? wordsEn;
}

export { LANGUAGES, isLanguage, type Language } from '../core/words/types.js';
export type { LanguageWords } from './en.js';
