/**
 * The deadline sweeper as the sweeper Lambda (functions/handlers/sweeper.ts) and the local stack
 * (bin/local-stack.ts) both build it: the games read and written in the table, the hosted games'
 * rules (for timeouts), the clock, and the digest sender where this process sends the digests.
 */
import type { Config } from '../config.js';
import { GameCatalog } from '../domain/catalog.js';
import type { Logger } from '../log.js';
import { GameStore } from '../store/games.js';
import type { Table } from '../store/table.js';
import { Sweeper, type SweeperOptions } from './sweeper.js';

export interface SweeperSetup {
  config: Pick<Config, 'retentionDays'>;
  table: Table;
  /** The hosted games: the engine's registry, or a chosen list in tests. */
  games: GameCatalog['all'];
  now: () => Date;
  log: Logger;
  digests?: SweeperOptions['digests'];
}

export function createSweeper(setup: SweeperSetup): Sweeper {
  return new Sweeper({
    table: setup.table,
    games: new GameStore(setup.table, setup.config.retentionDays),
    catalog: new GameCatalog(setup.games),
    now: setup.now,
    log: setup.log,
    digests: setup.digests,
  });
}
