/**
 * What a webhook request looks like, by the webhook's format:
 * - `json`: the notification body, signed by Standard Webhooks (`webhook-id` is the delivery id,
 *   the same on every retry; `webhook-timestamp` the send time; `webhook-signature` one `v1,…`
 *   per valid secret), with `turnpost-event` for routing before parsing;
 * - `discord`, `slack`: the message their incoming webhooks accept (`{"content"}`, `{"text"}`),
 *   unsigned — those endpoints check no signature, their URL is the secret. Players' names
 *   in them are escaped for the chat's markup (../decide/chat-markup.ts).
 */
import type { Delivery } from '../delivery.js';
import { discordText, slackText } from '../decide/chat-markup.js';
import { chatTextOf } from '../decide/messages.js';
import { signingSecrets, webhookFormat, type StoredWebhook } from '../channels/stored.js';
import { signatureHeader } from '../webhook-safety/signature.js';
import type { WebhookAttempt } from './webhook-post.js';

const USER_AGENT = 'turnpost-webhook/1';

export function webhookRequest(webhook: StoredWebhook, delivery: Delivery, now: Date): WebhookAttempt {
  const common = { 'content-type': 'application/json', 'user-agent': USER_AGENT, 'turnpost-event': delivery.body.event };
  const format = webhookFormat(webhook);
  if (format === 'discord') {
    // No mentions: a notification never pings a whole server.
    return { url: webhook.url, headers: common, body: JSON.stringify({ content: chatTextOf(delivery, discordText), allowed_mentions: { parse: [] } }) };
  }
  if (format === 'slack') return { url: webhook.url, headers: common, body: JSON.stringify({ text: chatTextOf(delivery, slackText) }) };
  const body = JSON.stringify(delivery.body);
  const id = delivery.body.deliveryId;
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    url: webhook.url,
    body,
    headers: { ...common, 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signatureHeader(signingSecrets(webhook, now), id, timestamp, body) },
  };
}
