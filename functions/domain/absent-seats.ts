/**
 * Absent players, as pure functions of the game record. A game created with
 * `absent: "bot"` counts each seat's timeouts in a row; at `absentAfter` of them the seat is
 * handed to a bot of the rule's level (`basic` unless the creator chose another; a bot seat marked `takenOver`, so the bot worker plays it exactly as
 * a bot seat) until its player acts again (any own move, a resignation or a reclaim). With
 * `absent: "resign"` (the default) nothing here changes the game: timeouts stay today's.
 */
import type { BotLevel, Seat } from '../../engine/index.js';
import type { BotSeat, GameRecord } from './game-record.js';

export const ABSENT_MODES = ['resign', 'bot'] as const;
export type AbsentMode = (typeof ABSENT_MODES)[number];

export interface AbsentRule {
  mode: AbsentMode;
  /** Timeouts in a row after which a seat is played by the bot. */
  after: number;
  /** The bot level that plays a taken-over seat; `basic` when absent (games created before levels could be chosen). */
  level?: BotLevel;
}

/** The level of the bot that takes an absent player's seat over. */
export function takeoverLevel(rule: AbsentRule): BotLevel {
  return rule.level ?? 'basic';
}

export const DEFAULT_ABSENT_RULE: AbsentRule = { mode: 'resign', after: 2 };

type AbsentFields = Pick<GameRecord, 'absent' | 'bots' | 'timeoutsInARow' | 'botPlayed'>;

/** True when a bot plays `seat` in place of its player. */
export function isTakenOver(game: Pick<GameRecord, 'bots'>, seat: Seat): boolean {
  return game.bots.some((bot) => bot.seat === seat && bot.takenOver === true);
}

/** The game after `seat` timed out: one more timeout in a row, and the bot takes the seat over when the rule says so. */
export function afterTimeout<T extends AbsentFields>(game: T, seat: Seat): T {
  if (game.absent.mode !== 'bot') return game;
  const count = (game.timeoutsInARow[seat] ?? 0) + 1;
  const timeoutsInARow = withCount(game.timeoutsInARow, seat, count);
  const takeOver = count >= game.absent.after && !game.bots.some((bot) => bot.seat === seat);
  if (!takeOver) return { ...game, timeoutsInARow };
  const bot: BotSeat = { seat, level: takeoverLevel(game.absent), takenOver: true };
  return { ...game, timeoutsInARow, bots: [...game.bots, bot].sort((a, b) => a.seat - b.seat) };
}

/** The game after `seat`'s player acted (a move, a resignation, a reclaim): no timeouts in a row, and the seat is theirs again. */
export function afterOwnAction<T extends AbsentFields>(game: T, seat: Seat): T {
  if ((game.timeoutsInARow[seat] ?? 0) === 0 && !isTakenOver(game, seat)) return game;
  return { ...game, timeoutsInARow: withCount(game.timeoutsInARow, seat, 0), bots: game.bots.filter((bot) => !(bot.seat === seat && bot.takenOver === true)) };
}

/** The game after the bot moved for `seat`: a taken-over seat is listed as one a bot played (rankings leave it out). */
export function afterBotMove<T extends AbsentFields>(game: T, seat: Seat): T {
  if (!isTakenOver(game, seat) || game.botPlayed.includes(seat)) return game;
  return { ...game, botPlayed: [...game.botPlayed, seat].sort((a, b) => a - b) };
}

/** Every seat a bot played in this game: the bot seats and the persons' seats a bot took over. */
export function seatsBotsPlayed(game: Pick<GameRecord, 'bots' | 'botPlayed'>): Seat[] {
  return [...new Set([...game.bots.filter((bot) => bot.takenOver !== true).map((bot) => bot.seat), ...game.botPlayed])].sort((a, b) => a - b);
}

function withCount(counts: number[], seat: Seat, count: number): number[] {
  const next = [...counts];
  while (next.length <= seat) next.push(0);
  next[seat] = count;
  return next.every((value) => value === 0) ? [] : next;
}
