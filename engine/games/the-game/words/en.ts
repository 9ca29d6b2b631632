/** The Game in English: piles, commands, rule violations, outcomes, events (engine/games/the-game/README.md) and summary phrases. */
import { commonEn as c } from '../../../core/words/en.js';
import { cardsBy, cardsIn, tableSays, timesBy } from '../../../core/words/summary-phrases.js';
import { capital, type EventSentence, type GameOptionWords, type GameWordsBase, type Who } from '../../../core/words/types.js';

const piles: Record<string, string> = { up1: 'up pile 1', up2: 'up pile 2', down1: 'down pile 1', down2: 'down pile 2' };
const commands: Record<string, string> = { stop: 'Stop', skull: 'Skull', three: '3!', silence: 'Silence', noBackwards: 'No backwards trick', singlePile: 'Single pile', drawOne: 'Draw one' };
/** A pile hint's signal (§5.3), as the players would say it. */
const signals: Record<string, string> = { keepOff: 'don’t play here', canPlayWell: 'I can play well here' };
const outcomes: Record<string, string> = {
  won: 'The team won: every card is played!',
  'lost-stuck': 'The team lost: a player could not play any card.',
  'lost-skull': 'The team lost: only a skull blocked the last play.',
  'lost-conceded': 'The team gave up.',
};

/** `{stop: 1, skull: 0, three: 2}` → "1 Stop, 2 3! command cards"; all zero → "no command cards". */
function commandCounts(counts: Record<string, number>): string {
  const held = Object.entries(counts).filter(([, count]) => count > 0);
  if (held.length === 0) return 'no command cards';
  const plural = held.length > 1 || held[0]![1] > 1;
  return `${held.map(([command, count]) => `${count} ${commands[command] ?? command}`).join(', ')} command card${plural ? 's' : ''}`;
}

/** How the game ended; a concession names who resigned (R17: it ends the game for the whole team). */
function outcome(reason: string, who?: Who): string {
  if (reason === 'lost-conceded' && who) return `${capital(who.name)} resigned, so the team lost together.`;
  return outcomes[reason] ?? reason;
}

const event: EventSentence = (e, whoOf) => {
  const who = whoOf(e.seat);
  const Who = capital(who.name);
  switch (e.type) {
    case 'gameStarted':
      return `The game started with ${e.players as number} players, ${e.handSize as number} cards each.`;
    case 'dealt':
      return Array.isArray(e.cards) ? `You were dealt ${(e.cards as number[]).join(', ')}.` : `${Who} got ${e.count as number} cards.`;
    case 'turnStarted':
      return `Turn ${e.turn as number}: ${who.name} ${who.you ? 'play' : 'plays'} at least ${e.minimum as number}.`;
    case 'cardPlayed':
      return `${Who} played ${e.card as number} on ${piles[e.pile as string]}${e.trick ? ' (10 back)' : ''}${e.command ? `, a ${commands[e.command as string]} card` : ''}.`;
    case 'turnEnded':
      return `${Who} ended the turn after ${e.cardsPlayed as number} cards${e.by === 'stop' ? ' (a Stop)' : ''}.`;
    case 'cardsDrawn':
      return Array.isArray(e.cards) ? `You drew ${(e.cards as number[]).join(', ')}.` : `${Who} drew ${e.count as number} cards.`;
    case 'seatSkipped':
      return `${Who} had no cards left and ${who.you ? 'were' : 'was'} skipped.`;
    case 'hintsCleared':
      return 'Silence: every hint was wiped.';
    case 'hintGiven': {
      const signal = e.signal as string;
      if (e.pile) {
        const pile = piles[e.pile as string];
        return signal === 'none' ? `${Who} withdrew the hint on ${pile}.` : `${Who} hinted on ${pile}: ${signals[signal]}.`;
      }
      const command = commands[e.command as string];
      return signal === 'none' ? `${Who} withdrew the request about ${command}.` : `${Who} asked not to play a ${command} card now.`;
    }
    case 'commandsShown':
      return `${Who} showed the command cards in hand: ${commandCounts(e.counts as Record<string, number>)}.`;
    case 'gameEnded':
      return outcome(e.outcome as string, e.seat === null || e.seat === undefined ? undefined : who);
    case 'handsRevealed':
      return 'Every hand and the draw pile were revealed.';
    default:
      return null;
  }
};

const results: Record<string, string> = { won: 'the team won', 'lost-stuck': 'the team lost', 'lost-skull': 'the team lost', 'lost-conceded': 'the team gave up' };

