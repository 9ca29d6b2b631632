/**
 * Notices → deliveries: one per player and channel, each with its delivery id and the exact
 * JSON a webhook receives. The id is derived from (game, version, player, event), so a retry, a
 * stream record seen twice, or a notifier run again on the same batch carries the same id, and a
 * receiver deduplicates on it. Channels get separate deliveries so that each is retried on its
 * own: a failing webhook never re-sends an e-mail; so do a player's push devices.
 */
import { createHash } from 'node:crypto';
import type { Seat } from '../../../engine/index.js';
import { channelCarries, type StoredChannels } from '../channels/stored.js';
import type { Notice, NotificationEvent } from './notices.js';

export const CHANNELS = ['webhook', 'email', 'sns', 'push'] as const;
export type Channel = (typeof CHANNELS)[number];

/** The contract's webhook body: `{ event, deliveryId, gameId, type, version, awaiting, url, at, summary? }`. */
export interface NotificationBody {
  event: NotificationEvent;
  deliveryId: string;
  gameId: string;
  type: string;
  version: number;
  awaiting: Seat[];
  url: string;
  at: string;
  /** What happened since the recipient's own last move, in one line (./catch-up.ts); absent when nothing did, or for an invitation. */
  summary?: string;
}

/** One game in a daily digest: a game awaiting the player. */
export interface DigestGame {
  gameId: string;
  type: string;
  deadline: string | null;
  url: string;
}

/** The daily digest e-mail's content (./digest.ts): every game awaiting the player on `day`, soonest deadline first. */
export interface DigestBody {
  event: 'digest';
  deliveryId: string;
  day: string;
  games: DigestGame[];
  /** The player's list of games in the web app. */
  url: string;
  at: string;
}

export type DeliveryBody = NotificationBody | DigestBody;

/** One notification to one player through one channel (an SQS message in AWS, a local queue entry locally); a digest goes by e-mail only. */
export interface Delivery {
  channel: Channel;
  playerId: string;
  /** The turn's deadline, for e-mail and SNS texts (not part of the webhook body). */
  deadline: string | null;
  /** The push device (channel `push` only): each device is delivered and retried on its own. */
  device?: string;
  body: DeliveryBody;
  /** What the words for people need beyond the body (./messages.ts); not part of the webhook body. */
  words?: MessageWords;
}

/** For the words of a message: who else plays, and the recipient's time zone. */
export interface MessageWords {
  /** The other players by name, bots as "a bot" (the game's seats, not the recipient). */
  others?: string[];
  /** The recipient's IANA time zone (absent: UTC). */
  timeZone?: string;
}

/** A game's notification (every delivery but a digest). */
export type GameDelivery = Delivery & { body: NotificationBody };

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
      const words = stored?.timeZone ? { timeZone: stored.timeZone } : undefined;
      const delivery = { channel, playerId: notice.playerId, deadline: notice.deadline, body, ...(words ? { words } : {}) };
      return channel === 'push' ? Object.keys(stored!.push!.devices).map((device) => ({ ...delivery, device })) : [delivery];
    });
  });
}
