/**
 * A game's table talk in the table (../domain/talk.ts decides; docs/talk.md), kept in the game's
 * partition beside the game item and never in it, so talk never races a move nor moves the game's
 * version:
 *
 * - the settings item (`TALK`): the creator's choice (`chat`, `spectators`), the line counter
 *   `seq`, when the last line was added (`lastAt`), and each player's muted seats (`mute#<player>`);
 * - one item per line (`TALK#<seq>`), expiring with the game's retention; adding line n drops
 *   line n − TALK_KEPT, so a game keeps at most that many;
 * - one rate item per player (`TALKRATE#<player>`): the fixed window and its count.
 */
import type { ChatMode, ReactionId } from '../../engine/index.js';
import { DEFAULT_RETENTION_DAYS } from '../config.js';
import { TALK_KEPT, TALK_PER_WINDOW, type TalkLine, type TalkSaying, type TalkSettings } from '../domain/talk.js';
import { LAST_TALK_SORT_KEY, talkLineSortKey, talkRateKey, talkSettingsKey } from './keys.js';
import { tableDefinition } from './table-definition.js';
import type { Item, Table } from './table.js';

const EXPIRES_AT = tableDefinition.timeToLiveAttribute;
const MUTE_PREFIX = 'mute#';

/** What the settings item holds: the creator's choice (absent: the game type's default), the last line's number and time, and who muted whom. */
export interface StoredTalk {
  settings: Partial<TalkSettings>;
  seq: number;
  lastAt: string | null;
  /** By player id: the seats that player muted for themselves. */
  muted: Map<string, number[]>;
}

export function storedTalkOf(item: Item | undefined): StoredTalk {
  const settings: Partial<TalkSettings> = {};
  if (item?.chat === 'off' || item?.chat === 'reactions' || item?.chat === 'free') settings.chat = item.chat;
  if (typeof item?.spectators === 'boolean') settings.spectators = item.spectators;
  const muted = new Map<string, number[]>();
  for (const [name, value] of Object.entries(item ?? {})) if (name.startsWith(MUTE_PREFIX) && Array.isArray(value)) muted.set(name.slice(MUTE_PREFIX.length), value as number[]);
  return { settings, seq: typeof item?.seq === 'number' ? item.seq : 0, lastAt: typeof item?.lastAt === 'string' ? item.lastAt : null, muted };
}

function lineOf(item: Item): TalkLine {
  const base = { seq: item.seq as number, seat: item.seat as number, at: item.at as string };
  return item.kind === 'message' ? { ...base, kind: 'message', text: item.text as string } : { ...base, kind: 'reaction', reaction: item.reaction as ReactionId };
}

export class TalkStore {
  /** `retentionDays`: how long a line is kept after it was said (the game's own retention). */
  constructor(
    private readonly table: Table,
    private readonly retentionDays: number = DEFAULT_RETENTION_DAYS,
  ) {}

  /** The settings item written with a new game, when its creator chose its talk (GameStore.create's extra items). */
  static settingsItem(gameId: string, settings: Partial<TalkSettings>): Item {
    return { ...talkSettingsKey(gameId), ...settings };
  }

  async stored(gameId: string): Promise<StoredTalk> {
    return storedTalkOf(await this.table.get(talkSettingsKey(gameId), { consistent: true }));
  }

  /** Many games' settings items at once (one BatchGetItem), by game id; games without one are left out. */
  async storedEach(gameIds: readonly string[]): Promise<Map<string, StoredTalk>> {
    if (gameIds.length === 0) return new Map();
    const items = await this.table.batchGet(gameIds.map(talkSettingsKey));
    return new Map(items.map((item) => [(item.pk as string).slice('GAME#'.length), storedTalkOf(item)]));
  }

  /** The lines numbered after `after`, oldest first: the latest `limit` of them. */
  async lines(gameId: string, after: number, limit: number = TALK_KEPT): Promise<TalkLine[]> {
    const { items } = await this.table.queryRange(`GAME#${gameId}`, talkLineSortKey(after + 1), LAST_TALK_SORT_KEY, { consistent: true });
    return items.slice(-limit).map(lineOf);
  }

