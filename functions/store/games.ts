/**
 * Games in the table: read one (strongly consistent), create one, and commit a change as one
 * transaction — the game item conditioned on its version, the move-log entry, the seat items
 * whose status moved, and the idempotency answer when the client sent a key — or store a keyed
 * refusal's answer alone.
 */
import type { GameChange, GameRecord, LogEntry } from '../domain/game-record.js';
import { Unauthenticated } from '../errors.js';
import { GAME_SUMMARY_ATTRIBUTES, SEAT_CHANGED_AT, gameFromItem, invitedSeatItem, gameToItem, logFromItem, logToItem, seatToItem, summaryFromItem, type GameSummary } from './game-items.js';
import { answerFromItem, answerItem, answerKey, answerPut, type AnswerStore, type AnswerToStore, type IdempotentRequest, type ReplayedAnswer } from './idempotency.js';
import { GAME_SORT_KEY, LAST_LOG_SORT_KEY, PLAYER_SORT_KEY, gameKey, logSortKey, playerKey, seatKey } from './keys.js';
import { tokenMatch, type StoredTokens, type TokenHolder } from './sessions.js';
import { DEFAULT_RETENTION_DAYS } from '../config.js';
import { tableDefinition } from './table-definition.js';
import type { Item, Table, TransactItem } from './table.js';

/** The attribute DynamoDB's TTL reads (epoch seconds). */
const EXPIRES_AT = tableDefinition.timeToLiveAttribute;

export type { TokenHolder } from './sessions.js';

export type CommitResult =
  | { committed: true }
  /** The game moved on since it was read (`currentVersion` when DynamoDB told us). */
  | { committed: false; lost: 'version'; currentVersion?: number }
  /** This Idempotency-Key already has an answer. */
  | { committed: false; lost: 'idempotency' }
  /** Another transaction held an item; nothing was written, try again. */
  | { committed: false; lost: 'busy' };

export class GameStore implements AnswerStore {
  /** `retentionDays`: how long a finished or cancelled game is kept after its last change (TURNPOST_RETENTION_DAYS). */
  constructor(
    private readonly table: Table,
    private readonly retentionDays: number = DEFAULT_RETENTION_DAYS,
  ) {}

  /**
   * The game (strongly consistent). With `caller`, the caller's player item comes in the same
   * BatchGetItem and the hash stored for the token's session must match the presented one (else 401): the check
   * that a rotated or deleted token is refused in every process (../http/auth.ts), at one read
   * unit and no round trip more.
   */
  async load(gameId: string, caller?: TokenHolder): Promise<GameRecord | null> {
    if (!caller) {
      const item = await this.table.get(gameKey(gameId), { consistent: true });
      return item ? gameFromItem(item) : null;
    }
    const items = await this.table.batchGet([gameKey(gameId), playerKey(caller.id)], { consistent: true });
    const player = items.find((item) => item.sk === PLAYER_SORT_KEY);
    if (!player || tokenMatch(player as StoredTokens, caller) === null) throw new Unauthenticated('the token is not valid');
    const item = items.find((item) => item.sk === GAME_SORT_KEY);
    return item ? gameFromItem(item) : null;
  }

  /** One game without its state and secrets (seats, version, who is awaited). */
  async summary(gameId: string): Promise<GameSummary | null> {
    const item = await this.table.get(gameKey(gameId), { consistent: true, projection: GAME_SUMMARY_ATTRIBUTES });
    return item ? summaryFromItem(item) : null;
  }

  /** Summaries of many games, for a player's game list (strongly consistent: "whose turn" must be current). */
  async summaries(gameIds: string[]): Promise<GameSummary[]> {
    if (gameIds.length === 0) return [];
    const items = await this.table.batchGet(gameIds.map(gameKey), { consistent: true, projection: GAME_SUMMARY_ATTRIBUTES });
    return items.map(summaryFromItem);
  }

  /** Writes a new game, its first log entry, the creator's seat and `extra` items of its partition (its talk settings), all or nothing. */
  async create(game: GameRecord, log: LogEntry, extra: readonly Item[] = []): Promise<void> {
    const creator = game.seats[0]!;
    const result = await this.table.transact([
      { Put: { TableName: this.table.name, Item: this.gameItem(game), ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName: this.table.name, Item: logToItem(game.id, log) } },
      { Put: { TableName: this.table.name, Item: seatToItem(creator.playerId, { gameId: game.id, type: game.type, seat: creator.seat, status: game.status, createdAt: game.createdAt }, game.updatedAt) } },
      ...extra.map((item) => ({ Put: { TableName: this.table.name, Item: item } })),
    ]);
    if (!result.committed) throw new Error(`creating game ${game.id} was cancelled: ${JSON.stringify(result.reasons)}`);
  }

