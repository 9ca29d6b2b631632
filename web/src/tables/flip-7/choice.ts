/**
 * The two things of Flip 7 that need explaining on the table: a pending target choice (§6.3),
 * with where its card came from, and the stack of open Flip Threes (§6.5), newest last.
 */
import type { Envelope } from '../../api/types.js';
import type { Flip7View } from '../../../../engine/games/flip-7/view.js';
import { seatName, sentence } from '../../game/words.js';
import { actionWords, namesWords } from './words.js';

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

const effectWords: Record<Choice['card'], string> = {
  FRZ: 'choose who is frozen: that player banks the row and takes no more cards this round',
  F3: 'choose who must take the next three cards, one after another',
  SC: 'you already hold one, so give it to a player still in who has none',
};

/** What the chooser is asked, in its own words ("You drew a Freeze: choose who is frozen…"). */
export function choicePrompt(choice: Choice): string {
  const action = actionWords[choice.card]!;
  const origin = choice.setAside ? `Your Flip Three is over: give the ${action} you set aside` : choice.card === 'SC' ? 'You drew a second Second Chance' : `You drew a ${action}`;
  return `${origin}; ${effectWords[choice.card]}.`;
}

/** What the others see while someone chooses ("Bo is choosing who gets the Freeze: Ada or Bo."). */
export function waitingWords(choice: Choice, game: Envelope): string {
  const choices = namesWords(choice.eligible.map((seat) => seatName(game, seat)), 'or');
  return `${sentence(seatName(game, choice.chooser))} is choosing who gets the ${actionWords[choice.card]}: ${choices}.`;
}

/** A target's button: "Give the Freeze to Bo", "Give the Flip Three to yourself". */
export function targetLabel(card: Choice['card'], target: number, game: Envelope): string {
  const who = seatName(game, target);
  return `Give the ${actionWords[card]} to ${who === 'you' ? 'yourself' : who}`;
}

/** One open Flip Three: "Flip Three on Bo: 3 of 3 cards drawn; set aside to give: Freeze". */
export function flipThreeWords(record: Flip7View['flipThrees'][number], game: Envelope): string {
  const setAside = record.setAside.length > 0 ? `; set aside to give: ${record.setAside.map((card) => actionWords[card]).join(', ')}` : '';
  return `Flip Three on ${seatName(game, record.target)}: ${record.drawn} of 3 cards drawn${setAside}`;
}
