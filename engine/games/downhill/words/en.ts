/** Downhill in English: rule violations (docs/rules/downhill.md §11), the round's end, events (§8) and summary phrases. */
import { commonEn as c } from '../../../core/words/en.js';
import { cardsBy, cardsIn, tableSays, timesBy } from '../../../core/words/summary-phrases.js';
import { capital, type EventSentence, type GameOptionWords, type GameWordsBase, type Who } from '../../../core/words/types.js';
import type { Seat } from '../../../core/types.js';
import { face } from './face.js';

/** A list of cards by face: "12, 12, −2". */
const cardList = (codes: readonly string[]) => (codes.length ? codes.map(face).join(', ') : 'no cards');
/** "12 ×3" for equal cards played together, "7" for one. */
const play = (codes: readonly string[]) => (codes.length > 1 ? `${face(codes[0]!)} ×${codes.length}` : face(codes[0] ?? ''));
const from: Record<string, string> = { hand: 'from hand', table: 'face up from the table', faceDown: 'blind from face down' };
const does = (who: Who, verb: string) => `${who.name} ${who.you ? verb : `${verb}s`}`;

/** §7: how a round ended, `who` being the winner. */
function roundEnd(reason: string, who: Who): string {
  switch (reason) {
    case 'wentOut':
      return `${capital(who.name)} went out`;
    case 'minusTwoReveal':
      return `${capital(who.name)} turned up a −2 as the last card (−80)`;
    case 'allPassed':
      return 'blocked: everybody passed, no winner';
    default:
      return 'blocked after 500 turns, no winner';
  }
}

const event: EventSentence = (e, whoOf) => {
  const who = whoOf(e.seat);
  const Who = capital(who.name);
  const values = (list: unknown) => (list as number[]).map((value, seat) => `${capital(whoOf(seat).name)} ${value}`).join(', ');
  switch (e.type) {
    case 'roundStarted':
      return `Round ${e.round as number} started: ${whoOf(e.dealer).name} dealt, ${does(whoOf(e.opener), 'open')}.`;
    case 'handDealt':
      return Array.isArray(e.cards) ? `You were dealt ${cardList(e.cards as string[])}.` : `${Who} was dealt a hand.`;
    case 'played': {
      const limit = e.limit as number | null;
      const played = `${Who} played ${play(e.cards as string[])} ${from[e.from as string] ?? ''}`.trimEnd();
      return limit === null ? `${played}.` : `${played}: now ${limit} or lower.`;
    }
    case 'flipped':
      return `${Who} turned up a face-down card: ${face(e.card as string)}.`;
    case 'minusTwoTaken':
      return `${Who} took the turned-up −2 into the hand; ${does(who, 'play')} on.`;
    case 'swept':
      return `>>> The pile (${c.cards((e.cards as string[]).length)}) left the round; ${does(who, 'start')} a new one.`;
    case 'pickedUp':
      return `${Who} picked up the pile: ${cardList(e.cards as string[])}.`;
    case 'passed':
      return `${Who} passed: nothing to start a pile with.`;
    case 'lastCard':
      return e.announced ? `${Who} called “last card”!` : `${Who} did not call “last card”: ${c.possessive(who)} next turn is skipped.`;
    case 'turnSkipped':
      return `${capital(c.possessive(who))} turn was skipped (no “last card” call).`;
    case 'roundEnded':
      return `Round ${e.round as number} ended: ${roundEnd(e.reason as string, whoOf(e.winner))}. Scores: ${values(e.roundScores)}.`;
    case 'gameEnded': {
      const first = (e.standings as Array<{ seat: number; rank: number }>).filter((standing) => standing.rank === 1).map((standing) => whoOf(standing.seat));
      return `The game is over: ${c.and(first.map((winner) => winner.name))} ${first.length === 1 && !first[0]!.you ? 'wins' : 'win'}.`;
    }
    case 'resigned':
      return `${Who} resigned.`;
    default:
      return null;
  }
};

