import { isSeatOf, type Seat } from '../../core/index.js';
import type { Call, CardCode } from './cards.js';
import { turnChoices } from './legal.js';
import { displayPoints, type AuslageState, type Display, type GameResult, type PassageResult } from './state.js';

/** What every viewer may see of one seat (§8): hand size, the whole display, the total. */
export interface SeatView {
  seat: Seat;
  handSize: number;
  /** All stacks, bottom → top, covered cards included (R15). */
  display: Display;
  displayPoints: number;
  total: number;
  resigned: boolean;
}

export interface AuslageView {
  you: Seat | null;
  players: number;
  targetScore: number;
  maxPassages: number;
  passage: number;
  startingSeat: Seat;
  awaiting: Seat[];
  /** The seat whose turn it is; null once the game is over. */
  active: Seat | null;
  followDuty: boolean;
  /** Middle pile, bottom → top. */
  middle: CardCode[];
  call: Call | null;
  drawPileSize: number;
  rebuilds: number;
  seats: SeatView[];
  passageScores: number[][];
  lastPassage: PassageResult | null;
  result: GameResult | null;
  /** The viewing seat's own hand, canonical order (seats only). */
  hand?: CardCode[];
  /** The awaited seat's legal cards: to play (hand or display tops) and to display. */
  playable?: CardCode[];
  displayable?: CardCode[];
}

/** §8, built from an allow-list: public information, plus the viewing seat's own hand. */
export function view(state: AuslageState, viewer: Seat | null): AuslageView {
  const over = state.result !== null;
  const shown: AuslageView = {
    you: viewer,
    players: state.players,
    targetScore: state.options.targetScore,
    maxPassages: state.options.maxPassages,
    passage: state.passage,
    startingSeat: state.startingSeat,
    awaiting: over ? [] : [state.active],
    active: over ? null : state.active,
    followDuty: !over && state.followDuty,
    middle: state.middle.slice(),
    call: state.call,
    drawPileSize: state.drawPile.length,
    rebuilds: state.rebuilds,
    seats: state.hands.map((hand, seat) => ({
      seat,
      handSize: hand.length,
      display: copyDisplay(state.displays[seat]!),
      displayPoints: displayPoints(state.displays[seat]!),
      total: state.totals[seat]!,
      resigned: state.resigned[seat]!,
    })),
    passageScores: state.passageScores.map((scores) => scores.slice()),
    lastPassage: state.lastPassage && copyPassage(state.lastPassage),
    result: state.result && { ...state.result, winners: state.result.winners.slice(), ranking: state.result.ranking.slice(), places: state.result.places.slice() },
  };
  if (viewer === null || !isSeatOf(viewer, state.players)) return shown;
  shown.hand = state.hands[viewer]!.slice();
  if (!over && viewer === state.active) Object.assign(shown, turnChoices(state, viewer));
  return shown;
}

function copyDisplay(display: Display): Display {
  return { R: display.R.slice(), Y: display.Y.slice(), G: display.G.slice(), B: display.B.slice(), P: display.P.slice() };
}

function copyPassage(passage: PassageResult): PassageResult {
  return {
    ...passage,
    hands: passage.hands.map((hand) => hand.slice()),
    displays: passage.displays.map(copyDisplay),
    displayPoints: passage.displayPoints.slice(),
    handPoints: passage.handPoints.slice(),
    scores: passage.scores.slice(),
    totals: passage.totals.slice(),
  };
}
