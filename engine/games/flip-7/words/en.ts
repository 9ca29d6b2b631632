/** Flip 7 in English: cards, statuses, rule violations (docs/rules/flip-7.md §11), events (§8) and summary phrases. */
import { commonEn as c } from '../../../core/words/en.js';
import { tableSays, timesBy, winnersOf } from '../../../core/words/summary-phrases.js';
import { capital, type EventSentence, type GameOptionWords, type GameWordsBase, type Who, type WhoOf } from '../../../core/words/types.js';

const actions: Record<string, string> = { FRZ: 'Freeze', F3: 'Flip Three', SC: 'Second Chance' };

/** A card in a sentence: "7", "+4", "the ×2", "a Freeze". */
const cardWords = (code: string) => (code === 'x2' ? 'the ×2' : actions[code] ? `a ${actions[code]}` : code);
const Name = (who: Who) => capital(who.name);
const scores = (values: unknown, whoOf: WhoOf) => (values as number[]).map((score, seat) => `${Name(whoOf(seat))} ${score}`).join(', ');
const roundEnds: Record<string, string> = { flip7: 'a Flip 7', allOut: 'nobody left in', cardsExhausted: 'the cards ran out' };
const discardReasons: Record<string, (who: Who) => string> = {
  noTarget: () => 'nobody could take it',
  holderBusted: (who) => `${who.name} busted`,
  holderResigned: (who) => `${who.name} resigned`,
  roundEnded: () => 'the round ended',
};

const event: EventSentence = (e, whoOf) => {
  const who = whoOf(e.seat);
  const Who = Name(who);
  const card = e.card as string;
  switch (e.type) {
    case 'roundStarted':
      return `Round ${e.round as number} began, dealt by ${whoOf(e.dealer).name}.`;
    case 'cardDrawn':
      if (e.via === 'deal') return `${Who} got ${cardWords(card)} in the deal.`;
      return e.via === 'hit' ? `${Who} hit and drew ${cardWords(card)}.` : `${Who} drew ${cardWords(card)} during a Flip Three.`;
    case 'reshuffled':
      return `The draw pile ran out: ${e.count as number} discarded cards were shuffled into a new one.`;
    case 'secondChanceKept':
      return `${Who} kept a Second Chance.`;
    case 'secondChanceUsed':
      return `${capital(c.possessive(who))} Second Chance cancelled a second ${card}.`;
    case 'busted':
      return `${Who} busted with a second ${card}: no points this round.`;
    case 'actionSetAside':
      return `${Who} set ${cardWords(card)} aside, to give when the Flip Three ends.`;
    case 'actionGiven': {
      const action = actions[card]!;
      const from = Name(whoOf(e.from));
      if (e.from === e.to) return e.forced ? `${from} had to take the ${action}: nobody else could.` : `${from} took the ${action}.`;
      return `${from} ${e.forced ? 'had to give' : 'gave'} the ${action} to ${whoOf(e.to).name}.`;
    }
    case 'actionDiscarded':
      return `${capital(c.possessive(who))} ${actions[card]} was discarded: ${(discardReasons[e.reason as string] ?? (() => 'out of play'))(who)}.`;
    case 'frozen':
      return `${Who} got frozen: no more cards this round.`;
    case 'flipThreeStarted':
      return `Flip Three for ${who.name}: three cards in a row.`;
    case 'flipThreeEnded':
      return `${capital(c.possessive(who))} Flip Three ended after ${e.drawn as number} ${e.drawn === 1 ? 'card' : 'cards'}.`;
    case 'stayed':
      return `${Who} stayed.`;
    case 'flip7':
      return `Flip 7! ${Who} collected seven different numbers: the round ends.`;
    case 'roundEnded':
      return `Round ${e.round as number} over (${roundEnds[e.reason as string] ?? 'ended'}): ${scores(e.roundScores, whoOf)}. Totals: ${scores(e.totals, whoOf)}.`;
    case 'tieContinues':
      return `${capital(c.and((e.seats as number[]).map((seat) => whoOf(seat).name)))} tied at ${e.total as number}: another round for everyone.`;
    case 'gameEnded':
      return `${capital(c.and((e.winners as number[]).map((seat) => whoOf(seat).name)))} won. Totals: ${scores(e.totals, whoOf)}.`;
    case 'resigned':
      return `${Who} resigned and ${who.you ? 'are' : 'is'} out of every later round.`;
    default:
      return null;
  }
};

