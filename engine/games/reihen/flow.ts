import { allSeats, emit, placeSeats, type Outcome, type Seat } from '../../core/index.js';
import { HAND_SIZE, PILE_CARDS, canonical, type Code } from './cards.js';
import { drawCards, putUnderPile } from './hands.js';
import { held, nextTakingTurns, stallLimit, type ReihenDraft, type ReihenState, type Result, type Standing } from './state.js';

/** Turn flow (§5.2), finishing, and the end of the game (§7). */

export function startTurn(draft: ReihenDraft, seat: Seat, bonus: boolean): void {
  draft.s.turn = { seat, bonus, characterUsed: false, rebuilds: 0, progress: 0, sprinter: false, pending: null };
  emit(draft, 'turnStarted', { seat, bonus });
}

/** Refill: draw from the own pile up to 6 cards; a short pile gives fewer, a bigger hand stays (R9). */
export function refill(draft: ReihenDraft, seat: Seat): void {
  const record = draft.s.seats[seat]!;
  const count = Math.min(HAND_SIZE - record.hand.length, record.pile.length);
  if (count <= 0) return;
  drawCards(draft, seat, count);
}

/**
 * After each move of the active seat: a seat without hand and pile has finished (R11); an empty
 * hand with cards left in the pile ends the turn by itself (R4).
 */
export function settleActiveSeat(draft: ReihenDraft): void {
  const s = draft.s;
  if (s.result !== null) return;
  const record = s.seats[s.turn.seat]!;
  if (record.hand.length > 0) return;
  if (record.pile.length === 0) finishSeat(draft);
  else endTurn(draft, null);
}

/** Turn end, steps 1–5 of §5.2. `exchanged` names the cards of an `exchange`. */
export function endTurn(draft: ReihenDraft, exchanged: readonly Code[] | null): void {
  const s = draft.s;
  const seat = s.turn.seat;
  const live = s.turn.progress > 0;
  if (live) s.deadStreak = 0;
  else {
    s.deadStreak++;
    if (s.mode === 'solo') {
      if (s.exchangesLeft === 0) {
        emit(draft, 'turnEnded', { seat, live, deadStreak: s.deadStreak });
        return endGame(draft, soloResult(s, 'stuck'));
      }
      s.exchangesLeft--;
    }
  }
  if (exchanged !== null) putUnderPile(draft, seat, exchanged);
  refill(draft, seat);
  emit(draft, 'turnEnded', { seat, live, deadStreak: s.deadStreak });
  if (s.mode !== 'solo' && s.deadStreak >= stallLimit(s)) {
    return endGame(draft, s.mode === 'competitive' ? competitiveResult(s, 'stalled', null) : cooperativeResult(s, 'stalled'));
  }
  // R25: one bonus turn after a Sprinter turn; none after the bonus turn itself.
  if (s.turn.sprinter) startTurn(draft, seat, true);
  else startTurn(draft, nextTakingTurns(s, seat) ?? seat, false);
}

/** §5.2 "Finishing": hand and pile are empty. */
export function finishSeat(draft: ReihenDraft): void {
  const s = draft.s;
  const seat = s.turn.seat;
  const record = s.seats[seat]!;
  record.status = 'finished';
  emit(draft, 'playerFinished', { seat });
  if (s.mode === 'competitive') return endGame(draft, competitiveResult(s, 'finished', seat));
  if (s.mode === 'solo') return endGame(draft, soloResult(s, 'cleared'));
  // Cooperative: a live turn end; the seat leaves the turn order with its markers and stack.
  for (const slot of record.markers) emit(draft, 'markerChanged', { seat, row: slot, on: false });
  record.markers = [];
  s.deadStreak = 0;
  emit(draft, 'turnEnded', { seat, live: true, deadStreak: 0 });
  const next = nextTakingTurns(s, seat);
  if (next === null) return endGame(draft, cooperativeResult(s, 'allFinished'));
  handOverStack(draft, seat, next);
  startTurn(draft, next, false);
}

