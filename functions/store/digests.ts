/**
 * The daily digest's subscribers in the table. A player who chose a digest
 * hour has, beside the setting in the player item (`notify.digest.hourUtc`), a small entry in
 * that hour's partition (`DIGEST#07`, sort key `PLAYER#<id>`), written when the setting changes:
 * the sweeper lists an hour's subscribers with one Query, never a scan. The entry also keeps the
 * day its digest went out (`sentOn`), so later runs that hour skip it without a write.
 *
 * Exactly once per day: the sweeper claims a player's digest with a conditional write of
 * `digestSentOn` on the player item (the setting still names this hour, and today's digest is
 * not claimed yet); two overlapping runs race on that condition and one wins. The day lives on the
 * player item, so a player who moves the hour later in the day gets no second digest.
 * An entry whose player is gone or chose another hour since is stale: the sweeper retires it (sets
 * the table's TTL attribute `expiresAt`, so DynamoDB removes it; `due` skips it meanwhile). No
 * function of the notification path deletes items (lib/turnpost-table.ts), the API included.
 */
import { digestEntryKey, digestPartition, playerKey } from './keys.js';
import type { Table } from './table.js';

/** The day of `now` in UTC, as `YYYY-MM-DD` (the digest's "once a day"). */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export class DigestStore {
  constructor(private readonly table: Table) {}

  /** Puts the player's entry in the partition of `hourUtc` (a repeat is harmless). */
  async subscribe(playerId: string, hourUtc: number): Promise<void> {
    await this.table.put({ ...digestEntryKey(hourUtc, playerId), playerId });
  }

  /** Retires the player's stale entry of `hourUtc` at `now`: TTL removes it, `due` no longer lists it (one that is not there: nothing happens). */
  async retire(playerId: string, hourUtc: number, now: Date): Promise<void> {
    await this.updateEntry(playerId, hourUtc, 'SET expiresAt = :at', { ':at': Math.floor(now.getTime() / 1000) });
  }

  /** The players of `hourUtc` whose digest has not gone out on `day` (one Query of the hour's partition). */
  async due(hourUtc: number, day: string): Promise<string[]> {
    const { items } = await this.table.queryRange(digestPartition(hourUtc), 'PLAYER#', 'PLAYER#~', { projection: ['playerId', 'sentOn', 'expiresAt'] });
    return items.filter((item) => item.sentOn !== day && item.expiresAt === undefined).map((item) => item.playerId as string);
  }

  /**
   * Claims the player's digest of `day` (a conditional UpdateItem of the player item): true for
   * the one caller that wins; false when the player is gone, chose another hour or none, or the
   * digest of that day was claimed already.
   */
  async claim(playerId: string, hourUtc: number, day: string): Promise<boolean> {
    return (await this.table.updateIf({
      Key: playerKey(playerId),
      UpdateExpression: 'SET #sentOn = :day',
      ConditionExpression: '#notify.#digest.#hour = :hour AND (attribute_not_exists(#sentOn) OR #sentOn <> :day)',
      ExpressionAttributeNames: { '#notify': 'notify', '#digest': 'digest', '#hour': 'hourUtc', '#sentOn': 'digestSentOn' },
      ExpressionAttributeValues: { ':hour': hourUtc, ':day': day },
    })).applied;
  }

  /** Gives a claim back (the digest could not be handed on): the next run that hour tries again. */
  async release(playerId: string, day: string): Promise<void> {
    await this.table.updateIf({
      Key: playerKey(playerId),
      UpdateExpression: 'REMOVE #sentOn',
      ConditionExpression: '#sentOn = :day',
      ExpressionAttributeNames: { '#sentOn': 'digestSentOn' },
      ExpressionAttributeValues: { ':day': day },
    });
  }

  /** Notes on the entry that the digest of `day` went out (or was claimed by another run), so `due` skips it. */
  async markSent(playerId: string, hourUtc: number, day: string): Promise<void> {
    await this.updateEntry(playerId, hourUtc, 'SET sentOn = :day', { ':day': day });
  }

  /** Updates the entry if it is there (never creates one). */
  private async updateEntry(playerId: string, hourUtc: number, update: string, values: Record<string, unknown>): Promise<void> {
    await this.table.updateIf({ Key: digestEntryKey(hourUtc, playerId), UpdateExpression: update, ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: values });
  }
}
