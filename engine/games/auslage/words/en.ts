/** Auslage in English: colours, rule violations (docs/rules/auslage.md §11), events (§8) and summary phrases. */
import { commonEn as c } from '../../../core/words/en.js';
import { cardsBy, tableSays, timesBy, winnersOf } from '../../../core/words/summary-phrases.js';
import { capital, type EventSentence, type GameOptionWords, type GameWordsBase, type Who, type WhoOf } from '../../../core/words/types.js';

const colours: Record<string, string> = { R: 'red', Y: 'yellow', G: 'green', B: 'blue', P: 'purple' };
/** "green 3", or "joker": the copy (`a`/`b`) and a joker's number do not matter to a player. */
const card = (code: string) => (code[0] === 'J' ? 'joker' : `${colours[code[0]!]} ${code[1]}`);
/** A joker's call: "yellow" or "4". */
const call = (value: string | number) => (typeof value === 'number' ? String(value) : colours[value]!);
/** A total, with a true minus sign when below zero (R17). */
const points = (total: number) => (total < 0 ? `−${-total}` : String(total));
const signed = (value: number) => (value > 0 ? `+${value}` : points(value));
const cards = (codes: readonly string[]) => c.and(codes.map(card));

function scores(e: Record<string, unknown>, whoOf: WhoOf): string {
  const totals = e.totals as number[];
  return (e.scores as number[]).map((score, seat) => `${capital(whoOf(seat).name)} ${signed(score)} (total ${points(totals[seat]!)})`).join(', ');
}

const event: EventSentence = (e, whoOf) => {
  const who = whoOf(e.seat);
  const Who = capital(who.name);
  switch (e.type) {
    case 'passageStarted': {
      const begins = e.seat === e.startingSeat ? ` ${Who} ${who.you ? 'begin' : 'begins'}.` : '';
      const dealt = Array.isArray(e.hand)
        ? `${Who} ${who.you ? 'were' : 'was'} dealt ${cards(e.hand as string[])}; the middle pile starts with ${cards(e.middle as string[])}.`
        : `${Who} ${who.you ? 'were' : 'was'} dealt ${e.handSize as number} cards.`;
      return `Passage ${e.passage as number}: ${dealt}${begins}`;
    }
    case 'jokerReturned':
      return 'A joker turned up as the start card and went under the draw pile.';
    case 'cardPlayed':
      if (e.call !== null && e.call !== undefined) return `${Who} played a joker to the middle and called ${call(e.call as string)}.`;
      return e.from === 'display' ? `${Who} gave ${card(e.card as string)} back from ${who.you ? 'your' : 'the'} display to the middle.` : `${Who} played ${card(e.card as string)} to the middle.`;
    case 'cardDisplayed':
      return `${Who} laid out ${card(e.card as string)}.`;
    case 'cardDrawn':
      return typeof e.card === 'string' ? `${Who} drew ${card(e.card)}.` : `${Who} drew a card.`;
    case 'drawPileRebuilt':
      return `The draw pile ran out: ${e.cards as number} middle cards were shuffled into a new one (rebuild ${e.rebuild as number} of at most 2 this passage).`;
    case 'passageEnded': {
      const ender = whoOf(e.endingSeat);
      const why = e.reason === 'handEmpty' ? `${capital(ender.name)} played the last hand card` : `nothing was left to draw after ${c.possessive(ender)} display move`;
      return `Passage ${e.passage as number} is over: ${why}. Scores: ${scores(e, whoOf)}.`;
    }
    case 'gameEnded': {
      const winners = (e.winners as number[]).map((seat) => whoOf(seat).name);
      const best = points((e.totals as number[])[(e.winners as number[])[0]!]!);
      const won = winners.length > 1 ? `${capital(c.and(winners))} share the win with ${best} points` : `${capital(winners[0] ?? c.nobody)} won with ${best} points`;
      return `The game is over${e.reason === 'resigned' ? ' (too few players left)' : ''}: ${won}.`;
    }
    case 'seatResigned':
      return `${Who} resigned.`;
    default:
      return null;
  }
};