  /**
   * Writes a rematch like `create`, with a seat item without a seat for each invited player, and
   * in the same transaction links the finished game to it, unless it has a rematch already: false
   * then (nothing written; read the link again).
   */
  /** `extra`: items written in the same transaction (the talk settings carried over), as `create` takes them. */
  async createRematch(finished: GameRecord, game: GameRecord, log: LogEntry, extra: readonly Item[] = []): Promise<boolean> {
    const creator = game.seats[0]!;
    const result = await this.table.transact([
      { Put: { TableName: this.table.name, Item: this.gameItem(game), ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName: this.table.name, Item: logToItem(game.id, log) } },
      { Put: { TableName: this.table.name, Item: seatToItem(creator.playerId, { gameId: game.id, type: game.type, seat: creator.seat, status: game.status, createdAt: game.createdAt }, game.updatedAt) } },
      {
        Update: {
          TableName: this.table.name,
          Key: gameKey(finished.id),
          UpdateExpression: 'SET rematch = :rematch',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(rematch)',
          ExpressionAttributeValues: { ':rematch': finished.rematch },
        },
      },
      // The invited players find the rematch in their game list before they join it.
      ...game.invited.map((playerId) => ({ Put: { TableName: this.table.name, Item: invitedSeatItem(playerId, game) } })),
      ...extra.map((item) => ({ Put: { TableName: this.table.name, Item: item } })),
    ]);
    if (result.committed) return true;
    if (result.reasons[3]?.code === 'ConditionalCheckFailed' || result.reasons.some((reason) => reason.code === 'TransactionConflict')) return false;
    throw new Error(`creating rematch ${game.id} was cancelled: ${JSON.stringify(result.reasons)}`);
  }

