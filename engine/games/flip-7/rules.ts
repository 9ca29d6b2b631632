import { isSeatOf, violation, type Applied, type Seat } from '../../core/index.js';
import { discardCard } from './piles.js';
import { draftOf, emit, type Draft } from './draft.js';
import { passTurn, proceed } from './flow.js';
import { drawFor, giveAction, hasCard, offer } from './resolution.js';
import { endGame } from './round.js';
import type { Flip7Move } from './schema.js';
import type { Flip7State } from './state.js';

/** The seat the engine waits on (§5.1), or null once the game is over. */
export function awaitedSeat(s: Flip7State): Seat | null {
  if (s.phase === 'gameOver') return null;
  if (s.offer !== null) return s.offer.chooser;
  return s.turn;
}

/** Applies one move (§5.3); the checks run in the spec's order, so the first failure gives its code. */
export function applyMove(state: Flip7State, seat: Seat, move: Flip7Move): Applied<Flip7State> {
  if (state.phase === 'gameOver') violation('GAME_OVER', 'the game has ended');
  if (awaitedSeat(state) !== seat) violation('NOT_YOUR_TURN', `the game is waiting on seat ${awaitedSeat(state)}`);
  switch (move.type) {
    case 'hit':
      return hit(state);
    case 'stay':
      return stay(state);
    case 'giveAction':
      return give(state, move.target, move.card);
  }
}

function assertNoChoicePending(state: Flip7State): void {
  if (state.offer !== null) violation('TARGET_CHOICE_PENDING', `first give the ${state.offer.card} to a seat`);
}

/** `hit`: draw and resolve; the turn passes once the resolution is complete (§5.4). */
function hit(state: Flip7State): Applied<Flip7State> {
  assertNoChoicePending(state);
  const draft = draftOf(state);
  const s = draft.s;
  s.resolvingHit = true;
  drawFor(draft, s.turn!, 'hit');
  proceed(draft);
  return done(draft);
}

/** `stay`: needs a card (R5); the row scores at round end and the turn passes. */
function stay(state: Flip7State): Applied<Flip7State> {
  assertNoChoicePending(state);
  const seat = state.turn!;
  if (!hasCard(state.seats[seat]!)) violation('NO_CARDS_TO_STAY', 'a seat with no card must hit');
  const draft = draftOf(state);
  draft.s.seats[seat]!.status = 'stayed';
  emit(draft, 'stayed', { seat });
  passTurn(draft);
  proceed(draft);
  return done(draft);
}

/** `giveAction`: the pending card goes to `target` and takes effect at once (§6.3). */
function give(state: Flip7State, target: Seat, card: string | undefined): Applied<Flip7State> {
  const pending = state.offer;
  if (pending === null) violation('NO_ACTION_TO_GIVE', 'no action card is waiting for a target');
  if (card !== undefined && card !== pending.card) violation('ACTION_MISMATCH', `the card being given is ${pending.card}`);
  if (!isSeatOf(target, state.players)) violation('NO_SUCH_SEAT', `there is no seat ${target}`);
  const receiver = state.seats[target]!;
  if (receiver.status !== 'active') violation('TARGET_NOT_ACTIVE', `seat ${target} is ${receiver.status}`);
  if (pending.card === 'SC' && receiver.secondChance) violation('TARGET_HAS_SECOND_CHANCE', `seat ${target} already holds a Second Chance`);
  const draft = draftOf(state);
  draft.s.offer = null;
  giveAction(draft, pending.chooser, target, pending.card, false);
  proceed(draft);
  return done(draft);
}

/**
 * A platform resignation (README, "Resigning"): the seat leaves for good and scores nothing
 * more. The game goes on while two or more seats remain, else the last seat wins (`resigned`).
 */
export function resignSeat(state: Flip7State, seat: Seat): Applied<Flip7State> {
  if (state.phase === 'gameOver') violation('GAME_OVER', 'the game has ended');
  if (!isSeatOf(seat, state.players)) violation('NO_SUCH_SEAT', `there is no seat ${seat}`);
  if (state.seats[seat]!.status === 'resigned') return { state, events: [] };
  const draft = draftOf(state);
  const s = draft.s;
  s.seats[seat]!.status = 'resigned';
  emit(draft, 'resigned', { seat });
  const remaining = s.seats.flatMap((other, index) => (other.status === 'resigned' ? [] : [index]));
  if (remaining.length < 2) {
    endGame(draft, 'resigned', remaining);
    return done(draft);
  }
  if (s.offer !== null) reviseOffer(draft, seat);
  else if (s.phase === 'play' && !s.resolvingHit && s.turn === seat) passTurn(draft);
  proceed(draft);
  return done(draft);
}

/** A resignation during a pending choice: the leaver's own card is discarded, any other offer loses the leaver as a target. */
function reviseOffer(draft: Draft, seat: Seat): void {
  const pending = draft.s.offer!;
  draft.s.offer = null;
  if (pending.chooser === seat) {
    discardCard(draft, pending.card);
    emit(draft, 'actionDiscarded', { seat, card: pending.card, reason: 'holderResigned' });
  } else {
    offer(draft, pending.chooser, pending.card); // recomputed: may now be forced or have no target (R7)
  }
}

function done(draft: Draft): Applied<Flip7State> {
  return { state: draft.s, events: draft.events };
}
