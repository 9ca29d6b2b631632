import type { Seat } from '../../core/index.js';
import { ADD_VALUE, NUMBER_VALUE } from './cards.js';
import { emit, type Draft, type RoundEndReason } from './draft.js';
import { discardCard } from './piles.js';
import { discardSetAside, uniqueNumbers } from './resolution.js';
import type { SeatState } from './state.js';

/**
 * A seat's score for the round as its row stands (§7): 0 when busted (or resigned), else the
 * number sum (doubled by x2), plus the +k cards, plus the bonus for 7 unique numbers (R19).
 */
export function roundScore(seat: SeatState, flip7Bonus: number): number {
  if (seat.status === 'busted' || seat.status === 'resigned') return 0;
  let numbers = 0;
  let adds = 0;
  let doubled = false;
  for (const card of seat.row) {
    const value = NUMBER_VALUE[card];
    if (value !== undefined) numbers += value;
    else if (card === 'x2') doubled = true;
    else adds += ADD_VALUE[card] ?? 0;
  }
  const bonus = uniqueNumbers(seat.row) === 7 ? flip7Bonus : 0;
  return (doubled ? numbers * 2 : numbers) + adds + bonus;
}

/**
 * Starts a round (§5.2): every seat still in the game is active with an empty row, the deal
 * slots start left of the dealer. The deal itself is driven by the flow.
 */
export function startRound(draft: Draft, round: number, dealer: Seat): void {
  const s = draft.s;
  s.round = round;
  s.dealer = dealer;
  s.phase = 'deal';
  s.slotsDealt = 0;
  s.turn = null;
  s.resolvingHit = false;
  for (const seat of s.seats) {
    if (seat.status !== 'resigned') seat.status = 'active';
    seat.row = [];
    seat.secondChance = false;
  }
  emit(draft, 'roundStarted', { round, dealer });
}

/** Scores the round, clears the table into the discard pile and ends the game or starts the next round (§7). */
export function endRound(draft: Draft, reason: RoundEndReason): void {
  const s = draft.s;
  const roundScores = s.seats.map((seat) => roundScore(seat, s.options.flip7Bonus));
  s.seats.forEach((seat, index) => (seat.total += roundScores[index]!));
  clearTable(draft);
  s.lastRoundScores = roundScores;
  const totals = s.seats.map((seat) => seat.total);
  emit(draft, 'roundEnded', { round: s.round, reason, roundScores, totals });
  decideGameEnd(draft, totals);
}

/** Every card still out of the piles goes to the discard pile (§7 step 2, R12). */
function clearTable(draft: Draft): void {
  const s = draft.s;
  for (const record of s.flipThrees) {
    if (record.step === 'draw') discardCard(draft, 'F3');
    discardSetAside(draft, record, 'roundEnded');
  }
  s.flipThrees = [];
  for (const seat of s.seats) {
    for (const card of seat.row) discardCard(draft, card);
    if (seat.secondChance) discardCard(draft, 'SC');
    seat.row = [];
    seat.secondChance = false;
  }
}

/** §7 step 4 and R14: end with a single leader, or share a tie, or play on. Resigned seats no longer compete. */
function decideGameEnd(draft: Draft, totals: number[]): void {
  const s = draft.s;
  const contenders = s.seats.flatMap((seat, index) => (seat.status === 'resigned' ? [] : [index]));
  const best = Math.max(...contenders.map((seat) => totals[seat]!));
  if (best >= s.options.targetScore) {
    const leaders = contenders.filter((seat) => totals[seat] === best);
    if (leaders.length === 1 || s.options.tieRule === 'share') {
      endGame(draft, 'completed', leaders);
      return;
    }
    emit(draft, 'tieContinues', { seats: leaders, total: best });
  }
  startRound(draft, s.round + 1, (s.dealer + 1) % s.players);
}

/**
 * The game is over: no seat is awaited any more. A game ended by resignation mid-round leaves
 * the table as it stood (every card stays accounted for).
 */
export function endGame(draft: Draft, reason: 'completed' | 'resigned', winners: Seat[]): void {
  const s = draft.s;
  s.phase = 'gameOver';
  s.turn = null;
  s.result = { reason, winners };
  emit(draft, 'gameEnded', { winners, totals: s.seats.map((seat) => seat.total) });
}
