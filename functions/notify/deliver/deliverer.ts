/**
 * One attempt at one delivery, the same on AWS (the deliver Lambda, fed by SQS) and locally
 * (the local delivery queue). The player's channels are read at delivery time, so a URL changed,
 * a secret rotated or a channel removed after the event counts, and no secret ever travels
 * through a queue. Retrying is the caller's business: this says whether the attempt worked.
 */
import type { Delivery } from '../delivery.js';
import { attributesOf, snsSubjectOf, subjectOf, textOf } from '../decide/messages.js';
import type { EmailSender, TopicPublisher } from './senders.js';
import type { ChannelsOf } from '../channels/reader.js';
import { channelCarries, emailSendable, type StoredChannels, type WebhookOff } from '../channels/stored.js';
import { emailLinkUrl, signEmailLink, type EmailLinkSettings } from '../channels/email-links.js';
import { withUnsubscribeLine } from '../decide/email-words.js';
import { pushRequest, type PushSigner } from './push-request.js';
import { postWebhook } from './webhook-post.js';
import { webhookRequest } from './webhook-request.js';
import { checkPushEndpoint, type WebhookUrlPolicy } from '../webhook-safety/url-policy.js';
import type { FailureStreak } from '../../store/webhook-failures.js';
import { notifyWordsIn } from '../words/index.js';
import { WEBHOOK_OFF_AFTER, webhookGoesOff, webhookOffReason, type WebhookOffRule } from './webhook-failures.js';

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
  /** Signs each e-mail's unsubscribe link; null: e-mails go without one (a server without e-mail). */
  emailLinks?: EmailLinkSettings | null;
  topic: TopicPublisher | null;
  /** Marks a player's webhook (at that URL) off; PlayerStore.turnWebhookOff writes it to the player item. */
  turnWebhookOff: (playerId: string, url: string, off: WebhookOff) => Promise<boolean>;
  /**
   * Counts a failed attempt to a player's webhook at a URL (`failure`: the streak after it, null
   * when the webhook changed or is off) and ends the streak after one that went through
   * (`clear`); WebhookFailureStore keeps it on the player item. Absent: webhooks go off on 410 only.
   */
  webhookFailures?: { failure(playerId: string, url: string, at: string): Promise<FailureStreak | null>; clear(playerId: string, url: string): Promise<void> };
  /** When failures in a row turn a webhook off. @default WEBHOOK_OFF_AFTER */
  webhookOffRule?: WebhookOffRule;
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
    if (result.ok) {
      if (webhook.failures) await this.options.webhookFailures?.clear(delivery.playerId, webhook.url);
      return { status: 'delivered', detail: `answered ${result.status}`, target };
    }
    // 410 Gone is the receiver saying "stop for good" (Standard Webhooks): no retries, the webhook goes off.
    if (result.status === 410) {
      await this.options.turnWebhookOff(delivery.playerId, webhook.url, { at: now.toISOString(), reason: 'the receiver answered 410 Gone' });
      return { status: 'gone', detail: 'answered 410 Gone: the webhook is turned off', target };
    }
    // An attempt cut short by our own stop says nothing about the receiver.
    if (signal?.aborted) return { status: 'failed', detail: result.error, target };
    const streak = await this.options.webhookFailures?.failure(delivery.playerId, webhook.url, now.toISOString());
    if (streak && webhookGoesOff(streak, now, this.options.webhookOffRule ?? WEBHOOK_OFF_AFTER)) {
      const off = await this.options.turnWebhookOff(delivery.playerId, webhook.url, { at: now.toISOString(), reason: webhookOffReason(streak, result.error) });
      // Only the attempt that turned it off tells the owner, once.
      if (off) await this.tellWebhookOff(delivery, channels, webhook.url, streak, result.error);
      return { status: 'gone', detail: `${result.error}: failing since ${streak.since} (${streak.failures} attempts in a row), the webhook is turned off`, target };
    }
    return { status: 'failed', detail: result.error, target };
  }

  /**
   * Tells a webhook's owner in words that it is off, by e-mail when they have a confirmed
   * address (the Account page shows it in any case). A failure to send is left to the log: the
   * webhook is off either way.
   */
  private async tellWebhookOff(delivery: Delivery, channels: StoredChannels, url: string, streak: FailureStreak, lastError: string): Promise<void> {
    if (!emailSendable(channels.email) || !this.options.email) return;
    try {
      const words = notifyWordsIn(channels.language);
      const when = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } as const;
      const since = new Intl.DateTimeFormat(words.locale, { ...when, timeZone: channels.timeZone ?? 'UTC' }).format(new Date(streak.since));
      await this.options.email.send({ to: channels.email.address, subject: words.webhookOff.subject, text: words.webhookOff.text(url, since, lastError), deliveryId: `${delivery.body.deliveryId}-webhook-off`, playerId: delivery.playerId });
    } catch {
      // Not told by e-mail: the Account page shows the webhook off and why.
    }
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
    const email = channels.email;
    if (!email) return { status: 'skipped', detail: 'the player has no e-mail address now' };
    // Only an address its owner said yes to gets mail, and none that bounced or complained.
    if (email.off) return { status: 'skipped', detail: `the e-mail channel is off since ${email.off.at}: ${email.off.reason}`, target: email.address };
    if (!email.confirmedAt) return { status: 'skipped', detail: 'the address is not confirmed yet', target: email.address };
    if (!this.options.email) return { status: 'skipped', detail: 'e-mail is not configured on this server' };
    const list = delivery.body.event === 'digest' ? 'digest' : 'email';
    const links = this.options.emailLinks;
    const unsubscribeUrl = links ? emailLinkUrl(links.publicUrl, 'unsubscribe', signEmailLink(links.secret, { purpose: 'unsubscribe', playerId: delivery.playerId, address: email.address, list }, this.options.now?.() ?? new Date())) : undefined;
    const text = unsubscribeUrl ? withUnsubscribeLine(textOf(delivery), unsubscribeUrl, list, channels.language) : textOf(delivery);
    await this.options.email.send({ to: email.address, subject: subjectOf(delivery), text, deliveryId: delivery.body.deliveryId, playerId: delivery.playerId, ...(unsubscribeUrl ? { unsubscribeUrl } : {}) });
    return { status: 'delivered', detail: 'e-mail sent', target: email.address };
  }

  private async sns(delivery: Delivery, channels: StoredChannels): Promise<AttemptOutcome> {
    if (!channels.sns) return { status: 'skipped', detail: 'the player has no SNS channel now' };
    if (!this.options.topic) return { status: 'skipped', detail: 'SNS is not configured on this server' };
    await this.options.topic.publish({ subject: snsSubjectOf(delivery), message: JSON.stringify(delivery.body), attributes: attributesOf(delivery) });
    return { status: 'delivered', detail: 'published' };
  }
}
