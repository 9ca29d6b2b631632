/**
 * Lambda entry point of the deadline sweeper, run every minute by an EventBridge schedule:
 * reminders and timeouts for the games whose time has come (functions/deadlines/sweeper.ts).
 */
import { games as registeredGames } from '../../engine/index.js';
import { loadConfig } from '../config.js';
import { Sweeper, type SweepReport } from '../deadlines/sweeper.js';
import { GameCatalog } from '../domain/catalog.js';
import { jsonLogger } from '../log.js';
import { createDynamoDb } from '../store/client.js';
import { GameStore } from '../store/games.js';
import { Table } from '../store/table.js';

const config = loadConfig();
const table = new Table(createDynamoDb(config), config.tableName);
const sweeper = new Sweeper({ table, games: new GameStore(table), catalog: new GameCatalog(registeredGames), now: () => new Date(), log: jsonLogger });

export function handler(): Promise<SweepReport> {
  return sweeper.sweep();
}
