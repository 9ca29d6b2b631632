import { done, emit, violation, type Applied, type Seat } from '../../core/index.js';
import { endGame } from './flow.js';
import { playForResigned } from './rules.js';
import { draftOf, type DownhillState } from './state.js';

/**
 * §9 Resignation: the seat stays at the table and its time-out move is made whenever it is
 * awaited; it ranks below every seat that did not resign. With fewer than two seats left
 * unresigned the game ends at once (the round in progress is not scored).
 */
export function resign(state: DownhillState, seat: Seat): Applied<DownhillState> {
  if (state.outcome !== null) violation('GAME_OVER', 'the game has ended');
  if (state.seats[seat].resigned) violation('ALREADY_RESIGNED', `seat ${seat} has already resigned`);
  const draft = draftOf(state);
  const s = draft.s;
  s.seats[seat].resigned = true;
  s.resignations = s.resignations.concat(seat);
  emit(draft, 'resigned', { seat });
  if (s.seats.filter((other) => !other.resigned).length < 2) endGame(draft, 'resigned');
  else playForResigned(draft);
  return done(draft);
}
