/**
 * The daily digest sender as the digests Lambda (functions/handlers/digests.ts), the sweeper of a
 * stack from before the digests had their own function, and the local stack (bin/local-stack.ts)
 * all build it: digests, players, games and table talk read from the table, the digests handed to
 * `dispatch` (SQS on AWS, the local queue locally).
 */
import type { Config } from '../../config.js';
import type { Logger } from '../../log.js';
import { DigestStore } from '../../store/digests.js';
import { GameStore } from '../../store/games.js';
import { PlayerStore } from '../../store/players.js';
import type { Table } from '../../store/table.js';
import { TalkStore } from '../../store/talk.js';
import { DigestSender } from './digest-sender.js';
import type { Dispatch } from './notifier.js';

export interface DigestSenderSetup {
  config: Pick<Config, 'appUrl' | 'retentionDays'>;
  table: Table;
  dispatch: Dispatch;
  log: Logger;
}

export function createDigestSender(setup: DigestSenderSetup): DigestSender {
  const { config, table } = setup;
  return new DigestSender({
    digests: new DigestStore(table),
    players: new PlayerStore(table),
    games: new GameStore(table, config.retentionDays),
    talk: new TalkStore(table, config.retentionDays),
    dispatch: setup.dispatch,
    appUrl: config.appUrl,
    log: setup.log,
  });
}
