/**
 * A game as the service keeps it (the store maps it to and from its DynamoDB item), the log
 * entry written with every accepted change, and the change itself.
 */
import type { BotLevel, GameEvent, Seat, StackedSetup } from '../../engine/index.js';
import { Forbidden } from '../errors.js';
import type { AbsentRule } from './absent-seats.js';
import type { GameStatus, LogKind } from './game-record-schemas.js';
import type { SeatClock, TimeBank } from './turn-clock.js';

export interface TakenSeat {
  seat: Seat;
  playerId: string;
  name: string;
  /** The player deleted their account (DELETE /players/me): `name` is the placeholder and `playerId` the tombstone (DELETED_PLAYER_ID). */
  deleted?: true;
  /** The player is on vacation until then (a copy of the player's, ./vacation.ts): this seat's clock does not run before it. */
  vacationUntil?: string;
}

/** The name a deleted player's seat shows. */
export const DELETED_PLAYER_NAME = 'deleted player';

/** What a deleted player's seat holds instead of their id: no player id has this form (secrets.ts ID_PATTERN), so it matches nobody. */
export const DELETED_PLAYER_ID = 'deleted';

/**
 * A seat a bot plays: it has no player (no token, no seat item), only a policy level. A
 * `takenOver` seat is a person's (it stays in `seats` too) that the bot plays while its player
 * is absent (./absent-seats.ts).
 */
export interface BotSeat {
  seat: Seat;
  level: BotLevel;
  takenOver?: true;
}

export interface GameRecord {
  id: string;
  type: string;
  status: GameStatus;
  /** 0 at creation, +1 with every accepted change. */
  version: number;
  seatCount: number;
  /** The seats people took, by seat number. */
  seats: TakenSeat[];
  /** The seats bots play, by seat number (in `seats` too only when `takenOver`). */
  bots: BotSeat[];
  /** What a seat's timeouts lead to (./absent-seats.ts); `resign` by default. */
  absent: AbsentRule;
  /** Each seat's timeouts in a row, by seat number; empty when none. */
  timeoutsInARow: number[];
  /** The persons' seats a taken-over bot moved for (sorted), so rankings can leave them out. */
  botPlayed: Seat[];
  creatorId: string;
  /** Parsed options (defaults filled). */
  options: unknown;
  /** The engine state; null until every seat is taken. */
  state: unknown;
  awaiting: Seat[];
  /** The secret seed; revealed only once the game is finished. */
  seed: string;
  seedCommitment: string;
  /** Stacked setup parameters (local stack only), kept until the start. */
  stack: StackedSetup | null;
  inviteHash: string;
  /** How often the creator asked for a new invite code (0: the first code): the code is derived from the seed, the id and this. */
  inviteGeneration: number;
  turnTimeLimit: number | null;
  /** The time bank of each seat (the other clock mode, ./turn-clock.ts); null when the game has none. */
  timeBank: TimeBank | null;
  /** The seats' clocks (./turn-clock.ts); empty in an untimed game. */
  clocks: SeatClock[];
  /** When the first awaited seat's clock runs out: the earliest expiry (./turn-clock.ts). */
  deadline: string | null;
  /** When the awaited seats were reminded of this deadline; null until then. */
  remindedAt: string | null;
  /** The seat whose time ran out, on the version its timeout made; null on every other version. */
  timedOut: Seat | null;
  /** The seats this version tells `your-turn` (./turn-pings.ts); empty on every other version. */
  pinged: Seat[];
  /** The awaited seats pinged since their own last change (./turn-pings.ts): not pinged again until they act. */
  told: Seat[];
  /** Days without a change after which a running untimed game is abandoned (./idle-games.ts); 30 by default. */
  abandonAfter: number;
  /** When the sweeper next checks whether the untimed game sits idle; null for timed, waiting and ended games. */
  idleCheckAt: string | null;
  /** On a finished game: the rematch created from it and who asked for it (POST /games/{id}/rematch); null until then. */
  rematch: { id: string; by: string } | null;
  /** On a rematch: the players of the finished game, who may join without the invite code. */
  invited: string[];
  /**
   * By seat: the version of the seat's player's own last move (a move submission, resignation or
   * reclaim; joining is not a move, nor are a bot's or a timeout's moves for them); null while
   * they never moved. What `GET /games/{id}/events?since=my-last-move` and the notification
   * summaries start after.
   */
  lastMoveVersions: Array<number | null>;
  /** False when the creator turned taking moves back off (./undo.ts); absent: allowed. */
  undo?: boolean;
  /** The open request to take a move back (./undo.ts); absent or null: none. Any move voids it. */
  undoRequest?: UndoRequest | null;
  /** The standing moves since the last draw, flip, deal, resignation or timeout (./undo-tail.ts); absent on a game stored before it was kept. */
  undoTail?: UndoTailEntry[];
  createdAt: string;
  updatedAt: string;
}

/** One accepted change as the move log keeps it: events unfiltered (they are filtered per reader). */
export interface LogEntry {
  version: number;
  kind: LogKind;
  seat: Seat | null;
  playerId: string | null;
  moves: unknown[];
  events: GameEvent[];
  at: string;
  idempotencyKey?: string;
  /** On an `undo` entry: the version whose state came back (./undo.ts). */
  undoTo?: number;
}

/** A move that may still be taken back: its version, seat, and its player (null for a bot's). */
export interface UndoTailEntry {
  version: number;
  seat: Seat;
  playerId: string | null;
}

/** A player's request to take back their last submissions, which the other seats' players must all accept (./undo.ts). */
export interface UndoRequest {
  id: string;
  seat: Seat;
  playerId: string;
  /** The version of the first log entry taken back (it, and every entry after it, go). */
  entry: number;
  /** How many of the asker's own submissions it takes back; absent on a request stored before it was kept: one. */
  submissions?: number;
  askedAt: string;
  /** After this the request is void. */
  expiresAt: string;
  /** The seats whose players must accept: every other seat a person holds. */
  waitingFor: Seat[];
  accepted: Seat[];
}

/** What one accepted request writes: the game at its next version and the log entry for it. */
export interface GameChange {
  game: GameRecord;
  log: LogEntry;
  /** The seat taken by this change (a join): its seat item is written too. */
  joined?: TakenSeat;
  /** The seat freed by this change (a leave): its seat item is deleted. */
  left?: TakenSeat;
  /** The status moved (start, finish): every seat item's status is updated too. */
  statusChanged: boolean;
}

/** The bot level of `seat`, or null when a person (or nobody) holds it. */
export function botAt(game: Pick<GameRecord, 'bots'>, seat: Seat): BotLevel | null {
  return game.bots.find((bot) => bot.seat === seat)?.level ?? null;
}

/** The caller's seat, or null for a spectator or a player not seated here. */
export function seatOfPlayer(game: Pick<GameRecord, 'seats'>, playerId: string | null): Seat | null {
  if (playerId === null) return null;
  return game.seats.find((taken) => taken.playerId === playerId)?.seat ?? null;
}

/** The caller's seat; 403 when the player is not seated in this game. */
export function requireSeat(game: GameRecord, playerId: string): Seat {
  const seat = seatOfPlayer(game, playerId);
  if (seat === null) throw new Forbidden('you are not seated in this game');
  return seat;
}
