/**
 * The notifier as the notifier Lambda (functions/handlers/notifier.ts) and the local stack
 * (bin/local-stack.ts) both build it: the players' channels and seat marks read from the table,
 * each game's log and table talk for the summaries, and the deliveries handed to `dispatch` (SQS on AWS, the
 * local queue locally).
 */
import type { Config } from '../../config.js';
import type { Logger } from '../../log.js';
import type { GameStore } from '../../store/games.js';
import type { PlayerStore } from '../../store/players.js';
import { SeatMarkStore } from '../../store/seat-marks.js';
import type { Table } from '../../store/table.js';
import { TalkStore } from '../../store/talk.js';
import { ChannelReader } from '../channels/reader.js';
import { Notifier, type Dispatch } from './notifier.js';
import { DeliveryCountStore } from '../../store/delivery-counts.js';
import { DEFAULT_DELIVERIES_PER_HOUR } from '../../config.js';

export interface NotifierSetup {
  config: Pick<Config, 'appUrl'> & Partial<Pick<Config, 'deliveriesPerHour'>>;
  table: Table;
  games: GameStore;
  players: PlayerStore;
  dispatch: Dispatch;
  log: Logger;
  /** The clock of the hourly cap's hours (tests move it). @default the real time */
  now?: () => Date;
}

export function createNotifier(setup: NotifierSetup): Notifier {
  const counts = new DeliveryCountStore(setup.table);
  return new Notifier({
    hourlyCap: { perHour: setup.config.deliveriesPerHour ?? DEFAULT_DELIVERIES_PER_HOUR, count: (playerId, at, asked) => counts.add(playerId, at, asked) },
    ...(setup.now ? { now: setup.now } : {}),
    appUrl: setup.config.appUrl,
    channelsOfEach: new ChannelReader(setup.players).ofEach,
    logAfter: (gameId, after, limit) => setup.games.log(gameId, after, limit),
    talk: new TalkStore(setup.table),
    seatMarks: new SeatMarkStore(setup.table),
    dispatch: setup.dispatch,
    log: setup.log,
  });
}
