/**
 * Players in the table: the profile item (name, sessions, notification channels) and the
 * seat items under the player's partition, which list the player's games with one Query.
 */
import type { Vacation } from '../domain/vacation.js';
import { DELETED_PLAYER_NAME } from '../domain/game-record.js';
import { holderCondition, tokenMatch, type StoredSession, type TokenHolder } from './sessions.js';
import { DELIVERY_COUNT_SORT_KEY_PREFIX, SEAT_SORT_KEY_PREFIX, playerKey, seatKey } from './keys.js';
import { SEAT_CHANGED_AT, SEAT_ENTRY_ATTRIBUTES, seatFromItem, type SeatEntry } from './game-items.js';
import type { GameStatus } from '../domain/game-record-schemas.js';
import type { Item, Table } from './table.js';

/** The index of seat items by their game's last change (./table-definition.ts). */
export const CHANGE_INDEX = 'byChange';

/** Where a player's list by last change stands: a seat item's `changedAt` and game. */
export interface SeatPosition {
  changedAt: string;
  gameId: string;
}

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

/**
 * The attributes of the player item that hold token hashes (./sessions.ts). Only the function
 * that authenticates requests (the API) reads them; every other function reads the item through
 * `PlayerStore.profile`, and its role is refused any read or write that names them or returns
 * them (lib/turnpost-table.ts `tokenReadRefusals`).
 */
export const PLAYER_TOKEN_ATTRIBUTES = ['sessions', 'tokenHash'] as const;

/** A player as the functions that do not authenticate see it: everything but the token hashes. */
export type PlayerProfile = Omit<PlayerRecord, (typeof PLAYER_TOKEN_ATTRIBUTES)[number]>;

/** Every attribute of a `PlayerProfile`, each named once (the compiler holds the list to the type). */
const PROFILE_FIELDS: Record<keyof PlayerProfile, true> = { id: true, name: true, notify: true, vacations: true, vacationChanges: true, createdAt: true, updatedAt: true, revision: true };

