/** Auslage in plain words: the rule-violation codes (docs/rules/auslage.md §11) and every event the game emits (§8). */
import type { Call, CardCode } from '../../../../engine/games/auslage/cards.js';
import type { Envelope, GameEvent } from '../../api/types.js';
import { seatName, sentence } from '../../game/words.js';
import { callWords, cardWords } from './cards.js';

/** §11: every code the engine may answer, as a player would be told. */
export const ruleWords: Record<string, string> = {
  GAME_OVER: 'The game is over.',
  NOT_YOUR_TURN: 'It is not your turn.',
  CARD_NOT_IN_HAND: 'That card is not in your hand.',
  CARD_COVERED: 'That card is covered in your display: only the top card of a stack can be played.',
  CARD_NOT_AVAILABLE: 'That card is neither in your hand nor on top of your display.',
  CALL_REQUIRED: 'A joker needs a call: choose a colour or a number for it.',
  CALL_NOT_ALLOWED: 'Only a joker takes a call.',
  CARD_DOES_NOT_MATCH: 'That card does not match the middle pile: it needs the same colour or the same number (after a joker: its call).',
  JOKER_CANNOT_BE_DISPLAYED: 'A joker cannot go into your display; it can only be played to the middle.',
  CARD_MATCHES_MIDDLE: 'That card matches the middle pile, so it cannot go into your display: it may only be played to the middle.',
  DISPLAY_BLOCKED: 'A top card of your display matches the middle pile, so you may not lay a card into your display this turn: play a matching card, from your hand or your display.',
  MUST_FOLLOW_JOKER: 'A joker was just played before you: answer its call with a matching card from your hand or your display.',
};

/** "+5", "−3", "0": passage scores and totals may be negative (R17). */
export function signed(points: number): string {
  return points > 0 ? `+${points}` : points < 0 ? `−${-points}` : '0';
}

/** A total, with a true minus sign when below zero (R17). */
export function points(total: number): string {
  return total < 0 ? `−${-total}` : String(total);
}

/** "your" or "Bo’s". */
export function possessive(name: string): string {
  return name === 'you' ? 'your' : `${name}’s`;
}

/** "Ada and Bo", "Ada, Bo and Cy". */
export function listWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const cardsWords = (cards: readonly CardCode[]) => listWords(cards.map(cardWords));

function scoresWords(event: GameEvent, game: Envelope): string {
  const scores = event.scores as number[];
  const totals = event.totals as number[];
  return scores.map((score, seat) => `${sentence(seatName(game, seat))} ${signed(score)} (total ${points(totals[seat]!)})`).join(', ');
}

export function auslageEventWords(event: GameEvent, game: Envelope): string | null {
  const who = seatName(game, event.seat as number | undefined);
  const Who = sentence(who);
  switch (event.type) {
    case 'passageStarted': {
      const begins = event.seat === event.startingSeat ? ` ${Who} ${who === 'you' ? 'begin' : 'begins'}.` : '';
      const dealt = Array.isArray(event.hand)
        ? `${Who} ${who === 'you' ? 'were' : 'was'} dealt ${cardsWords(event.hand as CardCode[])}; the middle pile starts with ${cardsWords(event.middle as CardCode[])}.`
        : `${Who} ${who === 'you' ? 'were' : 'was'} dealt ${event.handSize as number} cards.`;
      return `Passage ${event.passage as number}: ${dealt}${begins}`;
    }
    case 'jokerReturned':
      return 'A joker turned up as the start card and went under the draw pile.';
    case 'cardPlayed': {
      const card = event.card as CardCode;
      if (event.call !== null && event.call !== undefined) return `${Who} played a joker to the middle and called ${callWords(event.call as Call)}.`;
      return event.from === 'display'
        ? `${Who} gave ${cardWords(card)} back from ${who === 'you' ? 'your' : 'the'} display to the middle.`
        : `${Who} played ${cardWords(card)} to the middle.`;
    }
    case 'cardDisplayed':
      return `${Who} laid out ${cardWords(event.card as CardCode)}.`;
    case 'cardDrawn':
      return typeof event.card === 'string' ? `${Who} drew ${cardWords(event.card as CardCode)}.` : `${Who} drew a card.`;
    case 'drawPileRebuilt':
      return `The draw pile ran out: ${event.cards as number} middle cards were shuffled into a new one (rebuild ${event.rebuild as number} of at most 2 this passage).`;
    case 'passageEnded': {
      const ender = seatName(game, event.endingSeat as number);
      const why = event.reason === 'handEmpty' ? `${sentence(ender)} played the last hand card` : `nothing was left to draw after ${possessive(ender)} display move`;
      return `Passage ${event.passage as number} is over: ${why}. Scores: ${scoresWords(event, game)}.`;
    }
    case 'gameEnded': {
      const winners = (event.winners as number[]).map((seat) => seatName(game, seat));
      const totals = event.totals as number[];
      const best = totals[(event.winners as number[])[0]!];
      const won = winners.length > 1 ? `${sentence(listWords(winners))} share the win with ${points(best!)} points` : `${sentence(winners[0] ?? 'nobody')} won with ${points(best!)} points`;
      return `The game is over${event.reason === 'resigned' ? ' (too few players left)' : ''}: ${won}.`;
    }
    case 'seatResigned':
      return `${Who} resigned.`;
    default:
      return null;
  }
}
