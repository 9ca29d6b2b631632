/**
 * Behaviour is pinned: 1 500 random games per title must replay to exactly the fingerprint
 * recorded before the engine was reshaped. A change that alters any move, event, state, view or
 * outcome of these games fails here; a deliberate rule change records the new figure with
 * `npm run fingerprints` and says why in its commit. Each registered game declares its variants
 * and hash in its own tests (`test/engine/<id>/fingerprint.ts`); a game without one fails.
 */
import { describe, expect, it } from 'vitest';
import { declaredFingerprints, fingerprint } from './fingerprints.js';

/** A title's 1 500 games take up to a minute on a loaded 2-core machine. */
const TIMEOUT_MS = 300_000;

const declarations = await declaredFingerprints();

describe('fingerprints of 1 500 random games per title', () => {
  for (const { game, declared } of declarations) {
    it(`${game.id} plays exactly as pinned`, () => {
      expect(declared, `test/engine/${game.id}/fingerprint.ts declares the game's pinned fingerprint`).not.toBeNull();
      expect(fingerprint(game, declared!.variants).hash).toBe(declared!.pinned);
    }, TIMEOUT_MS);
    for (const [name, part] of Object.entries(declared?.parts ?? {})) {
      it(`${game.id} (${name}) plays exactly as pinned`, () => {
        expect(fingerprint(game, declared!.variants, undefined, part.plan).hash).toBe(part.pinned);
      }, TIMEOUT_MS);
    }
  }
});
