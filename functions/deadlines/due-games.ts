/**
 * Games whose reminder or deadline has come: a Query per shard of the sparse index `byDeadline`
 * (dueAt ≤ now), never a scan. The index projects keys only and lags the table slightly, so the
 * sweeper reads each game it finds before acting on it.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../store/table.js';
import { ALL_DUE_SHARDS } from './turn-clock.js';

export const DEADLINE_INDEX = 'byDeadline';

/** Ids of games due at `now`, oldest first per shard, at most `limitPerShard` from each. */
export async function dueGameIds(table: Table, now: Date, limitPerShard = 500): Promise<string[]> {
  const shards = await Promise.all(ALL_DUE_SHARDS.map((shard) => dueInShard(table, shard, now.getTime(), limitPerShard)));
  return [...new Set(shards.flat())];
}

async function dueInShard(table: Table, shard: string, nowMs: number, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const output = await table.client.send(
      new QueryCommand({
        TableName: table.name,
        IndexName: DEADLINE_INDEX,
        KeyConditionExpression: 'dueShard = :shard AND dueAt <= :now',
        ExpressionAttributeValues: { ':shard': shard, ':now': nowMs },
        Limit: limit - ids.length,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of output.Items ?? []) ids.push(String(item.pk).slice('GAME#'.length));
    startKey = output.LastEvaluatedKey;
  } while (startKey && ids.length < limit);
  return ids;
}
