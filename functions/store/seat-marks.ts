/**
 * What a seated player marks on their own seat of a game, kept on the seat item (./keys.ts
 * `seatKey`: the player's partition, one item per game), so no new item and no change to the
 * game item (whose version the moves race on):
 *
 * - `seenVersion`: the highest version the player's page has shown them ("since you last looked"
 *   is everything after it, on any device); it only grows.
 * - `watchingUntil`: while a page of theirs has the game open, it says so, and the notifier tells
 *   them no `your-turn` until this instant has passed (the page renews it while it is shown).
 * - `turnNotices`: how often a `your-turn` of this game reaches them by e-mail, push or chat:
 *   `every-turn` (absent), `daily` (at most one a day: `turnNoticeAt`/`turnNoticeVersion` claim
 *   it, by a conditional write, so notifiers racing send one), or `never`.
 *
 * Every write is conditional on the seat item existing: only a seated player marks a seat (the
 * answer is false otherwise, nothing written).
 */
import { seatKey } from './keys.js';
import type { Item, Table } from './table.js';

export const TURN_NOTICES = ['every-turn', 'daily', 'never'] as const;
export type TurnNotices = (typeof TURN_NOTICES)[number];

/** How long a `daily` choice waits between two `your-turn` notices of one game. */
export const DAILY_MS = 24 * 3_600_000;

export interface SeatMarks {
  seenVersion: number | null;
  watchingUntil: string | null;
  turnNotices: TurnNotices;
}

export interface SeatMarkChanges {
  /** A version the page has shown; a lower one than the stored mark changes nothing. */
  seenVersion?: number;
  /** The instant until which the page counts as watching; null: it stopped. */
  watchingUntil?: string | null;
  turnNotices?: TurnNotices;
}

const MARKS = ['seenVersion', 'watchingUntil', 'turnNotices'] as const;

export function seatMarksOf(item: Item | undefined): SeatMarks {
  return {
    seenVersion: typeof item?.seenVersion === 'number' ? item.seenVersion : null,
    watchingUntil: typeof item?.watchingUntil === 'string' ? item.watchingUntil : null,
    turnNotices: TURN_NOTICES.find((choice) => choice === item?.turnNotices) ?? 'every-turn',
  };
}

export class SeatMarkStore {
  constructor(private readonly table: Table) {}

  /** The player's marks on their seat of the game; null when they hold no seat item there. */
  async get(playerId: string, gameId: string): Promise<SeatMarks | null> {
    const item = await this.table.get(seatKey(playerId, gameId), { consistent: true, projection: ['pk', ...MARKS] });
    return item ? seatMarksOf(item) : null;
  }

  /** Many (player, game) pairs' marks at once (one BatchGetItem), by `playerId#gameId`; pairs without a seat item are left out. */
  async getEach(pairs: ReadonlyArray<{ playerId: string; gameId: string }>): Promise<Map<string, SeatMarks>> {
    const unique = [...new Map(pairs.map((pair) => [pairKey(pair.playerId, pair.gameId), pair])).values()];
    if (unique.length === 0) return new Map();
    const items = await this.table.batchGet(
      unique.map((pair) => seatKey(pair.playerId, pair.gameId)),
      { projection: ['pk', 'sk', ...MARKS] },
    );
    return new Map(items.map((item) => [pairKey((item.pk as string).slice('PLAYER#'.length), (item.sk as string).slice('GAME#'.length)), seatMarksOf(item)]));
  }

  /** Applies `changes`; the marks after them, or null when the player holds no seat item in the game. */
  async change(playerId: string, gameId: string, changes: SeatMarkChanges): Promise<SeatMarks | null> {
    const sets: string[] = [];
    const removes: string[] = [];
    const names: Record<string, string> = { '#pk': 'pk' };
    const values: Record<string, unknown> = {};
    if (changes.seenVersion !== undefined) {
      names['#seen'] = 'seenVersion';
      values[':seen'] = changes.seenVersion;
      // Only grows: two pages of one player never move the mark back.
      sets.push('#seen = if_not_exists(#seen, :seen)');
    }
    if (changes.watchingUntil !== undefined) {
      names['#watching'] = 'watchingUntil';
      if (changes.watchingUntil === null) removes.push('#watching');
      else {
        values[':watching'] = changes.watchingUntil;
        sets.push('#watching = :watching');
      }
    }
    if (changes.turnNotices !== undefined) {
      names['#notices'] = 'turnNotices';
      if (changes.turnNotices === 'every-turn') removes.push('#notices');
      else {
        values[':notices'] = changes.turnNotices;
        sets.push('#notices = :notices');
      }
    }
    if (sets.length === 0 && removes.length === 0) return this.get(playerId, gameId);
    const expression = [sets.length > 0 ? `SET ${sets.join(', ')}` : '', removes.length > 0 ? `REMOVE ${removes.join(', ')}` : ''].filter(Boolean).join(' ');
    const outcome = await this.table.updateIf({
      Key: seatKey(playerId, gameId),
      UpdateExpression: expression,
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: names,
      ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
      ReturnValues: 'ALL_NEW',
    });
    if (!outcome.applied) return null;
    // if_not_exists keeps an older mark; a higher version replaces it here (one more write only when it grows).
    const marks = seatMarksOf(outcome.item);
    if (changes.seenVersion !== undefined && (marks.seenVersion ?? -1) < changes.seenVersion) return this.raiseSeen(playerId, gameId, changes.seenVersion, marks);
    return marks;
  }

  /**
   * Claims the one `your-turn` of a `daily` seat for `version` at `at`: true when none was sent in
   * the day before `at`, or when this very version claimed it (a retried batch, a second channel).
   */
  async claimDailyTurnNotice(playerId: string, gameId: string, version: number, at: string): Promise<boolean> {
    const dayBefore = new Date(Date.parse(at) - DAILY_MS).toISOString();
    const outcome = await this.table.updateIf({
      Key: seatKey(playerId, gameId),
      UpdateExpression: 'SET #at = :at, #version = :version',
      ConditionExpression: 'attribute_exists(#pk) AND (attribute_not_exists(#at) OR #at <= :dayBefore OR #version = :version)',
      ExpressionAttributeNames: { '#pk': 'pk', '#at': 'turnNoticeAt', '#version': 'turnNoticeVersion' },
      ExpressionAttributeValues: { ':at': at, ':version': version, ':dayBefore': dayBefore },
    });
    return outcome.applied;
  }

  private async raiseSeen(playerId: string, gameId: string, version: number, marks: SeatMarks): Promise<SeatMarks> {
    const outcome = await this.table.updateIf({
      Key: seatKey(playerId, gameId),
      UpdateExpression: 'SET #seen = :seen',
      ConditionExpression: 'attribute_exists(#pk) AND #seen < :seen',
      ExpressionAttributeNames: { '#pk': 'pk', '#seen': 'seenVersion' },
      ExpressionAttributeValues: { ':seen': version },
    });
    return outcome.applied ? { ...marks, seenVersion: version } : ((await this.get(playerId, gameId)) ?? marks);
  }
}

export function pairKey(playerId: string, gameId: string): string {
  return `${playerId}#${gameId}`;
}
