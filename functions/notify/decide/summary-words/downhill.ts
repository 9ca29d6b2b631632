/** Downhill's summary words: plays, pick-ups and passes by seat, rounds and the winners. */
import type { Seat } from '../../../../engine/core/types.js';
import { cardsBy, cardsIn, namesOf, tableSays, timesBy, type EventPhrase, type SummaryWords } from './phrases.js';

const lastCall: EventPhrase = (event) => (event.announced === true ? timesBy('lastCard', 'called “last card”')(event) : null);

export const downhillSummaryWords: SummaryWords = {
  played: cardsBy('played', 'played', cardsIn),
  flipped: timesBy('flipped', 'turned up a face-down card'),
  pickedUp: timesBy('pickedUp', 'picked up the pile'),
  passed: timesBy('passed', 'passed'),
  lastCard: lastCall,
  resigned: timesBy('resigned', 'resigned'),
  roundEnded: tableSays((event) => `round ${event.round as number} ended`, (event) => `round:${event.round as number}`),
  gameEnded: tableSays((event, nameOf) => {
    const first = ((event.standings as Array<{ seat: Seat; rank: number }> | undefined) ?? []).filter((standing) => standing.rank === 1).map((standing) => standing.seat);
    return `${namesOf(first, nameOf)} won`;
  }, () => 'gameEnded'),
};
