/**
 * What follows a move: starting a turn, the end of turn of §5.2 (draw, win, next seat,
 * turn-start check) and the end of the game. Each function works on the move's draft, whose
 * state is a shallow copy (see `copyState`): it replaces fields with new values and never
 * writes into the input's nested arrays.
 */
import { allSeats, emit, emitPrivate, mergedAscending, nextSeat, nextSeatWhere, type Draft, type Outcome, type Seat } from '../../core/index.js';
import { DRAW_ONE } from './cards.js';
import { hasLegalPlay } from './plays.js';
import { cardsLeft, commandShows, minimumFor, type OutcomeReason, type TheGameState } from './state.js';

type TheGameDraft = Draft<TheGameState>;

/** Makes `seat` the active seat of a new turn and announces its minimum (§9 "Announcements"). */
export function startTurn(draft: TheGameDraft, seat: Seat): void {
  const next = draft.s;
  next.active = seat;
  next.turn += 1;
  next.minimum = minimumFor(next.drawPile);
  next.turnPlays = [];
  emit(draft, 'turnStarted', { seat, turn: next.turn, minimum: next.minimum });
}

/** Ends the game (§7); every hand and the draw pile are revealed (R19). */
export function endGame(draft: TheGameDraft, reason: OutcomeReason, seat: Seat | null): void {
  const next = draft.s;
  const left = cardsLeft(next);
  next.phase = 'ended';
  next.result = { reason, cardsLeft: left, seat };
  emit(draft, 'gameEnded', { outcome: reason, cardsLeft: left, seat });
  emit(draft, 'handsRevealed', { hands: next.hands.map((hand) => hand.slice()), drawPile: next.drawPile.slice() });
}

/** The loss reason when no legal play exists (R6): lost-skull if only the skull rule blocks. */
function lossReason(state: TheGameState, seats: readonly Seat[]): OutcomeReason {
  return seats.some((seat) => hasLegalPlay(state, seat, false)) ? 'lost-skull' : 'lost-stuck';
}

/** The turn-start check of §5.4 for the active seat: the game is lost if it has no legal play. */
export function checkTurnStart(draft: TheGameDraft): void {
  const seat = draft.s.active!;
  if (hasLegalPlay(draft.s, seat)) return;
  endGame(draft, lossReason(draft.s, [seat]), seat);
}

/** The opening's check (§5.4): lost only if no seat at all has a legal play. */
export function checkOpening(draft: TheGameDraft, seats: readonly Seat[]): void {
  if (seats.some((seat) => hasLegalPlay(draft.s, seat))) return;
  endGame(draft, lossReason(draft.s, seats), null);
}

/** Removes `seat`'s shown command counts: they no longer hold once its hand changed (§9). */
export function dropShownCounts(next: TheGameState, seat: Seat): void {
  const hints = next.hints[seat]!;
  if (hints.shownCounts === null) return;
  next.hints = next.hints.slice();
  next.hints[seat] = { ...hints, shownCounts: null };
}

/** §5.5: refill to h, or exactly one card while a drawOne card shows (R10); nothing once the pile is empty. */
function draw(draft: TheGameDraft, seat: Seat): void {
  const next = draft.s;
  if (next.drawPile.length === 0) return;
  const limited = commandShows(next, DRAW_ONE);
  const hand = next.hands[seat]!;
  const count = limited ? 1 : Math.min(next.handSize - hand.length, next.drawPile.length);
  if (count <= 0) return;
  const drawn = next.drawPile.slice(0, count);
  next.drawPile = next.drawPile.slice(count);
  next.hands = next.hands.slice();
  next.hands[seat] = mergedAscending(hand, drawn);
  dropShownCounts(next, seat);
  emitPrivate(draft, 'cardsDrawn', { seat, count, limitedByDrawOne: limited }, [seat], { cards: drawn });
}

/**
 * §5.2 (c), R3: the next seat clockwise that holds a card, possibly `seat` again; the seats with
 * empty hands passed over (only possible once the draw pile is empty) are announced.
 */
function followingSeat(draft: TheGameDraft, seat: Seat): Seat {
  const next = draft.s;
  const following = nextSeatWhere(seat, next.players, (candidate) => next.hands[candidate]!.length > 0) ?? seat;
  for (let skipped = nextSeat(seat, next.players); skipped !== following; skipped = nextSeat(skipped, next.players)) {
    emit(draft, 'seatSkipped', { seat: skipped });
  }
  return following;
}

/** The end of turn of §5.2 (a)–(draft), after `endTurn` or a Stop (R7). */
export function finishTurn(draft: TheGameDraft, by: 'endTurn' | 'stop'): void {
  const next = draft.s;
  const seat = next.active!;
  emit(draft, 'turnEnded', { seat, cardsPlayed: next.turnPlays.length, by });
  draw(draft, seat);
  next.turnPlays = [];
  if (cardsLeft(next) === 0) return endGame(draft, 'won', null);
  startTurn(draft, followingSeat(draft, seat));
  checkTurnStart(draft);
}

/** The game's outcome once it is over (§7): one team result; every seat wins a won game and carries the cards left. */
export function outcome(state: TheGameState): Outcome | null {
  const result = state.result;
  if (result === null) return null;
  const seats = allSeats(state.players);
  return { reason: result.reason, winners: result.reason === 'won' ? seats : [], scores: seats.map(() => result.cardsLeft) };
}
