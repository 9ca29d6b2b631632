import { Random, allSeats, emit, emitPrivate, nextSeatWhere, placeSeats, type Draft, type Outcome, type Seat } from '../../core/index.js';
import { FULL_DECK, handPoints, isJoker, sortCanonical, type CardCode, type NumberCard } from './cards.js';
import { displayPoints, emptyDisplay, type AuslageState, type GameResult, type PassageEndReason, type PassageResult } from './state.js';

const HAND_SIZE = 5;

/** The next seat clockwise after `seat` that has not resigned (`seat` itself if none other). */
export function nextSeatInPlay(seat: Seat, resigned: readonly boolean[]): Seat {
  return nextSeatWhere(seat, resigned.length, (candidate) => !resigned[candidate]) ?? seat;
}

/** `seat` if it is still in play, else the next seat clockwise that is. */
export function seatInPlayFrom(seat: Seat, resigned: readonly boolean[]): Seat {
  return resigned[seat] ? nextSeatInPlay(seat, resigned) : seat;
}

export function seatsInPlay(resigned: readonly boolean[]): number {
  let count = 0;
  for (const gone of resigned) if (!gone) count++;
  return count;
}

/** §5: `seat`'s turn is over; the next seat in play moves, bound by R11's duty when `followDuty`. */
export function endTurn(draft: Draft<AuslageState>, seat: Seat, followDuty: boolean): void {
  draft.s.active = nextSeatInPlay(seat, draft.s.resigned);
  draft.s.followDuty = followDuty;
}

/**
 * §4: sets up passage `passage` on the draft (totals, resignations and stacked decks are kept):
 * starting seat (R5), deck, deal in blocks of five (R3), start card (R4), draw pile.
 */
export function dealPassage(draft: Draft<AuslageState>, passage: number, random: Random): void {
  const s = draft.s;
  const { resigned } = s;
  const startingSeat = seatInPlayFrom((passage - 1) % s.players, resigned);
  const [stacked, ...laterDecks] = s.stackedDecks;
  const deck = stacked ? stacked.slice() : random.shuffled(FULL_DECK);

  const hands: CardCode[][] = resigned.map(() => []);
  let position = 0;
  let seat = startingSeat;
  do {
    hands[seat] = sortCanonical(deck.slice(position, position + HAND_SIZE));
    position += HAND_SIZE;
    seat = nextSeatInPlay(seat, resigned);
  } while (seat !== startingSeat);

  const drawPile = deck.slice(position);
  const returnedJokers: CardCode[] = [];
  // R4: a joker turned up as start card goes face down to the bottom of the draw pile.
  while (isJoker(drawPile[0]!)) {
    const joker = drawPile.shift()!;
    drawPile.push(joker);
    returnedJokers.push(joker);
  }
  const startCard = drawPile.shift() as NumberCard;

  for (let dealt = 0; dealt < hands.length; dealt++) {
    if (resigned[dealt]) continue;
    const shared = { passage, startingSeat, seat: dealt, handSize: hands[dealt]!.length, middle: [startCard], drawPileSize: drawPile.length };
    emitPrivate(draft, 'passageStarted', shared, [dealt], { hand: hands[dealt] });
  }
  for (const card of returnedJokers) emit(draft, 'jokerReturned', { passage, card });

  s.rng = random.state;
  s.stackedDecks = laterDecks;
  s.passage = passage;
  s.startingSeat = startingSeat;
  s.active = startingSeat;
  s.followDuty = false;
  s.hands = hands;
  s.displays = hands.map(emptyDisplay);
  s.middle = [startCard];
  s.call = null;
  s.drawPile = drawPile;
  s.rebuilds = 0;
}

/**
 * §7: scores the passage that just ended on the draft and either ends the game (targetScore or
 * maxPassages reached, R18) or sets up the next passage at once (R19).
 */
export function endPassage(draft: Draft<AuslageState>, reason: PassageEndReason, endingSeat: Seat): void {
  const s = draft.s;
  const displayed = s.displays.map(displayPoints);
  const inHand = s.hands.map((hand) => hand.reduce((sum, card) => sum - handPoints(card), 0));
  // A resigned seat takes no further part: it scores nothing (README: resignation).
  const scores = displayed.map((points, seat) => (s.resigned[seat] ? 0 : points + inHand[seat]!));
  const totals = s.totals.map((total, seat) => total + scores[seat]!);
  const result: PassageResult = {
    passage: s.passage,
    reason,
    endingSeat,
    hands: s.hands,
    displays: s.displays,
    displayPoints: displayed,
    handPoints: inHand,
    scores,
    totals,
  };
  s.followDuty = false;
  s.totals = totals;
  s.passageScores = [...s.passageScores, scores];
  s.lastPassage = result;
  emit(draft, 'passageEnded', { ...result });
  const targetReached = totals.some((total, seat) => !s.resigned[seat] && total >= s.options.targetScore);
  if (targetReached || s.passage >= s.options.maxPassages) finishGame(draft, 'completed');
  else dealPassage(draft, s.passage + 1, new Random(s.rng));
}

/** Ends the game: ranking and winners per R16, announced by `gameEnded`. */
export function finishGame(draft: Draft<AuslageState>, reason: GameResult['reason']): void {
  const s = draft.s;
  const result = { reason, ...rankSeats(s) };
  s.followDuty = false;
  s.result = result;
  emit(draft, 'gameEnded', { reason, totals: s.totals, ranking: result.ranking, places: result.places, winners: result.winners });
}

/**
 * R16: higher total first, ties broken by the higher score in the final passage, still-tied seats
 * share the place. Resigned seats rank after every seat still in play (compared among themselves
 * the same way).
 */
export function rankSeats(state: AuslageState): Omit<GameResult, 'reason'> {
  const finalScores = state.passageScores.at(-1) ?? state.totals.map(() => 0);
  const compare = (a: Seat, b: Seat): number =>
    Number(state.resigned[a]) - Number(state.resigned[b]) || state.totals[b]! - state.totals[a]! || finalScores[b]! - finalScores[a]!;
  const placings = placeSeats(allSeats(state.players), compare);
  const places: number[] = new Array<number>(placings.length);
  for (const { seat, place } of placings) places[seat] = place;
  const ranking = placings.map((placing) => placing.seat);
  return { ranking, places, winners: ranking.filter((seat) => places[seat] === 1) };
}

/** The game's outcome once it is over: R16's winners and every seat's total. */
export function outcome(state: AuslageState): Outcome | null {
  return state.result && { reason: state.result.reason, winners: state.result.winners.slice(), scores: state.totals.slice() };
}
