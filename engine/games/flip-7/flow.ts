/**
 * What happens between and after moves (§5, §7): the automatic flow until a seat must decide,
 * passing the turn, scoring a round, the next round and the end of the game.
 */
import { emit, nextSeatWhere, type Outcome, type Seat } from '../../core/index.js';
import { ADD_VALUE, NUMBER_VALUE } from './cards.js';
import { discardCard } from './piles.js';
import { discardSetAside, drawFor, stepFlipThree, uniqueNumbers } from './resolution.js';
import type { Flip7Draft, Flip7State, RoundEndReason, SeatState } from './state.js';

/**
 * Runs the automatic part of the game until a seat must decide: the deal, Flip Three draws
 * and give steps, passing the turn, scoring and the next round. Stops when a choice is
 * pending, a turn seat is awaited, or the game is over (§5.1: the engine never waits
 * otherwise).
 */
export function proceed(draft: Flip7Draft): void {
  const s = draft.s;
  for (;;) {
    if (draft.roundEnd !== null) {
      const reason = draft.roundEnd;
      draft.roundEnd = null;
      endRound(draft, reason);
      if (s.phase === 'gameOver') return;
      continue;
    }
    if (s.offer !== null) return;
    if (s.flipThrees.length > 0) {
      stepFlipThree(draft);
      continue;
    }
    if (s.phase === 'deal') {
      dealStep(draft);
      continue;
    }
    // Play phase, nothing open: a finished hit passes the turn (§5.4); otherwise the turn seat is awaited.
    if (s.resolvingHit) {
      s.resolvingHit = false;
      passTurn(draft);
      continue;
    }
    return;
  }
}

/** One deal slot (§5.2): dealer+1 first, the dealer last; a seat no longer active is skipped (R4). */
function dealStep(draft: Flip7Draft): void {
  const s = draft.s;
  if (s.slotsDealt === s.players) {
    beginPlay(draft);
    return;
  }
  const seat = (s.dealer + 1 + s.slotsDealt) % s.players;
  s.slotsDealt++;
  if (s.seats[seat]!.status === 'active') drawFor(draft, seat, 'deal');
}

/** After the deal, the first active seat clockwise from dealer+1 takes the first turn (§5.2, R3). */
function beginPlay(draft: Flip7Draft): void {
  const s = draft.s;
  s.phase = 'play';
  s.turn = s.dealer;
  passTurn(draft);
}

/**
 * The turn goes to the next active seat clockwise after the turn seat — the anchor, whoever
 * was targeted (R8) — possibly the turn seat itself when it is the only active one. With no
 * active seat the round ends (`allOut`).
 */
export function passTurn(draft: Flip7Draft): void {
  const s = draft.s;
  const anchor = s.turn!;
  const isActive = (seat: Seat) => s.seats[seat]!.status === 'active';
  const next = nextSeatWhere(anchor, s.players, isActive) ?? (isActive(anchor) ? anchor : null);
  if (next === null) draft.roundEnd = 'allOut';
  else s.turn = next;
}

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
export function startRound(draft: Flip7Draft, round: number, dealer: Seat): void {
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
export function endRound(draft: Flip7Draft, reason: RoundEndReason): void {
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
function clearTable(draft: Flip7Draft): void {
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
function decideGameEnd(draft: Flip7Draft, totals: number[]): void {
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
export function endGame(draft: Flip7Draft, reason: 'completed' | 'resigned', winners: Seat[]): void {
  const s = draft.s;
  s.phase = 'gameOver';
  s.turn = null;
  s.result = { reason, winners };
  emit(draft, 'gameEnded', { winners, totals: s.seats.map((seat) => seat.total) });
}

/** The game's outcome once it is over: the winners and every seat's total. */
export function outcome(state: Flip7State): Outcome | null {
  if (state.result === null) return null;
  return { reason: state.result.reason, winners: state.result.winners.slice(), scores: state.seats.map((seat) => seat.total) };
}
