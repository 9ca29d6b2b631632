import { allSeats, placeSeats, type Seat } from '../../core/index.js';
import { pointsOf, type Code } from './cards.js';
import type { DownhillState, RoundEndReason, Scoring, SeatState, Standing } from './state.js';

/** R11: the round winner scores −10, or −80 if it won by revealing a −2 (instead, not in addition). */
const WIN_BONUS = -10;
const REVEAL_BONUS = -80;

/**
 * One round's scores (§7). Points: the value of every card left, the winner −10/−80.
 * Matchsticks: the number of cards left, the winner 0 (its matchstick is counted apart, R23).
 * A blocked round (no winner) scores everybody's cards.
 */
export function roundScores(remaining: readonly Code[][], winner: Seat | null, reason: RoundEndReason, scoring: Scoring): number[] {
  return remaining.map((cards, seat) => {
    if (seat === winner) return scoring === 'matchsticks' ? 0 : reason === 'minusTwoReveal' ? REVEAL_BONUS : WIN_BONUS;
    if (scoring === 'matchsticks') return cards.length;
    let points = 0;
    for (const card of cards) points += pointsOf(card);
    return points;
  });
}

/** The final score of a seat in the game's own scoring: points total, or matchsticks. */
export function finalScore(seat: SeatState, scoring: Scoring): number {
  return scoring === 'matchsticks' ? seat.matchsticks : seat.total;
}

/**
 * R17 order, best first. Points: lowest total, then more rounds won. Matchsticks: most
 * matchsticks, then fewest recorded cards. 0 = shared rank.
 */
function compareSeats(a: SeatState, b: SeatState, scoring: Scoring): number {
  if (scoring === 'matchsticks') return b.matchsticks - a.matchsticks || a.total - b.total;
  return a.total - b.total || b.roundsWon - a.roundsWon;
}

/**
 * Final standings (§7, §9 Resignation): seats that did not resign by R17 with shared ranks
 * (1, 1, 3, …), then resigned seats, the latest resigner first, each on its own rank.
 */
export function standingsOf(state: DownhillState): Standing[] {
  const { seats, scoring } = state;
  const playing = allSeats(state.players).filter((seat) => !seats[seat].resigned);
  const resignedLatestFirst = state.resignations.slice().reverse();
  return placeSeats(playing, (a, b) => compareSeats(seats[a], seats[b], scoring), resignedLatestFirst).map(
    ({ seat, place }): Standing => ({ seat, rank: place, score: finalScore(seats[seat], scoring) }),
  );
}
