/** Downhill in plain words: rule violations (docs/rules/downhill.md §11), the round's end and every event (§8). */
import type { Envelope, GameEvent } from '../../api/types.js';
import { seatName, sentence } from '../../game/words.js';
import { face } from './cards.js';

export const ruleWords: Record<string, string> = {
  GAME_OVER: 'The game is over.',
  NOT_YOUR_TURN: 'It is not your turn.',
  DUPLICATE_CARD: 'The same card was chosen twice.',
  TABLE_NOT_AVAILABLE: 'In your first turn of a round you play from your hand only; your face-up cards join in from your second turn.',
  CARD_NOT_IN_HAND: 'That card is not in your hand.',
  CARD_NOT_ON_TABLE: 'That card is not among your face-up cards.',
  CARDS_NOT_MATCHING: 'Cards played together must be equal: the same number, or all −2, or all >>>.',
  MINUS_TWO_CANNOT_OPEN: 'A −2 cannot start a pile: start it with a number or a >>> sweep.',
  CARD_TOO_HIGH: 'That card is too high: play a number equal to or lower than the limit, a −2 or a >>> sweep.',
  FACE_DOWN_NOT_AVAILABLE: 'Your face-down cards are turned up only once your face-up cards are gone (and not in your first turn).',
  SLOT_EMPTY: 'There is no card left in that face-down place.',
  ANNOUNCEMENT_REQUIRED: 'This leaves you one card: say whether you call “last card”.',
  NOTHING_TO_ANNOUNCE: '“Last card” is called only when a play leaves you exactly one card.',
  PILE_EMPTY: 'There is no pile to pick up.',
  MUST_PLAY_IF_ABLE: 'You can play a card, so you may not pick up the pile.',
  PASS_NOT_ALLOWED: 'You may pass only on an empty pile with nothing to start it and no card to turn up.',
  ALREADY_RESIGNED: 'You have already resigned.',
};

/** A list of cards by face: "12, 12, −2". */
export function cardList(codes: readonly string[]): string {
  return codes.length ? codes.map(face).join(', ') : 'no cards';
}

/** "1 card", "3 cards". */
export function cardCount(count: number): string {
  return `${count} card${count === 1 ? '' : 's'}`;
}

/** "12 ×3" for equal cards played together, "7" for one. */
export function playWords(codes: readonly string[]): string {
  return codes.length > 1 ? `${face(codes[0]!)} ×${codes.length}` : face(codes[0] ?? '');
}

const fromWords: Record<string, string> = { hand: 'from hand', table: 'face up from the table', faceDown: 'blind from face down' };

/** §7: how a round ended, `who` being the winner's name. */
export function roundEndWords(reason: string, who: string): string {
  switch (reason) {
    case 'wentOut':
      return `${sentence(who)} went out`;
    case 'minusTwoReveal':
      return `${sentence(who)} turned up a −2 as the last card (−80)`;
    case 'allPassed':
      return 'blocked: everybody passed, no winner';
    default:
      return 'blocked after 500 turns, no winner';
  }
}

function possessive(who: string): string {
  return who === 'you' ? 'your' : `${who}’s`;
}

/** "you start", "Ada starts". */
function does(who: string, verb: string): string {
  return `${who} ${who === 'you' ? verb : `${verb}s`}`;
}

export function downhillEventWords(event: GameEvent, game: Envelope): string | null {
  const who = seatName(game, event.seat as number | null | undefined);
  const Who = sentence(who);
  const names = (values: number[]) => values.map((value, seat) => `${sentence(seatName(game, seat))} ${value}`).join(', ');
  switch (event.type) {
    case 'roundStarted':
      return `Round ${event.round as number} started: ${seatName(game, event.dealer as number)} dealt, ${openerWords(seatName(game, event.opener as number))}.`;
    case 'handDealt':
      return Array.isArray(event.cards) ? `You were dealt ${cardList(event.cards as string[])}.` : `${Who} was dealt a hand.`;
    case 'played': {
      const limit = event.limit as number | null;
      const played = `${Who} played ${playWords(event.cards as string[])} ${fromWords[event.from as string] ?? ''}`.trimEnd();
      return limit === null ? `${played}.` : `${played}: now ${limit} or lower.`;
    }
    case 'flipped':
      return `${Who} turned up a face-down card: ${face(event.card as string)}.`;
    case 'minusTwoTaken':
      return `${Who} took the turned-up −2 into the hand; ${does(who, 'play')} on.`;
    case 'swept':
      return `>>> The pile (${cardCount((event.cards as string[]).length)}) left the round; ${does(who, 'start')} a new one.`;
    case 'pickedUp':
      return `${Who} picked up the pile: ${cardList(event.cards as string[])}.`;
    case 'passed':
      return `${Who} passed: nothing to start a pile with.`;
    case 'lastCard':
      return event.announced ? `${Who} called “last card”!` : `${Who} did not call “last card”: ${possessive(who)} next turn is skipped.`;
    case 'turnSkipped':
      return `${sentence(possessive(who))} turn was skipped (no “last card” call).`;
    case 'roundEnded':
      return `Round ${event.round as number} ended: ${roundEndWords(event.reason as string, seatName(game, event.winner as number | null))}. Scores: ${names(event.roundScores as number[])}.`;
    case 'gameEnded': {
      const standings = event.standings as Array<{ seat: number; rank: number }>;
      const first = standings.filter((standing) => standing.rank === 1).map((standing) => seatName(game, standing.seat));
      return `The game is over: ${first.join(' and ')} ${first.length === 1 && first[0] !== 'you' ? 'wins' : 'win'}.`;
    }
    case 'resigned':
      return `${Who} resigned.`;
    default:
      return null;
  }
}

/** "Bo opens", "you open". */
function openerWords(who: string): string {
  return who === 'you' ? 'you open' : `${who} opens`;
}
