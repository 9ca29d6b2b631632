/** Reihen in English: rows, the 20 persons (§6.2), modes, rule violations (§11), the result (§7), events (§8) and summary phrases. */
import { commonEn as c } from '../../../core/words/en.js';
import { cardsBy, cardsIn, tableSays, timesBy } from '../../../core/words/summary-phrases.js';
import { capital, type EventSentence, type GameOptionWords, type GameWordsBase, type Who, type WhoOf } from '../../../core/words/types.js';
import type { Person } from '../cards.js';

/** Slots are 0–5 in the API, "row 1" … "row 6" to people. */
const row = (slot: number) => `row ${slot + 1}`;
const valueOf = (card: string) => Number.parseInt(card, 10);
const cardList = (cards: readonly string[]) => (cards.length ? cards.join(', ') : 'none');

/** Each person's name and effect (§6.2), as a player would explain it at the table. */
const persons: Record<Person, { name: string; effect: string }> = {
  builder: { name: 'Master Builder', effect: 'Lay cards at the start of a row, each one lower than the row’s first card.' },
  mason: { name: 'Mason', effect: 'Insert a card into a row below its last card, where its number is missing (before the first card or into a gap).' },
  acrobat: { name: 'Acrobat', effect: 'Lay a card at the end of a row, skipping numbers: it must be at least 2 higher than the last card.' },
  chameleon: { name: 'Chameleon', effect: 'Lay any card at the end of a row (not after 13); it counts as the number the row needs.' },
  mathematician: { name: 'Mathematician', effect: 'Lay two cards as one, worth their sum: the number the row needs, or at most 13 in an empty row.' },
  carpenter: { name: 'Carpenter', effect: 'Move the end of a row onto another row that ends lower, even leaving a gap (not counted among the 30 rebuilds).' },
  wrecker: { name: 'Wrecker', effect: 'Put the last 1 to 3 cards of a row on the discard pile.' },
  undertaker: { name: 'Undertaker', effect: 'Put a whole closed row (one ending at 13 without a 1) on the discard pile.' },
  twins: { name: 'Twins', effect: 'Discard a row’s last card together with a hand card of the same number.' },
  sweeper: { name: 'Street Sweeper', effect: 'Put one hand card on the discard pile.' },
  miller: { name: 'Miller', effect: 'Put the top card of your draw pile face up on the discard pile.' },
  archivist: { name: 'Archivist', effect: 'Swap a hand card for a card of the discard pile.' },
  scavenger: { name: 'Scavenger', effect: 'Lay a card from the discard pile on a row where it fits (it does not count as progress).' },
  quartermaster: { name: 'Quartermaster', effect: 'Refill your hand to 6 cards now; your turn goes on.' },
  seer: { name: 'Fortune Teller', effect: 'Look at the top 3 cards of your draw pile, take one into your hand, put the others back in the order you choose.' },
  trader: { name: 'Trader', effect: 'Put 1 to 3 hand cards under your draw pile and draw as many; you may still exchange this turn.' },
  gambler: { name: 'Gambler', effect: 'Turn up the top card of your draw pile: it goes on the row you chose if it fits, else into your hand.' },
  courier: { name: 'Courier', effect: 'Send a hand card face down to the bottom of another player’s draw pile.' },
  smuggler: { name: 'Smuggler', effect: 'Look at another player’s hand and swap one of your cards for one of theirs.' },
  sprinter: { name: 'Sprinter', effect: 'Take one more turn after this one (without a character).' },
};
const personName = (person: unknown) => persons[person as Person]?.name ?? String(person);

const modes: Record<string, string> = {
  competitive: 'Competitive: the first to get rid of all own cards wins.',
  cooperative: 'Cooperative: the team wins when everyone has got rid of all cards.',
  solo: 'Solo: place as many cards as you can, for points.',
};

