/** resign(): a platform resignation (README, "Resigning"). */
import { done, emit, isSeatOf, violation, type Applied, type Seat } from '../../core/index.js';
import { endGame, passTurn, proceed } from './flow.js';
import { discardCard } from './piles.js';
import { offer } from './resolution.js';
import { draftOf, type Flip7Draft, type Flip7State } from './state.js';

/**
 * The seat leaves for good and scores nothing more. The game goes on while two or more seats
 * remain, else the last seat wins (`resigned`).
 */
export function resign(state: Flip7State, seat: Seat): Applied<Flip7State> {
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
function reviseOffer(draft: Flip7Draft, seat: Seat): void {
  const pending = draft.s.offer!;
  draft.s.offer = null;
  if (pending.chooser === seat) {
    discardCard(draft, pending.card);
    emit(draft, 'actionDiscarded', { seat, card: pending.card, reason: 'holderResigned' });
  } else {
    offer(draft, pending.chooser, pending.card); // recomputed: may now be forced or have no target (R7)
  }
}
