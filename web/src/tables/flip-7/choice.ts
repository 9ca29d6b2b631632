/**
 * The two things of Flip 7 that need explaining on the table: a pending target choice (§6.3),
 * with where its card came from, and the stack of open Flip Threes (§6.5), newest last.
 */
import type { Envelope } from '../../api/types.js';
import type { Flip7View } from '../../../../engine/games/flip-7/view.js';
import { seatName, whoIn } from '../../game/words.js';
import { namesWords, tableWords } from './words.js';

export interface Choice {
  chooser: number;
  card: 'FRZ' | 'F3' | 'SC';
  eligible: number[];
  /** A Freeze or Flip Three set aside during the chooser's own Flip Three, given now that its draws are over (§6.5 step 3). */
  setAside: boolean;
}

export function pendingChoice(view: Flip7View): Choice | null {
  const awaited = view.awaiting[0];
  if (awaited === undefined || awaited.kind !== 'giveAction') return null;
  // While a Flip Three is open only its target draws, and a Freeze or Flip Three it draws is set
  // aside (§6.2); so such a card offered now comes from the newest record. A surplus Second Chance
  // is offered at once, even mid-draw (R10).
  const newest = view.flipThrees[view.flipThrees.length - 1];
  const setAside = awaited.card !== 'SC' && newest !== undefined && newest.target === awaited.seat;
  return { chooser: awaited.seat, card: awaited.card, eligible: awaited.eligible.slice(), setAside };
}

/** What the chooser is asked, in its own words ("You drew a Freeze: choose who is frozen…"). */
export function choicePrompt(choice: Choice): string {
  return tableWords.choicePrompt(choice.card, choice.setAside);
}

/** What the others see while someone chooses ("Bo is choosing who gets the Freeze: Ada or Bo."). */
export function waitingWords(choice: Choice, game: Envelope): string {
  const choices = namesWords(choice.eligible.map((seat) => seatName(game, seat)), 'or');
  return tableWords.choosing(whoIn(game)(choice.chooser), choice.card, choices);
}

/** A target's button: "Give the Freeze to Bo", "Give the Flip Three to yourself". */
export function targetLabel(card: Choice['card'], target: number, game: Envelope): string {
  return tableWords.giveTo(card, whoIn(game)(target));
}

/** One open Flip Three: "Flip Three on Bo: 3 of 3 cards drawn; set aside to give: Freeze". */
export function flipThreeWords(record: Flip7View['flipThrees'][number], game: Envelope): string {
  return tableWords.flipThree(whoIn(game)(record.target), record.drawn, record.setAside);
}
