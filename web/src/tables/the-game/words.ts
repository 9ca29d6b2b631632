/** The Game in plain words, read from the game's own words in the current language (engine/games/the-game/words/). */
import type { theGameEn } from '../../../../engine/games/the-game/words/en.js';
import type { Envelope, GameEvent } from '../../api/types.js';
import { whoIn } from '../../game/words.js';
import { gameWords } from '../../i18n/language.js';
import { live } from '../../i18n/live.js';

const words = () => gameWords<typeof theGameEn>('the-game');

export const PILES = ['up1', 'up2', 'down1', 'down2'] as const;
export type Pile = (typeof PILES)[number];

export const pileWords = live(() => words().piles as Record<Pile, string>);
export const isUp = (pile: Pile) => pile.startsWith('up');

export const commandWords = live(() => words().commands);

/** A pile hint's signal (§5.3), as the players would say it. */
export const pileSignalWords = live(() => words().signals as Record<PileSignal, string>);
export type PileSignal = 'keepOff' | 'canPlayWell';

/** `{stop: 1, skull: 0, three: 2}` → "1 Stop, 2 3! command cards"; all zero → "no command cards". */
export const commandCountWords = (counts: Record<string, number>): string => words().commandCounts(counts);

/** On a card's face, where there is room for a word or two (the full name is in its accessible label). */
export const commandBadges = live(() => words().badges);

export const ruleWords = live(() => words().rules);

/** The table's own labels and buttons. */
export const tableWords = live(() => words().table);

export const outcomeWords = live(() => words().outcomes);

/** How the game ended; a concession names who resigned (R17: it ends the game for the whole team). */
export function theGameOutcome(reason: string, who?: string, you = false): string {
  return words().outcome(reason, who === undefined ? undefined : { name: who, you });
}

export function theGameEventWords(event: GameEvent, game: Envelope): string | null {
  return words().event(event, whoIn(game));
}
