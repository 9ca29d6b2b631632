import { publicEvent, type GameEvent } from '../../core/index.js';
import type { DownhillState } from './state.js';

/**
 * The working copy of one `apply` or `resign`: the top level and every seat object are fresh,
 * so the rules may set their fields; arrays are still shared with the input and are only ever
 * replaced, never changed in place (see DownhillState).
 */
export interface Draft {
  s: DownhillState;
  events: GameEvent[];
}

export function draftOf(state: DownhillState): Draft {
  return { s: { ...state, seats: state.seats.map((seat) => ({ ...seat })) }, events: [] };
}

/** Appends a public event (every Downhill event but `handDealt` is public, §8). */
export function emit(draft: Draft, type: string, data: Record<string, unknown>): void {
  draft.events.push(publicEvent(type, data));
}
