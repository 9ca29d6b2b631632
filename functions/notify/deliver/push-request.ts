/**
 * What a Web Push request looks like: the push message (../decide/messages.ts) as JSON,
 * encrypted to the device's keys with aes128gcm (RFC 8291, RFC 8188) and signed for the push
 * service with the server's VAPID key (RFC 8292), both by the `web-push` library; it is POSTed
 * like a webhook (./webhook-post.ts: URL policy, safe DNS lookup, timeout, no redirects).
 */
import webPush from 'web-push';
import type { StoredPushDevice } from '../channels/stored.js';
import type { GameDelivery } from '../delivery.js';
import { pushMessageOf } from '../decide/messages.js';
import type { VapidKeys } from '../push/vapid-key-pair.js';
import type { WebhookAttempt } from './webhook-post.js';

/** The server's VAPID keys and who push services may contact about its pushes (an https: or mailto: URL). */
export interface PushSigner extends VapidKeys {
  subject: string;
}

/** How long a push service keeps a push for a device that is offline: a day (the game list says the rest). */
export const PUSH_TTL_SECONDS = 86_400;

export function pushRequest(device: StoredPushDevice, delivery: GameDelivery, signer: PushSigner): WebhookAttempt {
  const details = webPush.generateRequestDetails({ endpoint: device.endpoint, keys: device.keys }, JSON.stringify(pushMessageOf(delivery)), {
    vapidDetails: { subject: signer.subject, publicKey: signer.publicKey, privateKey: signer.privateKey },
    TTL: PUSH_TTL_SECONDS,
    contentEncoding: 'aes128gcm',
    // The push service keeps only the newest undelivered push of one game for the device (RFC 8030 section 5.4).
    topic: delivery.body.gameId,
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) if (name.toLowerCase() !== 'content-length') headers[name.toLowerCase()] = String(value);
  return { url: device.endpoint, headers, body: details.body ?? new Uint8Array() };
}