export const theGameEn = {
  title: 'The Game',
  piles,
  commands,
  /** On a card's face, where there is room for a word or two (the full name is in its accessible label). */
  badges: { stop: 'Stop', skull: '☠ Skull', three: '3!', silence: 'Silence', noBackwards: 'No back', singlePile: '1 pile', drawOne: 'Draw 1' } as Record<string, string>,
  signals,
  commandCounts,
  outcome,
  rules: {
    GAME_OVER: 'The game is over.',
    NOT_YOUR_TURN: 'It is not your turn.',
    CARD_NOT_IN_HAND: 'That card is not in your hand.',
    CARD_DOES_NOT_FIT: 'That card does not fit there: an up pile needs a higher card, a down pile a lower one (or exactly 10 back).',
    BACKWARDS_TRICK_FORBIDDEN: 'A “No backwards trick” card is showing: no jumping back by 10 now.',
    SINGLE_PILE_REQUIRED: 'A “Single pile” card is showing: play onto the same pile as your previous card.',
    THREE_EXCEEDED: 'A “3!” was played: this turn has exactly 3 cards.',
    STOP_NOT_THIRD: 'After a “3!”, a Stop may only be the third card.',
    SKULL_NOT_COVERED: 'A skull is showing: cover it with another card on that pile this turn.',
    TURN_ENDED: 'Your Stop card ends the turn: send these plays first.',
    DEAD_END: 'After that card your turn could not be finished, so it is refused.',
    TOO_FEW_CARDS_PLAYED: 'You must play at least the minimum number of cards (2, or 1 once the draw pile is empty) before ending your turn.',
    THREE_NOT_MET: 'A “3!” was played: play exactly 3 cards before ending your turn.',
    OPTION_NOT_ENABLED: 'That needs the Extreme option.',
    COMMUNICATION_FORBIDDEN: 'A Silence card is showing: no hints now.',
    HINT_UNCHANGED: 'That already stands: the same hint, or command counts you showed and your hand has not changed since.',
  } as Record<string, string>,
  outcomes,
  event,
  summary: {
    cardPlayed: cardsBy('played', (n) => `played ${c.cards(n)}`, () => 1),
    cardsDrawn: cardsBy('drew', (n) => `drew ${c.cards(n)}`, cardsIn),
    hintGiven: timesBy('hint', (n) => c.times('gave a hint', n)),
    commandsShown: timesBy('commands', (n) => c.times('showed command cards', n)),
    seatSkipped: timesBy('skipped', (n) => c.times('was skipped', n)),
    gameEnded: tableSays((e) => results[e.outcome as string] ?? 'the game ended', () => 'gameEnded'),
  },
  options: {
    extreme: { title: 'Extreme (command cards)', description: 'Play the Extreme variant with the 28 command cards.' },
    commandLayout: {
      title: 'Command card layout',
      description: 'Which cards carry which command: the fixed table, or drawn from the seed per quarter. Ignored unless extreme.',
      choices: { fixed: 'fixed', random: 'random' },
    },
  } as GameOptionWords,
  botLevels: {
    random: 'plays any legal card, ends the turn at random',
    basic: 'plays the card that skips the fewest numbers, the backwards trick first',
    strong: "plans the whole turn, gives and follows hints, carries out Extreme's commands",
  },
  chatWhy: 'The Game forbids naming numbers (§9): players signal with hints and quick reactions, unless the creator opens free chat',
  table: {
    table: 'Table',
    commandCard: (card: number, command: string) => `${card}, ${command} command`,
    notAllowed: 'not allowed by the rules.',
    onPile: (card: number, pile: string) => `${card} on ${pile}`,
    pileLabel: (p: { pile: string; up: boolean; top: string; planned: boolean; skull: boolean; selected: number | null }) =>
      `${p.pile}, ${p.up ? 'going up' : 'going down'}, top ${p.top}${p.planned ? ' (planned, not sent yet)' : ''}${p.skull ? ', skull showing' : ''}${p.selected !== null ? `: play ${p.selected} here` : ''}`,
    emptyTop: (top: number) => `${top} (empty)`,
    up: 'up',
    down: 'down',
    planned: ' · planned',
    skull: '☠ Skull',
    hintsOn: (pile: string) => `Hints on ${pile}`,
    drawPile: 'Draw pile:',
    drawPileCards: 'cards',
    cardsLeft: (count: number) => ` · cards left in the game: ${count}`,
    needs: (minimum: number, three: boolean) => ` · this turn needs ${minimum}${three ? ' (exactly 3: a 3! was played)' : ''}`,
    players: 'Players',
    handCount: (count: number) => `${count} cards`,
    toPlay: (_you: boolean) => ' · to play',
    commandCards: 'Extreme command cards',
    yourHand: 'Your hand',
    chooseCard: 'Choose a card, then the pile to play it on.',
    choosePile: (card: number) => `Now choose a pile for ${card}.`,
    sending: 'Sending…',
    wait: 'Wait for your turn.',
    card: (label: string) => `card ${label}`,
    soFar: 'This turn so far',
    takeBack: (card: number) => `Take back ${card}`,
    endTurn: 'End turn',
    playAndEnd: 'Play these and end turn',
    playAndKeep: 'Play these, keep the turn',
    confirmPlays: (plays: string[]) => `Play ${plays.join(', ')}`,
    nothingMore: 'Play nothing more',
    andEnd: ' and end your turn?',
    andKeep: ' and keep your turn?',
    confirm: 'Confirm',
    cancel: 'Cancel',
    askCommands: 'Ask the others about command cards',
    showCommands: 'Show my command cards…',
    showAsk: 'Show everyone how many cards of each command you hold (never their numbers)? The counts stand until your hand changes.',
    showThem: 'Show them',
    revealed: 'Revealed at the end',
    noCards: 'no cards',
    revealedDrawPile: (count: number) => `Draw pile: ${count} cards`,
    hintsTitle: 'Hints to the others',
    hintOn: (pile: string) => `Hint on ${pile}…`,
    hintsYouCan: (pile: string) => `Hints you can give on ${pile}`,
    hint: (pile: string, signal: string) => `Hint on ${pile}: ${signal}`,
    withdraw: (pile: string) => `Withdraw your hint on ${pile}`,
    withdrawRequest: (command: string) => `Withdraw the request about ${command}`,
    askNot: (command: string) => `Ask not to play a ${command} card now`,
    asks: (commands: string[]) => `asks: no ${commands.join(', no ')} now`,
    holds: (counts: string) => `holds ${counts}`,
  },
} satisfies GameWordsBase;

export type TheGameWords = typeof theGameEn;
