/**
 * How a game, its log entries and seats are laid out as DynamoDB items. The engine state is
 * kept as one JSON document, deflated into the binary attribute `stateZ` (./state-codec.ts):
 * compact, read back exactly as it was written, and small enough that a typical game item stays
 * under 1 KB, one write unit. Items written before that carry the JSON as the string `state`;
 * they still load, and the next write (a whole-item put) replaces them.
 */
import type { Seat } from '../../engine/index.js';
import { DEFAULT_ABSENT_RULE, type AbsentRule } from '../domain/absent-seats.js';
import { DEFAULT_ABANDON_AFTER_DAYS } from '../domain/idle-games.js';
import type { BotSeat, GameRecord, LogEntry, TakenSeat } from '../domain/game-record.js';
import type { GameStatus, LogKind } from '../domain/game-record-schemas.js';
import type { SeatClock, TimeBank } from '../domain/turn-clock.js';
import { sha256Hex } from '../domain/secrets.js';
import { gameKey, logKey, seatKey } from './keys.js';
import { decodeState, encodeState } from './state-codec.js';
import type { Item } from './table.js';
import { deadlineIndexAttributes } from './turn-clocks.js';

const SHA256_HEX = /^[0-9a-f]{64}$/;

export function gameToItem(game: GameRecord): Item {
  return {
    ...gameKey(game.id),
    id: game.id,
    type: game.type,
    status: game.status,
    version: game.version,
    seatCount: game.seatCount,
    seats: game.seats,
    // Bot seats hold no player, so they have no seat item: a player's game list never sees them.
    bots: game.bots.length > 0 ? game.bots : undefined,
    // Absent players (domain/absent-seats.ts): stored only where they differ from the default, so today's items are unchanged.
    absent: game.absent.mode === DEFAULT_ABSENT_RULE.mode && game.absent.after === DEFAULT_ABSENT_RULE.after && game.absent.level === undefined ? undefined : game.absent,
    timeoutsInARow: game.timeoutsInARow.length > 0 ? game.timeoutsInARow : undefined,
    botPlayed: game.botPlayed.length > 0 ? game.botPlayed : undefined,
    options: game.options,
    stateZ: game.state === null ? undefined : encodeState(game.type, game.state),
    awaiting: game.awaiting,
    // Not stored, as they follow from what is: the awaited player ids (from seats and awaiting),
    // the creator (always seat 0) and the seed commitment (the SHA-256 of the seed).
    seed: game.seed,
    stack: game.stack === null ? undefined : JSON.stringify(game.stack),
    // A SHA-256 in hex: its 32 bytes as a binary attribute are half the size.
    inviteHash: SHA256_HEX.test(game.inviteHash) ? Buffer.from(game.inviteHash, 'hex') : game.inviteHash,
    inviteGeneration: game.inviteGeneration > 0 ? game.inviteGeneration : undefined,
    turnTimeLimit: game.turnTimeLimit ?? undefined,
    timeBank: game.timeBank ?? undefined,
    clocks: game.clocks.length > 0 ? encodeClocks(game.clocks) : undefined,
    deadline: game.deadline ?? undefined,
    remindedAt: game.remindedAt ?? undefined,
    timedOut: game.timedOut ?? undefined,
    // One ping per turn (domain/turn-pings.ts): a seat or two, absent when empty.
    pinged: seatListAttribute(game.pinged),
    told: seatListAttribute(game.told),
    // Stored only where it differs from the default, like `absent`; the idle check itself is `dueAt` (below).
    abandonAfter: game.abandonAfter === DEFAULT_ABANDON_AFTER_DAYS ? undefined : game.abandonAfter,
    rematch: game.rematch ?? undefined,
    invited: game.invited.length > 0 ? game.invited : undefined,
    // Stored only where they differ from the default (undo allowed, no request open).
    undoOff: game.undo === false ? true : undefined,
    undoRequest: game.undoRequest ?? undefined,
    undoTail: game.undoTail,
    lastMoves: lastMovesAttribute(game),
    // The sparse index `byDeadline`: only games with a running turn clock carry these.
    ...deadlineIndexAttributes(game),
    createdAt: game.createdAt,
    updatedAt: game.updatedAt,
  };
}