export const auslageEn = {
  title: 'Auslage',
  colours,
  card,
  call,
  points,
  signed,
  rules: {
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
  } as Record<string, string>,
  outcomes: { completed: 'The last passage is scored: the highest total won.', resigned: 'Every other player resigned.' } as Record<string, string>,
  event,
  summary: {
    cardPlayed: cardsBy('played', (n) => `played ${c.cards(n)} to the middle`, () => 1),
    cardDisplayed: cardsBy('displayed', (n) => `laid out ${c.cards(n)}`, () => 1),
    cardDrawn: cardsBy('drew', (n) => `drew ${c.cards(n)}`, () => 1),
    seatResigned: timesBy('resigned', (n) => c.times('resigned', n)),
    passageEnded: tableSays((e) => `passage ${e.passage as number} ended`, (e) => `passage:${e.passage as number}`),
    gameEnded: tableSays((e, nameOf) => `${c.and(winnersOf(e, nameOf)) || c.nobody} won`, () => 'gameEnded'),
  },
  options: {
    targetScore: { title: 'Target score', description: 'Points to play to: the game ends after the passage in which someone reaches this total, and the highest total wins.' },
    maxPassages: { title: 'Most passages', description: 'The game ends after this many passages (deals) at the latest, even if nobody has reached the points to play to.' },
  } as GameOptionWords,
  botLevels: {
    random: 'any legal move, chosen at random',
    basic: 'one move ahead: displays high cards, sheds high hand cards, keeps jokers',
    strong: "tries basic's best few moves on random deals of the unseen cards and plays the passage on with basic, then keeps the move that did best",
  },
  table: {
    table: 'Table',
    middle: (count: number, top: string, call: string | null) => `Middle pile, ${count} cards, top ${top}${call !== null ? `, called ${call}` : ''}`,
    middlePile: 'Middle pile',
    called: 'called: ',
    cards: (count: number) => `${count} ${count === 1 ? 'card' : 'cards'}`,
    passage: 'Passage ',
    began: (who: Who) => ` · ${capital(who.name)} began · draw pile `,
    drawCards: ' cards',
    rebuilt: (times: number) => ` (rebuilt ${times} of at most 2 times)`,
    players: 'Players',
    stack: (colour: string, count: number, top: string) => `${colour} stack, ${count} ${count === 1 ? 'card' : 'cards'}, top ${top}`,
    displayCard: (card: string, stack: string, matches: boolean) => `display card ${card}, top of your ${stack}${matches ? ', matches the middle' : ''}`,
    yourHand: 'Your hand',
    choose: 'Choose a card (✓: it matches the middle), then what to do with it.',
    sending: 'Sending…',
    wait: 'Wait for your turn.',
    card: (card: string, matches: boolean) => `card ${card}${matches ? ', matches the middle' : ''}`,
    jokerCalls: 'Play the joker and call a colour or a number',
    jokerHint: 'Play the joker to the middle and call a colour or a number — only that (or another joker) matches it next:',
    jokerCall: (call: string) => `Play the joker, call ${call}`,
    playToMiddle: (card: string) => `Play ${card} to the middle`,
    giveBack: (card: string) => `Give ${card} back from your display to the middle`,
    layOut: (card: string) => `Lay out ${card} and draw`,
    seatHead: (hand: number, display: string | null) => ` · ${hand} ${hand === 1 ? 'card' : 'cards'} in hand · display ${display ?? 'empty'} · total `,
    displayPoints: (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`,
    toPlay: ' · to play',
    resigned: ' · resigned',
    seatDisplay: (who: Who) => `${capital(c.possessive(who))} display`,
    under: 'under: ',
    matches: 'matches!',
    followJoker: (who: Who, wanted: string | number) =>
      `Follow the joker: ${who.name} must answer the call with ${typeof wanted === 'number' ? `a ${wanted}` : `a ${wanted} card`} or a joker (from ${c.possessive(who)} hand or display) if ${who.name} ${who.you ? 'have' : 'has'} one; only without one may ${who.name} lay a card into the display.`,
    forcedReturn: (who: Who, cards: string, count: number) =>
      `Forced return: ${c.possessive(who)} display top ${cards} ${count > 1 ? 'match' : 'matches'} the middle, so ${who.name} may not lay out a card this turn: ${who.name} must play a matching card, from the hand or by giving a display card back.`,
    scores: 'Scores',
    scoresHint: (target: number, maxPassages: number) => `The game ends after the passage in which someone reaches ${target} points (or after passage ${maxPassages}); the highest total wins.`,
    passageColumn: 'Passage',
    totalOf: (target: number) => `Total (of ${target})`,
    result: (passage: number) => `Passage ${passage} result`,
    lastHandCard: (who: Who) => `${capital(who.name)} played the last hand card.`,
    nothingToDraw: (who: Who) => `Nothing was left to draw after ${c.possessive(who)} display move.`,
    counting: 'Every display card counts plus, every card left in hand minus (a joker −10).',
    player: 'Player',
    display: 'Display',
    hand: 'Hand',
    total: 'Total',
    revealed: 'Hands revealed at the end of the passage',
    held: (who: Who) => `${capital(who.name)} held `,
    noCards: 'no cards',
  },
} satisfies GameWordsBase;

export type AuslageWords = typeof auslageEn;
