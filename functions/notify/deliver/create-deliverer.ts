/**
 * The deliverer as the deliver Lambda (functions/handlers/deliver.ts) and the local stack
 * (bin/local-stack.ts) both build it: the players' channels read from the table, the webhook
 * policy of the deployment's mode, and SES/SNS as configured unless other senders are given
 * (the local outbox).
 */
import type { Config } from '../../config.js';
import type { PlayerStore } from '../../store/players.js';
import { ChannelReader } from '../channels/reader.js';
import { urlPolicyFor } from '../webhook-safety/url-policy.js';
import { Deliverer } from './deliverer.js';
import { awsSenders, type Senders } from './senders.js';

export interface DelivererSetup {
  config: Pick<Config, 'mode' | 'region' | 'emailFrom' | 'snsTopicArn'>;
  players: PlayerStore;
  /** Where e-mail and SNS notifications go. @default SES and the SNS topic, as configured */
  senders?: Senders;
  /** Per webhook request. @default 5 s */
  webhookTimeoutMs?: number;
}

export function createDeliverer(setup: DelivererSetup): Deliverer {
  const senders = setup.senders ?? awsSenders(setup.config);
  return new Deliverer({
    channelsOf: new ChannelReader(setup.players).of,
    turnWebhookOff: (playerId, url, off) => setup.players.turnWebhookOff(playerId, url, off),
    email: senders.email,
    topic: senders.topic,
    webhookPolicy: urlPolicyFor(setup.config.mode),
    webhookTimeoutMs: setup.webhookTimeoutMs ?? 5_000,
  });
}
