/**
 * Players in the table: the profile item (name, sessions, notification channels) and the
 * seat items under the player's partition, which list the player's games with one Query.
 */
import type { Vacation } from '../domain/vacation.js';
import { holderCondition, tokenMatch, type StoredSession, type TokenHolder } from './sessions.js';
import { SEAT_SORT_KEY_PREFIX, playerKey, seatKey } from './keys.js';
import { seatFromItem, type SeatEntry } from './game-items.js';
import type { Item, Table } from './table.js';

export interface PlayerRecord {
  id: string;
  name: string;
  /** One token per device, by session id (./sessions.ts). */
  sessions: Record<string, StoredSession>;
  /** A player made before sessions: SHA-256 (hex) of its one token's secret, until its first use moves it into `sessions`. */
  tokenHash?: string;
  notify: Record<string, unknown>;
  /** The vacations of the last year, the running one included (domain/vacation.ts); empty when none. */
  vacations: Vacation[];
  /** When the vacation was changed within the last day (domain/vacation.ts `countedVacationChange`). */
  vacationChanges: string[];
  createdAt: string;
  updatedAt: string;
  /** Counts the item's writes, all but a token rotation (0: none counted yet): a read-modify-write is conditioned on it (`updateIfUnchanged`). */
  revision: number;
}

export interface PlayerChanges {
  name?: string;
  notify?: Record<string, unknown>;
  vacations?: Vacation[];
  vacationChanges?: string[];
}

/**
 * Every write but a token rotation counts one revision (an item written before revisions existed
 * starts from 0), so a PATCH that merged `notify` or `vacations` from an older read does not land.
 */
const NEXT_REVISION = '#revision = if_not_exists(#revision, :noRevision) + :oneRevision';
const REVISION_NAME = { '#revision': 'revision' };
const REVISION_VALUES = { ':noRevision': 0, ':oneRevision': 1 };

export class PlayerStore {
  constructor(private readonly table: Table) {}

  async create(player: Omit<PlayerRecord, 'revision' | 'vacationChanges'>): Promise<void> {
    await this.table.put({ ...playerKey(player.id), ...player }, { ConditionExpression: 'attribute_not_exists(pk)' });
  }

  /** Strongly consistent, so a token works the moment its player is created. */
  async get(playerId: string): Promise<PlayerRecord | null> {
    const item = await this.table.get(playerKey(playerId), { consistent: true });
    return item ? playerFromItem(item) : null;
  }

  /** Applies `changes` to an existing player, whatever was written meanwhile; null when there is no such player. */
  async update(playerId: string, changes: PlayerChanges, now: string): Promise<PlayerRecord | null> {
    return this.updateWhere(playerId, changes, now, { condition: 'attribute_exists(pk)', values: {} });
  }

  /**
   * Applies `changes` computed from `read`, if nothing wrote the player since (its revision is
   * the one read): null when something did (or the player is gone), so the caller reads again.
   * Two PATCHes merging channels or planning a vacation from one read cannot both land.
   */
  async updateIfUnchanged(read: PlayerRecord, changes: PlayerChanges, now: string): Promise<PlayerRecord | null> {
    const condition = read.revision === 0 ? 'attribute_exists(pk) AND (attribute_not_exists(#revision) OR #revision = :read)' : '#revision = :read';
    return this.updateWhere(read.id, changes, now, { condition, values: { ':read': read.revision } });
  }

