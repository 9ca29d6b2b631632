/** The Game in plain words: piles, cards, commands, rule violations (engine/games/the-game/README.md) and events. */
import type { Envelope, GameEvent } from '../../api/types.js';
import { seatName, sentence } from '../../game/words.js';

export const PILES = ['up1', 'up2', 'down1', 'down2'] as const;
export type Pile = (typeof PILES)[number];

export const pileWords: Record<Pile, string> = { up1: 'up pile 1', up2: 'up pile 2', down1: 'down pile 1', down2: 'down pile 2' };
export const isUp = (pile: Pile) => pile.startsWith('up');

export const commandWords: Record<string, string> = {
  stop: 'Stop',
  skull: 'Skull',
  three: '3!',
  silence: 'Silence',
  noBackwards: 'No backwards trick',
  singlePile: 'Single pile',
  drawOne: 'Draw one',
};

/** A pile hint's signal (§5.3), as the players would say it. */
export const pileSignalWords = {
  keepOff: 'don’t play here',
  canPlayWell: 'I can play well here',
} as const;
export type PileSignal = keyof typeof pileSignalWords;

/** `{stop: 1, skull: 0, three: 2}` → "1 Stop, 2 3! command cards"; all zero → "no command cards". */
export function commandCountWords(counts: Record<string, number>): string {
  const held = Object.entries(counts).filter(([, count]) => count > 0);
  if (held.length === 0) return 'no command cards';
  const plural = held.length > 1 || held[0]![1] > 1;
  return `${held.map(([command, count]) => `${count} ${commandWords[command] ?? command}`).join(', ')} command card${plural ? 's' : ''}`;
}

/** On a card's face, where there is room for a word or two (the full name is in its accessible label). */
export const commandBadges: Record<string, string> = {
  stop: 'Stop',
  skull: '☠ Skull',
  three: '3!',
  silence: 'Silence',
  noBackwards: 'No back',
  singlePile: '1 pile',
  drawOne: 'Draw 1',
};

export const ruleWords: Record<string, string> = {
  GAME_OVER: 'The game is over.',
  NOT_YOUR_TURN: 'It is not your turn.',
  CARD_NOT_IN_HAND: 'That card is not in your hand.',
  CARD_DOES_NOT_FIT: 'That card does not fit there: an up pile needs a higher card, a down pile a lower one (or exactly 10 back).',
  BACKWARDS_TRICK_FORBIDDEN: 'A “No backwards trick” card is showing: no jumping back by 10 now.',
  SINGLE_PILE_REQUIRED: 'A “Single pile” card is showing: play onto the same pile as your previous card.',
  THREE_EXCEEDED: 'A “3!” was played: this turn has exactly 3 cards.',
  STOP_NOT_THIRD: 'After a “3!”, a Stop may only be the third card.',
  SKULL_NOT_COVERED: 'A skull is showing: cover it with another card on that pile this turn.',
  DEAD_END: 'After that card your turn could not be finished, so it is refused.',
  TOO_FEW_CARDS_PLAYED: 'You must play at least the minimum number of cards (2, or 1 once the draw pile is empty) before ending your turn.',
  THREE_NOT_MET: 'A “3!” was played: play exactly 3 cards before ending your turn.',
  OPTION_NOT_ENABLED: 'That needs the Extreme option.',
  COMMUNICATION_FORBIDDEN: 'A Silence card is showing: no hints now.',
  HINT_UNCHANGED: 'That already stands: the same hint, or command counts you showed and your hand has not changed since.',
};

export const outcomeWords: Record<string, string> = {
  won: 'The team won: every card is played!',
  'lost-stuck': 'The team lost: a player could not play any card.',
  'lost-skull': 'The team lost: only a skull blocked the last play.',
  'lost-conceded': 'The team gave up.',
};

/** How the game ended; a concession names who resigned (R17: it ends the game for the whole team). */
export function theGameOutcome(reason: string, who?: string): string {
  if (reason === 'lost-conceded' && who) return `${sentence(who)} resigned, so the team lost together.`;
  return outcomeWords[reason] ?? reason;
}

function hintWords(Who: string, event: GameEvent): string {
  const signal = event.signal as string;
  if (event.pile) {
    const pile = pileWords[event.pile as Pile];
    return signal === 'none' ? `${Who} withdrew the hint on ${pile}.` : `${Who} hinted on ${pile}: ${pileSignalWords[signal as PileSignal]}.`;
  }
  const command = commandWords[event.command as string];
  return signal === 'none' ? `${Who} withdrew the request about ${command}.` : `${Who} asked not to play a ${command} card now.`;
}

export function theGameEventWords(event: GameEvent, game: Envelope): string | null {
  const who = seatName(game, event.seat as number | null | undefined);
  const Who = sentence(who);
  switch (event.type) {
    case 'gameStarted':
      return `The game started with ${event.players as number} players, ${event.handSize as number} cards each.`;
    case 'dealt':
      return Array.isArray(event.cards) ? `You were dealt ${(event.cards as number[]).join(', ')}.` : `${Who} got ${event.count as number} cards.`;
    case 'turnStarted':
      return `Turn ${event.turn as number}: ${who} ${who === 'you' ? 'play' : 'plays'} at least ${event.minimum as number}.`;
    case 'cardPlayed':
      return `${Who} played ${event.card as number} on ${pileWords[event.pile as Pile]}${event.trick ? ' (10 back)' : ''}${event.command ? `, a ${commandWords[event.command as string]} card` : ''}.`;
    case 'turnEnded':
      return `${Who} ended the turn after ${event.cardsPlayed as number} cards${event.by === 'stop' ? ' (a Stop)' : ''}.`;
    case 'cardsDrawn':
      return Array.isArray(event.cards) ? `You drew ${(event.cards as number[]).join(', ')}.` : `${Who} drew ${event.count as number} cards.`;
    case 'seatSkipped':
      return `${Who} had no cards left and was skipped.`;
    case 'hintsCleared':
      return 'Silence: every hint was wiped.';
    case 'hintGiven':
      return hintWords(Who, event);
    case 'commandsShown':
      return `${Who} showed the command cards in hand: ${commandCountWords(event.counts as Record<string, number>)}.`;
    case 'gameEnded':
      return theGameOutcome(event.outcome as string, event.seat === null || event.seat === undefined ? undefined : who);
    case 'handsRevealed':
      return 'Every hand and the draw pile were revealed.';
    default:
      return null;
  }
}
