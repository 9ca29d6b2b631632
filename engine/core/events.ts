import type { GameEvent, Seat, VisibleEvent } from './types.js';

/** A public event: every viewer sees all of `data`. */
export function publicEvent(type: string, data: Record<string, unknown> = {}): GameEvent {
  return { type, data };
}

/** An event whose `secretData` only `seats` may see; everyone else sees `data`. */
export function privateEvent(
  type: string,
  data: Record<string, unknown>,
  seats: Seat[],
  secretData: Record<string, unknown>,
): GameEvent {
  return { type, data, secret: { seats, data: secretData } };
}

/** The event as `viewer` (a seat, or null for a spectator) may see it. */
export function eventFor(event: GameEvent, viewer: Seat | null): VisibleEvent {
  const mayReadSecret = event.secret !== undefined && viewer !== null && event.secret.seats.includes(viewer);
  return mayReadSecret ? { type: event.type, ...event.data, ...event.secret!.data } : { type: event.type, ...event.data };
}
