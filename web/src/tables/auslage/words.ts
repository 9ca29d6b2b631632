/** Auslage in plain words, read from the game's own words in the current language (engine/games/auslage/words/). */
import type { auslageEn } from '../../../../engine/games/auslage/words/en.js';
import type { Envelope, GameEvent } from '../../api/types.js';
import { whoIn } from '../../game/words.js';
import { commonWords, gameWords } from '../../i18n/language.js';
import { live } from '../../i18n/live.js';

export const auslageWords = () => gameWords<typeof auslageEn>('auslage');

/** §11: every code the engine may answer, as a player would be told. */
export const ruleWords = live(() => auslageWords().rules);
export const outcomeWords = live(() => auslageWords().outcomes);

/** The table's own labels and buttons. */
export const tableWords = live(() => auslageWords().table);

/** "+5", "−3", "0": passage scores and totals may be negative (R17). */
export const signed = (value: number): string => auslageWords().signed(value);

/** A total, with a true minus sign when below zero (R17). */
export const points = (total: number): string => auslageWords().points(total);

/** "Ada and Bo", "Ada, Bo and Cy". */
export function listWords(items: readonly string[]): string {
  return commonWords().and(items);
}

export function auslageEventWords(event: GameEvent, game: Envelope): string | null {
  return auslageWords().event(event, whoIn(game));
}
