/**
 * A game as the notifier sees one version of it (functions/notify/decide/notices.ts GameImage),
 * for unit tests of the notices and their deliveries: an active game of The Game at version 1,
 * seats 0 and 1 held by players `aaaa…` and `bbbb…`, seat 0 awaited, no clock; `overrides`
 * replace fields.
 */
import type { GameImage } from '../../functions/notify/decide/notices.js';

/** The players of seats 0 and 1. */
export const IMAGE_PLAYERS: readonly [string, string] = ['aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb'];

export function gameImage(overrides: Partial<GameImage> = {}): GameImage {
  return {
    id: 'gggggggggggggggg',
    type: 'the-game',
    status: 'active',
    version: 1,
    seats: [
      { seat: 0, playerId: IMAGE_PLAYERS[0] },
      { seat: 1, playerId: IMAGE_PLAYERS[1] },
    ],
    awaiting: [0],
    updatedAt: '2026-01-01T10:00:00.000Z',
    deadline: null,
    remindedAt: null,
    timedOut: null,
    takenOver: [],
    pinged: [],
    ...overrides,
  };
}
