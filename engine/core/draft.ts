import { privateEvent, publicEvent } from './events.js';
import type { Applied, GameEvent, Seat } from './types.js';

/**
 * The working copy of one `apply` or `resign`, the same in every game: `s` is the game's
 * `copyState` of the state — fresh where the rules set fields, its arrays shared and only ever
 * replaced, never changed in place — and `events` what happened so far. `done` hands both back
 * as the move's result, so the input state is never touched.
 */
export interface Draft<S> {
  readonly s: S;
  readonly events: GameEvent[];
}

/** A draft over `copy`, which must already be the game's private copy of the state. */
export function draftOver<S>(copy: S): Draft<S> {
  return { s: copy, events: [] };
}

/** Appends an event every viewer sees in full. */
export function emit(draft: Draft<unknown>, type: string, data: Record<string, unknown> = {}): void {
  draft.events.push(publicEvent(type, data));
}

/** Appends an event whose `secretData` only `seats` may see (see `eventFor`). */
export function emitPrivate(
  draft: Draft<unknown>,
  type: string,
  data: Record<string, unknown>,
  seats: Seat[],
  secretData: Record<string, unknown>,
): void {
  draft.events.push(privateEvent(type, data, seats, secretData));
}

/** The move's result: the draft's state and events. */
export function done<S>(draft: Draft<S>): Applied<S> {
  return { state: draft.s, events: draft.events };
}
