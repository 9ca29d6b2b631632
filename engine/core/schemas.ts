/** zod helpers the games' schemas (and the HTTP API's) share. */
import * as z from 'zod';

/**
 * An object with exactly these keys, each holding `value`: a record over a fixed key set
 * (piles, colours, card codes), written as named properties so JSON Schema tools see its keys.
 */
export function keyedObject<K extends string, V extends z.ZodType>(keys: readonly K[], value: V) {
  return z.strictObject(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, V>);
}

/**
 * A schema (or an object of schemas) built on its first use, then kept: every game's move,
 * options, stack and view schemas, so that importing a game (the api Lambda's module init)
 * builds none; a move request builds its game's on the first parse.
 */
export function builtOnFirstUse<T extends object>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

/**
 * `build`'s schema, built on its first use (a parse, or a look inside: JSON Schema, `unwrap()`),
 * then kept: a z.lazy whose `unwrap()` is that one schema, to extend or pick from. The HTTP API's
 * schemas are declared so, so that importing them (the api Lambda's module init) builds none.
 */
export function lazySchema<T extends z.ZodType>(build: () => T): z.ZodLazy<T> {
  return z.lazy(builtOnFirstUse(build));
}

/** A game's own schemas (its schema.ts builds them, on first use). */
export interface GameSchemas {
  options: z.ZodType;
  move: z.ZodType;
  stack: z.ZodType;
}

/** The schema members of a game definition, as `withSchemasOnFirstRead` adds them. */
export type SchemaMembers<S extends GameSchemas> = { readonly [K in keyof GameSchemas]: S[K] } & { readonly viewSchema: z.ZodType };

/**
 * `definition` with its `options`, `move`, `stack` and `viewSchema` as getters over the two
 * builders: a game's schemas are built on their first read, none when the game is imported.
 */
export function withSchemasOnFirstRead<T extends object, S extends GameSchemas>(definition: T, schemas: () => S, viewSchema: () => z.ZodType): T & SchemaMembers<S> {
  return Object.defineProperties(definition, {
    options: { get: () => schemas().options, enumerable: true },
    move: { get: () => schemas().move, enumerable: true },
    stack: { get: () => schemas().stack, enumerable: true },
    viewSchema: { get: viewSchema, enumerable: true },
  }) as T & SchemaMembers<S>;
}