  private async updateWhere(playerId: string, changes: PlayerChanges, now: string, where: { condition: string; values: Record<string, unknown> }): Promise<PlayerRecord | null> {
    const names: Record<string, string> = { '#updatedAt': 'updatedAt', ...REVISION_NAME };
    const values: Record<string, unknown> = { ':updatedAt': now, ...REVISION_VALUES, ...where.values };
    const sets = ['#updatedAt = :updatedAt', NEXT_REVISION];
    for (const [field, value] of Object.entries(changes)) {
      if (value === undefined) continue;
      names[`#${field}`] = field;
      values[`:${field}`] = value;
      sets.push(`#${field} = :${field}`);
    }
    const outcome = await this.table.updateIf({
      Key: playerKey(playerId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: where.condition,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    });
    return outcome.applied && outcome.item ? playerFromItem(outcome.item) : null;
  }

  /**
   * Sign out everywhere: every session is replaced by `replacement` (the caller's device, with a
   * new token), if the caller's token still works (two rotations with one token: one wins);
   * null when it did not or there is no player.
   */
  async rotateToken(holder: TokenHolder, replacement: { id: string; session: StoredSession }, now: string): Promise<PlayerRecord | null> {
    const held = holderCondition(holder);
    const outcome = await this.table.updateIf({
      Key: playerKey(holder.id),
      UpdateExpression: 'SET #sessions = :only, #updatedAt = :now REMOVE #tokenHash',
      ConditionExpression: held.expression,
      ExpressionAttributeNames: { ...held.names, '#updatedAt': 'updatedAt' },
      ExpressionAttributeValues: { ...held.values, ':only': { [replacement.id]: replacement.session }, ':now': now },
      ReturnValues: 'ALL_NEW',
    });
    return outcome.applied && outcome.item ? playerFromItem(outcome.item) : null;
  }

  /**
   * A new session (another device), if the caller's token still works and the player holds
   * fewer than `max` sessions: 'added', 'full', or 'refused' (the token no longer works).
   */
  async addSession(holder: TokenHolder, added: { id: string; session: StoredSession }, max: number): Promise<'added' | 'full' | 'refused'> {
    const held = holderCondition(holder);
    const outcome = await this.table.updateIf({
      Key: playerKey(holder.id),
      UpdateExpression: 'SET #sessions.#added = :session',
      ConditionExpression: `${held.expression} AND size(#sessions) < :max`,
      ExpressionAttributeNames: { ...held.names, '#added': added.id },
      ExpressionAttributeValues: { ...held.values, ':session': added.session, ':max': max },
      ReturnValues: 'ALL_NEW',
    });
    if (outcome.applied) return 'added';
    const player = await this.get(holder.id);
    return player && Object.keys(player.sessions).length >= max && tokenMatch(player, holder) !== null ? 'full' : 'refused';
  }

  /** Ends one session (its token is refused from now on); false when there was no such session or the caller's token no longer works. */
  async revokeSession(holder: TokenHolder, sessionId: string): Promise<boolean> {
    const held = holderCondition(holder);
    return (await this.table.updateIf({
      Key: playerKey(holder.id),
      UpdateExpression: 'REMOVE #sessions.#revoked',
      ConditionExpression: `${held.expression} AND attribute_exists(#sessions.#revoked)`,
      ExpressionAttributeNames: { ...held.names, '#revoked': sessionId },
      ExpressionAttributeValues: held.values,
    })).applied;
  }

  /** Notes that a session was used at `now` (not counted as a revision: no read-modify-write depends on it). */
  async touchSession(playerId: string, sessionId: string, now: string): Promise<void> {
    await this.table.updateIf({
      Key: playerKey(playerId),
      UpdateExpression: 'SET #sessions.#session.#lastUsedAt = :now',
      ConditionExpression: 'attribute_exists(#sessions.#session)',
      ExpressionAttributeNames: { '#sessions': 'sessions', '#session': sessionId, '#lastUsedAt': 'lastUsedAt' },
      ExpressionAttributeValues: { ':now': now },
    });
  }

  /** Moves a token from before sessions into `sessions` (its first use since); false when it no longer matches. */
  async adoptLegacyToken(playerId: string, adopted: { id: string; session: StoredSession }): Promise<boolean> {
    return (await this.table.updateIf({
      Key: playerKey(playerId),
      UpdateExpression: 'SET #sessions = :only REMOVE #tokenHash',
      ConditionExpression: '#tokenHash = :hash AND attribute_not_exists(#sessions)',
      ExpressionAttributeNames: { '#sessions': 'sessions', '#tokenHash': 'tokenHash' },
      ExpressionAttributeValues: { ':only': { [adopted.id]: adopted.session }, ':hash': adopted.session.hash },
    })).applied;
  }

  /**
   * Deletes the player item (if `holder`'s token still works) and its seat items for
   * `gameIds`, all in one transaction (up to 99 seats; more are deleted first, in their own).
   * False when the token no longer matches or the player is gone: nothing of it was deleted.
   */
  async delete(holder: TokenHolder, gameIds: readonly string[]): Promise<boolean> {
    const playerId = holder.id;
    const held = holderCondition(holder);
    const seatDelete = (gameId: string) => ({ Delete: { TableName: this.table.name, Key: seatKey(playerId, gameId) } });
    const alongside = gameIds.slice(0, 99);
    for (let i = 99; i < gameIds.length; i += 100) {
      const result = await this.table.transact(gameIds.slice(i, i + 100).map(seatDelete));
      if (!result.committed) throw new Error(`deleting seat items of player ${playerId} was cancelled`);
    }
    const result = await this.table.transact([
      {
        Delete: {
          TableName: this.table.name,
          Key: playerKey(playerId),
          ConditionExpression: held.expression,
          ExpressionAttributeNames: held.names,
          ExpressionAttributeValues: held.values,
        },
      },
      ...alongside.map(seatDelete),
    ]);
    if (result.committed) return true;
    if (result.reasons[0]?.code === 'ConditionalCheckFailed') return false;
    throw new Error(`deleting player ${playerId} was cancelled: ${JSON.stringify(result.reasons)}`);
  }

  /**
   * Marks the player's webhook off (`notify.webhook.disabled = off`) if it still points at `url`,
   * so a webhook the player changed in the meantime stays on. False when it did not.
   */
  async turnWebhookOff(playerId: string, url: string, off: { at: string; reason: string }): Promise<boolean> {
    return (await this.table.updateIf({
      Key: playerKey(playerId),
      UpdateExpression: `SET #notify.#webhook.#disabled = :off, ${NEXT_REVISION}`,
      ConditionExpression: '#notify.#webhook.#url = :url',
      ExpressionAttributeNames: { '#notify': 'notify', '#webhook': 'webhook', '#disabled': 'disabled', '#url': 'url', ...REVISION_NAME },
      ExpressionAttributeValues: { ':off': off, ':url': url, ...REVISION_VALUES },
    })).applied;
  }

  /**
   * Removes one push device (`notify.push.devices.<id>`), after its push service ended the
   * subscription; a device the player removed or replaced meanwhile is left alone. False when
   * it was not there.
   */
  async removePushDevice(playerId: string, deviceId: string): Promise<boolean> {
    return (await this.table.updateIf({
      Key: playerKey(playerId),
      UpdateExpression: `REMOVE #notify.#push.#devices.#device SET ${NEXT_REVISION}`,
      ConditionExpression: 'attribute_exists(#notify.#push.#devices.#device)',
      ExpressionAttributeNames: { '#notify': 'notify', '#push': 'push', '#devices': 'devices', '#device': deviceId, ...REVISION_NAME },
      ExpressionAttributeValues: REVISION_VALUES,
    })).applied;
  }

  /**
   * Counts one more failed push to a device still subscribed (`failed`), or clears the count
   * after a push that went through: the count in a row, 0 when cleared, null when the device is
   * gone. Not a revision: a PATCH computed meanwhile still lands.
   */
  async countPushOutcome(playerId: string, deviceId: string, failed: boolean): Promise<number | null> {
    const names = { '#notify': 'notify', '#push': 'push', '#devices': 'devices', '#device': deviceId, '#failures': 'failures' };
    const outcome = await this.table.updateIf({
      Key: playerKey(playerId),
      UpdateExpression: failed ? 'ADD #notify.#push.#devices.#device.#failures :one' : 'REMOVE #notify.#push.#devices.#device.#failures',
      ConditionExpression: 'attribute_exists(#notify.#push.#devices.#device)',
      ExpressionAttributeNames: names,
      ...(failed ? { ExpressionAttributeValues: { ':one': 1 } } : {}),
      ReturnValues: 'ALL_NEW',
    });
    if (!outcome.applied || !outcome.item) return null;
    const device = storedDevice(outcome.item, deviceId);
    return device?.failures ?? 0;
  }

  /**
   * The stored `notify` settings of many players, by player id (players without any are left
   * out): one BatchGetItem of two attributes, eventually consistent (a channel set a moment ago
   * may be missed once).
   */
  async notifySettings(playerIds: string[]): Promise<Map<string, Record<string, unknown>>> {
    const items = await this.table.batchGet(playerIds.map(playerKey), { projection: ['id', 'notify'] });
    const settings = new Map<string, Record<string, unknown>>();
    for (const item of items) if (item.notify && typeof item.notify === 'object') settings.set(item.id as string, item.notify as Record<string, unknown>);
    return settings;
  }

  /** Every seat the player holds (one Query on the player's partition; no scan). */
  async seats(playerId: string): Promise<SeatEntry[]> {
    const { items } = await this.table.queryRange(playerKey(playerId).pk, SEAT_SORT_KEY_PREFIX, `${SEAT_SORT_KEY_PREFIX}~`, { consistent: true });
    return items.map(seatFromItem);
  }
}

function storedDevice(item: Item, deviceId: string): { failures?: number } | undefined {
  const notify = item.notify as { push?: { devices?: Record<string, { failures?: number }> } } | undefined;
  return notify?.push?.devices?.[deviceId];
}

function playerFromItem(item: Item): PlayerRecord {
  return {
    id: item.id as string,
    name: item.name as string,
    sessions: (item.sessions as Record<string, StoredSession> | undefined) ?? {},
    ...(typeof item.tokenHash === 'string' ? { tokenHash: item.tokenHash } : {}),
    notify: (item.notify as Record<string, unknown> | undefined) ?? {},
    vacations: (item.vacations as Vacation[] | undefined) ?? [],
    vacationChanges: (item.vacationChanges as string[] | undefined) ?? [],
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
    revision: (item.revision as number | undefined) ?? 0,
  };
}
