/**
 * What binds the active seat this turn, in words for everyone at the table: the joker's follow
 * duty (R11) and the forced return (R8) when a top card of its display matches the middle pile.
 */
import type { AuslageView } from '../../../../engine/games/auslage/view.js';
import type { Envelope } from '../../api/types.js';
import { seatName, sentence } from '../../game/words.js';
import { blockingTops, callWords, cardWords } from './cards.js';
import { listWords, possessive } from './words.js';

export interface Notice {
  kind: 'follow' | 'forced';
  text: string;
}

export function turnNotices(view: AuslageView, game: Pick<Envelope, 'seats' | 'you'>): Notice[] {
  if (view.active === null || view.middle.length === 0) return [];
  const who = seatName(game, view.active);
  const you = who === 'you';
  const top = view.middle[view.middle.length - 1]!;
  const notices: Notice[] = [];
  if (view.followDuty && view.call !== null) {
    const wanted = typeof view.call === 'number' ? `a ${view.call}` : `a ${callWords(view.call)} card`;
    notices.push({
      kind: 'follow',
      text: `Follow the joker: ${who} must answer the call with ${wanted} or a joker (from ${possessive(who)} hand or display) if ${who} ${you ? 'have' : 'has'} one; only without one may ${who} lay a card into the display.`,
    });
  }
  const blocking = blockingTops(view.seats[view.active]!.display, top, view.call);
  if (blocking.length > 0) {
    const cards = listWords(blocking.map(cardWords));
    notices.push({
      kind: 'forced',
      text: `Forced return: ${possessive(who)} display top ${cards} ${blocking.length > 1 ? 'match' : 'matches'} the middle, so ${who} may not lay out a card this turn: ${who} must play a matching card, from the hand or by giving a display card back.`,
    });
  }
  return notices;
}
