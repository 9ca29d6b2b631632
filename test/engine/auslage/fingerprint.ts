/** This game's pinned fingerprint (../fingerprints.ts): the options it cycles and the hash of its random games. */
import type { FingerprintDeclaration } from '../fingerprints.js';

export const fingerprint: FingerprintDeclaration = {
  variants: [{}],
  pinned: 'a504c239b0bb7e8ede615b64fa61048e091d91640f7e09839075d87f671c6c84',
};