  /**
   * Counts one line against the player's window starting at `windowStart` (epoch seconds): false
   * when they already sent `TALK_PER_WINDOW` in it (nothing written).
   */
  async claimRate(gameId: string, playerId: string, windowStart: number): Promise<boolean> {
    if (await this.countInWindow(gameId, playerId, windowStart)) return true;
    // A new window (or the first line): start it at one, unless a racing line started it first.
    const started = await this.table.updateIf({
      Key: talkRateKey(gameId, playerId),
      UpdateExpression: 'SET #n = :one, #w = :w, #ttl = :ttl',
      ConditionExpression: 'attribute_not_exists(#w) OR #w < :w',
      ExpressionAttributeNames: { '#n': 'count', '#w': 'window', '#ttl': EXPIRES_AT },
      ExpressionAttributeValues: { ':one': 1, ':w': windowStart, ':ttl': windowStart + 24 * 3600 },
    });
    // Another line of the player's started the window between the two writes: count against it once more.
    return started.applied || (await this.countInWindow(gameId, playerId, windowStart));
  }

  /** One more line in the window starting at `windowStart`, if it is the stored one and not full. */
  private async countInWindow(gameId: string, playerId: string, windowStart: number): Promise<boolean> {
    const counted = await this.table.updateIf({
      Key: talkRateKey(gameId, playerId),
      UpdateExpression: 'SET #n = #n + :one',
      ConditionExpression: '#w = :w AND #n < :max',
      ExpressionAttributeNames: { '#n': 'count', '#w': 'window' },
      ExpressionAttributeValues: { ':one': 1, ':w': windowStart, ':max': TALK_PER_WINDOW },
    });
    return counted.applied;
  }

  /**
   * Adds a line by `seat`: numbers it from the counter, writes it, and drops the line `TALK_KEPT`
   * before it. `chat` (the talk allowed now) is kept where no choice is stored yet, so a reader
   * without the game's rules at hand (the daily digest) knows what the talk allows.
   */
  async add(gameId: string, seat: number, saying: TalkSaying, at: Date, chat: ChatMode): Promise<TalkLine> {
    const numbered = await this.table.update({
      Key: talkSettingsKey(gameId),
      UpdateExpression: 'ADD #seq :one SET #last = :at, #chat = if_not_exists(#chat, :chat)',
      ExpressionAttributeNames: { '#seq': 'seq', '#last': 'lastAt', '#chat': 'chat' },
      ExpressionAttributeValues: { ':one': 1, ':at': at.toISOString(), ':chat': chat },
      ReturnValues: 'UPDATED_NEW',
    });
    const seq = numbered!.seq as number;
    const line: TalkLine = { seq, seat, at: at.toISOString(), ...saying };
    const expires = Math.floor(at.getTime() / 1000) + this.retentionDays * 24 * 3600;
    await this.table.put({ pk: `GAME#${gameId}`, sk: talkLineSortKey(seq), ...line, [EXPIRES_AT]: expires });
    if (seq > TALK_KEPT) await this.table.delete({ pk: `GAME#${gameId}`, sk: talkLineSortKey(seq - TALK_KEPT) });
    return line;
  }

  /** Sets the creator's choice (only the fields given). */
  async configure(gameId: string, change: Partial<TalkSettings>): Promise<StoredTalk> {
    const entries = Object.entries(change).filter(([, value]) => value !== undefined);
    if (entries.length === 0) return this.stored(gameId);
    const item = await this.table.update({
      Key: talkSettingsKey(gameId),
      UpdateExpression: `SET ${entries.map((_, index) => `#k${index} = :v${index}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], index) => [`#k${index}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], index) => [`:v${index}`, value])),
      ReturnValues: 'ALL_NEW',
    });
    return storedTalkOf(item);
  }

  /** The seats `playerId` mutes for themselves, replaced by `seats`. */
  async mute(gameId: string, playerId: string, seats: readonly number[]): Promise<void> {
    const names = { '#m': `${MUTE_PREFIX}${playerId}` };
    await this.table.update(
      seats.length === 0
        ? { Key: talkSettingsKey(gameId), UpdateExpression: 'REMOVE #m', ExpressionAttributeNames: names }
        : { Key: talkSettingsKey(gameId), UpdateExpression: 'SET #m = :seats', ExpressionAttributeNames: names, ExpressionAttributeValues: { ':seats': [...seats] } },
    );
  }
}
