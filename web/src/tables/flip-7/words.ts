/** Flip 7 in plain words: cards, statuses, rule violations (docs/rules/flip-7.md §11) and events (§8). */
import type { Envelope, GameEvent } from '../../api/types.js';
import type { Flip7View } from '../../../../engine/games/flip-7/view.js';
import { seatName, sentence } from '../../game/words.js';

/** An action card's name (§2). */
export const actionWords: Record<string, string> = { FRZ: 'Freeze', F3: 'Flip Three', SC: 'Second Chance' };

/** What a card shows on its face: a number, "+4", "×2", or an action's name. */
export function cardFace(code: string): string {
  if (code === 'x2') return '×2';
  return actionWords[code] ?? code;
}

/** A card in a sentence: "7", "+4", "the ×2", "a Freeze". */
export function cardWords(code: string): string {
  if (code === 'x2') return 'the ×2';
  return actionWords[code] ? `a ${actionWords[code]}` : code;
}

/** How a card reads to a screen reader: "7", "plus 4", "times 2 (doubles the numbers)". */
export function cardLabel(code: string): string {
  if (code === 'x2') return 'times 2 (doubles the numbers)';
  if (code.startsWith('+')) return `plus ${code.slice(1)}`;
  return cardFace(code);
}

/** A seat's status in a round (§2), with a sign so colour is never the only cue. */
export const statusWords: Record<string, string> = {
  active: 'still in',
  stayed: '✋ stayed',
  frozen: '❄ frozen',
  busted: '💥 busted',
  resigned: 'left the game',
};

/** `you` → "your", `Bo` → "Bo’s". */
export function possessive(who: string): string {
  return who === 'you' ? 'your' : `${who}’s`;
}

/** Names joined as one says them: "Ada", "Ada and Bo", "Ada, Bo or Cy". */
export function namesWords(names: string[], joiner: 'and' | 'or' = 'and'): string {
  return names.length <= 1 ? (names[0] ?? 'nobody') : `${names.slice(0, -1).join(', ')} ${joiner} ${names[names.length - 1]}`;
}

export const ruleWords: Record<string, string> = {
  GAME_OVER: 'The game is over.',
  NOT_YOUR_TURN: 'It is not your turn: the game is waiting on someone else.',
  TARGET_CHOICE_PENDING: 'First give the action card you drew to a player.',
  NO_ACTION_TO_GIVE: 'There is no action card to give now: hit or stay.',
  NO_CARDS_TO_STAY: 'You cannot stay without a card: a player with no card must hit first.',
  ACTION_MISMATCH: 'That is not the card being given: the table has changed, look again.',
  NO_SUCH_SEAT: 'There is no such player in this game.',
  TARGET_NOT_ACTIVE: 'That player is out of this round (stayed, frozen or busted): choose one still in.',
  TARGET_HAS_SECOND_CHANCE: 'That player already holds a Second Chance: give it to one who has none.',
};

const roundEndWords: Record<string, string> = { flip7: 'a Flip 7', allOut: 'nobody left in', cardsExhausted: 'the cards ran out' };

const discardReasonWords: Record<string, (who: string) => string> = {
  noTarget: () => 'nobody could take it',
  holderBusted: (who) => `${who} busted`,
  holderResigned: (who) => `${who} resigned`,
  roundEnded: () => 'the round ended',
};

/** "You 12, Bo 0" from a list of scores by seat. */
function scoresWords(game: Envelope, scores: unknown): string {
  return (scores as number[]).map((score, seat) => `${sentence(seatName(game, seat))} ${score}`).join(', ');
}

export function flip7EventWords(event: GameEvent, game: Envelope): string | null {
  const name = (seat: unknown) => seatName(game, seat as number);
  const who = name(event.seat);
  const Who = sentence(who);
  const card = event.card as string;
  switch (event.type) {
    case 'roundStarted':
      return `Round ${event.round as number} began, dealt by ${name(event.dealer)}.`;
    case 'cardDrawn':
      if (event.via === 'deal') return `${Who} got ${cardWords(card)} in the deal.`;
      return event.via === 'hit' ? `${Who} hit and drew ${cardWords(card)}.` : `${Who} drew ${cardWords(card)} during a Flip Three.`;
    case 'reshuffled':
      return `The draw pile ran out: ${event.count as number} discarded cards were shuffled into a new one.`;
    case 'secondChanceKept':
      return `${Who} kept a Second Chance.`;
    case 'secondChanceUsed':
      return `${sentence(possessive(who))} Second Chance cancelled a second ${card}.`;
    case 'busted':
      return `${Who} busted with a second ${card}: no points this round.`;
    case 'actionSetAside':
      return `${Who} set ${cardWords(card)} aside, to give when the Flip Three ends.`;
    case 'actionGiven': {
      const action = actionWords[card]!;
      const from = sentence(name(event.from));
      if (event.from === event.to) return event.forced ? `${from} had to take the ${action}: nobody else could.` : `${from} took the ${action}.`;
      return `${from} ${event.forced ? 'had to give' : 'gave'} the ${action} to ${name(event.to)}.`;
    }
    case 'actionDiscarded':
      return `${sentence(possessive(who))} ${actionWords[card]} was discarded: ${(discardReasonWords[event.reason as string] ?? (() => 'out of play'))(who)}.`;
    case 'frozen':
      return `${Who} got frozen: no more cards this round.`;
    case 'flipThreeStarted':
      return `Flip Three for ${who}: three cards in a row.`;
    case 'flipThreeEnded':
      return `${sentence(possessive(who))} Flip Three ended after ${event.drawn as number} ${event.drawn === 1 ? 'card' : 'cards'}.`;
    case 'stayed':
      return `${Who} stayed.`;
    case 'flip7':
      return `Flip 7! ${Who} collected seven different numbers: the round ends.`;
    case 'roundEnded':
      return `Round ${event.round as number} over (${roundEndWords[event.reason as string] ?? 'ended'}): ${scoresWords(game, event.roundScores)}. Totals: ${scoresWords(game, event.totals)}.`;
    case 'tieContinues':
      return `${sentence(namesWords((event.seats as number[]).map(name)))} tied at ${event.total as number}: another round for everyone.`;
    case 'gameEnded':
      return `${sentence(namesWords((event.winners as number[]).map(name)))} won. Totals: ${scoresWords(game, event.totals)}.`;
    case 'resigned':
      return `${Who} resigned and ${who === 'you' ? 'are' : 'is'} out of every later round.`;
    default:
      return null;
  }
}

/**
 * The round `lastRoundScores` belong to. A game that ends at a round's end keeps that round as
 * the current one; a resignation ends it mid-round, unscored (README, "Resigning"), so the
 * scores shown are the round before's, as in a game that goes on.
 */
export function lastScoredRound(view: Pick<Flip7View, 'phase' | 'round'>, game: Pick<Envelope, 'outcome'>): number {
  return view.phase === 'gameOver' && game.outcome?.reason !== 'resigned' ? view.round : view.round - 1;
}
