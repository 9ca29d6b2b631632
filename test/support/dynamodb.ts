/** Test-side access to this file's DynamoDB Local, one of the run's emulators: its endpoint, unique tables, raw reads. */
import { randomBytes } from 'node:crypto';
import { basename } from 'node:path';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { createDynamoDb } from '../../functions/store/client.js';
import { createTable } from '../../functions/store/create-table.js';

let shared: Promise<string> | null = null;

/** This file's DynamoDB Local: the global setup's broker names it, starting one when due. */
export function dynamodbEndpoint(): Promise<string> {
  shared ??= fetch(inject('dynamodbBroker'), { signal: AbortSignal.timeout(120_000) })
    .then((response) => response.json() as Promise<{ endpoint?: string; error?: string }>)
    .then((answer) => {
      if (!answer.endpoint) throw new Error(`DynamoDB Local is not available: ${answer.error}`);
      return answer.endpoint;
    });
  return shared;
}

/** A table name no other test file uses: `<file>-<random>`. */
export function uniqueTableName(file: string): string {
  return `${basename(file).replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, 60)}-${randomBytes(4).toString('hex')}`;
}

/**
 * A client of the shared emulator, and a raw view of one table for assertions: `dynamo` is the
 * client as the service makes it (what a Table takes); `documents` is a document client of its
 * own, for raw reads and for writing items the service would not write.
 */
export class TestTable {
  readonly dynamo: DynamoDBClient;
  readonly documents: DynamoDBDocumentClient;

  constructor(
    readonly endpoint: string,
    readonly name: string,
  ) {
    this.dynamo = createDynamoDb({ region: 'local', endpoint });
    this.documents = DynamoDBDocumentClient.from(this.dynamo, { marshallOptions: { removeUndefinedValues: true } });
  }

  static async create(file: string): Promise<TestTable> {
    const table = new TestTable(await dynamodbEndpoint(), uniqueTableName(file));
    await createTable(table.dynamo, table.name);
    return table;
  }

  /** Every item, sorted by key: compare two scans to prove that nothing was written. */
  async scan(): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await this.documents.send(new ScanCommand({ TableName: this.name, ExclusiveStartKey: startKey, ConsistentRead: true }));
      items.push(...(page.Items ?? []));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return items.sort((a, b) => `${a.pk}|${a.sk}`.localeCompare(`${b.pk}|${b.sk}`));
  }

  /** The items of one partition (a game's item, log and idempotency answers), sorted by sort key. */
  async partition(pk: string): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await this.documents.send(
        new QueryCommand({ TableName: this.name, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ExclusiveStartKey: startKey, ConsistentRead: true }),
      );
      items.push(...(page.Items ?? []));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return items;
  }

  async drop(): Promise<void> {
    await this.dynamo.send(new DeleteTableCommand({ TableName: this.name })).catch(() => {});
    this.documents.destroy();
  }
}
