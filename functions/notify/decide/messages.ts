/**
 * The words of a notification, for channels that carry text (e-mail subject and body, the SNS
 * subject, a chat webhook's message, a push notification), written for people: the game by its
 * name and players, the deadline in the recipient's time zone, what happened since their last
 * move, one link; no ids, versions or UTC stamps. JSON webhooks (and SNS messages) keep the
 * machine fields in the JSON body. Composing only: the senders (../deliver/) send these words.
 */
import { digestSubject, digestText } from './digest.js';
import type { Delivery, GameDelivery } from '../delivery.js';
import { notifyWordsIn } from '../words/index.js';
import { deadlineInWords, gameNameOf, gameWithPeople, peopleInWords } from './wording.js';
import type { NotificationEvent } from './notices.js';

/** e.g. "Your turn in The Game with Ada and Bo" (no ids: a person reads it). */
export function subjectOf(delivery: Delivery): string {
  const body = delivery.body;
  if (body.event === 'digest') return digestSubject(body, delivery.words?.language);
  const said = notifyWordsIn(delivery.words?.language);
  if (body.event === 'invited') return said.invitation(gameNameOf(body.type, delivery.words?.language), peopleInWords(delivery.words), delivery.words?.inviter);
  return said.subjects[body.event](gameWithPeople(body.type, delivery.words));
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
  return deadlineInWords(deadline, body.at, delivery.words);
}

/**
 * An e-mail's text: the subject as a sentence with the deadline, what happened since the
 * recipient's last move, and the one link. No ids, versions or UTC stamps (the webhook's JSON
 * carries those).
 */
export function textOf(delivery: Delivery): string {
  if (delivery.body.event === 'digest') return digestText(delivery.body, delivery.words);
  const game = delivery as GameDelivery;
  const said = notifyWordsIn(game.words?.language);
  const { body } = game;
  const by = deadlineOf(game);
  const turn = body.event === 'your-turn' || body.event === 'reminder';
  const headline = `${subjectOf(game)}${by ? `, ${by}` : ''}.${turn ? '' : ` ${said.nextSteps[body.event]('')}`}`;
  const lines = [headline, ...(body.summary ? ['', `${said.sinceYourLastMove} ${sentence(body.summary)}`] : []), '', `${said.openTheGame} ${body.url}`];
  if (game.words?.capReached) lines.push('', said.capReached);
  lines.push('', said.emailFooter);
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
  const said = notifyWordsIn(delivery.words?.language);
  return `${subjectOf(delivery)}: ${body.url}${summary ? said.sinceInChat(asText(summary)) : ''}${delivery.words?.capReached ? ` ${said.capReached}` : ''}`;
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
  const said = notifyWordsIn(delivery.words?.language);
  const next = said.nextSteps[body.event](deadlineOf(delivery));
  const line = delivery.words?.capReached ? `${next} ${said.capReached}` : next;
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
