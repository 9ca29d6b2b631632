/**
 * The deliverer as the deliver Lambda (functions/handlers/deliver.ts) and the local stack
 * (bin/local-stack.ts) both build it: the players' channels read from the table, the webhook
 * policy of the deployment's mode, SES/SNS as configured unless other senders are given
 * (the local outbox), and Web Push when given VAPID keys.
 */
import type { Config } from '../../config.js';
import type { PlayerStore } from '../../store/players.js';
import { ChannelReader } from '../channels/reader.js';
import { urlPolicyFor } from '../webhook-safety/url-policy.js';
import { Deliverer } from './deliverer.js';
import type { PushSigner } from './push-request.js';
import { awsSenders, type Senders } from './senders.js';
import { emailLinkSettings } from '../channels/email-links.js';
import { WebhookFailureStore } from '../../store/webhook-failures.js';

export interface DelivererSetup {
  config: Pick<Config, 'mode' | 'region' | 'emailFrom' | 'snsTopicArn'> & Partial<Pick<Config, 'webhookPorts' | 'pushHosts' | 'emailLinkSecret' | 'emailConfigurationSet' | 'publicUrl'>>;
  players: PlayerStore;
  /** Where e-mail and SNS notifications go. @default SES and the SNS topic, as configured */
  senders?: Senders;
  /** The VAPID keys and subject Web Push is sent with (the local stack's own keys; on AWS the public key from the config, the private key from SSM); none: no push. */
  push?: PushSigner | null;
  /** Per webhook request. @default 5 s */
  webhookTimeoutMs?: number;
  /** The clock a webhook's failures in a row are timed by (tests move it). @default the real time */
  now?: () => Date;
}

export function createDeliverer(setup: DelivererSetup): Deliverer {
  const senders = setup.senders ?? awsSenders(setup.config);
  return new Deliverer({
    channelsOf: new ChannelReader(setup.players).of,
    turnWebhookOff: (playerId, url, off) => setup.players.turnWebhookOff(playerId, url, off),
    webhookFailures: new WebhookFailureStore(setup.players.table),
    email: senders.email,
    emailLinks: emailLinkSettings(setup.config),
    topic: senders.topic,
    push: setup.push ?? null,
    removePushDevice: (playerId, deviceId) => setup.players.removePushDevice(playerId, deviceId),
    countPushOutcome: (playerId, deviceId, failed) => setup.players.countPushOutcome(playerId, deviceId, failed),
    webhookPolicy: urlPolicyFor(setup.config),
    webhookTimeoutMs: setup.webhookTimeoutMs ?? 5_000,
    ...(setup.now ? { now: setup.now } : {}),
  });
}
