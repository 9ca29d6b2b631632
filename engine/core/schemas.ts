/** zod helpers the games' schemas (and the HTTP API's) share. */
import * as z from 'zod';

/**
 * An object with exactly these keys, each holding `value`: a record over a fixed key set
 * (piles, colours, card codes), written as named properties so JSON Schema tools see its keys.
 */
export function keyedObject<K extends string, V extends z.ZodType>(keys: readonly K[], value: V) {
  return z.strictObject(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, V>);
}
