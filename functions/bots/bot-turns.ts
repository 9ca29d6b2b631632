/**
 * Stream records → the games whose new version awaits a bot seat. The bot worker is fed by the
 * table's stream like the notifier (Lambda's stream event and the DynamoDB Streams API carry the
 * same record shape); only the few attributes that say "a bot must move" are read.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { BotSeat } from '../domain/game-record.js';
import { awaitedBotSeat } from '../domain/lifecycle.js';
import { GAME_SORT_KEY } from '../store/keys.js';

/** The fields of a stream record read here (both Lambda's and the Streams API's records fit). */
export interface BotStreamRecord {
  eventName?: string;
  dynamodb?: { Keys?: Record<string, object>; NewImage?: Record<string, object> };
}

const FIELDS = ['id', 'status', 'awaiting', 'bots'] as const;

/** The ids of the games, once each in stream order, whose written version is running and awaits a bot seat. */
export function gamesAwaitingBots(records: readonly BotStreamRecord[]): string[] {
  const ids = new Set<string>();
  for (const record of records) {
    const image = record.dynamodb?.NewImage;
    if (record.eventName === 'REMOVE' || !image) continue;
    const sortKey = (record.dynamodb?.Keys?.sk ?? image.sk) as { S?: string } | undefined;
    if (sortKey?.S !== GAME_SORT_KEY) continue;
    const game = pick(image);
    if (game.status === 'active' && awaitedBotSeat(game) !== null) ids.add(game.id);
  }
  return [...ids];
}

function pick(image: Record<string, object>): { id: string; status: string; awaiting: number[]; bots: BotSeat[] } {
  const picked: Record<string, AttributeValue> = {};
  for (const field of FIELDS) {
    const value = image[field];
    // The Streams API client reads an empty list as `{}` (no type tag): absent here.
    if (value !== undefined && Object.keys(value).length > 0) picked[field] = value as AttributeValue;
  }
  const item = unmarshall(picked);
  return { id: item.id as string, status: item.status as string, awaiting: (item.awaiting as number[] | undefined) ?? [], bots: (item.bots as BotSeat[] | undefined) ?? [] };
}
