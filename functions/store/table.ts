/**
 * The one table, as the service uses it: a thin layer over the DynamoDB document client that
 * asks every call for its consumed capacity (recorded for the running request), turns throttling
 * into RateLimited (429), and reports a cancelled transaction's reasons instead of throwing.
 */
import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
  type PutCommandInput,
  type QueryCommandInput,
  type TransactWriteCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { RateLimited } from '../errors.js';
import { recordCapacity } from './capacity.js';
import type { ItemKey } from './keys.js';

export type Item = Record<string, unknown>;
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Why one item of a cancelled transaction failed: DynamoDB's code, and the old item's version if it has one. */
export interface CancellationReason {
  code: string;
  /** `version` of the item as it was, when the item asked for ReturnValuesOnConditionCheckFailure. */
  version?: number;
}

export type TransactResult = { committed: true } | { committed: false; reasons: CancellationReason[] };

const THROTTLING_ERRORS = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ThrottlingError',
  'ProvisionedThroughputExceeded',
]);

/** How often unprocessed keys of a BatchGetItem are asked for again before giving up (429). */
const BATCH_GET_ATTEMPTS = 5;

export class Table {
  constructor(
    readonly client: DynamoDBDocumentClient,
    readonly name: string,
  ) {}

  async get(key: ItemKey, options: { consistent?: boolean; projection?: readonly string[] } = {}): Promise<Item | undefined> {
    const projection = projectionOf(options.projection);
    const output = await this.call(() =>
      this.client.send(
        new GetCommand({
          TableName: this.name,
          Key: key,
          ConsistentRead: options.consistent ?? false,
          ReturnConsumedCapacity: 'TOTAL',
          ...projection,
        }),
      ),
    );
    recordCapacity('read', output.ConsumedCapacity);
    return output.Item;
  }

  async put(item: Item, condition?: Pick<PutCommandInput, 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'>): Promise<void> {
    const output = await this.call(() =>
      this.client.send(new PutCommand({ TableName: this.name, Item: item, ReturnConsumedCapacity: 'TOTAL', ...condition })),
    );
    recordCapacity('write', output.ConsumedCapacity);
  }

  async update(input: Omit<UpdateCommandInput, 'TableName' | 'ReturnConsumedCapacity'>): Promise<Item | undefined> {
    const output = await this.call(() =>
      this.client.send(new UpdateCommand({ ...input, TableName: this.name, ReturnConsumedCapacity: 'TOTAL' })),
    );
    recordCapacity('write', output.ConsumedCapacity);
    return output.Attributes;
  }

  /** Every item of one partition whose sort key lies in [from, to], following pages up to `limit` items. */
  async queryRange(pk: string, from: string, to: string, options: { consistent?: boolean; limit?: number; projection?: readonly string[] } = {}): Promise<{ items: Item[]; more: boolean }> {
    const items: Item[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const input: QueryCommandInput = {
        TableName: this.name,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': to },
        ConsistentRead: options.consistent ?? false,
        ReturnConsumedCapacity: 'TOTAL',
        ExclusiveStartKey: startKey,
        ...(options.limit === undefined ? {} : { Limit: options.limit - items.length }),
        ...projectionOf(options.projection),
      };
      const output = await this.call(() => this.client.send(new QueryCommand(input)));
      recordCapacity('read', output.ConsumedCapacity);
      items.push(...(output.Items ?? []));
      startKey = output.LastEvaluatedKey;
    } while (startKey && (options.limit === undefined || items.length < options.limit));
    return { items, more: startKey !== undefined };
  }

  /** Items of a secondary index matching `keyCondition` (in its sort order), following pages up to `limit` items. */
  async queryIndex(indexName: string, keyCondition: string, values: Record<string, unknown>, limit: number): Promise<Item[]> {
    const items: Item[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const input: QueryCommandInput = {
        TableName: this.name,
        IndexName: indexName,
        KeyConditionExpression: keyCondition,
        ExpressionAttributeValues: values,
        ReturnConsumedCapacity: 'TOTAL',
        ExclusiveStartKey: startKey,
        Limit: limit - items.length,
      };
      const output = await this.call(() => this.client.send(new QueryCommand(input)));
      recordCapacity('read', output.ConsumedCapacity);
      items.push(...(output.Items ?? []));
      startKey = output.LastEvaluatedKey;
    } while (startKey && items.length < limit);
    return items;
  }

  /** The items under `keys` (any number; read in chunks of 100, unprocessed keys retried). */
  async batchGet(keys: ItemKey[], options: { consistent?: boolean; projection?: readonly string[] } = {}): Promise<Item[]> {
    const chunks: ItemKey[][] = [];
    for (let i = 0; i < keys.length; i += 100) chunks.push(keys.slice(i, i + 100));
    const pages = await Promise.all(chunks.map((chunk) => this.batchGetChunk(chunk, options)));
    return pages.flat();
  }

  private async batchGetChunk(keys: ItemKey[], options: { consistent?: boolean; projection?: readonly string[] }): Promise<Item[]> {
    const items: Item[] = [];
    let pending: Record<string, unknown>[] = keys.map((key) => ({ ...key }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt === BATCH_GET_ATTEMPTS) throw new RateLimited('the table is busy, retry shortly');
      if (attempt > 0) await sleep(25 * 2 ** attempt * Math.random());
      const output = await this.call(() =>
        this.client.send(
          new BatchGetCommand({
            RequestItems: { [this.name]: { Keys: pending, ConsistentRead: options.consistent ?? false, ...projectionOf(options.projection) } },
            ReturnConsumedCapacity: 'TOTAL',
          }),
        ),
      );
      recordCapacity('read', output.ConsumedCapacity);
      items.push(...(output.Responses?.[this.name] ?? []));
      pending = output.UnprocessedKeys?.[this.name]?.Keys ?? [];
    }
    return items;
  }

  /**
   * All of `items` or nothing. A cancelled transaction (a condition failed, or another transaction
   * was touching an item) is answered with the reason per item, in order; throttling is a 429.
   */
  async transact(items: TransactItem[]): Promise<TransactResult> {
    try {
      const output = await this.call(() =>
        this.client.send(new TransactWriteCommand({ TransactItems: items, ReturnConsumedCapacity: 'TOTAL' })),
      );
      recordCapacity('write', output.ConsumedCapacity);
      return { committed: true };
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      if (reasons.some((reason) => THROTTLING_ERRORS.has(reason.code))) throw new RateLimited();
      return { committed: false, reasons };
    }
  }

  /** Runs one SDK call; throttling becomes RateLimited, everything else passes through. */
  private async call<T>(send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (error) {
      if (error instanceof Error && THROTTLING_ERRORS.has(error.name)) throw new RateLimited();
      throw error;
    }
  }
}

function projectionOf(attributes: readonly string[] | undefined) {
  if (!attributes) return {};
  const names: Record<string, string> = {};
  attributes.forEach((attribute, i) => (names[`#p${i}`] = attribute));
  return { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names };
}

interface RawCancellationReason {
  Code?: string;
  Item?: Record<string, { N?: string } | undefined>;
}

function cancellationReasons(error: unknown): CancellationReason[] | null {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return null;
  const raw = (error as Error & { CancellationReasons?: RawCancellationReason[] }).CancellationReasons ?? [];
  return raw.map((reason) => {
    // The old item comes back in raw attribute-value form: read only its version number.
    const version = reason.Item?.version?.N;
    return version === undefined ? { code: reason.Code ?? 'Unknown' } : { code: reason.Code ?? 'Unknown', version: Number(version) };
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((wake) => setTimeout(wake, ms));
}
