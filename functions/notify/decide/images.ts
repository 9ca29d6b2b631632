/**
 * DynamoDB stream records → game images. Lambda's stream event and the DynamoDB Streams API
 * (which the local stack polls) carry the same record shape: `eventName`, and under `dynamodb`
 * the keys, the images in attribute-value form, and the sequence number.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { GAME_SORT_KEY } from '../../store/keys.js';
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
  if (record.eventName === 'REMOVE' || !data?.NewImage) return null;
  const sortKey = (data.Keys?.sk ?? data.NewImage.sk) as { S?: string } | undefined;
  if (sortKey?.S !== GAME_SORT_KEY) return null;
  return { before: data.OldImage ? gameImage(data.OldImage) : null, after: gameImage(data.NewImage) };
}

/** The attributes a game image is read from (never the state, seed or invite hash). */
const GAME_FIELDS = ['id', 'type', 'status', 'version', 'seats', 'bots', 'awaiting', 'updatedAt', 'deadline', 'remindedAt', 'timedOut', 'rematch', 'pinged'] as const;

function gameImage(image: RawImage): GameImage {
  const picked: Record<string, AttributeValue> = {};
  for (const field of GAME_FIELDS) {
    const value = image[field];
    // The Streams API client reads an empty list or map as `{}` (no type tag): that is an empty value, i.e. absent here.
    if (value !== undefined && Object.keys(value).length > 0) picked[field] = value as AttributeValue;
  }
  const item = unmarshall(picked);
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
    pinged: (item.pinged as number[] | undefined) ?? [],
  };
}
