/**
 * What a play does to the table (§5.1, R11) and whether it ends the turn (§6.1): shared by `apply`
 * and the web app's turn planner, which places planned cards exactly as the server will.
 */
import { emit, withoutCard, type Draft, type Seat } from '../../core/index.js';
import { PILES, SILENCE, STOP, commandOfCard } from './cards.js';
import { dropShownCounts } from './flow.js';
import { isTrick } from './plays.js';
import { noHints, topOf, type TheGameState } from './state.js';

/** A copy of `items` with `item` at the end. */
function appended<T>(items: readonly T[], item: T): T[] {
  const copy = items.slice();
  copy.push(item);
  return copy;
}

/** Puts `card` from `seat`'s hand onto `pile`, with the silence wipe of R11. */
export function placeCard(draft: Draft<TheGameState>, seat: Seat, card: number, pile: number): void {
  const next = draft.s;
  const trick = isTrick(pile, topOf(next, pile), card);
  next.hands = next.hands.slice();
  next.hands[seat] = withoutCard(next.hands[seat]!, card);
  next.piles = next.piles.slice();
  next.piles[pile] = appended(next.piles[pile]!, card);
  next.turnPlays = appended(next.turnPlays, { card, pile: PILES[pile]!, trick });
  dropShownCounts(next, seat);
  const command = commandOfCard(next.commandOf, card);
  emit(draft, 'cardPlayed', { seat, card, pile: PILES[pile], trick, command });
  if (next.commandOf[card] === SILENCE) {
    next.hints = next.hints.map(noHints);
    emit(draft, 'hintsCleared', { reason: 'silence' });
  }
}

/** §6.1: a Stop ends the turn at once. */
export function endsTurn(state: TheGameState, card: number): boolean {
  return state.commandOf[card] === STOP;
}