/** The end of a game in words (§7), from the view's result (or the `gameEnded` event). */
function result(r: Record<string, unknown>, whoOf: WhoOf): string {
  const names = (seats: unknown) => c.and((seats as number[]).map((seat) => whoOf(seat).name));
  if (r.mode === 'solo') {
    const how = ({ cleared: 'All cards placed!', stuck: 'No more exchanges left: the game is over.', stopped: 'The game was stopped.' } as Record<string, string>)[r.reason as string];
    return `${how} Score: ${r.score as number} ${r.score === 1 ? 'point' : 'points'}.`;
  }
  if (r.mode === 'cooperative') {
    if (r.outcome === 'won') return 'The team won: every card is placed!';
    return `The team lost: ${r.reason === 'stalled' ? 'play stalled' : 'a player resigned'}, ${r.cardsLeft as number} cards left.`;
  }
  const winners = names(r.winners);
  if (r.reason === 'finished') return `${capital(winners)} got rid of every card and won.`;
  if (r.reason === 'stalled') return `Play stalled: ${winners} held the fewest cards and won. (Scores are the cards still held; fewer is better.)`;
  return `${capital(winners)} won: everyone else resigned.`;
}

const event: EventSentence = (e, whoOf) => {
  const who = whoOf(e.seat);
  const Who = capital(who.name);
  const secret = (cards: unknown, count: unknown) => (Array.isArray(cards) ? cardList(cards as string[]) : c.cards(count as number));
  const where = e.row === null || e.row === undefined ? '' : ` from ${row(e.row as number)}`;
  switch (e.type) {
    case 'gameStarted':
      return `The game started: ${modes[e.mode as string] ?? ''}`.trim();
    case 'cardsDrawn':
      return `${Who} drew ${secret(e.cards, e.count)}.`;
    case 'turnStarted':
      return e.bonus ? `${Who} ${who.you ? 'take' : 'takes'} a Sprinter’s extra turn.` : `${capital(c.possessive(who))} turn.`;
    case 'turnEnded':
      return `${Who} ended the turn ${e.live ? 'having placed cards' : `without progress (dead turns in a row: ${e.deadStreak as number})`}.`;
    case 'cardPlayed': {
      const cards = e.cards as string[];
      const from = ({ hand: '', pile: ' from the draw pile', discard: ' from the discard pile' } as Record<string, string>)[e.source as string] ?? '';
      const at = ({ end: 'on', start: 'at the start of', inside: 'into' } as Record<string, string>)[e.position as string] ?? 'on';
      const counted = cards.length > 1 || valueOf(cards[0]!) !== e.value ? ` (counted as ${e.value as number})` : '';
      return `${Who} laid ${cardList(cards)}${from} ${at} ${row(e.row as number)}${counted}.`;
    }
    case 'segmentMoved':
      return `${Who} moved ${cardList(e.cards as string[])} from ${row(e.from as number)} to ${row(e.to as number)}.`;
    case 'rowCompleted':
      return `${capital(row(e.row as number))} ran from 1 to 13 and left the game (${cardList(e.cards as string[])}).`;
    case 'cardsDiscarded':
      return `${Who} put ${cardList(e.cards as string[])}${where} on the discard pile.`;
    case 'cardsExchanged':
      return `${Who} put ${secret(e.cards, e.count)} under ${who.you ? 'your' : 'their'} draw pile.`;
    case 'characterUsed':
      return `${Who} used the ${personName(e.person)}.`;
    case 'characterPassed':
      return `The ${personName(e.person)} went to ${whoOf(e.to).name}.`;
    case 'characterRevealed':
      return `${Who} turned up the ${personName(e.person)}.`;
    case 'stackPassed':
      return `${capital(whoOf(e.from).name)} handed ${e.count as number} character card(s) to ${whoOf(e.to).name}.`;
    case 'seerShown':
      return `The Fortune Teller showed ${who.name} ${secret(e.cards, e.count)}.`;
    case 'targetHandShown':
      return `The Smuggler showed ${who.name} the hand of ${whoOf(e.target).name}${Array.isArray(e.cards) ? `: ${cardList(e.cards as string[])}` : ''}.`;
    case 'cardsSwapped':
      return `${Who} swapped a card with ${whoOf(e.target).name}${e.give ? ` (gave ${e.give as string}, took ${e.take as string})` : ''}.`;
    case 'choiceLapsed':
      return `${Who} could not swap: ${whoOf(e.target).name} left the game.`;
    case 'cardRevealed':
      return `${Who} turned up ${e.card as string}: ${e.fits ? 'it fits and was laid' : 'it did not fit and went to the hand'}.`;
    case 'markerChanged':
      return `${Who} ${e.on ? 'marked' : 'unmarked'} ${row(e.row as number)}.`;
    case 'playerFinished':
      return `${Who} got rid of every card.`;
    case 'playerResigned':
      return `${Who} resigned.`;
    case 'gameEnded':
      return result(e, whoOf);
    case 'handsRevealed':
      return 'Every hand and draw pile was revealed.';
    default:
      return null;
  }
};

