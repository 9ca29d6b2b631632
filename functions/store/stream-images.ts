/**
 * DynamoDB stream records of the table, as both readers of the stream (the notifier and the bot
 * worker) decode them. Lambda's stream event and the DynamoDB Streams API (which the local stack
 * polls) carry the same record shape: `eventName`, and under `dynamodb` the keys, the images in
 * attribute-value form, and the sequence number.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { GAME_SORT_KEY } from './keys.js';

/** An image in attribute-value form (`{ S: "…" }`, `{ N: "1" }`, …). */
export type RawImage = Record<string, object>;

/** The fields of a stream record read here (both Lambda's and the Streams API's records fit). */
export interface StreamRecord {
  eventName?: string;
  dynamodb?: {
    Keys?: RawImage;
    NewImage?: RawImage;
    OldImage?: RawImage;
    SequenceNumber?: string;
  };
}

/** A put or update of a game item (not a removal, not another kind of item). */
export function isGameWrite(record: StreamRecord): boolean {
  const data = record.dynamodb;
  if (record.eventName === 'REMOVE' || !data?.NewImage) return false;
  const sortKey = (data.Keys?.sk ?? data.NewImage.sk) as { S?: string } | undefined;
  return sortKey?.S === GAME_SORT_KEY;
}

/**
 * The `fields` of an image that hold a value, as plain values. The Streams API client reads an
 * empty list or map as `{}` (no type tag), and the bot pipe's message template writes an attribute
 * the game lacks as null: both are absent here.
 */
export function fieldsOf(image: RawImage, fields: readonly string[]): Record<string, unknown> {
  const values: Record<string, AttributeValue> = {};
  for (const field of fields) {
    const value = image[field];
    if (value !== undefined && value !== null && Object.keys(value).length > 0) values[field] = value as AttributeValue;
  }
  return unmarshall(values);
}
