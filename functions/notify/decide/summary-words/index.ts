/**
 * Each hosted game's summary words, by game id. Kept here as plain tables, not in the engine's
 * registry, so the notifier bundles no game rules; a game without an entry gets a summary of its
 * timeouts alone (../summary.ts).
 */
import { auslageSummaryWords } from './auslage.js';
import { downhillSummaryWords } from './downhill.js';
import { flip7SummaryWords } from './flip-7.js';
import type { SummaryWords } from './phrases.js';
import { reihenSummaryWords } from './reihen.js';
import { theGameSummaryWords } from './the-game.js';

export const SUMMARY_WORDS: Readonly<Record<string, SummaryWords>> = {
  'the-game': theGameSummaryWords,
  'flip-7': flip7SummaryWords,
  auslage: auslageSummaryWords,
  downhill: downhillSummaryWords,
  reihen: reihenSummaryWords,
};

export function summaryWordsOf(gameType: string): SummaryWords {
  return SUMMARY_WORDS[gameType] ?? {};
}