/** What `PlayerStore.profile` projects: the profile's attributes, never `PLAYER_TOKEN_ATTRIBUTES`. */
export const PLAYER_PROFILE_ATTRIBUTES: readonly string[] = Object.keys(PROFILE_FIELDS);

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
  constructor(readonly table: Table) {}

  async create(player: Omit<PlayerRecord, 'revision' | 'vacationChanges'>): Promise<void> {
    await this.table.put({ ...playerKey(player.id), ...player }, { ConditionExpression: 'attribute_not_exists(pk)' });
  }

  /** Strongly consistent, so a token works the moment its player is created. */
  async get(playerId: string): Promise<PlayerRecord | null> {
    const item = await this.table.get(playerKey(playerId), { consistent: true });
    return item ? playerFromItem(item) : null;
  }

  /**
   * The player without its token hashes (a projected read, strongly consistent): what the
   * notifier, deliverer, digests and e-mail feedback read, whose roles may not read the hashes.
   */
  async profile(playerId: string): Promise<PlayerProfile | null> {
    const item = await this.table.get(playerKey(playerId), { consistent: true, projection: PLAYER_PROFILE_ATTRIBUTES });
    return item ? profileFromItem(item) : null;
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
   * The first step of deleting an account, at once: every token stops working (the sessions go),
   * and the name, channels and vacations with them; the item stays, marked `deletedAt`, until
   * the queued deletion (../accounts/account-deletion.ts) has cleared the player's games. False
   * when `holder`'s token no longer works (nothing changed).
   */
  async markDeleted(holder: TokenHolder, now: string): Promise<boolean> {
    const held = holderCondition(holder);
    return (await this.table.updateIf({
      Key: playerKey(holder.id),
      UpdateExpression: `SET #name = :deletedName, #deletedAt = :now, #updatedAt = :now, ${NEXT_REVISION} REMOVE #sessions, #tokenHash, #notify, #vacations, #vacationChanges`,
      ConditionExpression: held.expression,
      ExpressionAttributeNames: { ...held.names, '#name': 'name', '#deletedAt': 'deletedAt', '#updatedAt': 'updatedAt', '#sessions': 'sessions', '#tokenHash': 'tokenHash', '#notify': 'notify', '#vacations': 'vacations', '#vacationChanges': 'vacationChanges', ...REVISION_NAME },
      ExpressionAttributeValues: { ...held.values, ':deletedName': DELETED_PLAYER_NAME, ':now': now, ...REVISION_VALUES },
    })).applied;
  }

  /** Whether the player item is marked deleted ('marked'), gone already ('gone'), or a player in use ('active'). */
  async deletionState(playerId: string): Promise<'marked' | 'gone' | 'active'> {
    const item = await this.table.get(playerKey(playerId), { consistent: true, projection: ['pk', 'deletedAt'] });
    if (!item) return 'gone';
    return typeof item.deletedAt === 'string' ? 'marked' : 'active';
  }

  /** Up to `limit` of the player's seat items after the game `afterGameId` (from the first without it), in key order. */
  async seatPage(playerId: string, afterGameId: string | undefined, limit: number): Promise<SeatEntry[]> {
    // Game ids are a fixed length of [a-z2-7]: an id followed by '0' sorts after it and before any later id.
    const from = afterGameId === undefined ? SEAT_SORT_KEY_PREFIX : `${seatKey(playerId, afterGameId).sk}0`;
    const { items } = await this.table.queryRange(playerKey(playerId).pk, from, `${SEAT_SORT_KEY_PREFIX}~`, { consistent: true, limit, projection: SEAT_ENTRY_ATTRIBUTES });
    return items.map(seatFromItem);
  }

  /** Deletes one seat item (a deleted player's, once its game no longer names them). */
  async deleteSeat(playerId: string, gameId: string): Promise<void> {
    await this.table.delete(seatKey(playerId, gameId));
  }

  /**
   * Deletes the player item of a deleted account (the last step, once no seat item is left), and
   * before it the hourly delivery counts beside it: they would expire, but nothing of a deleted
   * player is kept longer than the deletion takes.
   */
  async deleteMarked(playerId: string): Promise<void> {
    const pk = playerKey(playerId).pk;
    const { items } = await this.table.queryRange(pk, DELIVERY_COUNT_SORT_KEY_PREFIX, `${DELIVERY_COUNT_SORT_KEY_PREFIX}~`, { consistent: true, projection: ['sk'] });
    for (const item of items) await this.table.delete({ pk, sk: item.sk as string });
    await this.table.delete(playerKey(playerId), { ConditionExpression: 'attribute_not_exists(pk) OR attribute_exists(#deletedAt)', ExpressionAttributeNames: { '#deletedAt': 'deletedAt' } });
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
   * Turns the player's e-mail channel off (`notify.email.off = off`) if it still has `address`
   * (SES's bounce or complaint about it), so an address the player changed since stays on. False
   * when it did not.
   */
  async turnEmailOff(playerId: string, address: string, off: { at: string; reason: string }): Promise<boolean> {
    return (await this.table.updateIf({
      Key: playerKey(playerId),
      UpdateExpression: `SET #notify.#email.#off = :off, ${NEXT_REVISION}`,
      ConditionExpression: '#notify.#email.#address = :address',
      ExpressionAttributeNames: { '#notify': 'notify', '#email': 'email', '#off': 'off', '#address': 'address', ...REVISION_NAME },
      ExpressionAttributeValues: { ':off': off, ':address': address, ...REVISION_VALUES },
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
      // Only the count (UPDATED_NEW): the whole item would carry the token hashes, which the deliverer may not read.
      ReturnValues: 'UPDATED_NEW',
    });
    if (!outcome.applied) return null;
    return storedDevice(outcome.item, deviceId)?.failures ?? 0;
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

  /**
   * A page of the player's seat items, newest change of their game first (the index `byChange`),
   * after `after` (the last of the previous page): up to `limit` of them with `status` (any when
   * left out), reading at most `maxRead` index items. `next` is where the following page starts,
   * null at the end; the page may be short (even empty) and still have one, when the filter
   * dropped what was read.
   */
  async seatsByChange(playerId: string, options: { after?: SeatPosition; limit: number; status?: GameStatus; maxRead: number }): Promise<{ entries: Array<SeatEntry & SeatPosition>; next: SeatPosition | null }> {
    const { pk } = playerKey(playerId);
    const filter = options.status === undefined ? {} : { filter: '#status = :status', names: { '#status': 'status' } };
    const matched: Item[] = [];
    let startKey: Item | undefined = options.after && { pk, sk: seatKey(playerId, options.after.gameId).sk, [SEAT_CHANGED_AT]: options.after.changedAt };
    // One item more than the page, to know whether another page follows.
    for (let read = 0; read < options.maxRead; ) {
      const limit = Math.min(options.limit + 1 - matched.length, options.maxRead - read);
      const values = options.status === undefined ? { ':pk': pk } : { ':pk': pk, ':status': options.status };
      const page = await this.table.queryIndexDescending({ indexName: CHANGE_INDEX, keyCondition: 'pk = :pk', ...filter, values, limit, startKey });
      read += limit;
      matched.push(...page.items);
      startKey = page.lastKey;
      if (!startKey || matched.length > options.limit) break;
    }
    const entries = matched.slice(0, options.limit).map((item) => ({ ...seatFromItem(item), changedAt: item[SEAT_CHANGED_AT] as string }));
    if (matched.length > options.limit) return { entries, next: { changedAt: entries.at(-1)!.changedAt, gameId: entries.at(-1)!.gameId } };
    return { entries, next: startKey ? { changedAt: startKey[SEAT_CHANGED_AT] as string, gameId: (startKey.sk as string).slice(SEAT_SORT_KEY_PREFIX.length) } : null };
  }

  /** Every seat the player holds (one Query on the player's partition; no scan). */
  async seats(playerId: string): Promise<SeatEntry[]> {
    const { items } = await this.table.queryRange(playerKey(playerId).pk, SEAT_SORT_KEY_PREFIX, `${SEAT_SORT_KEY_PREFIX}~`, { consistent: true, projection: SEAT_ENTRY_ATTRIBUTES });
    return items.map(seatFromItem);
  }
}

function storedDevice(item: Item | undefined, deviceId: string): { failures?: number } | undefined {
  const notify = item?.notify as { push?: { devices?: Record<string, { failures?: number }> } } | undefined;
  return notify?.push?.devices?.[deviceId];
}

function playerFromItem(item: Item): PlayerRecord {
  return {
    ...profileFromItem(item),
    sessions: (item.sessions as Record<string, StoredSession> | undefined) ?? {},
    ...(typeof item.tokenHash === 'string' ? { tokenHash: item.tokenHash } : {}),
  };
}

function profileFromItem(item: Item): PlayerProfile {
  return {
    id: item.id as string,
    name: item.name as string,
    notify: (item.notify as Record<string, unknown> | undefined) ?? {},
    vacations: (item.vacations as Vacation[] | undefined) ?? [],
    vacationChanges: (item.vacationChanges as string[] | undefined) ?? [],
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
    revision: (item.revision as number | undefined) ?? 0,
  };
}
