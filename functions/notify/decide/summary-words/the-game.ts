/** The Game's summary words (engine/games/the-game/README.md): plays, draws and hints by seat, the team's result. */
import { cardsBy, cardsIn, tableSays, timesBy, type SummaryWords } from './phrases.js';

const results: Record<string, string> = { won: 'the team won', 'lost-stuck': 'the team lost', 'lost-skull': 'the team lost', 'lost-conceded': 'the team gave up' };

export const theGameSummaryWords: SummaryWords = {
  cardPlayed: cardsBy('played', 'played', () => 1),
  cardsDrawn: cardsBy('drew', 'drew', cardsIn),
  hintGiven: timesBy('hint', 'gave a hint'),
  commandsShown: timesBy('commands', 'showed command cards'),
  seatSkipped: timesBy('skipped', 'was skipped'),
  gameEnded: tableSays((event) => results[event.outcome as string] ?? 'the game ended', () => 'gameEnded'),
};
