/**
 * The queue's contract between deciding and delivering: one notification to one player through
 * one channel, as the notifier (./decide/) hands it on and the deliverer (./deliver/) receives
 * it — an SQS message in AWS, a local queue entry locally — and the webhook body inside it.
 */
import type { Seat } from '../../engine/index.js';
import type { NotificationEvent } from './channels/events.js';
import type { Language } from '../../engine/core/words/types.js';

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
  /** What happened since the recipient's own last move, in one line (./decide/catch-up.ts); absent when nothing did, or for an invitation. */
  summary?: string;
}

/** One game in a daily digest: a game awaiting the player. */
export interface DigestGame {
  gameId: string;
  type: string;
  deadline: string | null;
  url: string;
}

/** What the other seats of one game said in the digest's day that the player may see (docs/talk.md): counts by name, never the words. */
export interface DigestTalk {
  gameId: string;
  type: string;
  writers: Array<{ name: string; messages: number; reactions: number }>;
  url: string;
}

/** The daily digest e-mail's content (./decide/digest.ts): every game awaiting the player on `day`, soonest deadline first, and the talk of the day. */
export interface DigestBody {
  event: 'digest';
  deliveryId: string;
  day: string;
  games: DigestGame[];
  talk?: DigestTalk[];
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
  /** What the words for people need beyond the body (./decide/messages.ts); not part of the webhook body. */
  words?: MessageWords;
}

/** For the words of a message: who else plays, the recipient's time zone and language. */
export interface MessageWords {
  /** The other persons by name (the game's seats, not the recipient; for an invitation, not who invites either). */
  others?: string[];
  /** How many bots play besides them ("and a bot"). */
  bots?: number;
  /** Who asks for the rematch, by name (an invitation only). */
  inviter?: string;
  /** The recipient's IANA time zone (absent: UTC). */
  timeZone?: string;
  /** The recipient's language (absent: English). */
  language?: Language;
  /** The last notification the hourly cap lets through to this channel this hour: its text says so (./decide/hourly-cap.ts). */
  capReached?: true;
}

/** A game's notification (every delivery but a digest). */
export type GameDelivery = Delivery & { body: NotificationBody };
