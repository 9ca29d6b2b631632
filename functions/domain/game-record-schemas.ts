/**
 * The closed value lists of a game record, as zod schemas: its status and the kinds of its log
 * entries. They live with the record (domain), and the HTTP answers reuse them (http → domain).
 */
import * as z from 'zod';

/** `cancelled`: the creator called a waiting game off (`POST /games/{id}/cancel`), or the sweeper did when nobody joined for `abandonAfter` days (./idle-games.ts), or the account deletion did when its creator's account went, or when a running game had no person left to play it (./lifecycle.ts `leaveDeletedSeat`); nobody can join it, and it is kept like a finished game. */
export const GameStatus = z.enum(['waiting', 'active', 'finished', 'cancelled']);
export type GameStatus = z.infer<typeof GameStatus>;

/**
 * `bot`: a move a bot seat made (by the bot worker, ../bots/); `reclaim`: a player took their seat back from the bot (./absent-seats.ts);
 * `hand-over`: a player handed their seat to a bot (./lifecycle.ts `handOverSeat`);
 * `cancel`, `leave`: the creator (or, with no seat, the sweeper: ./idle-games.ts) called a waiting game off, a seated player left it (./lifecycle.ts); `deleted`: the seat's player deleted their account;
 * `vacation`: the seat's player started or ended a vacation (its clock is held, ./vacation.ts);
 * `undoAsk`, `undoAnswer`, `undo`: a player asked to take back their last move, another seat accepted or declined, the move was taken back (./undo.ts).
 */
export const LogKind = z.enum(['create', 'join', 'move', 'resign', 'timeout', 'bot', 'reclaim', 'deleted', 'cancel', 'leave', 'vacation', 'hand-over', 'undoAsk', 'undoAnswer', 'undo', 'invite']);
export type LogKind = z.infer<typeof LogKind>;
