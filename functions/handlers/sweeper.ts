/**
 * Lambda entry point of the deadline sweeper, run every minute by an EventBridge schedule:
 * reminders and timeouts for the games whose time has come (functions/deadlines/sweeper.ts). The
 * daily digests have their own function and schedule on AWS (./digests.ts), so the sweeper has
 * neither the delivery queue nor the digests' words.
 */
import { games } from '../../engine/index.js';
import { loadConfig } from '../config.js';
import { createSweeper } from '../deadlines/create-sweeper.js';
import type { SweepReport } from '../deadlines/sweeper.js';
import { jsonLogger } from '../log.js';
import { createDynamoDb } from '../store/client.js';
import { Table } from '../store/table.js';

const config = loadConfig();
const table = new Table(createDynamoDb(config), config.tableName);
const sweeper = createSweeper({ config, table, games, now: () => new Date(), log: jsonLogger });

export function handler(): Promise<SweepReport> {
  return sweeper.sweep();
}
