/**
 * How many notifications each player was sent in each clock hour, per channel: one item per
 * player and hour (`SENT#<hour>` in the player's partition, beside the player item, never in
 * it), which DynamoDB's TTL removes an hour after its hour ends. One UpdateItem adds a whole
 * stream batch's notifications of a player, every channel at once, and answers the totals after
 * it: ADD is atomic, so two notifiers counting at the same moment each learn exactly which of
 * theirs fit under the cap (../notify/decide/hourly-cap.ts).
 */
import { deliveryCountKey } from './keys.js';
import { tableDefinition } from './table-definition.js';
import type { Table } from './table.js';

const EXPIRES_AT = tableDefinition.timeToLiveAttribute;
const HOUR_MS = 3_600_000;

/** The start of the clock hour (UTC) `at` lies in, as the item's key names it: `2026-01-01T09`. */
export function hourOf(at: Date): string {
  return at.toISOString().slice(0, 13);
}

export class DeliveryCountStore {
  constructor(private readonly table: Table) {}

  /** Adds `counts` (by channel) to the player's hour that `at` lies in; the hour's totals of those channels after it. */
  async add(playerId: string, at: Date, counts: Readonly<Record<string, number>>): Promise<Record<string, number>> {
    const channels = Object.keys(counts);
    if (channels.length === 0) return {};
    const hourStart = Math.floor(at.getTime() / HOUR_MS) * HOUR_MS;
    const names: Record<string, string> = { '#ttl': EXPIRES_AT };
    const values: Record<string, unknown> = { ':ttl': Math.floor((hourStart + 2 * HOUR_MS) / 1000) };
    channels.forEach((channel, i) => {
      names[`#c${i}`] = channel;
      values[`:c${i}`] = counts[channel];
    });
    const after = await this.table.update({
      Key: deliveryCountKey(playerId, hourOf(at)),
      UpdateExpression: `ADD ${channels.map((_, i) => `#c${i} :c${i}`).join(', ')} SET #ttl = :ttl`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'UPDATED_NEW',
    });
    return Object.fromEntries(channels.map((channel) => [channel, typeof after?.[channel] === 'number' ? (after[channel] as number) : counts[channel]!]));
  }
}
