import { done, emit, isSeatOf, violation, type Applied, type Seat } from '../../core/index.js';
import { competitiveResult, cooperativeResult, endGame, soloResult, startTurn } from './flow.js';
import { draftOf, held, nextTakingTurns, seatsTakingTurns, type ReihenState } from './state.js';

/**
 * A resignation (§9, R22). Cooperative: the team loses. Solo: the game ends (`stopped`).
 * Competitive: the seat leaves; its cards go to the box unseen, its character stack is removed;
 * an active seat's turn ends without refill and without touching `deadStreak`; the last seat left wins.
 */
export function resign(state: ReihenState, seat: Seat): Applied<ReihenState> {
  if (state.result !== null) violation('GAME_OVER', 'the game has ended');
  if (!isSeatOf(seat, state.players) || state.seats[seat]!.status === 'resigned') {
    violation('NOT_YOUR_TURN', `seat ${seat} is not in the game`);
  }
  const draft = draftOf(state);
  const s = draft.s;
  emit(draft, 'playerResigned', { seat });
  const record = s.seats[seat]!;
  record.status = 'resigned';
  s.resignOrder = [...s.resignOrder, seat];
  if (s.mode !== 'competitive') {
    // The seat keeps its cards: they count as cards left (cooperative) or unplaced (solo).
    endGame(draft, s.mode === 'cooperative' ? cooperativeResult(s, 'resigned') : soloResult(s, 'stopped'));
    return done(draft);
  }

  record.heldAtResign = held(record);
  s.box = [...s.box, ...record.hand, ...record.pile];
  s.removedCharacters = [...s.removedCharacters, ...record.stack];
  record.hand = [];
  record.pile = [];
  record.stack = [];
  const pending = s.turn.pending;
  // §6.2: a Smuggler choice lapses without a swap when its target resigns.
  if (pending !== null && pending.kind === 'smuggler' && pending.target === seat) {
    s.turn.pending = null;
    emit(draft, 'choiceLapsed', { seat: s.turn.seat, target: seat });
  }
  if (seatsTakingTurns(s) === 1) {
    endGame(draft, competitiveResult(s, 'resigned', null));
  } else if (s.turn.seat === seat) {
    startTurn(draft, nextTakingTurns(s, seat)!, false);
  }
  return done(draft);
}
