/** Reihen in plain words: rows, cards, the 20 persons (§6.2), rule violations (§11) and events (§8). */
import type { Person } from '../../../../engine/games/reihen/cards.js';
import type { EntryView } from '../../../../engine/games/reihen/view.js';
import type { Envelope, GameEvent } from '../../api/types.js';
import { seatName, sentence } from '../../game/words.js';

/** Slots are 0–5 in the API, "row 1" … "row 6" to people. */
export const rowWords = (slot: number) => `row ${slot + 1}`;

export const valueOf = (card: string) => Number.parseInt(card, 10);

/** An entry as read aloud: "7b", or "11b counted as 6" (Chameleon), "3b+4b counted as 7" (Mathematician). */
export function entryWords(entry: EntryView): string {
  const cards = entry.cards.join('+');
  return entry.cards.length === 1 && valueOf(entry.cards[0]!) === entry.value ? cards : `${cards} counted as ${entry.value}`;
}

export const cardList = (cards: readonly string[]) => (cards.length ? cards.join(', ') : 'none');
export const cardCount = (count: number) => `${count} ${count === 1 ? 'card' : 'cards'}`;

/** Each person's name and effect (§6.2), as a player would explain it at the table. */
export const persons: Record<Person, { name: string; effect: string }> = {
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

export const personName = (person: unknown) => persons[person as Person]?.name ?? String(person);

export const modeWords: Record<string, string> = {
  competitive: 'Competitive: the first to get rid of all own cards wins.',
  cooperative: 'Cooperative: the team wins when everyone has got rid of all cards.',
  solo: 'Solo: place as many cards as you can, for points.',
};

/** Every rule-violation code of §11 (docs/rules/reihen.md), as the player is told it. */
export const ruleWords: Record<string, string> = {
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
};

/** The end of a game in words (§7), from the view's result. */
export function resultWords(result: Record<string, unknown>, game: Envelope): string {
  const names = (seats: unknown) => (seats as number[]).map((seat) => seatName(game, seat)).join(' and ');
  if (result.mode === 'solo') {
    const how = { cleared: 'All cards placed!', stuck: 'No more exchanges left: the game is over.', stopped: 'The game was stopped.' }[result.reason as string];
    return `${how} Score: ${result.score as number} ${result.score === 1 ? 'point' : 'points'}.`;
  }
  if (result.mode === 'cooperative') {
    if (result.outcome === 'won') return 'The team won: every card is placed!';
    const why = result.reason === 'stalled' ? 'play stalled' : 'a player resigned';
    return `The team lost: ${why}, ${result.cardsLeft as number} cards left.`;
  }
  const winners = names(result.winners);
  if (result.reason === 'finished') return `${sentence(winners)} got rid of every card and won.`;
  if (result.reason === 'stalled') return `Play stalled: ${winners} held the fewest cards and won. (Scores are the cards still held; fewer is better.)`;
  return `${sentence(winners)} won: everyone else resigned.`;
}

const where = (event: GameEvent) => (event.row === null || event.row === undefined ? '' : ` from ${rowWords(event.row as number)}`);

/** One event of §8 in plain words; `null` for none (every type the engine emits has words). */
export function reihenEventWords(event: GameEvent, game: Envelope): string | null {
  const who = seatName(game, event.seat as number | undefined);
  const Who = sentence(who);
  const secret = (cards: unknown, count: unknown) => (Array.isArray(cards) ? cardList(cards as string[]) : cardCount(count as number));
  switch (event.type) {
    case 'gameStarted':
      return `The game started: ${modeWords[event.mode as string] ?? ''}`.trim();
    case 'cardsDrawn':
      return `${Who} drew ${secret(event.cards, event.count)}.`;
    case 'turnStarted':
      return event.bonus ? `${Who} takes a Sprinter’s extra turn.` : `${Who === 'You' ? 'Your' : `${Who}’s`} turn.`;
    case 'turnEnded':
      return `${Who} ended the turn ${event.live ? 'having placed cards' : `without progress (dead turns in a row: ${event.deadStreak as number})`}.`;
    case 'cardPlayed': {
      const from = { hand: '', pile: ' from the draw pile', discard: ' from the discard pile' }[event.source as string] ?? '';
      const at = { end: 'on', start: 'at the start of', inside: 'into' }[event.position as string] ?? 'on';
      const counted = (event.cards as string[]).length > 1 || valueOf((event.cards as string[])[0]!) !== event.value ? ` (counted as ${event.value as number})` : '';
      return `${Who} laid ${cardList(event.cards as string[])}${from} ${at} ${rowWords(event.row as number)}${counted}.`;
    }
    case 'segmentMoved':
      return `${Who} moved ${cardList(event.cards as string[])} from ${rowWords(event.from as number)} to ${rowWords(event.to as number)}.`;
    case 'rowCompleted':
      return `${sentence(rowWords(event.row as number))} ran from 1 to 13 and left the game (${cardList(event.cards as string[])}).`;
    case 'cardsDiscarded':
      return `${Who} put ${cardList(event.cards as string[])}${where(event)} on the discard pile.`;
    case 'cardsExchanged':
      return `${Who} put ${secret(event.cards, event.count)} under ${who === 'you' ? 'your' : 'their'} draw pile.`;
    case 'characterUsed':
      return `${Who} used the ${personName(event.person)}.`;
    case 'characterPassed':
      return `The ${personName(event.person)} went to ${seatName(game, event.to as number)}.`;
    case 'characterRevealed':
      return `${Who} turned up the ${personName(event.person)}.`;
    case 'stackPassed':
      return `${sentence(seatName(game, event.from as number))} handed ${event.count as number} character card(s) to ${seatName(game, event.to as number)}.`;
    case 'seerShown':
      return `The Fortune Teller showed ${who === 'you' ? 'you' : who} ${secret(event.cards, event.count)}.`;
    case 'targetHandShown':
      return `The Smuggler showed ${who} the hand of ${seatName(game, event.target as number)}${Array.isArray(event.cards) ? `: ${cardList(event.cards as string[])}` : ''}.`;
    case 'cardsSwapped':
      return `${Who} swapped a card with ${seatName(game, event.target as number)}${event.give ? ` (gave ${event.give as string}, took ${event.take as string})` : ''}.`;
    case 'choiceLapsed':
      return `${Who} could not swap: ${seatName(game, event.target as number)} left the game.`;
    case 'cardRevealed':
      return `${Who} turned up ${event.card as string}: ${event.fits ? 'it fits and was laid' : 'it did not fit and went to the hand'}.`;
    case 'markerChanged':
      return `${Who} ${event.on ? 'marked' : 'unmarked'} ${rowWords(event.row as number)}.`;
    case 'playerFinished':
      return `${Who} got rid of every card.`;
    case 'playerResigned':
      return `${Who} resigned.`;
    case 'gameEnded':
      return resultWords(event, game);
    case 'handsRevealed':
      return 'Every hand and draw pile was revealed.';
    default:
      return null;
  }
}
