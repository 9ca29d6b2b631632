/**
 * The notifier: a batch of the table's stream records → the notices they imply → one delivery
 * per player and channel → handed to the dispatcher (SQS on AWS, the local queue locally). It
 * never calls an endpoint itself, so no receiver can slow the stream down. It reads each
 * affected player's channel settings once per batch (one BatchGetItem).
 */
import type { Logger } from '../log.js';
import { playerKey } from '../store/keys.js';
import type { Table } from '../store/table.js';
import { deliveriesFor, type Delivery } from './deliveries.js';
import { gameImagesOf, type StreamRecord } from './images.js';
import { noticesFor, type Notice } from './notices.js';

export type Dispatch = (deliveries: Delivery[]) => Promise<void>;

/** Each player's stored `notify` attribute, by player id (players without one are left out). */
export type ChannelLookup = (playerIds: string[]) => Promise<Map<string, Record<string, unknown>>>;

export interface NotifierOptions {
  publicUrl: string | null;
  lookupChannels: ChannelLookup;
  dispatch: Dispatch;
  log: Logger;
}

export interface NotifierReport {
  notices: number;
  deliveries: number;
}

export class Notifier {
  constructor(private readonly options: NotifierOptions) {}

  /** Throws when the batch could not be handed on whole: the caller retries it (deliveries keep their ids). */
  async handle(records: readonly StreamRecord[]): Promise<NotifierReport> {
    const notices: Notice[] = [];
    for (const record of records) {
      const images = gameImagesOf(record);
      if (images) notices.push(...noticesFor(images.before, images.after));
    }
    if (notices.length === 0) return { notices: 0, deliveries: 0 };
    const channels = await this.options.lookupChannels([...new Set(notices.map((notice) => notice.playerId))]);
    const deliveries = deliveriesFor(notices, channels, this.options.publicUrl);
    if (deliveries.length > 0) await this.options.dispatch(deliveries);
    this.options.log.info('notified', { notices: notices.length, deliveries: deliveries.length });
    return { notices: notices.length, deliveries: deliveries.length };
  }
}

/** Players' `notify` settings from the table, eventually consistent (a channel set a moment ago may be missed once). */
export function channelLookupFrom(table: Table): ChannelLookup {
  return async (playerIds) => {
    const items = await table.batchGet(playerIds.map(playerKey), { projection: ['id', 'notify'] });
    const settings = new Map<string, Record<string, unknown>>();
    for (const item of items) if (item.notify && typeof item.notify === 'object') settings.set(item.id as string, item.notify as Record<string, unknown>);
    return settings;
  };
}
