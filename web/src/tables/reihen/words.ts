/** Reihen in plain words, read from the game's own words in the current language (engine/games/reihen/words/). */
import type { reihenEn } from '../../../../engine/games/reihen/words/en.js';
import type { EntryView } from '../../../../engine/games/reihen/view.js';
import type { Envelope, GameEvent } from '../../api/types.js';
import { whoIn } from '../../game/words.js';
import { commonWords, gameWords } from '../../i18n/language.js';
import { live } from '../../i18n/live.js';

const words = () => gameWords<typeof reihenEn>('reihen');

/** Slots are 0–5 in the API, "row 1" … "row 6" to people. */
export const rowWords = (slot: number): string => words().row(slot);

export const valueOf = (card: string) => Number.parseInt(card, 10);

/** An entry as read aloud: "7b", or "11b counted as 6" (Chameleon), "3b+4b counted as 7" (Mathematician). */
export function entryWords(entry: EntryView): string {
  const cards = entry.cards.join('+');
  return entry.cards.length === 1 && valueOf(entry.cards[0]!) === entry.value ? cards : words().counted(cards, entry.value);
}

export const cardList = (cards: readonly string[]): string => words().cardList(cards);
export const cardCount = (count: number): string => commonWords().cards(count);

/** Each person's name and effect (§6.2), as a player would explain it at the table. */
export const persons = live(() => words().persons);

export const personName = (person: unknown): string => words().personName(person);

export const modeWords = live(() => words().modes);

/** The table's own labels and buttons. */
export const tableWords = live(() => words().table);

/** Every rule-violation code of §11 (docs/rules/reihen.md), as the player is told it. */
export const ruleWords = live(() => words().rules);
export const outcomeWords = live(() => words().outcomes);

/** The end of a game in words (§7), from the view's result. */
export function resultWords(result: Record<string, unknown>, game: Envelope): string {
  return words().result(result, whoIn(game));
}

/** One event of §8 in plain words; `null` for none (every type the engine emits has words). */
export function reihenEventWords(event: GameEvent, game: Envelope): string | null {
  return words().event(event, whoIn(game));
}