  /**
   * Commits `change` if the stored game is still at the version before it. With `idempotency`,
   * the answer is stored in the same transaction, so a repeat finds it whatever happened after.
   */
  async commit(change: GameChange, idempotency?: AnswerToStore): Promise<CommitResult> {
    const { game } = change;
    const items: TransactItem[] = [
      {
        Put: {
          TableName: this.table.name,
          Item: this.gameItem(game),
          ConditionExpression: 'version = :expected',
          ExpressionAttributeValues: { ':expected': game.version - 1 },
          // On a lost race DynamoDB returns the stored item, so a 409 names the version without a second read.
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
      { Put: { TableName: this.table.name, Item: this.withRetention(logToItem(game.id, change.log), game), ConditionExpression: 'attribute_not_exists(pk)' } },
      ...this.seatWrites(change),
    ];
    const answerIndex = items.length;
    if (idempotency) items.push(answerPut(this.table.name, game.id, game.version, idempotency));
    const result = await this.table.transact(items);
    if (result.committed) return result;
    const failed = (index: number) => result.reasons[index]?.code === 'ConditionalCheckFailed';
    if (idempotency && failed(answerIndex)) return { committed: false, lost: 'idempotency' };
    if (failed(0)) return { committed: false, lost: 'version', currentVersion: result.reasons[0]!.version };
    if (result.reasons.some((reason) => reason.code === 'TransactionConflict') || result.reasons.length === 0) {
      return { committed: false, lost: 'busy' };
    }
    throw new Error(`committing game ${game.id} v${game.version} was cancelled: ${JSON.stringify(result.reasons)}`);
  }

  /** The stored first answer to this player's Idempotency-Key on this game, unless expired. */
  async answer(gameId: string, request: IdempotentRequest, now: Date): Promise<ReplayedAnswer | null> {
    return answerFromItem(await this.table.get(answerKey(gameId, request), { consistent: true }), now);
  }

  /**
   * Stores the answer of a refused keyed request on its own — the game is not written, so no
   * request leaves a partial state. False when the key already has an answer, or a transaction
   * was writing the item (read it again).
   */
  async storeRefusal(gameId: string, version: number, request: AnswerToStore): Promise<boolean> {
    const { item, condition } = answerItem(gameId, version, request);
    try {
      await this.table.put(item, condition);
      return true;
    } catch (error) {
      if (error instanceof Error && (error.name === 'ConditionalCheckFailedException' || error.name === 'TransactionConflictException')) return false;
      throw error;
    }
  }

  /** The game's whole log, oldest first, read a page at a time. */
  async wholeLog(gameId: string, pageSize = 200): Promise<LogEntry[]> {
    const entries: LogEntry[] = [];
    for (let after = -1; ; ) {
      const page = await this.log(gameId, after, pageSize);
      entries.push(...page.entries);
      if (!page.more || page.entries.length === 0) return entries;
      after = page.entries[page.entries.length - 1]!.version;
    }
  }

  /** Log entries with a version greater than `after`, oldest first, at most `limit`. */
  async log(gameId: string, after: number, limit: number): Promise<{ entries: LogEntry[]; more: boolean }> {
    const { items, more } = await this.table.queryRange(gameKey(gameId).pk, logSortKey(after + 1), LAST_LOG_SORT_KEY, { consistent: true, limit });
    return { entries: items.map(logFromItem), more };
  }

  /** The joining player's new seat item, and a status update of every other seat when the status moved. */
  private seatWrites(change: GameChange): TransactItem[] {
    const { game, joined, left } = change;
    const writes: TransactItem[] = [];
    // An invited player who leaves is invited still: the game stays in their list, without a seat.
    if (left) writes.push(game.invited.includes(left.playerId) ? { Put: { TableName: this.table.name, Item: invitedSeatItem(left.playerId, game) } } : { Delete: { TableName: this.table.name, Key: seatKey(left.playerId, game.id) } });
    if (joined) {
      const entry = { gameId: game.id, type: game.type, seat: joined.seat, status: game.status, createdAt: change.log.at };
      writes.push({ Put: { TableName: this.table.name, Item: seatToItem(joined.playerId, entry, game.updatedAt) } });
    }
    // Every seat item learns of the change, so each player's list (the index byChange) stays in the order of last change.
    for (const taken of game.seats) {
      // A deleted player's seat item went with the player (an update would write it again).
      if (taken.playerId === joined?.playerId || taken.deleted) continue;
      writes.push({
        Update: {
          TableName: this.table.name,
          Key: seatKey(taken.playerId, game.id),
          ...this.seatUpdate(game, change.statusChanged),
        },
      });
    }
    return writes;
  }

  /** A seat item's last change, and its new status if it moved; once the game is over, with the game's expiry. */
  private seatUpdate(game: GameRecord, statusChanged: boolean): { UpdateExpression: string; ExpressionAttributeNames: Record<string, string>; ExpressionAttributeValues: Record<string, unknown> } {
    const sets = ['#changedAt = :changedAt'];
    const names: Record<string, string> = { '#changedAt': SEAT_CHANGED_AT };
    const values: Record<string, unknown> = { ':changedAt': game.updatedAt };
    if (statusChanged) {
      sets.push('#status = :status');
      names['#status'] = 'status';
      values[':status'] = game.status;
      const retention = this.retention(game);
      if (retention.expiresAt !== undefined) {
        sets.push('#expiresAt = :expiresAt');
        names['#expiresAt'] = EXPIRES_AT;
        values[':expiresAt'] = retention.expiresAt;
      }
    }
    return { UpdateExpression: `SET ${sets.join(', ')}`, ExpressionAttributeNames: names, ExpressionAttributeValues: values };
  }

  private gameItem(game: GameRecord): Item {
    return this.withRetention(gameToItem(game), game);
  }

  /** `item` with the game's expiry, once it is over. */
  private withRetention(item: Item, game: GameRecord): Item {
    const { expiresAt } = this.retention(game);
    if (expiresAt !== undefined) item[EXPIRES_AT] = expiresAt;
    return item;
  }

  /**
   * When DynamoDB's TTL may remove the items of a game that is over (finished or cancelled): its
   * last change plus the retention period, in epoch seconds; none while it is waiting or running.
   * Written on the game item, on the log entry that ended it (and later ones) and on its seat
   * items, so a player's list and the game go together.
   */
  private retention(game: GameRecord): { expiresAt?: number } {
    if (game.status !== 'finished' && game.status !== 'cancelled') return {};
    return { expiresAt: Math.floor(Date.parse(game.updatedAt) / 1000) + this.retentionDays * 24 * 3600 };
  }
}
