/** Who may act: the awaited seats, legalMoves and timeoutMove (§5.3 "Awaiting", §9 "Timeouts"). */
import { allSeats, isSeatOf, violation, type Seat } from '../../core/index.js';
import { endTurnCode, legalPlays } from './plays.js';
import type { PlayMove, TheGameMove } from './schema.js';
import type { TheGameState } from './state.js';

/** A seat number outside the game is refused like any seat whose turn it is not (README). */
export function assertSeat(state: TheGameState, seat: Seat): void {
  if (!isSeatOf(seat, state.players)) violation('NOT_YOUR_TURN', `there is no seat ${seat}`);
}

/** Opening: every seat; a turn: the active seat only; after the end: nobody. */
export function awaiting(state: TheGameState): Seat[] {
  if (state.phase === 'ended') return [];
  if (state.phase === 'opening') return allSeats(state.players);
  return [state.active!];
}

function isAwaited(state: TheGameState, seat: Seat): boolean {
  return state.phase === 'opening' || (state.phase === 'playing' && seat === state.active);
}

/** Whether `seat` may send `endTurn` now (§8: shown to the active seat). */
export function canEndTurn(state: TheGameState, seat: Seat): boolean {
  return state.phase === 'playing' && seat === state.active && endTurnCode(state) === null;
}

/** The seat's legal plays (§8): for the active seat, and for every seat in the opening. */
export function legalPlaysOf(state: TheGameState, seat: Seat): PlayMove[] {
  return isAwaited(state, seat) ? legalPlays(state, seat) : [];
}

/**
 * Plays and endTurn; hints, showCommands and concede are legal but not listed: legalMoves holds
 * the moves that advance the game (docs/architecture.md).
 */
export function legalMoves(state: TheGameState, seat: Seat): TheGameMove[] {
  const moves: TheGameMove[] = legalPlaysOf(state, seat);
  if (canEndTurn(state, seat)) moves.push({ type: 'endTurn' });
  return moves;
}

/** §9: endTurn if allowed, else the first legal play (lowest card; piles up1, up2, down1, down2). */
export function timeoutMove(state: TheGameState, seat: Seat): TheGameMove | null {
  if (!isAwaited(state, seat)) return null;
  if (state.phase === 'opening' && seat !== 0) return null;
  if (canEndTurn(state, seat)) return { type: 'endTurn' };
  return legalPlays(state, seat, true)[0] ?? null;
}
