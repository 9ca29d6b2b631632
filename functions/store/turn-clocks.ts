/**
 * Running turn clocks in the table. A game with a running clock carries `dueShard`/`dueAt` (epoch
 * ms of the next thing the sweeper must do: the reminder, then the deadline), which puts it in
 * the sparse index `byDeadline`; a game without one carries neither, so the index holds only
 * running clocks. The sweeper finds due games with a Query per shard (dueAt ≤ now), never a
 * scan. The index projects keys only and lags the table slightly, so the sweeper reads each game
 * it finds before acting on it.
 */
import { createHash } from 'node:crypto';
import type { GameRecord } from '../domain/game-record.js';
import { nextDueTime, type ClockedGame } from '../domain/turn-clock.js';
import { gameIdOfPartition, gameKey } from './keys.js';
import type { Table } from './table.js';

export const DEADLINE_INDEX = 'byDeadline';

/** Partitions of the byDeadline index; the sweeper queries each. Spreads the index's writes. */
export const DEADLINE_SHARDS = 8;

/** The index shard of a game: stable, spread evenly by a hash of its id. */
export function dueShardOf(gameId: string): string {
  return `due#${createHash('sha256').update(gameId).digest().readUInt32BE(0) % DEADLINE_SHARDS}`;
}

export const ALL_DUE_SHARDS: readonly string[] = Array.from({ length: DEADLINE_SHARDS }, (_, shard) => `due#${shard}`);

/** The sparse index attributes of a game item: present only while a clock runs or an idle check waits (domain/idle-games.ts). */
export function deadlineIndexAttributes(game: Pick<ClockedGame, 'status' | 'deadline' | 'remindedAt' | 'turnTimeLimit' | 'timeBank' | 'clocks'> & { id: string; idleCheckAt?: string | null }): { dueShard?: string; dueAt?: number } {
  const due = nextDueTime(game) ?? (game.idleCheckAt == null ? null : new Date(game.idleCheckAt));
  return due === null ? {} : { dueShard: dueShardOf(game.id), dueAt: due.getTime() };
}

export class TurnClockStore {
  constructor(private readonly table: Table) {}

  /** Ids of games due at `now`, oldest first per shard, at most `limitPerShard` from each. */
  async dueGameIds(now: Date, limitPerShard = 500): Promise<string[]> {
    const shards = await Promise.all(ALL_DUE_SHARDS.map((shard) => this.dueInShard(shard, now.getTime(), limitPerShard)));
    return [...new Set(shards.flat())];
  }

  /**
   * Marks this turn as reminded and moves the game's index entry to its deadline, if the game is
   * still at the version read and not reminded yet (a conditional UpdateItem); true when it was.
   */
  async markReminded(game: Pick<GameRecord, 'id' | 'version' | 'deadline'>, now: Date): Promise<boolean> {
    return (await this.table.updateIf({
      Key: gameKey(game.id),
      UpdateExpression: 'SET remindedAt = :now, dueAt = :deadline',
      ConditionExpression: 'version = :version AND deadline = :deadlineIso AND attribute_not_exists(remindedAt)',
      ExpressionAttributeValues: {
        ':now': now.toISOString(),
        ':deadline': Date.parse(game.deadline!),
        ':deadlineIso': game.deadline,
        ':version': game.version,
      },
    })).applied;
  }

  /**
   * Moves an idle check on to `at` (the game was changed since the check was set), if the game
   * is still at the version read (a conditional UpdateItem); true when it was.
   */
  async moveIdleCheck(game: Pick<GameRecord, 'id' | 'version'>, at: Date): Promise<boolean> {
    return (await this.table.updateIf({
      Key: gameKey(game.id),
      UpdateExpression: 'SET dueAt = :at',
      // A waiting game's check (timed or not) moves too: it has no running clock yet (domain/idle-games.ts).
      ConditionExpression: 'version = :version AND attribute_exists(dueAt) AND ((attribute_not_exists(turnTimeLimit) AND attribute_not_exists(timeBank)) OR #status = :waiting)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':at': at.getTime(), ':version': game.version, ':waiting': 'waiting' },
    })).applied;
  }

  private async dueInShard(shard: string, nowMs: number, limit: number): Promise<string[]> {
    const items = await this.table.queryIndex(DEADLINE_INDEX, 'dueShard = :shard AND dueAt <= :now', { ':shard': shard, ':now': nowMs }, limit);
    return items.map((item) => gameIdOfPartition(item.pk as string));
  }
}
