import { isSeatOf, publicEvent, violation, type Applied, type Seat } from '../../core/index.js';
import { finishGame } from './passage.js';
import type { AuslageState } from './state.js';
import { nextSeatInPlay, seatsInPlay } from './turn.js';

/**
 * A platform resignation (README): the seat leaves the game. Its hand and display stay where they
 * are, out of play, until the passage ends; it is skipped in turn order, scores nothing and is
 * dealt no cards from then on, and it ranks after every seat still in play. When fewer than two
 * seats remain, the game ends at once with reason `resigned`.
 */
export function resignSeat(state: AuslageState, seat: Seat): Applied<AuslageState> {
  if (state.result) violation('GAME_OVER', 'the game has ended');
  if (!isSeatOf(seat, state.players) || state.resigned[seat]) return { state, events: [] };
  const resigned = state.resigned.slice();
  resigned[seat] = true;
  const left: AuslageState = { ...state, resigned };
  const events = [publicEvent('seatResigned', { seat })];
  if (seatsInPlay(resigned) < 2) {
    const finished = finishGame(left, 'resigned');
    return { state: finished.state, events: [...events, ...finished.events] };
  }
  // The resigning seat's turn, and any follow duty with it, passes on.
  if (seat === state.active) {
    left.active = nextSeatInPlay(seat, resigned);
    left.followDuty = false;
  }
  return { state: left, events };
}
