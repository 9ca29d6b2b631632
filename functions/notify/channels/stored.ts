/**
 * A player's channels as the player item stores them (`notify`), read without any schema code:
 * the deliverer imports this, not ./requests.ts, so its bundle carries no zod.
 */

import { isLanguage, type Language } from '../../../engine/core/words/types.js';
import { carriesEvent, knownEvents, type NotificationEvent } from './events.js';

/** How a webhook is posted: `json` signed by Standard Webhooks; `discord`, `slack` an unsigned chat message. */
export const WEBHOOK_FORMATS = ['json', 'discord', 'slack'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

/** Why and when a webhook was turned off (its receiver answered 410 Gone, or failed for a day); shown to the player. */
export type WebhookOff = { at: string; reason: string };

export type StoredWebhook = {
  url: string;
  /** Absent: `json`. */
  format?: WebhookFormat;
  /** The signing secret (`json` only). */
  secret?: string;
  secretCreatedAt?: string;
  /** The secret before the last rotation: it still signs deliveries until `expiresAt`. */
  previousSecret?: { secret: string; expiresAt: string };
  /** Set when the receiver answered 410 Gone, or failed for a day (../deliver/webhook-failures.ts): no deliveries until the player sets the webhook again. */
  disabled?: WebhookOff;
  /** Failed attempts in a row (absent: none) and when the first of them was (store/webhook-failures.ts). */
  failures?: number;
  failingSince?: string;
  /** The events it carries; absent: every event (./events.ts). */
  events?: NotificationEvent[];
};

/** One browser's Web Push subscription (its PushSubscription), under the id derived from its endpoint. */
export type StoredPushDevice = {
  endpoint: string;
  /** The browser's P-256 public key and auth secret (base64url), which the payload is encrypted to (RFC 8291). */
  keys: { p256dh: string; auth: string };
  /** When the push service expires the subscription (ms since the epoch); null: never said. */
  expirationTime: number | null;
  /** The VAPID public key of the server when the device subscribed: after a key rotation the subscription is void. */
  vapidKey: string;
  createdAt: string;
  /** Failed push attempts in a row (absent: none); at PUSH_FAILURES_IN_A_ROW the device is removed (deliver/deliverer.ts). */
  failures?: number;
};

/**
 * The e-mail channel. Nothing is sent to an address until its owner confirmed it through the
 * signed link of the confirmation e-mail (`confirmedAt`); an address that bounced for good, or
 * whose owner marked our mail as spam, is turned `off` (SES's events, ../deliver/ses-feedback.ts).
 */
export type StoredEmail = {
  address: string;
  events?: NotificationEvent[];
  /** When the address's owner confirmed it; absent: waiting for the confirmation. */
  confirmedAt?: string;
  /** Why and when nothing more is sent to it; setting the address again starts over with a confirmation. */
  off?: WebhookOff;
};

/** SNS: `true` carries every event; `{ events }` only those. */
export type StoredSns = true | { events: NotificationEvent[] };

/** As stored on the player item (a type, not an interface: it is the item's plain `notify` map). */
export type StoredChannels = {
  webhook?: StoredWebhook;
  email?: StoredEmail;
  /** When confirmation e-mails were sent, the last hour's (they count against a cap, whatever the address). */
  emailConfirmations?: string[];
  sns?: StoredSns;
  /** The daily digest e-mail, at this hour (UTC); needs `email` (store/digests.ts finds its subscribers). */
  digest?: { hourUtc: number };
  /** A map by device id, so one device is removed by its path alone (no list index to race on). */
  push?: { devices: Record<string, StoredPushDevice> };
  /** The IANA time zone a message's times are written in ("by Friday 18:00"); absent: UTC, said so. */
  timeZone?: string;
  /** The language of the player's messages and the web app; absent: English, or the browser's in the app. */
  language?: Language;
};

/** True when e-mails may go to the channel's address: its owner confirmed it and it is not off. */
export function emailSendable(email: StoredEmail | undefined): email is StoredEmail {
  return email !== undefined && email.confirmedAt !== undefined && email.off === undefined;
}

/** The events a stored channel carries (undefined: every event; push devices carry every event). */
export function channelEvents(channels: StoredChannels, channel: 'webhook' | 'email' | 'sns' | 'push'): NotificationEvent[] | undefined {
  if (channel === 'push') return undefined;
  const sns = channels.sns;
  if (channel === 'sns') return sns === undefined || sns === true ? undefined : sns.events;
  return channels[channel]?.events;
}

/** True when the player's `channel` is set up and carries `event`. */
export function channelCarries(channels: StoredChannels, channel: 'webhook' | 'email' | 'sns' | 'push', event: NotificationEvent): boolean {
  return channels[channel] !== undefined && carriesEvent(channelEvents(channels, channel), event);
}

export function webhookFormat(webhook: StoredWebhook): WebhookFormat {
  return webhook.format ?? 'json';
}

/** The secrets a delivery at `now` is signed with: the current one, and the previous one during its grace period. */
export function signingSecrets(webhook: StoredWebhook, now: Date): string[] {
  const previous = webhook.previousSecret && Date.parse(webhook.previousSecret.expiresAt) > now.getTime() ? [webhook.previousSecret.secret] : [];
  return webhook.secret ? [webhook.secret, ...previous] : [];
}

/** Reads the player item's `notify` attribute (tolerating items written before channels existed). */
export function storedChannels(notify: Record<string, unknown> | undefined): StoredChannels {
  const channels: StoredChannels = {};
  const webhook = notify?.webhook as StoredWebhook | undefined;
  const email = notify?.email as StoredEmail | undefined;
  if (webhook && typeof webhook.url === 'string' && (typeof webhook.secret === 'string' || webhookFormat(webhook) !== 'json')) channels.webhook = withEvents(webhook, webhook.events);
  if (email && typeof email.address === 'string') {
    const kept: StoredEmail = { address: email.address };
    if (typeof email.confirmedAt === 'string') kept.confirmedAt = email.confirmedAt;
    if (email.off && typeof email.off.at === 'string') kept.off = email.off;
    channels.email = withEvents(kept, email.events);
  }
  const confirmations = notify?.emailConfirmations;
  if (Array.isArray(confirmations)) channels.emailConfirmations = confirmations.filter((at): at is string => typeof at === 'string');
  const sns = notify?.sns as { events?: unknown } | true | undefined;
  if (sns === true) channels.sns = true;
  else if (sns && typeof sns === 'object') channels.sns = { events: knownEvents(sns.events) ?? [] };
  const digest = notify?.digest as { hourUtc?: unknown } | undefined;
  if (digest && typeof digest.hourUtc === 'number') channels.digest = { hourUtc: digest.hourUtc };
  const devices = (notify?.push as { devices?: unknown } | undefined)?.devices;
  if (devices && typeof devices === 'object' && Object.keys(devices).length > 0) channels.push = { devices: devices as Record<string, StoredPushDevice> };
  if (typeof notify?.timeZone === 'string') channels.timeZone = notify.timeZone;
  if (isLanguage(notify?.language)) channels.language = notify.language;
  return channels;
}

/** `channel` with its stored event list checked (absent or not a list: none, i.e. every event). */
function withEvents<T extends { events?: NotificationEvent[] }>(channel: T, events: unknown): T {
  const known = knownEvents(events);
  const { events: _, ...rest } = channel;
  return (known === undefined ? rest : { ...rest, events: known }) as T;
}
