/**
 * Behaviour is pinned: 1 500 random games per title must replay to exactly the fingerprint
 * recorded before the engine was reshaped. A change that alters any move, event, state, view or
 * outcome of these games fails here; a deliberate rule change records the new figure with
 * `npm run fingerprints` and says why in its commit.
 */
import { describe, expect, it } from 'vitest';
import { gameById } from '../../engine/index.js';
import { fingerprint, partialFingerprints } from './fingerprints.js';

/** A title's 1 500 games take up to a minute on a loaded 2-core machine. */
const TIMEOUT_MS = 300_000;

const pinned: Record<string, string> = {
  'the-game': 'a00dec185765f31399bcddf57e4368ea4bf28c98236597822332022f57d2a64d',
  'flip-7': '62e88b483a4607907c9fb8741a1340e8b1acecf7c04309bcfc96fbac1b00b0d9',
  auslage: 'a504c239b0bb7e8ede615b64fa61048e091d91640f7e09839075d87f671c6c84',
  // Changed for issue 19 (R10): completed rows leave the game instead of feeding the discard pile
  // that Archivist and Scavenger draw on; `reihen (no characters)` below is unchanged.
  reihen: 'bab7201b7a8919ef06cb4d4b8dce5d677b706c10795359020b5f7a30c4a6bf65',
  downhill: 'ae144480188aa137f5876e448681b8f74ed9a3a3f85e0466bfe51df7d29fc99b',
};

/** Parts of a title, see `partialFingerprints`. */
const pinnedParts: Record<string, string> = {
  'reihen (no characters)': '62599c0b2aa4659d5a06770443bbe0dad81215a0aa2d8eb016e988eda21a1d17',
};

describe('fingerprints of 1 500 random games per title', () => {
  for (const [id, expected] of Object.entries(pinned)) {
    it(`${id} plays exactly as pinned`, () => {
      expect(fingerprint(gameById(id)!).hash).toBe(expected);
    }, TIMEOUT_MS);
  }
  for (const [name, expected] of Object.entries(pinnedParts)) {
    it(`${name} plays exactly as pinned`, () => {
      const { game, plan } = partialFingerprints[name]!;
      expect(fingerprint(gameById(game)!, undefined, plan).hash).toBe(expected);
    }, TIMEOUT_MS);
  }
});