export function gameFromItem(item: Item): GameRecord {
  return {
    creatorId: typeof item.creatorId === 'string' ? item.creatorId : (item.seats as TakenSeat[])[0]!.playerId,
    options: item.options ?? {},
    absent: (item.absent as AbsentRule | undefined) ?? DEFAULT_ABSENT_RULE,
    timeoutsInARow: (item.timeoutsInARow as number[] | undefined) ?? [],
    botPlayed: (item.botPlayed as Seat[] | undefined) ?? [],
    state: stateOfItem(item),
    seed: item.seed as string,
    seedCommitment: typeof item.seedCommitment === 'string' ? item.seedCommitment : sha256Hex(item.seed as string),
    stack: typeof item.stack === 'string' ? (JSON.parse(item.stack) as Record<string, unknown>) : null,
    inviteHash: item.inviteHash instanceof Uint8Array ? Buffer.from(item.inviteHash).toString('hex') : (item.inviteHash as string),
    inviteGeneration: (item.inviteGeneration as number | undefined) ?? 0,
    turnTimeLimit: (item.turnTimeLimit as number | undefined) ?? null,
    timeBank: (item.timeBank as TimeBank | undefined) ?? null,
    remindedAt: (item.remindedAt as string | undefined) ?? null,
    timedOut: (item.timedOut as Seat | undefined) ?? null,
    pinged: seatsOfAttribute(item.pinged),
    told: seatsOfAttribute(item.told),
    abandonAfter: (item.abandonAfter as number | undefined) ?? DEFAULT_ABANDON_AFTER_DAYS,
    idleCheckAt: idleCheckOfItem(item),
    rematch: (item.rematch as GameRecord['rematch'] | undefined) ?? null,
    invited: (item.invited as string[] | undefined) ?? [],
    ...(item.undoOff === true ? { undo: false } : {}),
    ...(item.undoRequest === undefined ? {} : { undoRequest: item.undoRequest as GameRecord['undoRequest'] }),
    ...(Array.isArray(item.undoTail) ? { undoTail: item.undoTail as GameRecord['undoTail'] } : {}),
    ...summaryFromItem(item),
  };
}

/**
 * The seats' clocks of a game item. An item written before per-seat clocks has only its turn
 * limit's `deadline`: each awaited seat gets the limit, started a limit before it.
 */
function clocksOfItem(item: Item): SeatClock[] {
  if (Array.isArray(item.clocks)) return decodeClocks(item.clocks as number[]);
  if (typeof item.turnTimeLimit !== 'number' || typeof item.deadline !== 'string' || item.status !== 'active') return [];
  const limitMs = item.turnTimeLimit * 1000;
  const since = new Date(Date.parse(item.deadline) - limitMs).toISOString();
  return ((item.awaiting as Seat[] | undefined) ?? []).map((seat) => ({ seat, leftMs: limitMs, since }));
}

/**
 * The seats' clocks (domain/turn-clock.ts) as one flat list of numbers, three per clock: seat,
 * milliseconds left, and the epoch ms it runs from (-1 while stopped). A few bytes a clock, so a
 * timed game's item stays within the write unit of an untimed one (test/store/item-size.test.ts).
 */
function encodeClocks(clocks: readonly SeatClock[]): number[] {
  return clocks.flatMap(({ seat, leftMs, since }) => [seat, Math.round(leftMs), since === null ? -1 : Date.parse(since)]);
}

function decodeClocks(numbers: readonly number[]): SeatClock[] {
  const clocks: SeatClock[] = [];
  for (let i = 0; i + 2 < numbers.length; i += 3) {
    const since = numbers[i + 2]!;
    clocks.push({ seat: numbers[i]!, leftMs: numbers[i + 1]!, since: since < 0 ? null : new Date(since).toISOString() });
  }
  return clocks;
}

/** The idle check of a waiting game, or of an untimed running one, is its index entry (`dueAt`), so it costs no attribute of its own. */
function idleCheckOfItem(item: Item): string | null {
  const idleChecked = item.status === 'waiting' || (item.turnTimeLimit === undefined && item.timeBank === undefined);
  return idleChecked && typeof item.dueAt === 'number' ? new Date(item.dueAt).toISOString() : null;
}

/** The engine state of a game item: encoded in `stateZ`, or plain JSON in `state` (items written before); null before the start. */
export function stateOfItem(item: Item): unknown {
  if (item.stateZ instanceof Uint8Array) return decodeState(item.type as string, item.stateZ);
  if (typeof item.state === 'string') return JSON.parse(item.state) as unknown;
  return null;
}

/** What a player's game list needs of a game item (no state, no secrets). */
export const GAME_SUMMARY_ATTRIBUTES = ['id', 'type', 'status', 'version', 'seatCount', 'seats', 'bots', 'awaiting', 'deadline', 'clocks', 'turnTimeLimit', 'lastMoves', 'createdAt', 'updatedAt'] as const;

export type GameSummary = Pick<GameRecord, Exclude<(typeof GAME_SUMMARY_ATTRIBUTES)[number], 'lastMoves' | 'turnTimeLimit'> | 'lastMoveVersions'>;

/**
 * `lastMoveVersions` as the item keeps it: by seat, how many versions ago its player last moved,
 * comma-separated, empty for never ("3,,0": seat 0 three versions ago, seat 1 never, seat 2 made
 * this version). Small numbers as text take a third of the bytes of a list of version numbers,
 * which keeps a 5-player game item within one write unit (test/store/item-size.test.ts). Absent
 * until somebody moved.
 */
