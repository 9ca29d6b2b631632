/** This game's pinned fingerprint (../fingerprints.ts): the options it cycles and the hash of its random games. */
import type { FingerprintDeclaration } from '../fingerprints.js';

export const fingerprint: FingerprintDeclaration = {
  variants: [{}, { targetScore: 60, flip7Bonus: 0, tieRule: 'share' }],
  pinned: '62e88b483a4607907c9fb8741a1340e8b1acecf7c04309bcfc96fbac1b00b0d9',
};
