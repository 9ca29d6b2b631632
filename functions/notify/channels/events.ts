/**
 * The notification events, and which of them a channel carries: each channel
 * may name its `events`; a channel that names none carries every event. Here, below decide/ and
 * deliver/, because the channel settings validate and store the list (../README.md: layers).
 */
export const NOTIFICATION_EVENTS = ['game-started', 'your-turn', 'reminder', 'timed-out', 'replaced-by-bot', 'game-finished', 'invited', 'undo-asked'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** True when a channel with this `events` setting (absent: every event) carries `event`. */
export function carriesEvent(events: readonly NotificationEvent[] | undefined, event: NotificationEvent): boolean {
  return events === undefined || events.includes(event);
}

/** The known events of a stored list, in the canonical order (unknown entries dropped); undefined when it is not a list. */
export function knownEvents(value: unknown): NotificationEvent[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return NOTIFICATION_EVENTS.filter((event) => value.includes(event));
}
