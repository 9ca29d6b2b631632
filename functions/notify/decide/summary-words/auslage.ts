/** Auslage's summary words: cards played, laid out and drawn by seat, passages and the winners. */
import { cardsBy, tableSays, timesBy, winnersWon, type SummaryWords } from './phrases.js';

export const auslageSummaryWords: SummaryWords = {
  cardPlayed: cardsBy('played', 'played', () => 1, ' to the middle'),
  cardDisplayed: cardsBy('displayed', 'laid out', () => 1),
  cardDrawn: cardsBy('drew', 'drew', () => 1),
  seatResigned: timesBy('resigned', 'resigned'),
  passageEnded: tableSays((event) => `passage ${event.passage as number} ended`, (event) => `passage:${event.passage as number}`),
  gameEnded: winnersWon,
};
