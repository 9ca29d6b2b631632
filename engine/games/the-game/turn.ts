/**
 * Turn flow: starting a turn, the end of turn of §5.2 (draw, win, next seat, turn-start check)
 * and the end of the game. Each function takes `next`, a fresh shallow copy of the state owned
 * by the caller, and replaces its fields with new values; nested arrays of the input are never
 * written to.
 */
import { nextSeat, nextSeatWhere, publicEvent, privateEvent, type GameEvent, type Seat } from '../../core/index.js';
import { DRAW_ONE } from './cards.js';
import { hasLegalPlay } from './plays.js';
import { cardsLeft, commandShows, minimumFor, type OutcomeReason, type TheGameState } from './state.js';

/** Makes `seat` the active seat of a new turn and announces its minimum (§9 "Announcements"). */
export function startTurn(next: TheGameState, events: GameEvent[], seat: Seat): void {
  next.active = seat;
  next.turn += 1;
  next.minimum = minimumFor(next.drawPile);
  next.turnPlays = [];
  events.push(publicEvent('turnStarted', { seat, turn: next.turn, minimum: next.minimum }));
}

/** Ends the game (§7); every hand and the draw pile are revealed (R19). */
export function endGame(next: TheGameState, events: GameEvent[], reason: OutcomeReason, seat: Seat | null): void {
  const left = cardsLeft(next);
  next.phase = 'ended';
  next.result = { reason, cardsLeft: left, seat };
  events.push(publicEvent('gameEnded', { outcome: reason, cardsLeft: left, seat }));
  events.push(publicEvent('handsRevealed', { hands: next.hands.map((hand) => hand.slice()), drawPile: next.drawPile.slice() }));
}

/** The loss reason when no legal play exists (R6): lost-skull if only the skull rule blocks. */
function lossReason(state: TheGameState, seats: readonly Seat[]): OutcomeReason {
  return seats.some((seat) => hasLegalPlay(state, seat, false)) ? 'lost-skull' : 'lost-stuck';
}

/** The turn-start check of §5.4 for the active seat: the game is lost if it has no legal play. */
export function checkTurnStart(next: TheGameState, events: GameEvent[]): void {
  const seat = next.active!;
  if (hasLegalPlay(next, seat)) return;
  endGame(next, events, lossReason(next, [seat]), seat);
}

/** The opening's check (§5.4): lost only if no seat at all has a legal play. */
export function checkOpening(next: TheGameState, events: GameEvent[], seats: readonly Seat[]): void {
  if (seats.some((seat) => hasLegalPlay(next, seat))) return;
  endGame(next, events, lossReason(next, seats), null);
}

/** Removes `seat`'s shown command counts: they no longer hold once its hand changed (§9). */
export function dropShownCounts(next: TheGameState, seat: Seat): void {
  const hints = next.hints[seat]!;
  if (hints.shownCounts === null) return;
  next.hints = next.hints.slice();
  next.hints[seat] = { ...hints, shownCounts: null };
}

/** §5.5: refill to h, or exactly one card while a drawOne card shows (R10); nothing once the pile is empty. */
function draw(next: TheGameState, events: GameEvent[], seat: Seat): void {
  if (next.drawPile.length === 0) return;
  const limited = commandShows(next, DRAW_ONE);
  const hand = next.hands[seat]!;
  const count = limited ? 1 : Math.min(next.handSize - hand.length, next.drawPile.length);
  if (count <= 0) return;
  const drawn = next.drawPile.slice(0, count);
  next.drawPile = next.drawPile.slice(count);
  next.hands = next.hands.slice();
  next.hands[seat] = hand.concat(drawn).sort((a, b) => a - b);
  dropShownCounts(next, seat);
  events.push(privateEvent('cardsDrawn', { seat, count, limitedByDrawOne: limited }, [seat], { cards: drawn }));
}

/**
 * §5.2 (c), R3: the next seat clockwise that holds a card, possibly `seat` again; the seats with
 * empty hands passed over (only possible once the draw pile is empty) are announced.
 */
function followingSeat(next: TheGameState, events: GameEvent[], seat: Seat): Seat {
  const following = nextSeatWhere(seat, next.players, (candidate) => next.hands[candidate]!.length > 0) ?? seat;
  for (let skipped = nextSeat(seat, next.players); skipped !== following; skipped = nextSeat(skipped, next.players)) {
    events.push(publicEvent('seatSkipped', { seat: skipped }));
  }
  return following;
}

/** The end of turn of §5.2 (a)–(d), after `endTurn` or a Stop (R7). */
export function finishTurn(next: TheGameState, events: GameEvent[], by: 'endTurn' | 'stop'): void {
  const seat = next.active!;
  events.push(publicEvent('turnEnded', { seat, cardsPlayed: next.turnPlays.length, by }));
  draw(next, events, seat);
  next.turnPlays = [];
  if (cardsLeft(next) === 0) return endGame(next, events, 'won', null);
  startTurn(next, events, followingSeat(next, events, seat));
  checkTurnStart(next, events);
}
