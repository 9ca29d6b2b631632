import { allSeats, placeSeats, privateEvent, publicEvent, type GameEvent, type Seat } from '../../core/index.js';
import { HAND_SIZE, PILE_CARDS, canonical, type Code } from './cards.js';
import { held, nextTakingTurns, stallLimit, type Draft, type Result, type Standing } from './state.js';

/** Turn flow (§5.2), finishing, and the end of the game (§7). */

export function startTurn(d: Draft, seat: Seat, bonus: boolean, events: GameEvent[]): void {
  d.turn = { seat, bonus, characterUsed: false, rebuilds: 0, progress: 0, sprinter: false, pending: null };
  events.push(publicEvent('turnStarted', { seat, bonus }));
}

/** Refill: draw from the own pile up to 6 cards; a short pile gives fewer, a bigger hand stays (R9). */
export function refill(d: Draft, seat: Seat, events: GameEvent[]): void {
  const record = d.seats[seat]!;
  const count = Math.min(HAND_SIZE - record.hand.length, record.pile.length);
  if (count <= 0) return;
  drawCards(d, seat, count, events);
}

export function drawCards(d: Draft, seat: Seat, count: number, events: GameEvent[]): void {
  const record = d.seats[seat]!;
  const cards = record.pile.slice(0, count);
  record.hand = record.hand.concat(cards);
  record.pile = record.pile.slice(count);
  events.push(privateEvent('cardsDrawn', { seat, count }, [seat], { cards }));
}

/** Cards go under the own pile one by one, the last listed lowest (`exchange`, Trader). */
export function putUnderPile(d: Draft, seat: Seat, cards: readonly Code[], events: GameEvent[]): void {
  const record = d.seats[seat]!;
  const leaving = new Set(cards);
  record.hand = record.hand.filter((card) => !leaving.has(card));
  record.pile = record.pile.concat(cards);
  events.push(privateEvent('cardsExchanged', { seat, count: cards.length }, [seat], { cards: cards.slice() }));
}

/**
 * After each move of the active seat: a seat without hand and pile has finished (R11); an empty
 * hand with cards left in the pile ends the turn by itself (R4).
 */
export function settleActiveSeat(d: Draft, events: GameEvent[]): void {
  if (d.result !== null) return;
  const record = d.seats[d.turn.seat]!;
  if (record.hand.length > 0) return;
  if (record.pile.length === 0) finishSeat(d, events);
  else endTurn(d, null, events);
}

/** Turn end, steps 1–5 of §5.2. `exchanged` names the cards of an `exchange`. */
export function endTurn(d: Draft, exchanged: readonly Code[] | null, events: GameEvent[]): void {
  const seat = d.turn.seat;
  const live = d.turn.progress > 0;
  if (live) d.deadStreak = 0;
  else {
    d.deadStreak++;
    if (d.mode === 'solo') {
      if (d.exchangesLeft === 0) {
        events.push(publicEvent('turnEnded', { seat, live, deadStreak: d.deadStreak }));
        return endGame(d, soloResult(d, 'stuck'), events);
      }
      d.exchangesLeft--;
    }
  }
  if (exchanged !== null) putUnderPile(d, seat, exchanged, events);
  refill(d, seat, events);
  events.push(publicEvent('turnEnded', { seat, live, deadStreak: d.deadStreak }));
  if (d.mode !== 'solo' && d.deadStreak >= stallLimit(d)) {
    return endGame(d, d.mode === 'competitive' ? competitiveResult(d, 'stalled', null) : cooperativeResult(d, 'stalled'), events);
  }
  // R25: one bonus turn after a Sprinter turn; none after the bonus turn itself.
  if (d.turn.sprinter) startTurn(d, seat, true, events);
  else startTurn(d, nextTakingTurns(d, seat) ?? seat, false, events);
}