function lastMovesAttribute(game: Pick<GameRecord, 'version' | 'lastMoveVersions'>): string | undefined {
  if (game.lastMoveVersions.every((version) => version === null)) return undefined;
  return game.lastMoveVersions.map((version) => (version === null ? '' : String(game.version - version))).join(',');
}

/**
 * A short list of seats as the item keeps it: comma-separated text ("0,2"), absent when empty. A
 * third of the bytes of a list of numbers, which keeps a 5-player game item within one write unit
 * (test/store/item-size.test.ts).
 */
function seatListAttribute(seats: readonly Seat[]): string | undefined {
  return seats.length > 0 ? seats.join(',') : undefined;
}

/** The seats of a `seatListAttribute` (a list of numbers, as the first items had, reads too). */
export function seatsOfAttribute(value: unknown): Seat[] {
  if (Array.isArray(value)) return value as Seat[];
  return typeof value === 'string' && value !== '' ? value.split(',').map(Number) : [];
}

/** The item's `lastMoves` as the record's `lastMoveVersions`. */
export function lastMoveVersionsOf(item: Item): Array<number | null> {
  if (typeof item.lastMoves !== 'string') return [];
  return item.lastMoves.split(',').map((ago) => (ago === '' ? null : (item.version as number) - Number(ago)));
}

export function summaryFromItem(item: Item): GameSummary {
  return {
    id: item.id as string,
    type: item.type as string,
    status: item.status as GameStatus,
    version: item.version as number,
    seatCount: item.seatCount as number,
    seats: item.seats as TakenSeat[],
    bots: (item.bots as BotSeat[] | undefined) ?? [],
    awaiting: (item.awaiting as Seat[] | undefined) ?? [],
    deadline: (item.deadline as string | undefined) ?? null,
    lastMoveVersions: lastMoveVersionsOf(item),
    clocks: clocksOfItem(item),
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
  };
}

export function logToItem(gameId: string, entry: LogEntry): Item {
  return {
    ...logKey(gameId, entry.version),
    version: entry.version,
    kind: entry.kind,
    seat: entry.seat,
    playerId: entry.playerId,
    moves: JSON.stringify(entry.moves),
    events: JSON.stringify(entry.events),
    at: entry.at,
    idempotencyKey: entry.idempotencyKey,
    undoTo: entry.undoTo,
  };
}

export function logFromItem(item: Item): LogEntry {
  const entry: LogEntry = {
    version: item.version as number,
    kind: item.kind as LogKind,
    seat: (item.seat as Seat | null | undefined) ?? null,
    playerId: (item.playerId as string | null | undefined) ?? null,
    moves: JSON.parse(item.moves as string) as unknown[],
    events: JSON.parse(item.events as string) as LogEntry['events'],
    at: item.at as string,
  };
  if (typeof item.undoTo === 'number') entry.undoTo = item.undoTo;
  return typeof item.idempotencyKey === 'string' ? { ...entry, idempotencyKey: item.idempotencyKey } : entry;
}

/**
 * A player's seat in a game: the player's partition lists their games with one Query. A player
 * invited to a rematch has one with no seat (`seat: null`), so the game is in their list before
 * they join it; joining replaces it, and once the game started without them or was called off the
 * list leaves it out (it is not written again: no write on those changes, no delete to grant).
 */
export interface SeatEntry {
  gameId: string;
  type: string;
  seat: Seat | null;
  status: GameStatus;
  createdAt: string;
}

/** The seat item; `changedAt` (the game's last change) puts it in the index `byChange` (./table-definition.ts). */
export function seatToItem(playerId: string, entry: SeatEntry, changedAt: string): Item {
  return { ...seatKey(playerId, entry.gameId), ...entry, seat: entry.seat ?? undefined, [SEAT_CHANGED_AT]: changedAt };
}

/** The attribute of a seat item that orders a player's games by the game's last change (the index `byChange`). */
export const SEAT_CHANGED_AT = 'changedAt';

/** The seat item of a player invited to `game` (a rematch) who has not joined it yet. */
export function invitedSeatItem(playerId: string, game: Pick<GameRecord, 'id' | 'type' | 'createdAt' | 'updatedAt'>): Item {
  return seatToItem(playerId, { gameId: game.id, type: game.type, seat: null, status: 'waiting', createdAt: game.createdAt }, game.updatedAt);
}

/** The attributes `seatFromItem` reads: a Query of seat items projects them (a player's partition also holds the player item, whose token hashes most functions may not read). */
export const SEAT_ENTRY_ATTRIBUTES = ['gameId', 'type', 'seat', 'status', 'createdAt'] as const;

export function seatFromItem(item: Item): SeatEntry {
  return {
    gameId: item.gameId as string,
    type: item.type as string,
    seat: (item.seat as Seat | undefined) ?? null,
    status: item.status as GameStatus,
    createdAt: item.createdAt as string,
  };
}
