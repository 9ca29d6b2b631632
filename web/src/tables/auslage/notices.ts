/**
 * What binds the active seat this turn, in words for everyone at the table: the joker's follow
 * duty (R11) and the forced return (R8) when a top card of its display matches the middle pile.
 */
import type { AuslageView } from '../../../../engine/games/auslage/view.js';
import type { Envelope } from '../../api/types.js';
import { whoIn } from '../../game/words.js';
import { blockingTops, callWords, cardWords } from './cards.js';
import { listWords, tableWords } from './words.js';

export interface Notice {
  kind: 'follow' | 'forced';
  text: string;
}

export function turnNotices(view: AuslageView, game: Pick<Envelope, 'seats' | 'you'>): Notice[] {
  if (view.active === null || view.middle.length === 0) return [];
  const who = whoIn(game)(view.active);
  const top = view.middle[view.middle.length - 1]!;
  const notices: Notice[] = [];
  if (view.followDuty && view.call !== null) {
    const wanted = typeof view.call === 'number' ? view.call : callWords(view.call);
    notices.push({ kind: 'follow', text: tableWords.followJoker(who, wanted) });
  }
  const blocking = blockingTops(view.seats[view.active]!.display, top, view.call);
  if (blocking.length > 0) {
    const cards = listWords(blocking.map(cardWords));
    notices.push({ kind: 'forced', text: tableWords.forcedReturn(who, cards, blocking.length) });
  }
  return notices;
}
