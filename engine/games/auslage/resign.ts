import { done, emit, isSeatOf, violation, type Applied, type Seat } from '../../core/index.js';
import { finishGame, nextSeatInPlay, seatsInPlay } from './flow.js';
import { draftOf, type AuslageState } from './state.js';

/**
 * A platform resignation (README): the seat leaves the game. Its hand and display stay where they
 * are, out of play, until the passage ends; it is skipped in turn order, scores nothing and is
 * dealt no cards from then on, and it ranks after every seat still in play. When fewer than two
 * seats remain, the game ends at once with reason `resigned`.
 */
export function resign(state: AuslageState, seat: Seat): Applied<AuslageState> {
  if (state.result) violation('GAME_OVER', 'the game has ended');
  const draft = draftOf(state);
  if (!isSeatOf(seat, state.players) || state.resigned[seat]) return done(draft);
  const s = draft.s;
  const resigned = s.resigned.slice();
  resigned[seat] = true;
  s.resigned = resigned;
  emit(draft, 'seatResigned', { seat });
  if (seatsInPlay(resigned) < 2) finishGame(draft, 'resigned');
  else if (seat === s.active) {
    // The resigning seat's turn, and any follow duty with it, passes on.
    s.active = nextSeatInPlay(seat, resigned);
    s.followDuty = false;
  }
  return done(draft);
}
