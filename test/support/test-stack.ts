/**
 * An integration-test stack: a fresh table in this file's DynamoDB Local, and the local
 * stack's HTTP server (the real Lambda handler behind the node:http adapter) on a free port.
 */
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../../bin/local-stack.js';
import { quietLogger } from '../../functions/log.js';
import type { CreatedGame, Envelope } from '../../functions/http/schemas.js';
import type * as z from 'zod';
import { ApiClient } from './api-client.js';
import { TestTable } from './dynamodb.js';
import { quickSchedule } from './quick-delivery.js';

export interface TestStack {
  api: ApiClient;
  table: TestTable;
  local: LocalStack;
  stop(): Promise<void>;
}

/**
 * Options of the local stack a test may set; the sweeper runs only when the test calls
 * `local.sweep()`, failed deliveries are retried on the shrunk schedule (5 attempts within
 * about a third of a second) unless the test sets its own, and no rate limit applies unless given.
 */
export type TestStackOptions = Pick<LocalStackOptions, 'dynamoRequestHandler' | 'now' | 'apiNow' | 'vacationDaysPerYear' | 'settings' | 'delivery' | 'streamPollMs' | 'log' | 'games' | 'webDir' | 'rateLimits' | 'requestDeadlineMs'> & {
  /** The table of an earlier stack of this file, stopped, to start again on (its stream workers begin at the stream's end). */
  table?: TestTable;
};

export async function startTestStack(file: string, { table: given, ...options }: TestStackOptions = {}): Promise<TestStack> {
  const table = given ?? (await TestTable.create(file));
  const local = await startLocalStack({
    port: 0,
    dynamodbEndpoint: table.endpoint,
    tableName: table.name,
    log: quietLogger,
    sweepEveryMs: null,
    ...options,
    delivery: { schedule: quickSchedule(5), ...options.delivery },
  });
  return {
    api: new ApiClient(local.url),
    table,
    local,
    async stop() {
      await local.stop();
      await table.drop();
    },
  };
}

export interface TestPlayer {
  id: string;
  name: string;
  token: string;
}

export async function registerPlayer(api: ApiClient, name: string, notify?: Record<string, unknown>): Promise<TestPlayer> {
  const answer = await api.post<{ player: { id: string; name: string }; token: string }>('/players', { body: { name, ...(notify ? { notify } : {}) } });
  if (answer.status !== 201) throw new Error(`POST /players → ${answer.status} ${answer.text}`);
  return { id: answer.body.player.id, name: answer.body.player.name, token: answer.body.token };
}

/** Creates a game as `creator` and seats every other player with the invite code (the last join starts it). */
export async function startGame(api: ApiClient, creator: TestPlayer, others: TestPlayer[], request: Record<string, unknown>): Promise<{ id: string; inviteCode: string; envelope: Envelope }> {
  const created = await api.post<z.infer<typeof CreatedGame>>('/games', { token: creator.token, body: { seats: others.length + 1, ...request } });
  if (created.status !== 201) throw new Error(`POST /games → ${created.status} ${created.text}`);
  let envelope: Envelope = created.body;
  for (const player of others) {
    const joined = await api.post<Envelope>(`/games/${created.body.id}/join`, { token: player.token, body: { inviteCode: created.body.inviteCode } });
    if (joined.status !== 200) throw new Error(`join → ${joined.status} ${joined.text}`);
    envelope = joined.body;
  }
  return { id: created.body.id, inviteCode: created.body.inviteCode, envelope };
}
