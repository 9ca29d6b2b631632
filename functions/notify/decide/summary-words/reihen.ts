/** Reihen's summary words: cards laid, drawn and discarded, characters used, by seat; the end. */
import { cardsBy, cardsIn, tableSays, timesBy, type SummaryWords } from './phrases.js';

export const reihenSummaryWords: SummaryWords = {
  cardPlayed: cardsBy('laid', 'laid', cardsIn),
  cardsDrawn: cardsBy('drew', 'drew', cardsIn),
  cardsDiscarded: cardsBy('discarded', 'discarded', cardsIn),
  segmentMoved: timesBy('moved', 'moved part of a row'),
  characterUsed: timesBy('character', 'used a character'),
  playerFinished: timesBy('finished', 'got rid of every card'),
  playerResigned: timesBy('resigned', 'resigned'),
  rowCompleted: tableSays(() => 'a row was completed', (event) => `row:${String(event.row)}`),
  gameEnded: tableSays(() => 'the game is over', () => 'gameEnded'),
};
