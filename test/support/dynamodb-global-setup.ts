/**
 * Vitest global setup: DynamoDB Local for the integration test files, each of which creates its
 * own uniquely named table. The setup only opens a tiny broker on 127.0.0.1; the first test file
 * that asks it for the endpoint (`dynamodbEndpoint()` in test/support/dynamodb.ts) makes it start
 * the JVM, so a run of engine tests alone never starts Java. Every FILES_PER_EMULATOR files get a
 * fresh emulator: DynamoDB Local keeps every stream record, a dropped table's too, and its stream
 * calls slow down with their number, so one emulator for the whole run made the files near its
 * end several times slower than alone. An emulator whose files are done sits idle until the run
 * ends. Set TURNPOST_TEST_DYNAMODB_ENDPOINT to use an emulator that is already running.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal, type DynamoDbLocal } from '../../bin/dynamodb-local.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the broker that answers `{ endpoint }` (starting DynamoDB Local on first use) or `{ error }`. */
    dynamodbBroker: string;
  }
}

/** How many test files one emulator serves before the next file gets a new one. */
const FILES_PER_EMULATOR = 20;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.TURNPOST_TEST_DYNAMODB_ENDPOINT;
  const started: Array<Promise<DynamoDbLocal>> = [];
  let current: { emulator: Promise<DynamoDbLocal>; files: number } | null = null;
  // Each test file asks once (test/support/dynamodb.ts keeps the answer), so a file's tables all live on one emulator.
  const endpoint = (): Promise<string> => {
    if (given) return Promise.resolve(given);
    if (current === null || current.files >= FILES_PER_EMULATOR) {
      current = { emulator: startDynamoDbLocal({ startTimeoutMs: 90_000 }), files: 0 };
      started.push(current.emulator);
    }
    current.files += 1;
    return current.emulator.then((dynamo) => dynamo.endpoint);
  };
  const broker = createServer((_req, res) => {
    endpoint().then(
      (url) => res.end(JSON.stringify({ endpoint: url })),
      (error: unknown) => res.end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) })),
    );
  });
  await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
  project.provide('dynamodbBroker', `http://127.0.0.1:${(broker.address() as AddressInfo).port}`);
  return async () => {
    broker.close();
    broker.closeAllConnections();
    const emulators = await Promise.all(started.map((emulator) => emulator.catch(() => null)));
    await Promise.all(emulators.map((dynamo) => dynamo?.stop()));
  };
}
