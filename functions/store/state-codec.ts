/**
 * The engine state as the game item stores it: JSON, deflated (raw deflate, node:zlib), behind a
 * one-byte format tag so the encoding can improve without breaking stored games.
 *
 * - format 0: plain deflate (a game type without a preset dictionary);
 * - format 1: deflate with the game type's preset dictionary (its definition's `stateDictionary`,
 *   tabled by engine/state-dictionaries.ts), about half the bytes of format 0 for a typical state.
 *
 * A 5-player The Game's JSON shrinks to about a fifth, so its game item stays within one write
 * unit. Both directions are cheap at these sizes.
 *
 * A move reads the same stored state twice or more (the player's GET, the POST's load, the
 * other players' GETs after it), so the inflated JSON is kept by its exact bytes
 * (./decoded-states.ts): the same bytes always decode to the same state, so an entry is never
 * stale; each read still parses a state of its own.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { DecodedStates } from './decoded-states.js';
import { STATE_DICTIONARIES_V1 } from '../../engine/state-dictionaries.js';

const PLAIN = 0;
const DICTIONARY_V1 = 1;

/**
 * zlib's default level. Measured over random playouts of every game (with the dictionaries):
 * level 1 is 4–50 B larger per state (The Game 229 vs 225 B, Downhill 344 vs 299 B), level 9 no
 * smaller than 6; all take some tens of microseconds per state, noise beside a DynamoDB call.
 */
const LEVEL = 6;

const dictionaries = new Map(Object.entries(STATE_DICTIONARIES_V1).map(([type, text]) => [type, Buffer.from(text, 'utf8')]));

const decoded = new DecodedStates();

export function encodeState(type: string, state: unknown): Uint8Array {
  const json = JSON.stringify(state);
  const dictionary = dictionaries.get(type);
  const body = dictionary ? deflateRawSync(json, { level: LEVEL, dictionary }) : deflateRawSync(json, { level: LEVEL });
  const encoded = new Uint8Array(1 + body.length);
  encoded[0] = dictionary ? DICTIONARY_V1 : PLAIN;
  encoded.set(body, 1);
  // The next read of this version (the answer's readers, the next move) finds its JSON without inflating.
  decoded.written(type, encoded, json);
  return encoded;
}

/** The state `encoded` holds, a copy of its own; inflated only the first time these bytes are seen. */
export function decodeState(type: string, encoded: Uint8Array): unknown {
  return JSON.parse(decoded.json(type, encoded, () => inflate(type, encoded))) as unknown;
}

/** The state `encoded` holds, inflated anew (nothing kept): what `decodeState` does the first time. */
export function inflateState(type: string, encoded: Uint8Array): unknown {
  return JSON.parse(inflate(type, encoded)) as unknown;
}

/** The JSON text of an encoded state. */
function inflate(type: string, encoded: Uint8Array): string {
  const body = encoded.subarray(1);
  switch (encoded[0]) {
    case PLAIN:
      return inflateRawSync(body).toString('utf8');
    case DICTIONARY_V1: {
      const dictionary = dictionaries.get(type);
      if (!dictionary) throw new Error(`no state dictionary for game type ${type}`);
      return inflateRawSync(body, { dictionary }).toString('utf8');
    }
    default:
      throw new Error(`unknown state encoding ${encoded[0]}`);
  }
}