export const downhillEn = {
  title: 'Downhill',
  cardList,
  play,
  cards: c.cards,
  roundEnd,
  rules: {
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
  } as Record<string, string>,
  outcomes: { completed: 'Every round is played: the lowest total won.', resigned: 'Every other player resigned.' } as Record<string, string>,
  event,
  summary: {
    played: cardsBy('played', (n) => `played ${c.cards(n)}`, cardsIn),
    flipped: timesBy('flipped', (n) => c.times('turned up a face-down card', n)),
    pickedUp: timesBy('pickedUp', (n) => c.times('picked up the pile', n)),
    passed: timesBy('passed', (n) => c.times('passed', n)),
    lastCard: (e) => (e.announced === true ? timesBy('lastCard', (n) => c.times('called “last card”', n))(e) : null),
    resigned: timesBy('resigned', (n) => c.times('resigned', n)),
    roundEnded: tableSays((e) => `round ${e.round as number} ended`, (e) => `round:${e.round as number}`),
    gameEnded: tableSays((e, nameOf) => {
      const first = ((e.standings as Array<{ seat: Seat; rank: number }> | undefined) ?? []).filter((standing) => standing.rank === 1).map((standing) => nameOf(standing.seat));
      return `${c.and(first) || c.nobody} won`;
    }, () => 'gameEnded'),
  },
  options: {
    rounds: { title: 'Rounds', description: 'How many rounds (deals), 1–20. Left empty: one per player, so everyone opens once.' },
    scoring: {
      title: 'Scoring',
      description: 'points: cards left over score their value (−2 = 20, >>> = 50), the winner −10, lowest total wins. matchsticks (the children’s scoring): the winner takes a matchstick, most matchsticks wins.',
      choices: { points: 'points', matchsticks: 'matchsticks' },
    },
  } as GameOptionWords,
  botLevels: {
    random: 'any legal move, chosen at random',
    basic: 'plays numbers first, every copy at once, keeps the sweeps for when nothing else goes',
    strong: "tries basic's best few moves on random deals of the unseen cards and plays the round on with basic, then keeps the move that did best",
  },
  table: {
    minusTwo: 'minus 2',
    sweep: 'sweep',
    emptyPile: 'The pile is empty: start it with any number or a >>> (a −2 cannot start a pile).',
    playUnder: (limit: number, how: string) => `Play ${limit} or lower${how ? ` (${how})` : ''}, or a −2, or a >>>.`,
    toPlay: ' · to play',
    inHand: (count: number) => ` · ${count} in hand`,
    seatCards: (up: string | null, down: number) => `face up: ${up ?? 'none'}; ${down} face down`,
    willBeSkipped: ' · will be skipped (no “last card” call)',
    resigned: ' · resigned',
    card: (spoken: string, faceUp: boolean) => `${faceUp ? 'face-up card' : 'card'} ${spoken}`,
    table: 'Table',
    round: (round: number, rounds: number, dealer: Who, opener: Who) => `Round ${round} of ${rounds} · ${capital(dealer.name)} dealt, ${opener.name} opened`,
    pile: (top: string | null) => `The pile: ${top ? `top ${top}` : 'empty'}`,
    empty: 'empty',
    pileCards: 'Pile, bottom to top:',
    aside: (removed: number, setAside: number) => `Swept out this round: ${removed} · set aside unseen: ${setAside}`,
    players: 'Players',
    yourCards: 'Your cards',
    wait: 'Wait for your turn.',
    sending: 'Sending…',
    swept: 'You swept the pile away: start a new pile.',
    minusTwoUp: 'You turned up a −2: it is in your hand now. Play on.',
    choose: 'Choose one card, or several equal ones, from your hand or your face-up cards, then play them.',
    hand: (count: number) => `Hand (${count})`,
    yourHand: 'Your hand',
    none: 'none',
    faceUp: (count: number) => `Face up (${count})`,
    faceUpLater: 'Your face-up cards join in from your second turn.',
    yourFaceUp: 'Your face-up cards',
    faceDown: (count: number) => `Face down (${count})`,
    yourFaceDown: 'Your face-down cards',
    turnUpSlot: (slot: number) => `face-down card ${slot}: turn it up`,
    faceDownLater: 'Your face-down cards are turned up blind, one at a time, once your face-up cards are gone.',
    playCall: (cards: string) => `Play ${cards} and call “last card”`,
    playSilent: (cards: string) => `Play ${cards} without calling (your next turn is skipped)`,
    play: (cards: string) => `Play ${cards}`,
    chooseAgain: 'Choose again',
    flipAsk: (slot: number) => `Turn up face-down card ${slot}, blind? If it fits it is played; if it is too high you take the pile and it; a −2 goes into your hand.`,
    flipCall: 'Turn it up and call “last card”',
    flipSilent: 'Turn it up without calling (your next turn is skipped)',
    flip: 'Turn it up',
    cancel: 'Cancel',
    pickUp: (cards: string) => `Pick up the pile (${cards})`,
    pass: 'Pass (nothing to start a pile with)',
    scores: 'Scores',
    matchsticksHint: 'Children’s scoring: the round’s winner takes a matchstick, everybody else records the number of cards left. Most matchsticks wins.',
    pointsHint: 'Points for cards left over: a number its value, −2 = 20, >>> = 50; the round’s winner −10 (−80 for turning up a −2 as the last card). Lowest total wins.',
    player: 'Player',
    roundColumn: (round: number) => `Round ${round}`,
    cardsRecorded: 'Cards recorded',
    total: 'Total',
    matchsticks: 'Matchsticks',
    roundsWon: 'Rounds won',
    place: 'Place',
    lastRound: (round: number, end: string) => `Round ${round}: ${end}`,
    cardsLeft: (round: number) => `Cards left at the end of round ${round}`,
  },
} satisfies GameWordsBase;

export type DownhillWords = typeof downhillEn;
