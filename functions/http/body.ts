import { PayloadTooLarge, ValidationError } from '../errors.js';
import type { ApiRequest } from './types.js';

/** Largest accepted request body. A full turn of any game is well under 4 KiB. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Keys that could reach an object's prototype if code ever copied parsed input into an object. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * A UTF-16 code unit of a surrogate pair standing alone (`"\ud800"` in JSON): not a character,
 * so no string holding one is stored or sent on (it cannot be encoded as UTF-8). With the `u`
 * flag a proper pair is one code point and does not match.
 */
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * The request body as JSON: 413 over the limit (checked before parsing), 400 when malformed,
 * when any key could pollute a prototype, or when any string or key is not well-formed Unicode.
 * An empty body reads as `undefined`. Messages are fixed: they never echo the body.
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
      if (LONE_SURROGATE.test(key) || (typeof value === 'string' && LONE_SURROGATE.test(value))) throw new LoneSurrogate();
      return value;
    });
  } catch (error) {
    if (error instanceof ForbiddenKey) {
      throw new ValidationError('the body holds a key that is not allowed (__proto__, constructor, prototype)', { key: error.key });
    }
    if (error instanceof LoneSurrogate) {
      throw new ValidationError('the body holds a string that is not well-formed Unicode (a lone surrogate)', { code: 'LONE_SURROGATE' });
    }
    // JSON.parse's own message quotes the body, so it is not passed on.
    throw new ValidationError('the body is not valid JSON');
  }
}

class LoneSurrogate extends Error {}

class ForbiddenKey extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}
