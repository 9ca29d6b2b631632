/** This game's pinned fingerprint (../fingerprints.ts): the options it cycles and the hash of its random games. */
import type { FingerprintDeclaration } from '../fingerprints.js';

/**
 * R10 takes completed rows off the discard pile into their own list (`completedRows`); in a game
 * without characters nothing else reaches the discard pile, so folding that list back onto it,
 * in order, gives the state and view of before the rule. Without the list it changes nothing.
 */
function completedRowsOnDiscard(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('completedRows' in value)) return value;
  const { completedRows, ...rest } = value as { completedRows: string[][]; discard: string[] };
  return { ...rest, discard: [...rest.discard, ...completedRows.flat()] };
}

export const fingerprint: FingerprintDeclaration = {
  variants: [{}, { useCharacters: true }, { mode: 'cooperative', useCharacters: true }, { mode: 'cooperative' }],
  // Changed by R10: completed rows leave the game instead of feeding the discard pile that
  // Archivist and Scavenger draw on; `no characters` below is unchanged.
  pinned: 'bab7201b7a8919ef06cb4d4b8dce5d677b706c10795359020b5f7a30c4a6bf65',
  parts: {
    // Every rule but R10, pinned before it and still equal after.
    'no characters': { plan: { variants: [{}, { mode: 'cooperative' }], project: completedRowsOnDiscard }, pinned: '62599c0b2aa4659d5a06770443bbe0dad81215a0aa2d8eb016e988eda21a1d17' },
  },
};
