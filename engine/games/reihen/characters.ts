import { privateEvent, publicEvent, violation, type Applied, type GameEvent, type Seat } from '../../core/index.js';
import type { Person } from './cards.js';
import { settleActiveSeat } from './flow.js';
import { assertNoPending, assertTurn } from './guards.js';
import { applyEffect } from './persons.js';
import type { UseCharacter } from './schema.js';
import { draftOf, nextTakingTurns, type Draft, type ReihenState } from './state.js';

/** `useCharacter` (§6): the common checks of §5.2 in table order, the person's effect, the hand-over. */
export function useCharacter(state: ReihenState, seat: Seat, move: UseCharacter): Applied<ReihenState> {
  assertTurn(state, seat);
  assertNoPending(state);
  if (!state.useCharacters) violation('CHARACTERS_DISABLED', 'this game is played without characters');
  const faceUp = state.seats[seat]!.stack[0];
  if (faceUp === undefined) violation('NO_FACE_UP_CHARACTER', 'you have no face-up character');
  if (move.person !== faceUp) violation('NOT_YOUR_CHARACTER', `your face-up person is ${faceUp}`);
  if (state.turn.characterUsed) violation('CHARACTER_ALREADY_USED', 'one character per turn (R15)');
  if (state.turn.bonus) violation('BONUS_TURN_NO_CHARACTER', 'no character in a Sprinter bonus turn (R25)');

  const d = draftOf(state);
  const events: GameEvent[] = [announce(seat, move)];
  d.turn.characterUsed = true;
  applyEffect(d, seat, move, events);
  passOn(d, seat, move.person, events);
  settleActiveSeat(d, events);
  return { state: d, events };
}

/**
 * `characterUsed` with the move's public fields. Cards that travel face down stay with the user:
 * the Courier's card (R24) and the Trader's cards (§8, like an exchange).
 */
function announce(seat: Seat, move: UseCharacter): GameEvent {
  const { type: _type, ...fields } = move;
  if (fields.person === 'courier') {
    const { card, ...rest } = fields;
    return privateEvent('characterUsed', { seat, ...rest }, [seat], { card });
  }
  if (fields.person === 'trader') {
    const { cards, ...rest } = fields;
    return privateEvent('characterUsed', { seat, ...rest, count: cards.length }, [seat], { cards });
  }
  return publicEvent('characterUsed', { seat, ...fields });
}

/** §6.1 / R16: the used card goes under the next playing seat's stack (own stack in solo). */
function passOn(d: Draft, seat: Seat, person: Person, events: GameEvent[]): void {
  const user = d.seats[seat]!;
  user.stack = user.stack.slice(1);
  const to = d.mode === 'solo' ? seat : (nextTakingTurns(d, seat) ?? seat);
  const receiver = d.seats[to]!;
  const wasEmpty = receiver.stack.length === 0;
  receiver.stack = [...receiver.stack, person];
  events.push(publicEvent('characterPassed', { person, from: seat, to }));
  if (to !== seat && wasEmpty) events.push(publicEvent('characterRevealed', { seat: to, person }));
  // R15: the next card is face up at once, usable from the next turn.
  if (user.stack.length > 0) events.push(publicEvent('characterRevealed', { seat, person: user.stack[0] }));
}
