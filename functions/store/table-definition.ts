/**
 * The one table's shape, as plain data: used by the CDK stack (lib/) and by the local stack
 * and tests (which create the same table in DynamoDB Local). Change it here only.
 *
 * Items (single-table design):
 * - game      pk GAME#<gameId>   sk GAME              stateZ (deflated state), version, seats, status, awaiting, deadline
 * - move log  pk GAME#<gameId>   sk LOG#<version:10>  one per accepted change, written with the game
 * - idem      pk GAME#<gameId>   sk IDEM#<player>#<key>  first answer to an Idempotency-Key (TTL)
 * - player    pk PLAYER#<id>     sk PROFILE           name, token hash, notification channels
 * - seat      pk PLAYER#<id>     sk GAME#<gameId>     a player's games, listable with one Query; changedAt: the game's last change
 * - digest    pk DIGEST#<hour:2> sk PLAYER#<id>       a daily digest subscriber of that hour (store/digests.ts)
 * - sent      pk PLAYER#<id>     sk SENT#<hour>        notifications sent that hour, per channel (store/delivery-counts.ts; TTL)
 * A game that is over (finished, cancelled) carries `expiresAt` (TTL, the retention period) on
 * its game item, the log entry that ended it and its seat items (store/games.ts).
 * Games with a turn deadline also carry dueShard/dueAt, which puts them (and only them) in the
 * sparse index `byDeadline`, so the sweeper finds due games without scanning.
 * Seat items carry `changedAt` (the game's `updatedAt`, written with every change of the game),
 * which puts them (and only them) in the index `byChange`: a player's games newest change first,
 * a page at a time (GET /players/me/games).
 */
export const tableDefinition = {
  partitionKey: { name: 'pk', type: 'S' },
  sortKey: { name: 'sk', type: 'S' },
  timeToLiveAttribute: 'expiresAt',
  stream: 'NEW_AND_OLD_IMAGES',
  globalSecondaryIndexes: [
    {
      indexName: 'byDeadline',
      partitionKey: { name: 'dueShard', type: 'S' },
      sortKey: { name: 'dueAt', type: 'N' },
      projection: 'KEYS_ONLY',
    },
    {
      indexName: 'byChange',
      partitionKey: { name: 'pk', type: 'S' },
      sortKey: { name: 'changedAt', type: 'S' },
      // Only seat items carry changedAt, and the list needs all of their few attributes.
      projection: 'ALL',
    },
  ],
} as const;

export type TableDefinition = typeof tableDefinition;