export const flip7En = {
  title: 'Flip 7',
  /** The action cards by name (§2). */
  actions,
  /** A card in a sentence. */
  cardWords,
  /** How a card reads to a screen reader: "7", "plus 4", "times 2 (doubles the numbers)". */
  cardLabel: (code: string) => (code === 'x2' ? 'times 2 (doubles the numbers)' : code.startsWith('+') ? `plus ${code.slice(1)}` : (actions[code] ?? code)),
  /** A seat's status in a round (§2), with a sign so colour is never the only cue. */
  statuses: { active: 'still in', stayed: '✋ stayed', frozen: '❄ frozen', busted: '💥 busted', resigned: 'left the game' } as Record<string, string>,
  rules: {
    GAME_OVER: 'The game is over.',
    NOT_YOUR_TURN: 'It is not your turn: the game is waiting on someone else.',
    TARGET_CHOICE_PENDING: 'First give the action card you drew to a player.',
    NO_ACTION_TO_GIVE: 'There is no action card to give now: hit or stay.',
    NO_CARDS_TO_STAY: 'You cannot stay without a card: a player with no card must hit first.',
    ACTION_MISMATCH: 'That is not the card being given: the table has changed, look again.',
    NO_SUCH_SEAT: 'There is no such player in this game.',
    TARGET_NOT_ACTIVE: 'That player is out of this round (stayed, frozen or busted): choose one still in.',
    TARGET_HAS_SECOND_CHANCE: 'That player already holds a Second Chance: give it to one who has none.',
  } as Record<string, string>,
  outcomes: { completed: 'A player reached the target score: the highest total won.', resigned: 'Every other player resigned.' } as Record<string, string>,
  event,
  summary: {
    // Only a hit is the seat's own draw; cards dealt or drawn in a Flip Three are part of the round or the action.
    cardDrawn: (e) => (e.via === 'hit' ? timesBy('hit', (n) => c.times('hit', n))(e) : null),
    stayed: timesBy('stayed', (n) => c.times('stayed', n)),
    busted: timesBy('busted', (n) => c.times('busted', n)),
    frozen: timesBy('frozen', (n) => c.times('got frozen', n)),
    flip7: timesBy('flip7', (n) => c.times('scored a Flip 7', n)),
    actionGiven: (e) => {
      const [from, to] = [e.from as number, e.to as number];
      const action = actions[e.card as string] ?? 'action card';
      return { seat: from, key: `gave:${e.card as string}:${to}`, amount: 1, words: (_n, nameOf) => (from === to ? `took the ${action}` : `gave the ${action} to ${nameOf(to)}`) };
    },
    resigned: timesBy('resigned', (n) => c.times('resigned', n)),
    roundEnded: tableSays((e) => `round ${e.round as number} ended`, (e) => `round:${e.round as number}`),
    gameEnded: tableSays((e, nameOf) => `${c.and(winnersOf(e, nameOf)) || c.nobody} won`, () => 'gameEnded'),
  },
  options: {
    targetScore: { title: 'Target score', description: 'Points to reach: the game ends after a round in which someone has at least this many, and the highest total wins.' },
    flip7Bonus: { title: 'Flip 7 bonus', description: 'Bonus points for collecting seven different numbers in one round (a Flip 7, which also ends the round at once).' },
    tieRule: {
      title: 'Tie rule',
      description: 'A tie for the highest total at the end: play on (more rounds until one leads alone, the official rule) or share (all tied players win).',
      choices: { playOn: 'play on', share: 'share' },
    },
  } as GameOptionWords,
  botLevels: {
    random: 'hits, stays and hands out action cards at random',
    basic: 'hits while the expected gain of one more card beats the expected loss',
    strong: 'plays the score race: more risk when behind near the target, less when ahead',
  },
  table: {
    yourMove: 'Your move',
    waiting: 'Waiting',
    toHitOrStay: (who: Who) => `${Name(who)} to hit or stay.`,
    table: 'Table',
    players: 'Players',
    roundBefore: (round: number, dealer: Who) => `Round ${round} · dealt by ${dealer.name} · first to `,
    roundAfter: (drawPile: number) => ` points wins · draw pile: ${drawPile} cards`,
    roundScored: (round: number) => `Round ${round} scored:`,
    toPlay: 'to play',
    seatCards: (who: Who) => `${capital(c.possessive(who))} cards`,
    duplicate: (label: string) => `${label}, the duplicate`,
    noCards: 'no cards',
    holdsSecondChance: '♥ holds a Second Chance (saves from one duplicate)',
    thisRound: 'This round: ',
    bustedMark: ' (busted)',
    total: ' · total ',
    of: (target: number) => ` of ${target}`,
    insideIt: 'inside it: ',
    openFlipThrees: 'Open Flip Threes',
    flipThreesOpen: (count: number) => (count > 1 ? `${count} Flip Threes open, the newest innermost` : 'A Flip Three is open'),
    whoGetsCard: 'Who gets the card',
    hitHint: (score: number) => `Take another card, or stop and bank ${score} points.`,
    noCardHint: 'You have no card yet: a player with no card must hit.',
    hit: 'Hit: take a card',
    stayBank: (score: number) => `Stay: bank ${score} points`,
    stay: 'Stay',
    discardPile: (count: number) => `Discard pile: ${count} cards`,
    empty: 'empty',
    choicePrompt: (card: 'FRZ' | 'F3' | 'SC', setAside: boolean) => {
      const action = actions[card]!;
      const origin = setAside ? `Your Flip Three is over: give the ${action} you set aside` : card === 'SC' ? 'You drew a second Second Chance' : `You drew a ${action}`;
      const effect = {
        FRZ: 'choose who is frozen: that player banks the row and takes no more cards this round',
        F3: 'choose who must take the next three cards, one after another',
        SC: 'you already hold one, so give it to a player still in who has none',
      }[card];
      return `${origin}; ${effect}.`;
    },
    choosing: (chooser: Who, card: string, choices: string) => `${Name(chooser)} is choosing who gets the ${actions[card]}: ${choices}.`,
    giveTo: (card: string, target: Who) => `Give the ${actions[card]} to ${target.you ? 'yourself' : target.name}`,
    flipThree: (target: Who, drawn: number, setAside: string[]) =>
      `Flip Three on ${target.name}: ${drawn} of 3 cards drawn${setAside.length > 0 ? `; set aside to give: ${setAside.map((card) => actions[card]).join(', ')}` : ''}`,
  },
} satisfies GameWordsBase;

export type Flip7Words = typeof flip7En;
