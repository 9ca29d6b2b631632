/**
 * DynamoDB stream records → game images. Lambda's stream event and the DynamoDB Streams API
 * (which the local stack polls) carry the same record shape: `eventName`, and under `dynamodb`
 * the keys, the images in attribute-value form, and the sequence number.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { lastMoveVersionsOf, seatsOfAttribute } from '../../store/game-items.js';
import { GAME_SORT_KEY } from '../../store/keys.js';
import type { CatchUpImage } from './catch-up.js';
import type { GameImage } from './notices.js';

/** An image in attribute-value form (`{ S: "…" }`, `{ N: "1" }`, …). */
export type RawImage = Record<string, object>;

/** The fields of a stream record the notifier reads (both Lambda's and the Streams API's records fit). */
export interface StreamRecord {
  eventName?: string;
  dynamodb?: {
    Keys?: RawImage;
    NewImage?: RawImage;
    OldImage?: RawImage;
    SequenceNumber?: string;
  };
}

/** The old and new image of a game item; null for any other item, or a removal. */
export function gameImagesOf(record: StreamRecord): { before: GameImage | null; after: GameImage } | null {
  const data = record.dynamodb;
  if (!isGameWrite(record)) return null;
  return { before: data!.OldImage ? gameImage(data!.OldImage) : null, after: gameImage(data!.NewImage!) };
}

/** A put or update of a game item (not a removal, not another kind of item). */
function isGameWrite(record: StreamRecord): boolean {
  const data = record.dynamodb;
  if (record.eventName === 'REMOVE' || !data?.NewImage) return false;
  const sortKey = (data.Keys?.sk ?? data.NewImage.sk) as { S?: string } | undefined;
  return sortKey?.S === GAME_SORT_KEY;
}

/**
 * What a summary needs of the new image of a game item (./catch-up.ts): the seats' names and bots,
 * and each seat's last own move; null for any other item, or a removal.
 */
export function catchUpImageOf(record: StreamRecord): CatchUpImage | null {
  // Only the key is looked at here: the images themselves are gameImagesOf's.
  if (!isGameWrite(record)) return null;
  const item = unmarshall(picked(record.dynamodb!.NewImage!, CATCH_UP_FIELDS));
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
const GAME_FIELDS = ['id', 'type', 'status', 'version', 'seats', 'bots', 'awaiting', 'updatedAt', 'deadline', 'remindedAt', 'timedOut', 'rematch', 'pinged'] as const;

/** The `fields` of an image that hold a value, in attribute-value form. */
function picked(image: RawImage, fields: readonly string[]): Record<string, AttributeValue> {
  const values: Record<string, AttributeValue> = {};
  for (const field of fields) {
    const value = image[field];
    // The Streams API client reads an empty list or map as `{}` (no type tag): that is an empty value, i.e. absent here.
    if (value !== undefined && Object.keys(value).length > 0) values[field] = value as AttributeValue;
  }
  return values;
}

function gameImage(image: RawImage): GameImage {
  const item = unmarshall(picked(image, GAME_FIELDS));
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
  };
}
