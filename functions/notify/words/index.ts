/** The notifications' words by language; a language is one file beside this one (docs/languages.md). */
import type { Language } from '../../../engine/core/words/types.js';
import { notifyDe } from './de.js';
import { notifyEn } from './en.js';
import type { NotifyWords } from './types.js';

export const NOTIFY_WORDS: Readonly<Record<Language, NotifyWords>> = { en: notifyEn, de: notifyDe };

export function notifyWordsIn(language: Language | undefined): NotifyWords {
  return NOTIFY_WORDS[language ?? 'en'] ?? notifyEn;
}

export type { NotifyWords } from './types.js';
