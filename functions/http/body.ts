import { PayloadTooLarge, UnsupportedMediaType, ValidationError } from '../errors.js';
import type { ApiRequest } from './types.js';

/** Largest accepted request body. A full turn of any game is well under 4 KiB. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Deepest nesting of arrays and objects accepted; a move is 3 levels deep, the deepest request body (notify channels) 4. */
export const MAX_JSON_DEPTH = 64;

/** Keys that could reach an object's prototype if code ever copied parsed input into an object. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * A UTF-16 code unit of a surrogate pair standing alone (`"\ud800"` in JSON): not a character,
 * so no string holding one is stored or sent on (it cannot be encoded as UTF-8). With the `u`
 * flag a proper pair is one code point and does not match.
 */
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * The request body as JSON: 415 unless sent as `content-type: application/json`, 413 over the
 * limit (checked before parsing), 400 when nested deeper than MAX_JSON_DEPTH, when malformed,
 * when any key could pollute a prototype, or when any string or key is not well-formed Unicode.
 * An empty body reads as `undefined`. Messages are fixed: they never echo the body.
 */
export function readJson(req: ApiRequest): unknown {
  const text = req.body;
  if (text === null || text.length === 0) return undefined;
  if (!isJsonMediaType(req.headers['content-type'])) {
    throw new UnsupportedMediaType('send the body as JSON, with content-type: application/json');
  }
  if (Buffer.byteLength(text, 'utf8') > BODY_LIMIT_BYTES) {
    throw new PayloadTooLarge(`the body may hold at most ${BODY_LIMIT_BYTES} bytes`, { limit: BODY_LIMIT_BYTES });
  }
  return parseJsonSafely(text);
}

/** `application/json`, in any case, with or without parameters (`; charset=utf-8`). */
function isJsonMediaType(contentType: string | undefined): boolean {
  return contentType?.split(';', 1)[0]!.trim().toLowerCase() === 'application/json';
}

export function parseJsonSafely(text: string): unknown {
  // Checked before parsing: JSON.parse and every walk over the result recurse once per level.
  if (nestingDepth(text) > MAX_JSON_DEPTH) {
    throw new ValidationError(`the body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep`, { limit: MAX_JSON_DEPTH });
  }
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

/** The deepest nesting of `[` and `{` in a JSON text, brackets inside strings not counted (a malformed text counts as it goes). */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}

class LoneSurrogate extends Error {}

class ForbiddenKey extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}
