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
import { deliveriesFor } from './fan-out.js';
import type { Delivery } from '../delivery.js';
import type { StreamRecord } from '../../store/stream-images.js';
import { catchUpImageOf, gameImagesOf } from './images.js';
import { noticesFor, type Notice } from './notices.js';
import { withOthers, type RematchOf } from './people.js';
import type { TalkSource } from './talk-since.js';
import { withTurnChoices, type SeatMarksSource } from './turn-choices.js';
import { withinHourlyCap, type CountDeliveries } from './hourly-cap.js';
import { metricFields, NOTIFIER_SERVICE } from '../../metrics.js';

export type Dispatch = (deliveries: Delivery[]) => Promise<void>;

export interface NotifierOptions {
  /** Where the web app lives: game links are `<appUrl>/games/<id>` (null: relative, under /play). */
  appUrl: string | null;
  channelsOfEach: ChannelsOfEach;
  dispatch: Dispatch;
  log: Logger;
  /** Reads a game's log, for the summary of what happened since each recipient's last move (./catch-up.ts); without it, bodies carry no summary. */
  logAfter?: LogAfter;
  /** The games' table talk, counted in the summaries (./talk-since.ts); without it, summaries tell moves only. */
  talk?: TalkSource;
  /** The players' marks on their seats (watching, their choice of `your-turn` per game: ./turn-choices.ts); without it, every `your-turn` goes out. */
  seatMarks?: SeatMarksSource;
  /** At most `perHour` notifications per player and channel in a clock hour (./hourly-cap.ts), counted by `count`; absent: no cap. */
  hourlyCap?: { perHour: number; count: CountDeliveries };
  now?: () => Date;
}

export interface NotifierReport {
  notices: number;
  deliveries: number;
  /** Over the hourly cap: dropped. */
  heldBack: number;
}

export class Notifier {
  constructor(private readonly options: NotifierOptions) {}

  /** Throws when the batch could not be handed on whole: the caller retries it (deliveries keep their ids). */
  async handle(records: readonly StreamRecord[]): Promise<NotifierReport> {
    const notices: Notice[] = [];
    const catchUps = new Map<string, CatchUpImage>();
    const rematches = new Map<string, RematchOf>();
    for (const record of records) {
      const images = gameImagesOf(record);
      if (images) notices.push(...noticesFor(images.before, images.after));
      const catchUp = images && catchUpImageOf(record);
      if (catchUp) catchUps.set(imageKey(catchUp.gameId, catchUp.version), catchUp);
      const rematch = images?.after.rematch;
      if (catchUp && rematch) rematches.set(rematch.id, { finished: catchUp, by: rematch.by });
    }
    if (notices.length === 0) return { notices: 0, deliveries: 0, heldBack: 0 };
    const channels = await this.options.channelsOfEach([...new Set(notices.map((notice) => notice.playerId))]);
    const fanned = withOthers(deliveriesFor(notices, channels, this.options.appUrl), catchUps, rematches);
    const chosen = this.options.seatMarks ? await withTurnChoices(fanned, channels, this.options.seatMarks) : fanned;
    const now = this.options.now?.() ?? new Date();
    const cap = this.options.hourlyCap;
    const { kept: capped, heldBack, heldBackFrom } = cap && chosen.length > 0 ? await withinHourlyCap(chosen, cap.count, cap.perHour, now) : { kept: chosen, heldBack: 0, heldBackFrom: [] };
    const deliveries = this.options.logAfter && capped.length > 0 ? await withSummaries(capped, catchUps, this.options.logAfter, this.options.talk) : capped;
    if (deliveries.length > 0) await this.options.dispatch(deliveries);
    // The players named, so that an operator answering the HeldBack alarm finds whose games flood.
    const held = heldBack > 0 ? { heldBack, heldBackFrom, ...metricFields(NOTIFIER_SERVICE, { HeldBack: heldBack }, now) } : {};
    this.options.log.info('notified', { notices: notices.length, deliveries: deliveries.length, ...held });
    return { notices: notices.length, deliveries: deliveries.length, heldBack };
  }
}
