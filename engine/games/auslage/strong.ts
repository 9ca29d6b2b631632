/**
 * Auslage's `strong` bot (rules: docs/rules/auslage.md): determinized Monte Carlo over `basic`.
 * basic's best few moves are each played on deals of the unseen cards consistent with the view
 * (the other hands and the draw pile: every card in neither the seat's hand, a display nor the
 * middle pile), and `basic` plays the passage on from there; a passage that is not over after a
 * number of moves is valued as it would score then (display points, hand cards as minus points).
 */
import { Random, monteCarlo, type BotInput, type Seat } from '../../core/index.js';
import { basicAuslage, moveValue, nextSeat } from './bot.js';
import { FULL_DECK, COLOURS, handPoints, type CardCode } from './cards.js';
import { awaiting, legalMoves } from './legal.js';
import { apply } from './rules.js';
import type { AuslageMove } from './schema.js';
import { displayPoints, type AuslageState, type Display } from './state.js';
import { view, type AuslageView } from './view.js';

/** Moves compared at most (basic's best ones). */
const CANDIDATES = 4;
/** Joker plays of one card compared at most (one per call is listed). */
const CALLS_PER_CARD = 2;
/** Moves one playout makes before the passage is valued where it stands. */
const PLAYOUT_MOVES = 40;

const copyDisplay = (display: Display): Display => ({ R: display.R.slice(), Y: display.Y.slice(), G: display.G.slice(), B: display.B.slice(), P: display.P.slice() });

/**
 * A whole state consistent with `view`: hand, displays and middle pile as shown; the other hands
 * and the draw pile dealt from the cards the seat cannot see.
 */
export function sampleAuslage(view: AuslageView, seat: Seat, random: Random): AuslageState {
  const own = view.hand ?? [];
  const seen = new Set<CardCode>([...own, ...view.middle]);
  for (const shown of view.seats) for (const colour of COLOURS) for (const card of shown.display[colour]) seen.add(card);
  const unseen = random.shuffleInPlace(FULL_DECK.filter((card) => !seen.has(card)));
  let next = 0;
  const hands = view.seats.map((shown, index) => (index === seat ? own.slice() : unseen.slice(next, (next += shown.handSize))));
  return {
    players: view.players,
    options: { targetScore: view.targetScore, maxPassages: view.maxPassages },
    rng: Random.fromSeed(`auslage:${random.nextUint32()}`).state,
    stackedDecks: [],
    passage: view.passage,
    startingSeat: view.startingSeat,
    active: view.active ?? seat,
    followDuty: view.followDuty,
    hands,
    displays: view.seats.map((shown) => copyDisplay(shown.display)),
    middle: view.middle.slice(),
    call: view.call,
    drawPile: unseen.slice(next),
    rebuilds: view.rebuilds,
    totals: view.seats.map((shown) => shown.total),
    passageScores: view.passageScores.map((scores) => scores.slice()),
    lastPassage: view.lastPassage,
    resigned: view.seats.map((shown) => shown.resigned),
    result: null,
  };
}

/** How well `seat` stands against its best rival: totals with the passage scored as it stands, its own minus the rival's. */
function standing(passage: number) {
  return (state: AuslageState, seat: Seat): number => {
    const open = state.passage === passage && state.result === null;
    const totals = state.totals.map((total, index) => {
      if (!open) return total;
      const inHand = state.hands[index]!.reduce((sum, card) => sum + handPoints(card), 0);
      return total + displayPoints(state.displays[index]!) - inHand;
    });
    let rival = -Infinity;
    totals.forEach((total, index) => {
      if (index !== seat && !state.resigned[index]) rival = Math.max(rival, total);
    });
    return totals[seat]! - rival;
  };
}

const RULES = { apply, awaiting, legalMoves, view, playout: basicAuslage };

export function strongAuslage(input: BotInput<AuslageView, AuslageMove>): AuslageMove {
  const { view: shown, seat } = input;
  const me = shown.seats[seat]!;
  const next = nextSeat(shown, seat);
  const ranked = input.legalMoves
    .map((move) => ({ move, value: moveValue(shown, me, next, move) }))
    .sort((a, b) => b.value - a.value);
  // A joker is listed once per call: at most two calls of one card, so that other cards get compared too.
  const perCard = new Map<string, number>();
  const candidates: AuslageMove[] = [];
  for (const { move } of ranked) {
    const seen = perCard.get(move.card) ?? 0;
    if (seen >= CALLS_PER_CARD) continue;
    perCard.set(move.card, seen + 1);
    candidates.push(move);
    if (candidates.length === CANDIDATES) break;
  }
  if (candidates.length === 1) return candidates[0]!;
  const passage = shown.passage;
  return monteCarlo({
    game: RULES,
    seat,
    candidates,
    sample: (random) => sampleAuslage(shown, seat, random),
    value: standing(passage),
    stop: (state) => state.passage !== passage,
    maxMoves: PLAYOUT_MOVES,
    budget: input.budget,
    random: input.random,
  }).best;
}
