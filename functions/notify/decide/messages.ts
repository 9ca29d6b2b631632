/**
 * The words of a notification, for channels that carry text (e-mail subject and body, the SNS
 * subject, a chat webhook's message, a push notification). JSON webhooks get the JSON body alone.
 */
import { digestSubject, digestText } from './digest.js';
import type { Delivery, GameDelivery } from './fan-out.js';
import { gameTitleOf } from './game-titles.js';
import type { NotificationEvent } from './notices.js';

const HEADLINES: Record<NotificationEvent, string> = {
  'game-started': 'Your game has started',
  'your-turn': 'It is your turn',
  reminder: 'Reminder: your turn is running out',
  'timed-out': 'Your time ran out: a move was made for you',
  'replaced-by-bot': 'A bot plays your seat while you are away: make any move to take it back',
  'game-finished': 'Your game is over',
  invited: 'You are invited to a rematch: join it',
};

/** e.g. "It is your turn — the-game abcdefghijklmnop" (SNS subjects: ASCII-safe, under 100 characters). */
export function subjectOf(delivery: Delivery): string {
  const body = delivery.body;
  if (body.event === 'digest') return digestSubject(body);
  const { event, type, gameId } = body;
  return `${HEADLINES[event]} - ${type} ${gameId}`.slice(0, 99);
}

export function textOf(delivery: Delivery): string {
  const { body, deadline } = delivery;
  if (body.event === 'digest') return digestText(body);
  const lines = [
    `${HEADLINES[body.event]}.`,
    ...(body.summary ? [`Since your last move: ${body.summary}.`] : []),
    '',
    `Game: ${body.gameId} (${body.type}), version ${body.version}`,
    `Awaiting seats: ${body.awaiting.length > 0 ? body.awaiting.join(', ') : 'none'}`,
  ];
  if (deadline && (body.event === 'your-turn' || body.event === 'reminder')) lines.push(`Deadline: ${deadline}`);
  lines.push(`Open the game: ${body.url}`, '', `Delivery ${body.deliveryId} at ${body.at} (turnpost)`);
  return lines.join('\n');
}

/**
 * A chat webhook's message (Discord, Slack): the e-mail's subject, the game's link and the
 * summary, on one line. The summary holds players' names, so it goes through `asText` (the
 * chat's escaping, ./chat-markup.ts); the rest is the server's own words and ids.
 */
export function chatTextOf(delivery: Delivery, asText: (text: string) => string): string {
  const body = delivery.body;
  const summary = body.event === 'digest' ? undefined : body.summary;
  return `${subjectOf(delivery)}: ${body.url}${summary ? ` (since your last move: ${asText(summary)})` : ''}`;
}

/** SNS message attributes that subscribers can filter on (e.g. a filter policy on playerId). */
export function attributesOf(delivery: Delivery): Record<string, string> {
  const body = delivery.body;
  if (body.event === 'digest') return { playerId: delivery.playerId, event: 'digest' };
  return { playerId: delivery.playerId, event: body.event, gameId: body.gameId, gameType: body.type };
}

/** A push notification's title after the game's, e.g. "Flip 7: your turn". */
const PUSH_TITLES: Record<NotificationEvent, string> = {
  'game-started': 'the game has started',
  'your-turn': 'your turn',
  reminder: 'your time is running out',
  'timed-out': 'your time ran out',
  'replaced-by-bot': 'a bot plays for you',
  'game-finished': 'the game is over',
  invited: 'a rematch',
};

/** What a push message carries (the service worker shows title and body, and opens `url` on a tap). */
export interface PushMessage {
  title: string;
  /** Who moved and what since the recipient's last move (the summary, when there is one), then the event and the deadline. */
  body: string;
  url: string;
  gameId: string;
  event: NotificationEvent;
  /** The notification's tag: a newer one for the same game replaces the one shown. */
  tag: string;
  /** The summary alone (./catch-up.ts: filtered for the recipient, as in the e-mail), for a client that lays it out itself. */
  summary?: string;
}

/**
 * The most bytes of JSON a push may carry: a push service takes 4096 bytes of encrypted body
 * (RFC 8291 section 4), of which aes128gcm's header with the sender's key (86), the
 * authentication tag (16) and the padding delimiter (1) take 103.
 */
export const PUSH_PAYLOAD_LIMIT = 4096 - 86 - 16 - 1;

/** The push message; one whose summary would not fit in a push is sent without it (a summary is at most 280 characters, so only a very long link could). */
export function pushMessageOf(delivery: GameDelivery): PushMessage {
  const { body, deadline } = delivery;
  const until = deadline && (body.event === 'your-turn' || body.event === 'reminder') ? ` Move by ${deadline.slice(0, 16).replace('T', ' ')} UTC.` : '';
  const plain: PushMessage = {
    title: `${gameTitleOf(body.type)}: ${PUSH_TITLES[body.event]}`,
    body: `${HEADLINES[body.event]}.${until}`,
    url: body.url,
    gameId: body.gameId,
    event: body.event,
    tag: body.gameId,
  };
  if (!body.summary) return plain;
  const told: PushMessage = { ...plain, body: `${sentence(body.summary)} ${plain.body}`, summary: body.summary };
  return Buffer.byteLength(JSON.stringify(told)) <= PUSH_PAYLOAD_LIMIT ? told : plain;
}

/** "Bo played 3 cards" → "Bo played 3 cards."; a summary cut short ("…") keeps its ellipsis. */
function sentence(summary: string): string {
  return /[.…]$/.test(summary) ? summary : `${summary}.`;
}
