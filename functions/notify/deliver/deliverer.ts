/**
 * One attempt at one delivery, the same on AWS (the deliver Lambda, fed by SQS) and locally
 * (the local delivery queue). The player's channels are read at delivery time, so a URL changed,
 * a secret rotated or a channel removed after the event counts, and no secret ever travels
 * through a queue. Retrying is the caller's business: this says whether the attempt worked.
 */
import type { Delivery } from '../decide/fan-out.js';
import { attributesOf, snsSubjectOf, subjectOf, textOf } from '../decide/messages.js';
import type { EmailSender, TopicPublisher } from './senders.js';
import type { ChannelsOf } from '../channels/reader.js';
import { channelCarries, type StoredChannels, type WebhookOff } from '../channels/stored.js';
import { pushRequest, type PushSigner } from './push-request.js';
import { postWebhook } from './webhook-post.js';
import { webhookRequest } from './webhook-request.js';
import { checkPushEndpoint, type WebhookUrlPolicy } from '../webhook-safety/url-policy.js';

export interface AttemptOutcome {
  /**
   * `skipped`: nothing to do (the player removed or turned off the channel, or this server cannot
   * send through it); `gone`: the receiver answered 410 Gone and the webhook is now off (or the
   * push service ended the subscription and the device is removed). Neither is retried.
   */
  status: 'delivered' | 'skipped' | 'gone' | 'failed';
  detail: string;
  /** Where it went: the webhook URL, the e-mail address, the push endpoint. */
  target?: string;
}

export interface DelivererOptions {
  /** The player's current channels (null: no such player); ChannelReader.of reads them from the table. */
  channelsOf: ChannelsOf;
  email: EmailSender | null;
  topic: TopicPublisher | null;
  /** Marks a player's webhook (at that URL) off; PlayerStore.turnWebhookOff writes it to the player item. */
  turnWebhookOff: (playerId: string, url: string, off: WebhookOff) => Promise<boolean>;
  /** Signs and encrypts Web Push requests; absent: this server has no push channel. */
  push?: PushSigner | null;
  /** Removes one of a player's push devices; PlayerStore.removePushDevice removes it from the player item. */
  removePushDevice?: (playerId: string, deviceId: string) => Promise<boolean>;
  /**
   * Counts a failed push to a device (`failed`) or clears its count after one that went through:
   * the failures in a row (null: the device is gone). PlayerStore.countPushOutcome keeps it on the player item.
   */
  countPushOutcome?: (playerId: string, deviceId: string, failed: boolean) => Promise<number | null>;
  /** For webhook URLs and push endpoints alike. */
  webhookPolicy: WebhookUrlPolicy;
  /** Per webhook (and push) request. */
  webhookTimeoutMs: number;
  now?: () => Date;
}

/**
 * Failed push attempts in a row after which a device is removed: a push service that keeps
 * failing for a device (a subscription it no longer knows but does not say so) is not retried for
 * ever with every notification. A day of retries of one delivery makes 13; two such days, or a
 * burst of failing deliveries, end it. The app subscribes again when the player opens it.
 */
export const PUSH_FAILURES_IN_A_ROW = 20;

export class Deliverer {
  constructor(private readonly options: DelivererOptions) {}

