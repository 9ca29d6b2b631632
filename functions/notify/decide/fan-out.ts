/**
 * Notices → deliveries: one per player and channel, each with its delivery id and the exact
 * JSON a webhook receives. The id is derived from (game, version, player, event), so a retry, a
 * stream record seen twice, or a notifier run again on the same batch carries the same id, and a
 * receiver deduplicates on it. Channels get separate deliveries so that each is retried on its
 * own: a failing webhook never re-sends an e-mail; so do a player's push devices.
 */
import type { Language } from '../../../engine/core/words/types.js';
import { createHash } from 'node:crypto';
import { channelCarries, type StoredChannels } from '../channels/stored.js';
import { CHANNELS, type Channel, type GameDelivery, type NotificationBody } from '../delivery.js';
import type { Notice, NotificationEvent } from './notices.js';

/**
 * A UUID (RFC 9562 version 8, "custom") made from a SHA-256 of the delivery's identity: the same
 * (game, version, player, event) always gives the same id.
 */
export function deliveryId(gameId: string, version: number, playerId: string, event: NotificationEvent | 'digest'): string {
  const bytes = createHash('sha256').update(`turnpost-delivery\n${gameId}\n${version}\n${playerId}\n${event}`, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The game's page in the web app: `<app URL>/games/<id>` (relative, under /play, when no URL is configured). */
export function gameLink(appUrl: string | null, gameId: string): string {
  return `${appUrl ?? '/play'}/games/${gameId}`;
}

export function notificationBody(notice: Notice, appUrl: string | null): NotificationBody {
  return {
    event: notice.event,
    deliveryId: deliveryId(notice.gameId, notice.version, notice.playerId, notice.event),
    gameId: notice.gameId,
    type: notice.type,
    version: notice.version,
    awaiting: notice.awaiting,
    url: gameLink(appUrl, notice.gameId),
    at: notice.at,
  };
}

/** The channels a player has set up that carry `event` (a webhook turned off after a 410 Gone is left out). */
export function channelsChosen(channels: StoredChannels | undefined, event: NotificationEvent): Channel[] {
  if (!channels) return [];
  return CHANNELS.filter((channel) => channelCarries(channels, channel, event) && !(channel === 'webhook' && channels.webhook!.disabled));
}

/** Every delivery for `notices`, given each player's channels (players without channels get none); one per push device. */
export function deliveriesFor(notices: readonly Notice[], channelsOf: ReadonlyMap<string, StoredChannels>, appUrl: string | null): GameDelivery[] {
  return notices.flatMap((notice) => {
    const stored = channelsOf.get(notice.playerId);
    const channels = channelsChosen(stored, notice.event);
    if (channels.length === 0) return [];
    const body = notificationBody(notice, appUrl);
    return channels.flatMap((channel): GameDelivery[] => {
      const words = stored?.timeZone || stored?.language ? { ...(stored.timeZone ? { timeZone: stored.timeZone } : {}), ...(stored.language ? { language: stored.language } : {}) } : undefined;
      const delivery = { channel, playerId: notice.playerId, deadline: notice.deadline, body, ...(words ? { words } : {}) };
      return channel === 'push' ? Object.keys(stored!.push!.devices).map((device) => ({ ...delivery, device })) : [delivery];
    });
  });
}
