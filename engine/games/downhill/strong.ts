/**
 * Downhill's `strong` bot (rules: docs/rules/downhill.md): determinized Monte Carlo over basic's
 * best few moves. The cards it cannot see (other hands, every face-down slot, the set-aside cards)
 * are dealt at random from the rest of the deck, each candidate is played on the same deals, and
 * `basic` plays on for a few turns of every seat; the candidate that leaves this seat best off
 * against the others (fewer points and cards left, the round won) is chosen.
 */
import { monteCarlo, type BotInput, type PlayoutRules, type Random, type Seat } from '../../core/index.js';
import { FULL_DECK, pointsOf, type Code } from './cards.js';
import { basicDownhill, moveValue } from './bot.js';
import { awaiting, legalMoves as legalMovesOf } from './legal.js';
import { apply } from './rules.js';
import type { DownhillMove } from './schema.js';
import { cardsLeft, type DownhillState, type SeatState } from './state.js';
import { view as viewOf, type DownhillView } from './view.js';

/** The moves compared: basic's best ones (a move basic ranks low is rarely the best). */
const CANDIDATES = 4;
/** Turns of every seat a playout looks ahead before the position is valued. */
const HORIZON_ROUNDS = 3;
/** What winning the round is worth against a point left in hand. */
const ROUND_WON = 60;
/** What a card left is worth beside its points (it has to be got rid of). */
const CARD_LEFT = 4;

const RULES: PlayoutRules<DownhillState, DownhillMove> = { apply, awaiting, legalMoves: legalMovesOf, view: viewOf, playout: basicDownhill };

/** The table as the view shows it, the unseen cards (other hands, face-down slots, set-aside) dealt from `random`. */
export function sampleDownhill(view: DownhillView, seat: Seat, random: Random): DownhillState {
  const seen = new Set<Code>([...view.pile, ...view.removed]);
  for (const shown of view.seats) {
    for (const card of shown.faceUp) if (card !== null) seen.add(card);
    if (shown.seat === seat) for (const card of shown.hand ?? []) seen.add(card);
  }
  const unseen = random.shuffled(FULL_DECK.filter((card) => !seen.has(card)));
  let next = 0;
  const take = (count: number) => unseen.slice(next, (next += count));
  const seats = view.seats.map((shown): SeatState => ({
    hand: shown.seat === seat ? (shown.hand ?? []).slice() : take(shown.handCount),
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
    rng: random.state,
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
    // The order of earlier resignations only breaks ties in the final standings.
    resignations: view.seats.filter((shown) => shown.resigned).map((shown) => shown.seat),
    lastRound: view.lastRound,
    standings: view.standings,
    outcome: null,
  };
}

function burden(seat: SeatState): number {
  let points = 0;
  for (const card of [...seat.hand, ...seat.faceUp, ...seat.faceDown]) if (card !== null) points += pointsOf(card);
  return points + CARD_LEFT * cardsLeft(seat);
}

/** How well `seat` stands against the others after a playout from round `round`. */
function valueAfter(state: DownhillState, seat: Seat, round: number): number {
  const finished = state.lastRound !== null && state.lastRound.round === round ? state.lastRound : null;
  if (finished !== null) {
    const scores = finished.roundScores;
    const others = scores.filter((_, index) => index !== seat);
    const mean = others.reduce((sum, score) => sum + score, 0) / Math.max(1, others.length);
    return (finished.winner === seat ? ROUND_WON : 0) + mean - scores[seat]!;
  }
  const rivals = state.seats.filter((record, index) => index !== seat && !record.resigned);
  const mean = rivals.reduce((sum, record) => sum + burden(record), 0) / Math.max(1, rivals.length);
  return mean - burden(state.seats[seat]!);
}

export function strongDownhill(input: BotInput<DownhillView, DownhillMove>): DownhillMove {
  const { view, legalMoves, seat } = input;
  const ranked = legalMoves
    .map((move, index) => ({ move, value: moveValue(view, move), index }))
    .filter((entry) => entry.value > -Infinity)
    .sort((a, b) => b.value - a.value || a.index - b.index);
  if (ranked.length <= 1) return basicDownhill(input);
  const round = view.round;
  return monteCarlo({
    game: RULES,
    seat,
    candidates: ranked.slice(0, CANDIDATES).map((entry) => entry.move),
    sample: (random) => sampleDownhill(view, seat, random),
    value: (state, valued) => valueAfter(state, valued, round),
    stop: (state) => state.round !== round || state.outcome !== null,
    maxMoves: HORIZON_ROUNDS * view.seats.length,
    budget: input.budget,
    random: input.random,
  }).best;
}

