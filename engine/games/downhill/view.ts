import type { Seat } from '../../core/index.js';
import { cardsLeft, type DownhillState, type SeatState } from './state.js';

/**
 * What `viewer` (a seat, or null for a spectator) may see (§8), built from an allow-list:
 * the own hand's codes, every other hand as a count, face-down cards as occupied slots only,
 * set-aside cards as a count; the pile, swept cards, face-up cards and scores are public.
 */
export function view(state: DownhillState, viewer: Seat | null) {
  return {
    you: viewer,
    round: state.round,
    rounds: state.rounds,
    scoring: state.scoring,
    dealer: state.dealer,
    opener: state.opener,
    active: state.active,
    continuation: state.continuation,
    turn: state.turn,
    pile: state.pile.slice(),
    limit: state.limit,
    removed: state.removed.slice(),
    setAsideCount: state.setAside.length,
    passed: state.passed.slice(),
    seats: state.seats.map((seat, index) => seatView(seat, index, index === viewer)),
    lastRound: state.lastRound,
    standings: state.standings,
  };
}

function seatView(seat: SeatState, index: Seat, own: boolean) {
  return {
    seat: index,
    ...(own ? { hand: seat.hand.slice() } : {}),
    handCount: seat.hand.length,
    faceUp: seat.faceUp.slice(),
    faceDown: seat.faceDown.map((card) => card !== null),
    cardsLeft: cardsLeft(seat),
    tableOpen: seat.tableOpen,
    skipNext: seat.skipNext,
    resigned: seat.resigned,
    total: seat.total,
    roundScores: seat.roundScores.slice(),
    roundsWon: seat.roundsWon,
    matchsticks: seat.matchsticks,
  };
}

export type DownhillView = ReturnType<typeof view>;
