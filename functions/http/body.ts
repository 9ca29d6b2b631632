import { PayloadTooLarge, ValidationError } from '../errors.js';
import type { ApiRequest } from './types.js';

/** Largest accepted request body. A full turn of any game is well under 4 KiB. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Keys that could reach an object's prototype if code ever copied parsed input into an object. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The request body as JSON: 413 over the limit (checked before parsing), 400 when malformed or
 * when any key could pollute a prototype. An empty body reads as `undefined`.
 */
export function readJson(req: ApiRequest): unknown {
  const text = req.body;
  if (text === null || text.length === 0) return undefined;
  if (Buffer.byteLength(text, 'utf8') > BODY_LIMIT_BYTES) {
    throw new PayloadTooLarge(`the body may hold at most ${BODY_LIMIT_BYTES} bytes`, { limit: BODY_LIMIT_BYTES });
  }
  return parseJsonSafely(text);
}

export function parseJsonSafely(text: string): unknown {
  try {
    return JSON.parse(text, (key, value: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) throw new ForbiddenKey(key);
      return value;
    });
  } catch (error) {
    if (error instanceof ForbiddenKey) {
      throw new ValidationError(`the key "${error.key}" is not allowed in a request body`, { key: error.key });
    }
    throw new ValidationError(`the body is not valid JSON: ${(error as Error).message}`);
  }
}

class ForbiddenKey extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}
