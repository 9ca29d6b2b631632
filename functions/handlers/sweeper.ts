/**
 * Lambda entry point of the deadline sweeper, run every minute by an EventBridge schedule:
 * reminders and timeouts for the games whose time has come (functions/deadlines/sweeper.ts), and
 * the daily digests due this hour, handed to the delivery queue (functions/notify/decide/digest-sender.ts).
 */
import { SQSClient } from '@aws-sdk/client-sqs';
import { games as registeredGames } from '../../engine/index.js';
import { loadConfig } from '../config.js';
import { Sweeper, type SweepReport } from '../deadlines/sweeper.js';
import { GameCatalog } from '../domain/catalog.js';
import { jsonLogger } from '../log.js';
import { DigestSender } from '../notify/decide/digest-sender.js';
import { sqsDispatch } from '../notify/deliver/sqs-send.js';
import { createDynamoDb } from '../store/client.js';
import { DigestStore } from '../store/digests.js';
import { GameStore } from '../store/games.js';
import { PlayerStore } from '../store/players.js';
import { Table } from '../store/table.js';

const config = loadConfig();
const table = new Table(createDynamoDb(config), config.tableName);
const games = new GameStore(table);
// Without the delivery queue (a deployment that predates the digest) there are no digests to hand on.
const digests = config.deliveryQueueUrl
  ? new DigestSender({
      digests: new DigestStore(table),
      players: new PlayerStore(table),
      games,
      dispatch: sqsDispatch(new SQSClient({ region: config.region }), config.deliveryQueueUrl),
      appUrl: config.appUrl,
      log: jsonLogger,
    })
  : undefined;
const sweeper = new Sweeper({ table, games, catalog: new GameCatalog(registeredGames), now: () => new Date(), log: jsonLogger, digests });

export function handler(): Promise<SweepReport> {
  return sweeper.sweep();
}
