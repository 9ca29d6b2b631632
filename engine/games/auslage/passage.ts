import { Random, allSeats, placeSeats, publicEvent, privateEvent, type Applied, type GameEvent, type Seat } from '../../core/index.js';
import { COLOURS, FULL_DECK, handPoints, isJoker, sortCanonical, valueOf, type CardCode, type NumberCard } from './cards.js';
import type { AuslageState, Display, GameResult, PassageEndReason, PassageResult } from './state.js';
import { nextSeatInPlay, seatInPlayFrom } from './turn.js';

const HAND_SIZE = 5;

export function emptyDisplay(): Display {
  return { R: [], Y: [], G: [], B: [], P: [] };
}

/** §7: every display card counts, covered ones included. */
export function displayPoints(display: Display): number {
  let points = 0;
  for (const colour of COLOURS) for (const card of display[colour]) points += valueOf(card);
  return points;
}

/**
 * §4: sets up passage `passage` on top of `state` (totals, resignations and stacked decks are
 * kept): starting seat (R5), deck, deal in blocks of five (R3), start card (R4), draw pile.
 */
export function dealPassage(state: AuslageState, passage: number, random: Random): Applied<AuslageState> {
  const { resigned } = state;
  const startingSeat = seatInPlayFrom((passage - 1) % state.players, resigned);
  const [stacked, ...laterDecks] = state.stackedDecks;
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

  const events: GameEvent[] = [];
  for (let dealt = 0; dealt < hands.length; dealt++) {
    if (resigned[dealt]) continue;
    const shared = { passage, startingSeat, seat: dealt, handSize: hands[dealt]!.length, middle: [startCard], drawPileSize: drawPile.length };
    events.push(privateEvent('passageStarted', shared, [dealt], { hand: hands[dealt] }));
  }
  for (const card of returnedJokers) events.push(publicEvent('jokerReturned', { passage, card }));

  return {
    state: {
      ...state,
      rng: random.state,
      stackedDecks: laterDecks,
      passage,
      startingSeat,
      active: startingSeat,
      followDuty: false,
      hands,
      displays: hands.map(emptyDisplay),
      middle: [startCard],
      call: null,
      drawPile,
      rebuilds: 0,
    },
    events,
  };
}

/**
 * §7: scores the passage that just ended on `state` and either ends the game (targetScore or
 * maxPassages reached, R18) or sets up the next passage at once (R19).
 */
export function endPassage(state: AuslageState, reason: PassageEndReason, endingSeat: Seat): Applied<AuslageState> {
  const displayed = state.displays.map(displayPoints);
  const inHand = state.hands.map((hand) => hand.reduce((sum, card) => sum - handPoints(card), 0));
  // A resigned seat takes no further part: it scores nothing (README: resignation).
  const scores = displayed.map((points, seat) => (state.resigned[seat] ? 0 : points + inHand[seat]!));
  const totals = state.totals.map((total, seat) => total + scores[seat]!);
  const result: PassageResult = {
    passage: state.passage,
    reason,
    endingSeat,
    hands: state.hands,
    displays: state.displays,
    displayPoints: displayed,
    handPoints: inHand,
    scores,
    totals,
  };
  const scored: AuslageState = {
    ...state,
    followDuty: false,
    totals,
    passageScores: [...state.passageScores, scores],
    lastPassage: result,
  };
  const events = [publicEvent('passageEnded', { ...result })];
  const targetReached = totals.some((total, seat) => !state.resigned[seat] && total >= state.options.targetScore);
  if (targetReached || state.passage >= state.options.maxPassages) {
    const finished = finishGame(scored, 'completed');
    return { state: finished.state, events: [...events, ...finished.events] };
  }
  const next = dealPassage(scored, state.passage + 1, new Random(state.rng));
  return { state: next.state, events: [...events, ...next.events] };
}

/** Ends the game: ranking and winners per R16, announced by `gameEnded`. */
export function finishGame(state: AuslageState, reason: GameResult['reason']): Applied<AuslageState> {
  const result = { reason, ...rankSeats(state) };
  return {
    state: { ...state, followDuty: false, result },
    events: [publicEvent('gameEnded', { reason, totals: state.totals, ranking: result.ranking, places: result.places, winners: result.winners })],
  };
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
