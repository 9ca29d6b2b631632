/**
 * Which events each channel carries, as the settings form holds them: a list per channel (`null`:
 * every event, the server's default), read from the stored channels, and the change to send.
 */
import type { NotifyView } from '../api/types.js';

export type Channel = 'webhook' | 'email' | 'sns';
export type ChannelEvents = Record<Channel, string[] | null>;

export function storedEvents(notify: NotifyView): ChannelEvents {
  return {
    webhook: notify.webhook?.events ?? null,
    email: notify.email?.events ?? null,
    sns: notify.sns && notify.sns !== true ? notify.sns.events : null,
  };
}

/** The list as ticked boxes: every event for `null`. */
export function ticked(events: string[] | null, all: readonly string[]): string[] {
  return events ?? [...all];
}

/** The `events` to send for a channel: absent when unchanged, `null` when every event is ticked. */
export function eventsChange(form: string[] | null, stored: string[] | null, all: readonly string[]): { events?: string[] | null } {
  const wanted = ticked(form, all);
  const had = ticked(stored, all);
  if (wanted.length === had.length && wanted.every((event) => had.includes(event))) return {};
  return { events: all.every((event) => wanted.includes(event)) ? null : all.filter((event) => wanted.includes(event)) };
}
