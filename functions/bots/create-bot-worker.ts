/**
 * The bot worker as the bot-worker Lambda (functions/handlers/bot-worker.ts) and the local stack
 * (bin/local-stack.ts) both build it: the games read and written in the table, the hosted games'
 * rules and bots, and the playout budget from the configuration.
 */
import type { Config } from '../config.js';
import { GameCatalog } from '../domain/catalog.js';
import type { Logger } from '../log.js';
import { GameStore } from '../store/games.js';
import type { Table } from '../store/table.js';
import { BotWorker } from './bot-worker.js';

export interface BotWorkerSetup {
  config: Pick<Config, 'retentionDays' | 'botBudget'>;
  table: Table;
  /** The hosted games: the engine's registry, or a chosen list in tests. */
  games: GameCatalog['all'];
  log: Logger;
}

export function createBotWorker(setup: BotWorkerSetup): BotWorker {
  return new BotWorker({
    games: new GameStore(setup.table, setup.config.retentionDays),
    catalog: new GameCatalog(setup.games),
    log: setup.log,
    budget: setup.config.botBudget,
  });
}
