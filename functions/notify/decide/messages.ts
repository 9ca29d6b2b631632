/**
 * The words of a notification, for channels that carry text (e-mail subject and body, the SNS
 * subject, a chat webhook's message, a push notification), written for people: the game by its
 * name and players, the deadline in the recipient's time zone, what happened since their last
 * move, one link; no ids, versions or UTC stamps. JSON webhooks (and SNS messages) keep the
 * machine fields in the JSON body. Composing only: the senders (../deliver/) send these words.
 */
import { digestSubject, digestText } from './digest.js';
import type { Delivery, GameDelivery } from './fan-out.js';
import { deadlineInWords, gameNameOf, gameWithPeople } from './wording.js';
import type { NotificationEvent } from './notices.js';

/** The subject of each event's message, about "The Game with Ada and Bo" (./wording.ts). */
const SUBJECTS: Record<NotificationEvent, (game: string) => string> = {
  'game-started': (game) => `${game} has started`,
  'your-turn': (game) => `Your turn in ${game}`,
  reminder: (game) => `Your time is running out in ${game}`,
  'timed-out': (game) => `Your time ran out in ${game}`,
  'replaced-by-bot': (game) => `A bot plays for you in ${game}`,
  'game-finished': (game) => `${game} is over`,
  invited: (game) => `You are invited to play ${game} again`,
};

/** The next step in a line (a push's body, an e-mail's first line after the subject); `by`: "by Friday 18:00", or empty. */
const NEXT_STEPS: Record<NotificationEvent, (by: string) => string> = {
  'game-started': () => 'Everyone has joined: the game is on.',
  'your-turn': (by) => (by ? `Move ${by}.` : 'It is your move.'),
  reminder: (by) => (by ? `Move ${by}, or a move is made for you.` : 'Your time is nearly up.'),
  'timed-out': () => 'A move was made for you.',
  'replaced-by-bot': () => 'Make any move to take your seat back.',
  'game-finished': () => 'See how it ended.',
  invited: () => 'Join it from the link.',
};

/** e.g. "Your turn in The Game with Ada and Bo" (no ids: a person reads it). */
export function subjectOf(delivery: Delivery): string {
  const body = delivery.body;
  if (body.event === 'digest') return digestSubject(body);
  const game = body.event === 'invited' ? gameNameOf(body.type) : gameWithPeople(body.type, delivery.words);
  return SUBJECTS[body.event](game);
}

/** An SNS subject: the subject in ASCII (SNS refuses other characters), under 100 characters. */
export function snsSubjectOf(delivery: Delivery): string {
  const ascii = subjectOf(delivery).normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '?');
  return ascii.length < 100 ? ascii : `${ascii.slice(0, 96)}...`;
}

/** "by Friday 18:00" for a turn's notice and its reminder; empty otherwise. */
function deadlineOf(delivery: GameDelivery): string {
  const { body, deadline } = delivery;
  if (!deadline || (body.event !== 'your-turn' && body.event !== 'reminder')) return '';
  return deadlineInWords(deadline, body.at, delivery.words?.timeZone);
}

/**
 * An e-mail's text: the subject as a sentence with the deadline, what happened since the
 * recipient's last move, and the one link. No ids, versions or UTC stamps (the webhook's JSON
 * carries those).
 */
export function textOf(delivery: Delivery): string {
  if (delivery.body.event === 'digest') return digestText(delivery.body, delivery.words?.timeZone);
  const game = delivery as GameDelivery;
  const { body } = game;
  const by = deadlineOf(game);
  const turn = body.event === 'your-turn' || body.event === 'reminder';
  const headline = `${subjectOf(game)}${by ? `, ${by}` : ''}.${turn ? '' : ` ${NEXT_STEPS[body.event]('')}`}`;
  const lines = [headline, ...(body.summary ? ['', `Since your last move: ${sentence(body.summary)}`] : []), '', `Open the game: ${body.url}`];
  lines.push('', 'How often you hear about a game: on its page. Your e-mail and devices: Account.');
  return lines.join('\n');
}

/**
 * A chat webhook's message (Discord, Slack): the subject, the game's link and the
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
  const { body } = delivery;
  const line = NEXT_STEPS[body.event](deadlineOf(delivery));
  const plain: PushMessage = {
    title: subjectOf(delivery),
    body: line,
    url: body.url,
    gameId: body.gameId,
    event: body.event,
    tag: body.gameId,
  };
  if (!body.summary) return plain;
  const told: PushMessage = { ...plain, body: `${sentence(body.summary)} ${line}`, summary: body.summary };
  return Buffer.byteLength(JSON.stringify(told)) <= PUSH_PAYLOAD_LIMIT ? told : plain;
}

/** "Bo played 3 cards" → "Bo played 3 cards."; a summary cut short ("…") keeps its ellipsis. */
function sentence(summary: string): string {
  return /[.…]$/.test(summary) ? summary : `${summary}.`;
}
