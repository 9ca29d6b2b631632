/**
 * DynamoDB stream records (decoded by ../../store/stream-images.ts) → game images: the notices'
 * view of a write, and what a summary needs.
 */
import { lastMoveVersionsOf, seatsOfAttribute } from '../../store/game-items.js';
import { fieldsOf, isGameWrite, type RawImage, type StreamRecord } from '../../store/stream-images.js';
import type { CatchUpImage } from './catch-up.js';
import type { GameImage } from './notices.js';

/** The old and new image of a game item; null for any other item, or a removal. */
export function gameImagesOf(record: StreamRecord): { before: GameImage | null; after: GameImage } | null {
  const data = record.dynamodb;
  if (!isGameWrite(record)) return null;
  return { before: data!.OldImage ? gameImage(data!.OldImage) : null, after: gameImage(data!.NewImage!) };
}

/**
 * What a summary needs of the new image of a game item (./catch-up.ts): the seats' names and bots,
 * and each seat's last own move; null for any other item, or a removal.
 */
export function catchUpImageOf(record: StreamRecord): CatchUpImage | null {
  // Only the key is looked at here: the images themselves are gameImagesOf's.
  if (!isGameWrite(record)) return null;
  const item = fieldsOf(record.dynamodb!.NewImage!, CATCH_UP_FIELDS);
  const seats = (item.seats as Array<{ seat: number; playerId: string; name: string }> | undefined) ?? [];
  const bots = (item.bots as Array<{ seat: number; level: string; takenOver?: boolean }> | undefined) ?? [];
  return {
    gameId: item.id as string,
    type: item.type as string,
    version: item.version as number,
    seats: { names: seats.map(({ seat, playerId, name }) => ({ seat, playerId, name })), bots },
    lastMoveVersions: lastMoveVersionsOf(item),
  };
}

const CATCH_UP_FIELDS = ['id', 'type', 'version', 'seats', 'bots', 'lastMoves'] as const;

/** The attributes a game image is read from (never the state, seed or invite hash). */
const GAME_FIELDS = ['id', 'type', 'status', 'version', 'seats', 'bots', 'awaiting', 'updatedAt', 'deadline', 'remindedAt', 'timedOut', 'rematch', 'pinged', 'undoRequest'] as const;

function gameImage(image: RawImage): GameImage {
  const item = fieldsOf(image, GAME_FIELDS);
  const seats = (item.seats as Array<{ seat: number; playerId: string }> | undefined) ?? [];
  const bots = (item.bots as Array<{ seat: number; takenOver?: boolean }> | undefined) ?? [];
  return {
    id: item.id as string,
    type: item.type as string,
    status: item.status as GameImage['status'],
    version: item.version as number,
    seats: seats.map(({ seat, playerId }) => ({ seat, playerId })),
    awaiting: (item.awaiting as number[] | undefined) ?? [],
    updatedAt: item.updatedAt as string,
    deadline: (item.deadline as string | undefined) ?? null,
    remindedAt: (item.remindedAt as string | undefined) ?? null,
    timedOut: (item.timedOut as number | undefined) ?? null,
    takenOver: bots.filter((bot) => bot.takenOver === true).map((bot) => bot.seat),
    rematch: (item.rematch as GameImage['rematch'] | undefined) ?? null,
    pinged: seatsOfAttribute(item.pinged),
    undoRequest: (item.undoRequest as GameImage['undoRequest'] | undefined) ?? null,
  };
}
