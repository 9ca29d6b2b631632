/** resign(): R17, a platform resignation counts as a concession by that seat. */
import { done, violation, type Applied, type Seat } from '../../core/index.js';
import { endGame } from './flow.js';
import { assertSeat } from './legal.js';
import { draftOf, type TheGameState } from './state.js';

/**
 * Any seat, at any moment of a running game: the game ends `lost-conceded` with that seat,
 * because the team cannot go on without its cards. A finished game refuses with GAME_OVER.
 */
export function resign(state: TheGameState, seat: Seat): Applied<TheGameState> {
  assertSeat(state, seat);
  if (state.phase === 'ended') violation('GAME_OVER', 'the game has ended');
  const draft = draftOf(state);
  endGame(draft, 'lost-conceded', seat);
  return done(draft);
}
