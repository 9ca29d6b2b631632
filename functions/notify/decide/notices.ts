/**
 * Who must be told what, from a game item before and after one write (the stream's old and new
 * images). Pure: the same pair always gives the same notices, so a stream record delivered twice
 * gives the same deliveries (with the same delivery ids).
 *
 * - `game-started`  every seat, when the game leaves `waiting` (the last join; or creation, for one seat)
 * - `timed-out`     the seat whose time ran out, when a timeout made this version
 * - `replaced-by-bot` the seat the bot took over with this version (its player was absent: domain/absent-seats.ts)
 * - `your-turn`     each seat the version names in `pinged`: one ping per turn, decided by the commit path
 *                   (domain/turn-pings.ts: newly awaited, or still awaited after another seat's change
 *                   since its own last one, at most once until it acts; never a seat a bot plays)
 * - `reminder`      every awaited seat, when the sweeper marked the turn as reminded (again not a taken-over seat)
 * - `game-finished` every seat, when the game ends
 * - `invited`       every seat but the asker's, when a rematch of the finished game was created (the notice names the rematch)
 * - `undo-asked`    the seats asked to accept, when a player asked to take back a move (domain/undo.ts)
 */
import type { Seat } from '../../../engine/index.js';
import type { NotificationEvent } from '../channels/events.js';

export { NOTIFICATION_EVENTS, type NotificationEvent } from '../channels/events.js';

/** The parts of a game item the notifier reads (never the state, the seed or the invite hash). */
export interface GameImage {
  id: string;
  type: string;
  status: 'waiting' | 'active' | 'finished';
  version: number;
  seats: Array<{ seat: Seat; playerId: string }>;
  awaiting: Seat[];
  updatedAt: string;
  deadline: string | null;
  /** When the sweeper reminded the awaited seats of the running deadline. */
  remindedAt: string | null;
  /** The seat whose time ran out, on the version a timeout made. */
  timedOut: Seat | null;
  /** The persons' seats a bot plays while their players are absent. */
  takenOver: Seat[];
  /** The seats this version tells `your-turn` (written by the commit path: domain/turn-pings.ts). */
  pinged: Seat[];
  /** On a finished game: its rematch and who asked for it (absent: none). */
  rematch?: { id: string; by: string } | null;
  /** The open request to take a move back: who must answer it (absent: none). */
  undoRequest?: { id: string; waitingFor: Seat[] } | null;
}

/** One player to tell one thing. */
export interface Notice {
  event: NotificationEvent;
  playerId: string;
  gameId: string;
  type: string;
  version: number;
  awaiting: Seat[];
  deadline: string | null;
  /** When it happened: the change's time (the reminder's time for a reminder). */
  at: string;
}

export function noticesFor(before: GameImage | null, after: GameImage): Notice[] {
  const changed = before === null || before.version !== after.version;
  const notices: Notice[] = [];
  const tell = (event: NotificationEvent, seats: readonly Seat[], at = after.updatedAt) => {
    for (const seat of seats) {
      for (const holder of after.seats.filter((taken) => taken.seat === seat)) {
        notices.push({ event, playerId: holder.playerId, gameId: after.id, type: after.type, version: after.version, awaiting: after.awaiting, deadline: after.deadline, at });
      }
    }
  };
  const everySeat = after.seats.map((taken) => taken.seat);

  if (after.status !== 'waiting' && (before === null || before.status === 'waiting')) tell('game-started', everySeat);
  if (changed && after.timedOut !== null) tell('timed-out', [after.timedOut]);
  if (changed) tell('replaced-by-bot', after.takenOver.filter((seat) => !(before?.takenOver ?? []).includes(seat)));
  if (changed && after.status === 'active') tell('your-turn', after.pinged);
  if (after.status === 'active' && after.remindedAt !== null && after.remindedAt !== before?.remindedAt) {
    tell('reminder', after.awaiting.filter((seat) => !after.takenOver.includes(seat)), after.remindedAt);
  }
  if (after.status === 'finished' && before?.status !== 'finished') tell('game-finished', everySeat);
  if (after.undoRequest != null && after.undoRequest.id !== before?.undoRequest?.id) tell('undo-asked', after.undoRequest.waitingFor);
  if (after.rematch != null && before?.rematch == null) {
    const { id, by } = after.rematch;
    for (const holder of after.seats.filter((taken) => taken.playerId !== by)) {
      notices.push({ event: 'invited', playerId: holder.playerId, gameId: id, type: after.type, version: 0, awaiting: [], deadline: null, at: after.updatedAt });
    }
  }
  return notices;
}
