/**
 * The cards chosen for one play: equal cards from one source (§5 "play"). Choosing a card of
 * another kind or source starts the choice afresh. The server judges every rule; this only
 * builds the move and knows when the "last card" call is due (§9, R13).
 */
import type { Move } from '../../api/types.js';
import { kindOf } from './cards.js';

export type Source = 'hand' | 'table';

export interface Chosen {
  from: Source;
  cards: string[];
}

export function toggleCard(chosen: Chosen | null, from: Source, code: string): Chosen | null {
  if (!chosen || chosen.from !== from || kindOf(chosen.cards[0]!) !== kindOf(code)) return { from, cards: [code] };
  if (!chosen.cards.includes(code)) return { from, cards: [...chosen.cards, code] };
  const cards = chosen.cards.filter((card) => card !== code);
  return cards.length ? { from, cards } : null;
}

/** A play is due the call when it leaves exactly one card (R13). */
export function playCallDue(cardsLeft: number, count: number): boolean {
  return cardsLeft - count === 1;
}

/** The play of the chosen cards; `announce` is given exactly when the call is due. */
export function playMove(chosen: Chosen, cardsLeft: number, announce: boolean): Move {
  const move: Move = { type: 'play', from: chosen.from, cards: chosen.cards };
  return playCallDue(cardsLeft, chosen.cards.length) ? { ...move, announce } : move;
}

/** The flips the server lists (`?legal=true`), by slot, with whether the call is due for that flip. */
export function flipChoices(legalMoves: readonly Move[]): Map<number, boolean> {
  const slots = new Map<number, boolean>();
  for (const move of legalMoves) if (move.type === 'flip') slots.set(move.slot as number, (slots.get(move.slot as number) ?? false) || move.announce !== undefined);
  return slots;
}
