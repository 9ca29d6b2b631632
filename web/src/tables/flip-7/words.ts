/** Flip 7 in plain words: cards, statuses, rule violations (docs/rules/flip-7.md §11) and events (§8). */
import type { Envelope, GameEvent } from '../../api/types.js';
import type { Flip7View } from '../../../../engine/games/flip-7/view.js';
import type { flip7En } from '../../../../engine/games/flip-7/words/en.js';
import { whoIn } from '../../game/words.js';
import { commonWords, gameWords } from '../../i18n/language.js';
import { live } from '../../i18n/live.js';

const words = () => gameWords<typeof flip7En>('flip-7');

/** An action card's name (§2). */
export const actionWords = live(() => words().actions);

/** What a card shows on its face: a number, "+4", "×2", or an action's name. */
export function cardFace(code: string): string {
  if (code === 'x2') return '×2';
  return actionWords[code] ?? code;
}

/** A card in a sentence: "7", "+4", "the ×2", "a Freeze". */
export const cardWords = (code: string): string => words().cardWords(code);

/** How a card reads to a screen reader: "7", "plus 4", "times 2 (doubles the numbers)". */
export const cardLabel = (code: string): string => words().cardLabel(code);

/** A seat's status in a round (§2), with a sign so colour is never the only cue. */
export const statusWords = live(() => words().statuses);

/** Names joined as one says them: "Ada", "Ada and Bo", "Ada, Bo or Cy". */
export function namesWords(names: string[], joiner: 'and' | 'or' = 'and'): string {
  return names.length === 0 ? commonWords().nobody : commonWords()[joiner](names);
}

/** The table's own labels and buttons. */
export const tableWords = live(() => words().table);

export const ruleWords = live(() => words().rules);
export const outcomeWords = live(() => words().outcomes);

export function flip7EventWords(event: GameEvent, game: Envelope): string | null {
  return words().event(event, whoIn(game));
}

/**
 * The round `lastRoundScores` belong to. A game that ends at a round's end keeps that round as
 * the current one; a resignation ends it mid-round, unscored (README, "Resigning"), so the
 * scores shown are the round before's, as in a game that goes on.
 */
export function lastScoredRound(view: Pick<Flip7View, 'phase' | 'round'>, game: Pick<Envelope, 'outcome'>): number {
  return view.phase === 'gameOver' && game.outcome?.reason !== 'resigned' ? view.round : view.round - 1;
}
