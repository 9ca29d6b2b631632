/**
 * The closed value lists of a game record, as zod schemas: its status and the kinds of its log
 * entries. They live with the record (domain), and the HTTP answers reuse them (http → domain).
 */
import * as z from 'zod';
import { lazySchema } from '../../engine/core/schemas.js';

/** `cancelled`: the creator called a waiting game off (`POST /games/{id}/cancel`), or the sweeper did when nobody joined for `abandonAfter` days (./idle-games.ts); nobody can join it, and it is kept like a finished game. */
export const GameStatus = lazySchema(() => z.enum(['waiting', 'active', 'finished', 'cancelled']));
export type GameStatus = z.infer<typeof GameStatus>;

/**
 * `bot`: a move a bot seat made (by the bot worker, ../bots/); `reclaim`: a player took their seat back from the bot (./absent-seats.ts);
 * `cancel`, `leave`: the creator (or, with no seat, the sweeper: ./idle-games.ts) called a waiting game off, a seated player left it (./lifecycle.ts); `deleted`: the seat's player deleted their account;
 * `vacation`: the seat's player started or ended a vacation (its clock is held, ./vacation.ts).
 */
export const LogKind = lazySchema(() => z.enum(['create', 'join', 'move', 'resign', 'timeout', 'bot', 'reclaim', 'deleted', 'cancel', 'leave', 'vacation']));
export type LogKind = z.infer<typeof LogKind>;
