/**
 * Stream records (decoded by ../store/stream-images.ts) → the games whose new version awaits a
 * bot seat. The bot worker is fed by the table's stream like the notifier; only the few
 * attributes that say "a bot must move" are read.
 */
import type { BotSeat } from '../domain/game-record.js';
import { awaitedBotSeat } from '../domain/lifecycle.js';
import { fieldsOf, isGameWrite, type StreamRecord } from '../store/stream-images.js';

const FIELDS = ['id', 'status', 'awaiting', 'bots'] as const;

/** The ids of the games, once each in stream order, whose written version is running and awaits a bot seat. */
export function gamesAwaitingBots(records: readonly StreamRecord[]): string[] {
  const ids = new Set<string>();
  for (const record of records) {
    if (!isGameWrite(record)) continue;
    const item = fieldsOf(record.dynamodb!.NewImage!, FIELDS);
    const game = { id: item.id as string, status: item.status as string, awaiting: (item.awaiting as number[] | undefined) ?? [], bots: (item.bots as BotSeat[] | undefined) ?? [] };
    if (game.status === 'active' && awaitedBotSeat(game) !== null) ids.add(game.id);
  }
  return [...ids];
}