export const reihenEn = {
  title: 'Reihen',
  row,
  cardList,
  /** An entry as read aloud: "7b", or "11b counted as 6" (Chameleon), "3b+4b counted as 7" (Mathematician). */
  counted: (cards: string, value: number) => `${cards} counted as ${value}`,
  persons,
  personName,
  modes,
  result,
  rules: {
    GAME_OVER: 'The game is over.',
    NOT_YOUR_TURN: 'It is not your turn.',
    CARD_NOT_IN_HAND: 'That card is not in your hand (any more).',
    DUPLICATE_CARD: 'The same card was named twice.',
    CARD_DOES_NOT_FIT: 'That card does not fit there: a row takes only the number one higher than its last card (nothing after 13); an empty row takes any card.',
    ROW_EMPTY: 'That row is empty: choose a row with cards in it.',
    BAD_SEGMENT: 'That part of the row does not exist.',
    SAME_ROW: 'A part of a row cannot be moved onto the same row.',
    SEGMENT_DOES_NOT_FIT: 'That part does not continue the target row: its first card must be one higher than the target’s last card (or the target empty).',
    REBUILD_LIMIT: 'At most 30 rebuilds in one turn.',
    EXCHANGE_AFTER_PROGRESS: 'You placed cards this turn, so you can no longer exchange: end your turn instead.',
    PENDING_DECISION: 'First finish the choice your character asked for.',
    NO_PENDING_DECISION: 'There is no choice to make now.',
    INVALID_CHOICE: 'That choice names cards that were not offered.',
    CHARACTERS_DISABLED: 'This game is played without characters.',
    NO_FACE_UP_CHARACTER: 'You have no face-up character now.',
    NOT_YOUR_CHARACTER: 'That is not your face-up character.',
    CHARACTER_ALREADY_USED: 'You already used a character this turn.',
    BONUS_TURN_NO_CHARACTER: 'No character in a Sprinter’s extra turn.',
    CHARACTER_NO_EFFECT: 'That use of the character would change nothing.',
    PILE_EMPTY: 'Your draw pile is empty.',
    CARD_NOT_IN_DISCARD: 'That card is not on the discard pile (completed rows are out of the game).',
    NOT_A_CLOSED_ROW: 'The Undertaker takes only a closed row: one that ends at 13.',
    INVALID_TARGET: 'Choose another player who is still playing.',
    NOT_COOPERATIVE: 'Row markers are only for the cooperative game.',
    MARKER_LIMIT: 'You may have at most 2 row markers.',
    MARKER_UNCHANGED: 'That marker is already so.',
  } as Record<string, string>,
  outcomes: {
    finished: 'A player laid out every card.',
    stalled: 'Play stalled: the fewest cards left won.',
    resigned: 'Every other player resigned.',
    allFinished: 'The team laid out every card: won!',
    cleared: 'Every card is laid out: cleared!',
    stuck: 'No card could be laid any more.',
    stopped: 'The game was stopped.',
  } as Record<string, string>,
  event,
  summary: {
    cardPlayed: cardsBy('laid', (n) => `laid ${c.cards(n)}`, cardsIn),
    cardsDrawn: cardsBy('drew', (n) => `drew ${c.cards(n)}`, cardsIn),
    cardsDiscarded: cardsBy('discarded', (n) => `discarded ${c.cards(n)}`, cardsIn),
    segmentMoved: timesBy('moved', (n) => c.times('moved part of a row', n)),
    characterUsed: timesBy('character', (n) => c.times('used a character', n)),
    playerFinished: timesBy('finished', (n) => c.times('got rid of every card', n)),
    playerResigned: timesBy('resigned', (n) => c.times('resigned', n)),
    rowCompleted: tableSays(() => 'a row was completed', (e) => `row:${String(e.row)}`),
    gameEnded: tableSays(() => 'the game is over', () => 'gameEnded'),
  },
  options: {
    mode: {
      title: 'Mode',
      description: 'Competitive: the first to shed all own cards wins. Cooperative: the team wins when everyone has. Solo (1 player): a solitaire for points. Default: solo for 1 player, else competitive.',
      choices: { competitive: 'competitive', cooperative: 'cooperative', solo: 'solo' },
    },
    useCharacters: { title: 'Play with characters', description: 'Play with the 10 character cards, each a person who bends one rule once per turn (the full game; a first game is better without).' },
    cast: {
      title: 'Characters in play',
      description: 'With characters: the 10 persons on the cards (not the Courier or Smuggler in solo). None chosen: drawn at random.',
      choices: Object.fromEntries(Object.entries(persons).map(([person, words]) => [person, words.name])),
    },
    stallRounds: { title: 'Rounds without a card before the game stops', description: 'Competitive and cooperative: the game stops after this many full rounds in a row in which nobody placed a card (1 is strict).' },
    soloExchanges: { title: 'Solo turns without placing a card', description: 'Solo: how many turns without placing a card you may take; the next one ends the game.' },
  } as GameOptionWords,
  botLevels: {
    random: 'any legal move, chosen at random',
    basic: 'continues rows, rebuilds when that lets more cards go down, exchanges on a dead turn',
    strong: "in the race, tries basic's best few moves on random deals of the unseen cards and lets basic play on a few turns, then keeps the move that left it best placed",
  },
  table: {
    playStep: (card: string, row: string) => `${card} on ${row}`,
    moveStep: (from: string, index: number, to: string) => `move from ${from} (card ${index} on) to ${to}`,
    chooseFor: (person: string) => `choose for the ${person}`,
    putHere: (card: string) => `put ${card} here`,
    moveHere: (cards: string) => `move ${cards} and what follows here`,
    unmark: (row: string) => `Remove your marker from ${row}`,
    mark: (row: string) => `Mark ${row}: I want to continue it`,
    choiceFirst: 'Make the choice above first.',
    sending: 'Sending…',
    wait: 'Wait for your turn.',
    chooseExchange: 'Choose the cards to put under your draw pile.',
    stillToChoose: (missing: string[]) => `Still to choose: ${missing.join('; ') || 'nothing — ready'}.`,
    chooseRowFor: (card: string) => `Now choose a row for ${card}.`,
    chooseRowForRun: 'Now choose the row to move it onto (or an empty row).',
    chooseCard: 'Choose a card, then a row. To rebuild, choose a card in a row, then another row.',
    table: 'Table',
    discardPile: 'Discard pile: ',
    empty: 'empty',
    onDiscard: (card: string) => `${card} on the discard pile`,
    completed: (count: number) => `Completed rows, out of the game: ${count}`,
    completedPlanned: (count: number) => ` (+${count} planned)`,
    players: 'Players',
    seatCounts: (hand: number, pile: number) => `: ${hand} in hand, ${pile} in draw pile`,
    faceUp: (person: string) => `, face up: ${person}`,
    statuses: { playing: '', finished: ' · finished', resigned: ' · resigned' } as Record<string, string>,
    revealedHand: (cards: string) => ` · revealed at the end: hand ${cards}`,
    toPlay: ' · to play',
    choosingFor: (who: Who, kind: 'seer' | 'smuggler') => `${capital(who.name)} is choosing for the ${kind === 'seer' ? 'Fortune Teller' : 'Smuggler'}.`,
    yourHand: 'Your hand',
    handLine: (hand: number, pile: number) => `${hand} cards in hand · your draw pile: ${pile} cards. `,
    card: (card: string) => `card ${card}`,
    soFar: 'This turn so far',
    doesNotFit: ' — does not fit by the rules',
    takeBackLast: 'Take back the last step',
    yourCharacter: 'Your character: ',
    usedThisTurn: ' (one character per turn: used)',
    notInBonus: ' (not in a Sprinter’s extra turn)',
    howMany: 'How many cards:',
    useNow: (person: string) => `Use the ${person} now`,
    use: (person: string) => `Use the ${person}…`,
    cancel: 'Cancel',
    sendAndEnd: (steps: string[]) => `Send ${steps.join(', ')} and end your turn?`,
    endTurnAsk: 'End your turn?',
    passAsk: 'End your turn without placing a card (a pass)?',
    playAndEnd: 'Play these and end turn',
    endTurn: 'End turn',
    sendAndKeep: (steps: string[]) => `Send ${steps.join(', ')} and keep your turn?`,
    playAndKeep: 'Play these, keep the turn',
    exchange: 'Exchange cards…',
    exchangeAsk: (cards: string) => `Put ${cards} under your draw pile, draw as many, and end your turn?`,
    exchangeAndEnd: (count: number) => `Exchange ${count} ${count === 1 ? 'card' : 'cards'} and end turn`,
    cancelExchange: 'Cancel exchange',
    rebuildLimit: (limit: number) => `At most ${limit} rebuilds per turn.`,
    confirm: 'Confirm',
    missing: {
      run: 'the part of a row to move (tap its first card)',
      rowForRun: 'the row to move it onto',
      anyRow: 'a row (an empty one too)',
      row: 'a row',
      one: 'a hand card',
      two: 'two hand cards',
      upTo3: '1 to 3 hand cards',
      many: 'hand cards, in the order to lay them',
      discard: 'a card of the discard pile',
      target: 'another player',
    },
    seerTitle: 'Fortune Teller: the top of your draw pile',
    seerShown: (cards: string) => `Shown to you only: ${cards}. Take one into your hand; the others go back on top, the first named on top.`,
    seerReverse: 'Put the other two back in the opposite order',
    seerTake: (card: string, rest: string[]) => `Take ${card}${rest.length > 0 ? `, put back ${rest.join(' then ')}` : ''}`,
    take: (card: string) => `take ${card}`,
    give: (card: string) => `give ${card}`,
    smugglerTitle: (who: Who) => `Smuggler: swap a card with ${who.name}`,
    theirHand: (cards: string) => `Their hand, shown to you only: ${cards}.`,
    takeTheirs: 'Take one of theirs',
    giveYours: 'Give one of yours',
    swapBoth: (give: string, take: string) => `Swap: give ${give}, take ${take}`,
    swap: 'Swap',
    rows: 'Rows',
    anyCard: 'any card',
    emptyRow: 'empty, takes any card',
    closed: 'closed',
    closedAt13: 'closed at 13',
    needs: (value: number) => `needs ${value}`,
    noCards: 'no cards',
    rowLabel: (row: string, need: string, cards: string, planned: boolean, action: string | null) => `${row}: ${need}; cards ${cards}${planned ? ' (planned, not sent yet)' : ''}${action ? ` — ${action}` : ''}`,
    pickRun: (entry: string, row: string, tail: string) => `${entry} in ${row}: pick ${tail} to move`,
    markedBy: (names: string) => `marked by ${names}`,
    placed: (cards: string) => `${cards} placed`,
    rebuilds: (count: number) => `${count} of 30 rebuilds`,
    characterUsed: 'character used',
    bonus: 'Sprinter’s extra turn',
    thisTurn: (parts: string[]) => `This turn: ${parts.join(' · ')}.`,
    scoreSoFar: 'Score so far: ',
    scoreHow: (exchanges: number) => ` (1 per card placed, 3 per completed row; +10 and 2 per exchange left when every card is placed) · exchanges left: ${exchanges}`,
    stall: (streak: number, limit: number) => `Turns without progress in a row: ${streak} of ${limit} (then the game stops)`,
    teamLeft: (count: number, finished: string[]) => ` · team cards left: ${count}${finished.length ? ` · finished: ${finished.join(', ')}` : ''}`,
  },
} satisfies GameWordsBase;

export type ReihenWords = typeof reihenEn;
