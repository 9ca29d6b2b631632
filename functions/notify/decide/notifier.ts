/**
 * The notifier: a batch of the table's stream records → the notices they imply → one delivery
 * per player and channel → handed to the dispatcher (SQS on AWS, the local queue locally). It
 * never calls an endpoint itself, so no receiver can slow the stream down. It reads each
 * affected player's channels once per batch (one BatchGetItem: ../channels/reader.ts).
 */
import type { Logger } from '../../log.js';
import type { ChannelsOfEach } from '../channels/reader.js';
import { deliveriesFor, type Delivery } from './fan-out.js';
import { gameImagesOf, type StreamRecord } from './images.js';
import { noticesFor, type Notice } from './notices.js';

export type Dispatch = (deliveries: Delivery[]) => Promise<void>;

export interface NotifierOptions {
  /** Where the web app lives: game links are `<appUrl>/games/<id>` (null: relative, under /play). */
  appUrl: string | null;
  channelsOfEach: ChannelsOfEach;
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
    const channels = await this.options.channelsOfEach([...new Set(notices.map((notice) => notice.playerId))]);
    const deliveries = deliveriesFor(notices, channels, this.options.appUrl);
    if (deliveries.length > 0) await this.options.dispatch(deliveries);
    this.options.log.info('notified', { notices: notices.length, deliveries: deliveries.length });
    return { notices: notices.length, deliveries: deliveries.length };
  }
}
