/**
 * Vitest global setup: ONE DynamoDB Local for the whole run, shared by every integration test
 * file (each file creates its own uniquely named table). It starts lazily: the setup only opens
 * a tiny broker on 127.0.0.1, and the first test file that asks it for the endpoint
 * (`dynamodbEndpoint()` in test/support/dynamodb.ts) makes it start the JVM. A run of engine
 * tests alone never starts Java. Set TURNPOST_TEST_DYNAMODB_ENDPOINT to use an emulator that is
 * already running.
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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.TURNPOST_TEST_DYNAMODB_ENDPOINT;
  let starting: Promise<DynamoDbLocal> | null = null;
  const endpoint = (): Promise<string> => {
    if (given) return Promise.resolve(given);
    starting ??= startDynamoDbLocal({ startTimeoutMs: 90_000 });
    return starting.then((dynamo) => dynamo.endpoint);
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
    const dynamo = await starting?.catch(() => null);
    await dynamo?.stop();
  };
}
