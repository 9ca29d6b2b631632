/**
 * Downhill's `strong` bot (rules: docs/rules/downhill.md): determinized Monte Carlo over `basic`.
 * Only real choices are searched: the moves that differ in play (one flip stands for every slot,
 * since all face-down cards look alike to the seat; the deliberately missed call is never made).
 * Each candidate is played on deals of the unseen cards consistent with the view (other hands,
 * every face-down card, the set-aside cards) and `basic` plays the round on from there; a round
 * that is not over after a number of turns is valued by the points every seat still holds.
 */
import { Random, monteCarlo, type BotInput, type Seat } from '../../core/index.js';
import { basicDownhill, moveValue } from './bot.js';
import { FULL_DECK, pointsOf, type Code } from './cards.js';
import { awaiting, legalMoves } from './legal.js';
import { apply } from './rules.js';
import type { DownhillMove } from './schema.js';
import type { DownhillState, SeatState } from './state.js';
import { view, type DownhillView } from './view.js';

/** Moves compared at most (basic's best ones). */
const CANDIDATES = 4;
/** Moves one playout makes before the round is valued where it stands. */
const PLAYOUT_MOVES = 60;
/** What an unseen card is worth on average when it is still held (the deck's mean points). */
const UNSEEN_CARD_POINTS = FULL_DECK.reduce((sum, card) => sum + pointsOf(card), 0) / FULL_DECK.length;

/**
 * A whole state consistent with `view`: the seat's own hand, the pile, the swept cards and every
 * face-up card as shown; the other hands, every face-down card and the set-aside cards dealt from
 * the cards the seat has not seen.
 */
export function sampleDownhill(view: DownhillView, seat: Seat, random: Random): DownhillState {
  const own = view.seats[seat]!.hand ?? [];
  const seen = new Set<Code>([...own, ...view.pile, ...view.removed]);
  for (const other of view.seats) for (const card of other.faceUp) if (card !== null) seen.add(card);
  const unseen = random.shuffleInPlace(FULL_DECK.filter((card) => !seen.has(card)));
  let next = 0;
  const take = (count: number) => unseen.slice(next, (next += count));
  const seats = view.seats.map((shown, index): SeatState => ({
    hand: index === seat ? own.slice() : take(shown.handCount),
    faceUp: shown.faceUp.slice(),
    faceDown: shown.faceDown.map((occupied) => (occupied ? take(1)[0]! : null)),
    tableOpen: shown.tableOpen,
    skipNext: shown.skipNext,
    resigned: shown.resigned,
    total: shown.total,
    roundScores: shown.roundScores.slice(),
    roundsWon: shown.roundsWon,
    matchsticks: shown.matchsticks,
  }));
  return {
    players: view.seats.length,
    rounds: view.rounds,
    scoring: view.scoring,
    rng: Random.fromSeed(`downhill:${random.nextUint32()}`).state,
    round: view.round,
    dealer: view.dealer,
    opener: view.opener,
    active: view.active,
    continuation: view.continuation,
    turn: view.turn,
    pile: view.pile.slice(),
    limit: view.limit,
    removed: view.removed.slice(),
    setAside: take(view.setAsideCount),
    passed: view.passed.slice(),
    seats,
    resignations: [],
    lastRound: view.lastRound,
    standings: null,
    outcome: null,
  };
}

/** Points a seat still holds (the face-down ones at the deck's average), as the round would score them. */
function heldPoints(seat: SeatState): number {
  let points = 0;
  for (const card of seat.hand) points += pointsOf(card);
  for (const card of seat.faceUp) if (card !== null) points += pointsOf(card);
  for (const card of seat.faceDown) if (card !== null) points += UNSEEN_CARD_POINTS;
  return points;
}

/**
 * How well `seat` stands against its best rival: their totals after this round (a finished round's
 * scores, else the points still held), the rival's minus its own.
 */
function standing(round: number) {
  return (state: DownhillState, seat: Seat): number => {
    const roundOver = state.round !== round || state.outcome !== null;
    const totals = state.seats.map((other) => other.total + (roundOver ? 0 : heldPoints(other)));
    let rival = Infinity;
    totals.forEach((total, index) => {
      if (index !== seat && !state.seats[index]!.resigned) rival = Math.min(rival, total);
    });
    return rival - totals[seat]!;
  };
}

/** The moves worth comparing, basic's choice first. */
function candidatesOf(view: DownhillView, moves: readonly DownhillMove[]): DownhillMove[] {
  const ranked = moves
    .filter((move) => !('announce' in move && move.announce === false))
    .map((move) => ({ move, value: moveValue(view, move) }))
    .sort((a, b) => b.value - a.value);
  const chosen: DownhillMove[] = [];
  let flipTaken = false;
  for (const { move } of ranked) {
    if (move.type === 'flip') {
      if (flipTaken) continue;
      flipTaken = true;
    }
    chosen.push(move);
    if (chosen.length === CANDIDATES) break;
  }
  return chosen;
}

const RULES = { apply, awaiting, legalMoves, view, playout: basicDownhill };

export function strongDownhill(input: BotInput<DownhillView, DownhillMove>): DownhillMove {
  const { view: shown, seat } = input;
  const candidates = candidatesOf(shown, input.legalMoves);
  if (candidates.length === 1) return candidates[0]!;
  const round = shown.round;
  return monteCarlo({
    game: RULES,
    seat,
    candidates,
    sample: (random) => sampleDownhill(shown, seat, random),
    value: standing(round),
    stop: (state) => state.round !== round,
    maxMoves: PLAYOUT_MOVES,
    budget: input.budget,
    random: input.random,
  }).best;
}
