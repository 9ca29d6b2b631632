/** Key builders for the single-table layout (see table-definition.ts). */

export interface ItemKey {
  pk: string;
  sk: string;
}

const VERSION_DIGITS = 10;

/** The sort key of a game item (the stream's readers tell game items from the others by it). */
export const GAME_SORT_KEY = 'GAME';

export const gameKey = (gameId: string): ItemKey => ({ pk: `GAME#${gameId}`, sk: GAME_SORT_KEY });

/** The game id in a game partition key (what an index that projects keys only gives). */
export const gameIdOfPartition = (pk: string): string => pk.slice('GAME#'.length);

/** Zero-padded so the log sorts by version. */
export const logSortKey = (version: number): string => `LOG#${String(version).padStart(VERSION_DIGITS, '0')}`;
export const logKey = (gameId: string, version: number): ItemKey => ({ pk: `GAME#${gameId}`, sk: logSortKey(version) });
export const LAST_LOG_SORT_KEY = logSortKey(10 ** VERSION_DIGITS - 1);

export const idempotencyKey = (gameId: string, playerId: string, key: string): ItemKey => ({
  pk: `GAME#${gameId}`,
  sk: `IDEM#${playerId}#${key}`,
});

/** Never written: GET /health?deep=true reads it to see that the table answers (0.5 read units). */
export const healthProbeKey: ItemKey = { pk: 'HEALTH', sk: 'PROBE' };

export const PLAYER_SORT_KEY = 'PROFILE';
export const playerKey = (playerId: string): ItemKey => ({ pk: `PLAYER#${playerId}`, sk: PLAYER_SORT_KEY });

export const seatKey = (playerId: string, gameId: string): ItemKey => ({ pk: `PLAYER#${playerId}`, sk: `GAME#${gameId}` });
export const SEAT_SORT_KEY_PREFIX = 'GAME#';

/** A player's entry in the daily digest's partition of its hour (store/digests.ts): the sweeper lists one hour's subscribers with one Query. */
export const digestPartition = (hourUtc: number): string => `DIGEST#${String(hourUtc).padStart(2, '0')}`;
export const digestEntryKey = (hourUtc: number, playerId: string): ItemKey => ({ pk: digestPartition(hourUtc), sk: `PLAYER#${playerId}` });

/** A game's table talk (store/talk.ts), in the game's partition beside it, never the game item: its settings and line counter, its lines by number, each player's rate window. */
export const TALK_SORT_KEY = 'TALK';
export const talkSettingsKey = (gameId: string): ItemKey => ({ pk: `GAME#${gameId}`, sk: TALK_SORT_KEY });
export const talkLineSortKey = (seq: number): string => `TALK#${String(seq).padStart(VERSION_DIGITS, '0')}`;
export const LAST_TALK_SORT_KEY = talkLineSortKey(10 ** VERSION_DIGITS - 1);
export const talkRateKey = (gameId: string, playerId: string): ItemKey => ({ pk: `GAME#${gameId}`, sk: `TALKRATE#${playerId}` });

/** How many notifications a player was sent in one clock hour, per channel (store/delivery-counts.ts): in the player's partition, one item per hour. */
export const DELIVERY_COUNT_SORT_KEY_PREFIX = 'SENT#';
export const deliveryCountKey = (playerId: string, hourStart: string): ItemKey => ({ pk: `PLAYER#${playerId}`, sk: `${DELIVERY_COUNT_SORT_KEY_PREFIX}${hourStart}` });
