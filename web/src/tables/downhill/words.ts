/** Downhill in plain words, read from the game's own words in the current language (engine/games/downhill/words/). */
import type { downhillEn } from '../../../../engine/games/downhill/words/en.js';
import type { Envelope, GameEvent } from '../../api/types.js';
import { whoIn } from '../../game/words.js';
import { commonWords, gameWords } from '../../i18n/language.js';
import { live } from '../../i18n/live.js';

const words = () => gameWords<typeof downhillEn>('downhill');

/** The table's own labels and buttons. */
export const tableWords = live(() => words().table);

export const ruleWords = live(() => words().rules);
export const outcomeWords = live(() => words().outcomes);

/** A list of cards by face: "12, 12, −2". */
export const cardList = (codes: readonly string[]): string => words().cardList(codes);

/** "1 card", "3 cards". */
export const cardCount = (count: number): string => words().cards(count);

/** "12 ×3" for equal cards played together, "7" for one. */
export const playWords = (codes: readonly string[]): string => words().play(codes);

/** §7: how a round ended, `who` being the winner's name. */
export function roundEndWords(reason: string, who: string): string {
  return words().roundEnd(reason, { name: who, you: who === commonWords().you });
}

export function downhillEventWords(event: GameEvent, game: Envelope): string | null {
  return words().event(event, whoIn(game));
}
