import { Random, dealRoundRobin, emit, emitPrivate, nextSeat, type Draft, type Outcome, type Seat } from '../../core/index.js';
import { FULL_DECK, type Code } from './cards.js';
import { roundScores, standingsOf } from './scoring.js';
import type { DownhillState, RoundEndReason, SeatState } from './state.js';

const SLOTS = 4;
const HAND_SIZE = 5;

/** R18: a round that reaches this many ended turns ends blocked. */
export const TURN_LIMIT = 500;

/**
 * End of turn (§5): the seat's table opens (R4), the turn counter grows (R18), and the next
 * seat clockwise becomes active, passing over seats with `skipNext` (R14, flag cleared).
 */
export function endTurn(draft: Draft<DownhillState>): void {
  const s = draft.s;
  const seat = s.active!;
  s.seats[seat].tableOpen = true;
  s.continuation = null;
  s.turn += 1;
  if (s.turn >= TURN_LIMIT) return endRound(draft, null, 'turnLimit');
  let next = nextSeat(seat, s.players);
  while (s.seats[next].skipNext) {
    s.seats[next].skipNext = false;
    emit(draft, 'turnSkipped', { seat: next });
    next = nextSeat(next, s.players);
  }
  s.active = next;
}

/**
 * Deals round `round` from `deck` (top first) exactly as §4 says: dealer `(r − 2) mod n`,
 * opener to its left; four face-down rows, then four face-up rows, then five hand cards, one
 * card at a time from the opener clockwise; the rest is set aside (R2).
 */
export function startRound(draft: Draft<DownhillState>, round: number, deck: readonly Code[]): void {
  const s = draft.s;
  const n = s.players;
  const opener = (round - 1) % n;
  const dealer = (opener + n - 1) % n;
  const faceDown = dealRoundRobin(deck, n, SLOTS, opener);
  const faceUp = dealRoundRobin(faceDown.rest, n, SLOTS, opener);
  const hands = dealRoundRobin(faceUp.rest, n, HAND_SIZE, opener);
  const seats: SeatState[] = s.seats.map((seat, index) => ({
    ...seat,
    hand: hands.hands[index],
    faceUp: faceUp.hands[index],
    faceDown: faceDown.hands[index],
    tableOpen: false,
    skipNext: false,
  }));

  s.round = round;
  s.dealer = dealer;
  s.opener = opener;
  s.active = opener; // R3: the opener starts the pile from hand
  s.continuation = null;
  s.turn = 0;
  s.pile = [];
  s.limit = null;
  s.removed = [];
  s.setAside = hands.rest;
  s.passed = [];
  s.seats = seats;
  emit(draft, 'roundStarted', { round, dealer, opener, faceUp: seats.map((seat) => seat.faceUp) });
  seats.forEach((seat, index) => emitPrivate(draft, 'handDealt', { seat: index }, [index], { cards: seat.hand }));
}

/**
 * §7: reveals and scores every seat's remaining cards, then deals the next round (always
 * shuffled) or ends the game. Unused `skipNext` flags lapse with the deal (R14).
 */
export function endRound(draft: Draft<DownhillState>, winner: Seat | null, reason: RoundEndReason): void {
  const s = draft.s;
  const remaining = s.seats.map((seat) => [...seat.hand, ...filled(seat.faceUp), ...filled(seat.faceDown)]);
  const scores = roundScores(remaining, winner, reason, s.scoring);
  s.seats.forEach((seat, index) => {
    seat.skipNext = false;
    seat.total += scores[index];
    seat.roundScores = seat.roundScores.concat(scores[index]);
    if (index !== winner) return;
    seat.roundsWon += 1;
    if (s.scoring === 'matchsticks') seat.matchsticks += 1;
  });
  s.lastRound = { round: s.round, winner, reason, remaining, roundScores: scores };
  emit(draft, 'roundEnded', {
    round: s.round,
    winner,
    reason,
    remaining,
    roundScores: scores,
    totals: s.seats.map((seat) => seat.total),
    matchsticks: s.seats.map((seat) => seat.matchsticks),
  });
  if (s.round < s.rounds) {
    const random = new Random(s.rng);
    const deck = random.shuffled(FULL_DECK);
    s.rng = random.state;
    startRound(draft, s.round + 1, deck);
  } else {
    endGame(draft, 'completed');
  }
}

/** Ends the game: nobody is awaited; the winners are every seat of rank 1. */
export function endGame(draft: Draft<DownhillState>, reason: 'completed' | 'resigned'): void {
  const s = draft.s;
  const standings = standingsOf(s);
  s.active = null;
  s.continuation = null;
  s.standings = standings;
  const scores: number[] = [];
  for (const standing of standings) scores[standing.seat] = standing.score;
  s.outcome = { reason, winners: standings.filter((standing) => standing.rank === 1).map((standing) => standing.seat), scores };
  emit(draft, 'gameEnded', { standings });
}

function filled(slots: readonly (Code | null)[]): Code[] {
  return slots.filter((card): card is Code => card !== null);
}

/** The game's outcome once it is over (set by `endGame`). */
export function outcome(state: DownhillState): Outcome | null {
  return state.outcome;
}
