/** Flip 7's summary words: hits, stays, busts and actions by seat, rounds and the winners. */
import { tableSays, timesBy, winnersWon, type EventPhrase, type SummaryWords } from './phrases.js';

/** The action cards by name (docs/rules/flip-7.md §2). */
const actionWords: Readonly<Record<string, string>> = { FRZ: 'Freeze', F3: 'Flip Three', SC: 'Second Chance' };

/** Only a hit is the seat's own draw; cards dealt or drawn in a Flip Three are part of the round or the action. */
const hit: EventPhrase = (event) => (event.via === 'hit' ? timesBy('hit', 'hit')(event) : null);

/** "gave the Freeze to Bo", "took the Second Chance". */
const actionGiven: EventPhrase = (event) => {
  const from = event.from as number;
  const to = event.to as number;
  const action = actionWords[event.card as string] ?? 'action card';
  return { seat: from, key: `gave:${event.card as string}:${to}`, amount: 1, words: (_amount, nameOf) => (from === to ? `took the ${action}` : `gave the ${action} to ${nameOf(to)}`) };
};

export const flip7SummaryWords: SummaryWords = {
  cardDrawn: hit,
  stayed: timesBy('stayed', 'stayed'),
  busted: timesBy('busted', 'busted'),
  frozen: timesBy('frozen', 'got frozen'),
  flip7: timesBy('flip7', 'scored a Flip 7'),
  actionGiven,
  resigned: timesBy('resigned', 'resigned'),
  roundEnded: tableSays((event) => `round ${event.round as number} ended`, (event) => `round:${event.round as number}`),
  gameEnded: winnersWon,
};
