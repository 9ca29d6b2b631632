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
    absent: game.absent.mode === DEFAULT_ABSENT_RULE.mode && game.absent.after === DEFAULT_ABSENT_RULE.after ? undefined : game.absent,
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
    turnTimeLimit: game.turnTimeLimit ?? undefined,
    deadline: game.deadline ?? undefined,
    remindedAt: game.remindedAt ?? undefined,
    timedOut: game.timedOut ?? undefined,
    // One ping per turn (domain/turn-pings.ts): a seat or two, absent when empty.
    pinged: game.pinged.length > 0 ? game.pinged : undefined,
    told: game.told.length > 0 ? game.told : undefined,
    // Stored only where it differs from the default, like `absent`; the idle check itself is `dueAt` (below).
    abandonAfter: game.abandonAfter === DEFAULT_ABANDON_AFTER_DAYS ? undefined : game.abandonAfter,
    rematch: game.rematch ?? undefined,
    invited: game.invited.length > 0 ? game.invited : undefined,
    // The sparse index `byDeadline`: only games with a running turn clock carry these.
    ...deadlineIndexAttributes(game),
    createdAt: game.createdAt,
    updatedAt: game.updatedAt,
  };
}

export function gameFromItem(item: Item): GameRecord {
  return {
    ...summaryFromItem(item),
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
    turnTimeLimit: (item.turnTimeLimit as number | undefined) ?? null,
    remindedAt: (item.remindedAt as string | undefined) ?? null,
    timedOut: (item.timedOut as Seat | undefined) ?? null,
    pinged: (item.pinged as Seat[] | undefined) ?? [],
    told: (item.told as Seat[] | undefined) ?? [],
    abandonAfter: (item.abandonAfter as number | undefined) ?? DEFAULT_ABANDON_AFTER_DAYS,
    idleCheckAt: idleCheckOfItem(item),
    rematch: (item.rematch as GameRecord['rematch'] | undefined) ?? null,
    invited: (item.invited as string[] | undefined) ?? [],
  };
}

/** An untimed running game's idle check is its index entry (`dueAt`), so it costs no attribute of its own. */
function idleCheckOfItem(item: Item): string | null {
  return item.turnTimeLimit === undefined && typeof item.dueAt === 'number' ? new Date(item.dueAt).toISOString() : null;
}

/** The engine state of a game item: encoded in `stateZ`, or plain JSON in `state` (items written before); null before the start. */
export function stateOfItem(item: Item): unknown {
  if (item.stateZ instanceof Uint8Array) return decodeState(item.type as string, item.stateZ);
  if (typeof item.state === 'string') return JSON.parse(item.state) as unknown;
  return null;
}

/** What a player's game list needs of a game item (no state, no secrets). */
export const GAME_SUMMARY_ATTRIBUTES = ['id', 'type', 'status', 'version', 'seatCount', 'seats', 'bots', 'awaiting', 'deadline', 'createdAt', 'updatedAt'] as const;

export type GameSummary = Pick<GameRecord, (typeof GAME_SUMMARY_ATTRIBUTES)[number]>;

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
  return typeof item.idempotencyKey === 'string' ? { ...entry, idempotencyKey: item.idempotencyKey } : entry;
}

/** A player's seat in a game: the player's partition lists their games with one Query. */
export interface SeatEntry {
  gameId: string;
  type: string;
  seat: Seat;
  status: GameStatus;
  createdAt: string;
}

export function seatToItem(playerId: string, entry: SeatEntry): Item {
  return { ...seatKey(playerId, entry.gameId), ...entry };
}

export function seatFromItem(item: Item): SeatEntry {
  return {
    gameId: item.gameId as string,
    type: item.type as string,
    seat: item.seat as Seat,
    status: item.status as GameStatus,
    createdAt: item.createdAt as string,
  };
}
