/** This game's pinned fingerprint (../fingerprints.ts): the options it cycles and the hash of its random games. */
import type { FingerprintDeclaration } from '../fingerprints.js';

export const fingerprint: FingerprintDeclaration = {
  variants: [{}, { extreme: true }, { extreme: true, commandLayout: 'random' }],
  pinned: 'a00dec185765f31399bcddf57e4368ea4bf28c98236597822332022f57d2a64d',
};