/** §6.1: a finished seat's whole stack goes, in order and face down, under the next seat's stack. */
function handOverStack(draft: ReihenDraft, from: Seat, to: Seat): void {
  const seats = draft.s.seats;
  const stack = seats[from]!.stack;
  if (stack.length === 0) return;
  const receiver = seats[to]!;
  const wasEmpty = receiver.stack.length === 0;
  receiver.stack = receiver.stack.concat(stack);
  seats[from]!.stack = [];
  emit(draft, 'stackPassed', { from, to, count: stack.length });
  if (wasEmpty) emit(draft, 'characterRevealed', { seat: to, person: receiver.stack[0] });
}

export function endGame(draft: ReihenDraft, result: Result): void {
  const s = draft.s;
  s.result = result;
  s.turn = { ...s.turn, pending: null };
  emit(draft, 'gameEnded', { ...result });
  emit(draft, 'handsRevealed', {
    hands: s.seats.map((record) => canonical(record.hand)),
    piles: s.seats.map((record) => record.pile.slice()),
  });
}

type Scored = Pick<ReihenState, 'players' | 'seats' | 'resignOrder' | 'exchangesLeft' | 'rowsCompleted'>;

/** §7.1: still-in seats by held ascending (ties share a rank), then resigned seats, latest first. */
export function competitiveResult(s: Scored, reason: 'finished' | 'stalled' | 'resigned', finisher: Seat | null): Result {
  // A resigned seat's cards went to the box (§9): its score is what it held when it resigned (§7.4).
  const scores = s.seats.map((record) => (record.status === 'resigned' ? (record.heldAtResign ?? 0) : held(record)));
  const inGame = allSeats(s.players).filter((seat) => s.seats[seat]!.status !== 'resigned');
  const resignedLatestFirst = s.resignOrder.slice().reverse();
  const standings = placeSeats(inGame, (a, b) => scores[a]! - scores[b]!, resignedLatestFirst).map(
    ({ seat, place }): Standing => ({ seat, rank: place, held: scores[seat]! }),
  );
  // Rank 1 is always a seat still in the game: the game ends when only one is left unresigned (§7.1).
  const winners = finisher !== null ? [finisher] : standings.filter((standing) => standing.rank === 1).map((standing) => standing.seat);
  return { mode: 'competitive', reason, winners, standings, scores };
}

export function cooperativeResult(s: Scored, reason: 'allFinished' | 'stalled' | 'resigned'): Result {
  let cardsLeft = 0;
  for (const record of s.seats) cardsLeft += held(record);
  return { mode: 'cooperative', outcome: reason === 'allFinished' ? 'won' : 'lost', reason, cardsLeft };
}

/** §7.3 / R21: 1 per card placed, 3 per completed row, 10 + 2 per unused exchange when cleared. */
export function soloResult(s: Scored, reason: 'cleared' | 'stuck' | 'stopped'): Result {
  const placed = PILE_CARDS - held(s.seats[0]!);
  const bonus = reason === 'cleared' ? 10 + 2 * s.exchangesLeft : 0;
  return { mode: 'solo', reason, score: placed + 3 * s.rowsCompleted + bonus };
}

/** §7.4: the mode's result mapped onto `{ reason, winners, scores }`. */
export function outcome(state: ReihenState): Outcome | null {
  const result = state.result;
  if (result === null) return null;
  switch (result.mode) {
    case 'competitive':
      return { reason: result.reason, winners: result.winners.slice(), scores: result.scores.slice() };
    case 'cooperative':
      return {
        reason: result.reason,
        winners: result.outcome === 'won' ? state.seats.map((_, seat) => seat) : [],
        scores: state.seats.map(() => result.cardsLeft),
      };
    case 'solo':
      return { reason: result.reason, winners: result.reason === 'cleared' ? [0] : [], scores: [result.score] };
  }
}
