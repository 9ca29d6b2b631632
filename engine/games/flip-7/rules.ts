/** apply(): the checks of §5.3 in the spec's order (the first failure gives its code), then the move's effect. */
import { done, emit, isSeatOf, violation, type Applied, type Seat } from '../../core/index.js';
import { passTurn, proceed } from './flow.js';
import { awaitedSeat } from './legal.js';
import { drawFor, giveAction, hasCard } from './resolution.js';
import type { Flip7Move } from './schema.js';
import { draftOf, type Flip7State } from './state.js';

export function apply(state: Flip7State, seat: Seat, move: Flip7Move): Applied<Flip7State> {
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
