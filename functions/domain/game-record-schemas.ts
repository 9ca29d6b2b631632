/**
 * The closed value lists of a game record, as zod schemas: its status and the kinds of its log
 * entries. They live with the record (domain), and the HTTP answers reuse them (http → domain).
 */
import * as z from 'zod';

export const GameStatus = z.enum(['waiting', 'active', 'finished']);
export type GameStatus = z.infer<typeof GameStatus>;

/** `bot`: a move a bot seat made (by the bot worker, ../bots/); `reclaim`: a player took their seat back from the bot (./absent-seats.ts). */
export const LogKind = z.enum(['create', 'join', 'move', 'resign', 'timeout', 'bot', 'reclaim', 'deleted']);
export type LogKind = z.infer<typeof LogKind>;