  async attempt(delivery: Delivery, signal?: AbortSignal): Promise<AttemptOutcome> {
    const channels = await this.options.channelsOf(delivery.playerId);
    if (!channels) return { status: 'skipped', detail: 'no such player' };
    const { event } = delivery.body;
    // The player may have taken this event off the channel, or turned the digest off, since it was queued.
    if (event === 'digest' ? !channels.digest : channels[delivery.channel] && !channelCarries(channels, delivery.channel, event)) {
      return { status: 'skipped', detail: event === 'digest' ? 'the player turned the digest off' : `the player's ${delivery.channel} channel no longer carries ${event}` };
    }
    try {
      switch (delivery.channel) {
        case 'webhook':
          return await this.webhook(delivery, channels, signal);
        case 'email':
          return await this.email(delivery, channels);
        case 'sns':
          return await this.sns(delivery, channels);
        case 'push':
          return await this.push(delivery, channels, signal);
      }
    } catch (error) {
      return { status: 'failed', detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }
  }

  private async webhook(delivery: Delivery, channels: StoredChannels, signal?: AbortSignal): Promise<AttemptOutcome> {
    const webhook = channels.webhook;
    if (!webhook) return { status: 'skipped', detail: 'the player has no webhook now' };
    if (webhook.disabled) return { status: 'skipped', detail: `the webhook is off since ${webhook.disabled.at}: ${webhook.disabled.reason}` };
    const now = this.options.now?.() ?? new Date();
    const result = await postWebhook(webhookRequest(webhook, delivery, now), { policy: this.options.webhookPolicy, timeoutMs: this.options.webhookTimeoutMs, signal });
    const target = webhook.url;
    if (result.ok) return { status: 'delivered', detail: `answered ${result.status}`, target };
    // 410 Gone is the receiver saying "stop for good" (Standard Webhooks): no retries, the webhook goes off.
    if (result.status === 410) {
      await this.options.turnWebhookOff(delivery.playerId, webhook.url, { at: now.toISOString(), reason: 'the receiver answered 410 Gone' });
      return { status: 'gone', detail: 'answered 410 Gone: the webhook is turned off', target };
    }
    return { status: 'failed', detail: result.error, target };
  }

  private async push(delivery: Delivery, channels: StoredChannels, signal?: AbortSignal): Promise<AttemptOutcome> {
    const deviceId = delivery.device ?? '';
    const device = channels.push?.devices[deviceId];
    const body = delivery.body;
    if (body.event === 'digest') return { status: 'skipped', detail: 'a digest goes by e-mail only' };
    if (!device) return { status: 'skipped', detail: 'the device is no longer subscribed' };
    const signer = this.options.push;
    if (!signer) return { status: 'skipped', detail: 'push is not configured on this server' };
    const target = device.endpoint;
    // Made for keys since rotated, the subscription would only be refused: the app subscribes again with the new public key.
    if (device.vapidKey !== signer.publicKey) {
      await this.options.removePushDevice?.(delivery.playerId, deviceId);
      return { status: 'gone', detail: 'subscribed for VAPID keys since replaced: the device is removed', target };
    }
    // Subscribed before the push hosts were checked, or on a host the operator no longer allows: never sent.
    const endpoint = checkPushEndpoint(device.endpoint, this.options.webhookPolicy);
    if (!endpoint.ok) return { status: 'skipped', detail: `the push endpoint ${endpoint.reason}`, target };
    const result = await postWebhook(pushRequest(device, { ...delivery, body }, signer), { policy: this.options.webhookPolicy, timeoutMs: this.options.webhookTimeoutMs, signal });
    if (result.ok) {
      if (device.failures) await this.options.countPushOutcome?.(delivery.playerId, deviceId, false);
      return { status: 'delivered', detail: `answered ${result.status}`, target };
    }
    // 404 and 410: the subscription has expired or was withdrawn (RFC 8030 section 7.3): never again.
    if (result.status === 404 || result.status === 410) {
      await this.options.removePushDevice?.(delivery.playerId, deviceId);
      return { status: 'gone', detail: `answered ${result.status}: the subscription has ended and the device is removed`, target };
    }
    const inARow = await this.options.countPushOutcome?.(delivery.playerId, deviceId, true);
    if (inARow !== undefined && inARow !== null && inARow >= PUSH_FAILURES_IN_A_ROW) {
      await this.options.removePushDevice?.(delivery.playerId, deviceId);
      return { status: 'gone', detail: `${result.error}: ${inARow} failures in a row, the device is removed`, target };
    }
    return { status: 'failed', detail: result.error, target };
  }

  private async email(delivery: Delivery, channels: StoredChannels): Promise<AttemptOutcome> {
    if (!channels.email) return { status: 'skipped', detail: 'the player has no e-mail address now' };
    if (!this.options.email) return { status: 'skipped', detail: 'e-mail is not configured on this server' };
    await this.options.email.send({ to: channels.email.address, subject: subjectOf(delivery), text: textOf(delivery), deliveryId: delivery.body.deliveryId });
    return { status: 'delivered', detail: 'e-mail sent', target: channels.email.address };
  }

  private async sns(delivery: Delivery, channels: StoredChannels): Promise<AttemptOutcome> {
    if (!channels.sns) return { status: 'skipped', detail: 'the player has no SNS channel now' };
    if (!this.options.topic) return { status: 'skipped', detail: 'SNS is not configured on this server' };
    await this.options.topic.publish({ subject: snsSubjectOf(delivery), message: JSON.stringify(delivery.body), attributes: attributesOf(delivery) });
    return { status: 'delivered', detail: 'published' };
  }
}
