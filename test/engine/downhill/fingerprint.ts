/** This game's pinned fingerprint (../fingerprints.ts): the options it cycles and the hash of its random games. */
import type { FingerprintDeclaration } from '../fingerprints.js';

export const fingerprint: FingerprintDeclaration = {
  variants: [{ rounds: 1 }, { scoring: 'matchsticks', rounds: 2 }],
  pinned: 'ae144480188aa137f5876e448681b8f74ed9a3a3f85e0466bfe51df7d29fc99b',
};
