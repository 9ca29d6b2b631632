/**
 * The notifier: a batch of the table's stream records → the notices they imply → one delivery
 * per player and channel → handed to the dispatcher (SQS on AWS, the local queue locally). It
 * never calls an endpoint itself, so no receiver can slow the stream down. It reads each
 * affected player's channels once per batch (one BatchGetItem: ../channels/reader.ts), and the
 * log of each game it notifies about, for the summaries (one Query per game: ./catch-up.ts).
 */
import type { Logger } from '../../log.js';
import type { ChannelsOfEach } from '../channels/reader.js';
import { imageKey, withSummaries, type CatchUpImage, type LogAfter } from './catch-up.js';
import { deliveriesFor, type Delivery } from './fan-out.js';
import { catchUpImageOf, gameImagesOf, type StreamRecord } from './images.js';
import { noticesFor, type Notice } from './notices.js';
import { withOthers } from './people.js';
import { withTurnChoices, type SeatMarksSource } from './turn-choices.js';

export type Dispatch = (deliveries: Delivery[]) => Promise<void>;

export interface NotifierOptions {
  /** Where the web app lives: game links are `<appUrl>/games/<id>` (null: relative, under /play). */
  appUrl: string | null;
  channelsOfEach: ChannelsOfEach;
  dispatch: Dispatch;
  log: Logger;
  /** Reads a game's log, for the summary of what happened since each recipient's last move (./catch-up.ts); without it, bodies carry no summary. */
  logAfter?: LogAfter;
  /** The players' marks on their seats (watching, their choice of `your-turn` per game: ./turn-choices.ts); without it, every `your-turn` goes out. */
  seatMarks?: SeatMarksSource;
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
    const catchUps = new Map<string, CatchUpImage>();
    for (const record of records) {
      const images = gameImagesOf(record);
      if (images) notices.push(...noticesFor(images.before, images.after));
      const catchUp = images && catchUpImageOf(record);
      if (catchUp) catchUps.set(imageKey(catchUp.gameId, catchUp.version), catchUp);
    }
    if (notices.length === 0) return { notices: 0, deliveries: 0 };
    const channels = await this.options.channelsOfEach([...new Set(notices.map((notice) => notice.playerId))]);
    const fanned = withOthers(deliveriesFor(notices, channels, this.options.appUrl), catchUps);
    const chosen = this.options.seatMarks ? await withTurnChoices(fanned, channels, this.options.seatMarks) : fanned;
    const deliveries = this.options.logAfter && chosen.length > 0 ? await withSummaries(chosen, catchUps, this.options.logAfter) : chosen;
    if (deliveries.length > 0) await this.options.dispatch(deliveries);
    this.options.log.info('notified', { notices: notices.length, deliveries: deliveries.length });
    return { notices: notices.length, deliveries: deliveries.length };
  }
}
