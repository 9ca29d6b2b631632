/** zod helpers the games' view schemas share. */
import * as z from 'zod';

/**
 * An object with exactly these keys, each holding `value`: a record over a fixed key set
 * (piles, colours, card codes), written as named properties so JSON Schema tools see its keys.
 */
export function keyedObject<K extends string, V extends z.ZodType>(keys: readonly K[], value: V) {
  return z.strictObject(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, V>);
}

/**
 * A schema built on its first use, then kept: for the view schemas, which only the OpenAPI
 * document and the tests read, so that importing a game (the api Lambda's init) builds none.
 */
export function builtOnFirstUse<T extends z.ZodType>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}