/** §5.2 "Finishing": hand and pile are empty. */
export function finishSeat(d: Draft, events: GameEvent[]): void {
  const seat = d.turn.seat;
  const record = d.seats[seat]!;
  record.status = 'finished';
  events.push(publicEvent('playerFinished', { seat }));
  if (d.mode === 'competitive') return endGame(d, competitiveResult(d, 'finished', seat), events);
  if (d.mode === 'solo') return endGame(d, soloResult(d, 'cleared'), events);
  // Cooperative: a live turn end; the seat leaves the turn order with its markers and stack.
  for (const slot of record.markers) events.push(publicEvent('markerChanged', { seat, row: slot, on: false }));
  record.markers = [];
  d.deadStreak = 0;
  events.push(publicEvent('turnEnded', { seat, live: true, deadStreak: 0 }));
  const next = nextTakingTurns(d, seat);
  if (next === null) return endGame(d, cooperativeResult(d, 'allFinished'), events);
  handOverStack(d, seat, next, events);
  startTurn(d, next, false, events);
}

/** §6.1: a finished seat's whole stack goes, in order and face down, under the next seat's stack. */
function handOverStack(d: Draft, from: Seat, to: Seat, events: GameEvent[]): void {
  const stack = d.seats[from]!.stack;
  if (stack.length === 0) return;
  const receiver = d.seats[to]!;
  const wasEmpty = receiver.stack.length === 0;
  receiver.stack = receiver.stack.concat(stack);
  d.seats[from]!.stack = [];
  events.push(publicEvent('stackPassed', { from, to, count: stack.length }));
  if (wasEmpty) events.push(publicEvent('characterRevealed', { seat: to, person: receiver.stack[0] }));
}

export function endGame(d: Draft, result: Result, events: GameEvent[]): void {
  d.result = result;
  d.turn = { ...d.turn, pending: null };
  events.push(publicEvent('gameEnded', { ...result }));
  events.push(
    publicEvent('handsRevealed', {
      hands: d.seats.map((record) => canonical(record.hand)),
      piles: d.seats.map((record) => record.pile.slice()),
    }),
  );
}

/** §7.1: still-in seats by held ascending (ties share a rank), then resigned seats, latest first. */
export function competitiveResult(d: Draft, reason: 'finished' | 'stalled' | 'resigned', finisher: Seat | null): Result {
  // A resigned seat's cards went to the box (§9): its score is what it held when it resigned (§7.4).
  const scores = d.seats.map((record) => (record.status === 'resigned' ? (record.heldAtResign ?? 0) : held(record)));
  const inGame = allSeats(d.players).filter((seat) => d.seats[seat]!.status !== 'resigned');
  const resignedLatestFirst = d.resignOrder.slice().reverse();
  const standings = placeSeats(inGame, (a, b) => scores[a]! - scores[b]!, resignedLatestFirst).map(
    ({ seat, place }): Standing => ({ seat, rank: place, held: scores[seat]! }),
  );
  // Rank 1 is always a seat still in the game: the game ends when only one is left unresigned (§7.1).
  const winners = finisher !== null ? [finisher] : standings.filter((standing) => standing.rank === 1).map((standing) => standing.seat);
  return { mode: 'competitive', reason, winners, standings, scores };
}

export function cooperativeResult(d: Draft, reason: 'allFinished' | 'stalled' | 'resigned'): Result {
  let cardsLeft = 0;
  for (const record of d.seats) cardsLeft += held(record);
  return { mode: 'cooperative', outcome: reason === 'allFinished' ? 'won' : 'lost', reason, cardsLeft };
}

/** §7.3 / R21: 1 per card placed, 3 per completed row, 10 + 2 per unused exchange when cleared. */
export function soloResult(d: Draft, reason: 'cleared' | 'stuck' | 'stopped'): Result {
  const placed = PILE_CARDS - held(d.seats[0]!);
  const bonus = reason === 'cleared' ? 10 + 2 * d.exchangesLeft : 0;
  return { mode: 'solo', reason, score: placed + 3 * d.rowsCompleted + bonus };
}
