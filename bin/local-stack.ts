/**
 * The whole service on one machine: DynamoDB Local, the table, and the API's Lambda handler
 * served over HTTP on 127.0.0.1. `npm start` runs it (bin/local.ts); tests and the API
 * benchmark start it with the same function.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { AnyGame } from '../engine/index.js';
import { loadConfig, type Config } from '../functions/config.js';
import { createApi } from '../functions/http/app.js';
import { lambdaHandler } from '../functions/http/lambda.js';
import { jsonLogger, type Logger } from '../functions/log.js';
import { createDocumentClient, createDynamoClient } from '../functions/store/client.js';
import { createTable } from '../functions/store/create-table.js';
import { startDynamoDbLocal, type DynamoDbLocal } from './dynamodb-local.js';
import { serveLambda } from './http-adapter.js';

export interface LocalStackOptions {
  /** HTTP port on 127.0.0.1; 0 picks a free one. Default 3000. */
  port?: number;
  /** Keep DynamoDB Local's data in this folder; in memory when absent. */
  dataDir?: string;
  /** Use this running DynamoDB Local instead of starting one (tests share one). */
  dynamodbEndpoint?: string;
  /** Default `turnpost`. */
  tableName?: string;
  /** Hosted games; the engine's registry by default. */
  games?: readonly AnyGame[];
  log?: Logger;
  /** Lets a test reach into the DynamoDB client (e.g. add a middleware that injects faults). */
  configureClient?: (client: DynamoDBClient) => void;
}

export interface LocalStack {
  /** e.g. http://127.0.0.1:3000 */
  url: string;
  dynamodbEndpoint: string;
  tableName: string;
  config: Config;
  /** Stops the HTTP server and, if this stack started it, DynamoDB Local. */
  stop(): Promise<void>;
}

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const dynamo: DynamoDbLocal | null = options.dynamodbEndpoint ? null : await startDynamoDbLocal({ dataDir: options.dataDir });
  const dynamodbEndpoint = options.dynamodbEndpoint ?? dynamo!.endpoint;
  const tableName = options.tableName ?? 'turnpost';
  const client = createDynamoClient({ region: 'local', dynamodbEndpoint });
  let server: Server | null = null;
  try {
    await createTable(client, tableName);
    options.configureClient?.(client);
    let handler: ReturnType<typeof lambdaHandler> | null = null;
    server = createServer(serveLambda((event) => handler!(event)));
    const port = await listen(server, options.port ?? 3000);
    const url = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      TABLE_NAME: tableName,
      TURNPOST_ALLOW_STACKED: 'true',
      TURNPOST_MODE: 'local',
      TURNPOST_PUBLIC_URL: url,
      DYNAMODB_ENDPOINT: dynamodbEndpoint,
      AWS_REGION: 'local',
    });
    handler = lambdaHandler(createApi({ config, client: createDocumentClient(client), games: options.games, log: options.log ?? jsonLogger }));
    const running = server;
    return {
      url,
      dynamodbEndpoint,
      tableName,
      config,
      async stop() {
        await close(running);
        client.destroy();
        await dynamo?.stop();
      },
    };
  } catch (error) {
    if (server) await close(server);
    client.destroy();
    await dynamo?.stop();
    throw error;
  }
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
