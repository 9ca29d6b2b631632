import { isSeatOf, publicEvent, violation, type Applied, type GameEvent, type Seat } from '../../core/index.js';
import { competitiveResult, cooperativeResult, endGame, soloResult, startTurn } from './flow.js';
import { draftOf, held, nextTakingTurns, seatsTakingTurns, type ReihenState } from './state.js';

/**
 * A resignation (§9, R22). Cooperative: the team loses. Solo: the game ends (`stopped`).
 * Competitive: the seat leaves; its cards go to the box unseen, its character stack is removed;
 * an active seat's turn ends without refill and without touching `deadStreak`; the last seat left wins.
 */
export function resignSeat(state: ReihenState, seat: Seat): Applied<ReihenState> {
  if (state.result !== null) violation('GAME_OVER', 'the game has ended');
  if (!isSeatOf(seat, state.players) || state.seats[seat]!.status === 'resigned') {
    violation('NOT_YOUR_TURN', `seat ${seat} is not in the game`);
  }
  const d = draftOf(state);
  const events: GameEvent[] = [publicEvent('playerResigned', { seat })];
  const record = d.seats[seat]!;
  record.status = 'resigned';
  d.resignOrder = [...d.resignOrder, seat];
  if (d.mode !== 'competitive') {
    // The seat keeps its cards: they count as cards left (cooperative) or unplaced (solo).
    endGame(d, d.mode === 'cooperative' ? cooperativeResult(d, 'resigned') : soloResult(d, 'stopped'), events);
    return { state: d, events };
  }

  record.heldAtResign = held(record);
  d.box = [...d.box, ...record.hand, ...record.pile];
  d.removedCharacters = [...d.removedCharacters, ...record.stack];
  record.hand = [];
  record.pile = [];
  record.stack = [];
  const pending = d.turn.pending;
  // §6.2: a Smuggler choice lapses without a swap when its target resigns.
  if (pending !== null && pending.kind === 'smuggler' && pending.target === seat) {
    d.turn.pending = null;
    events.push(publicEvent('choiceLapsed', { seat: d.turn.seat, target: seat }));
  }
  if (seatsTakingTurns(d) === 1) {
    endGame(d, competitiveResult(d, 'resigned', null), events);
  } else if (d.turn.seat === seat) {
    startTurn(d, nextTakingTurns(d, seat)!, false, events);
  }
  return { state: d, events };
}
