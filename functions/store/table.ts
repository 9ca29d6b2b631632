/**
 * The one table, as the service uses it: a thin layer over the AWS SDK's document client
 * (@aws-sdk/lib-dynamodb converts items between plain values and attribute values) that asks
 * every call for its consumed capacity (added to the meter of a table made by `metered`), turns
 * throttling into RateLimited (429), and reports a cancelled transaction's reasons instead of throwing.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type QueryCommandInput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { RateLimited } from '../errors.js';
import type { CapacityMeter } from './capacity.js';
import type { ItemKey } from './keys.js';

export type Item = Record<string, unknown>;

/** A condition on a write: expression, names, and values as plain JS values. */
export interface Condition {
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

export interface UpdateInput extends Condition {
  Key: ItemKey;
  UpdateExpression: string;
  ReturnValues?: 'NONE' | 'ALL_OLD' | 'UPDATED_OLD' | 'ALL_NEW' | 'UPDATED_NEW';
}

/** One write of a transaction, in document form (plain values), as TransactWriteItems takes it. */
export type TransactItem =
  | { Put: Condition & { TableName: string; Item: Item; ReturnValuesOnConditionCheckFailure?: 'ALL_OLD' | 'NONE' } }
  | { Update: UpdateInput & { TableName: string; ReturnValuesOnConditionCheckFailure?: 'ALL_OLD' | 'NONE' } }
  | { Delete: Condition & { TableName: string; Key: ItemKey; ReturnValuesOnConditionCheckFailure?: 'ALL_OLD' | 'NONE' } }
  | { ConditionCheck: Condition & { TableName: string; Key: ItemKey; ConditionExpression: string } };

/** Why one item of a cancelled transaction failed: DynamoDB's code, and the old item's version if it has one. */
export interface CancellationReason {
  code: string;
  /** `version` of the item as it was, when the item asked for ReturnValuesOnConditionCheckFailure. */
  version?: number;
}

export type TransactResult = { committed: true } | { committed: false; reasons: CancellationReason[] };

/** Throttling as DynamoDB names it, in an error and in a cancelled transaction's reasons. */
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
  /** The document client over `dynamo`: plain values in, plain values out (undefined members left out). */
  readonly documents: DynamoDBDocumentClient;

  constructor(
    readonly dynamo: DynamoDBClient,
    readonly name: string,
    /** Where the consumed units go; none outside a request (notifier, sweeper, bot worker). */
    private readonly meter: CapacityMeter | null = null,
  ) {
    this.documents = DynamoDBDocumentClient.from(dynamo, { marshallOptions: { removeUndefinedValues: true } });
  }

  /** The same table (client and name shared) adding every call's consumed units to `meter`. */
  metered(meter: CapacityMeter): Table {
    return new Table(this.dynamo, this.name, meter);
  }

  async get(key: ItemKey, options: { consistent?: boolean; projection?: readonly string[] } = {}): Promise<Item | undefined> {
    const output = await this.send(() => this.documents.send(new GetCommand({ TableName: this.name, Key: key, ConsistentRead: options.consistent ?? false, ReturnConsumedCapacity: 'TOTAL', ...projectionOf(options.projection) })),
    );
    this.meter?.add('read', output.ConsumedCapacity);
    return output.Item;
  }

  async put(item: Item, condition?: Condition): Promise<void> {
    const output = await this.send(() => this.documents.send(new PutCommand({ TableName: this.name, Item: item, ReturnConsumedCapacity: 'TOTAL', ...condition })));
    this.meter?.add('write', output.ConsumedCapacity);
  }

  async delete(key: ItemKey, condition?: Condition): Promise<void> {
    const output = await this.send(() => this.documents.send(new DeleteCommand({ TableName: this.name, Key: key, ReturnConsumedCapacity: 'TOTAL', ...condition })));
    this.meter?.add('write', output.ConsumedCapacity);
  }

  /**
   * An update with a condition that may fail as an answer, not a fault: `applied: false` when the
   * condition did not hold (nothing was written), else the item as `ReturnValues` asked.
   */
  async updateIf(input: UpdateInput): Promise<{ applied: true; item: Item | undefined } | { applied: false }> {
    try {
      return { applied: true, item: await this.update(input) };
    } catch (error) {
      if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return { applied: false };
      throw error;
    }
  }

  async update(input: UpdateInput): Promise<Item | undefined> {
    const output = await this.send(() => this.documents.send(new UpdateCommand({ ...input, TableName: this.name, ReturnConsumedCapacity: 'TOTAL' })));
    this.meter?.add('write', output.ConsumedCapacity);
    return output.Attributes;
  }

  /** Every item of one partition whose sort key lies in [from, to], following pages up to `limit` items. */
  async queryRange(pk: string, from: string, to: string, options: { consistent?: boolean; limit?: number; projection?: readonly string[] } = {}): Promise<{ items: Item[]; more: boolean }> {
    const query = {
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': to },
      ConsistentRead: options.consistent ?? false,
      ...projectionOf(options.projection),
    };
    return this.queryPages(query, options.limit);
  }

  /** Items of a secondary index matching `keyCondition` (in its sort order), following pages up to `limit` items. */
  async queryIndex(indexName: string, keyCondition: string, values: Record<string, unknown>, limit: number): Promise<Item[]> {
    return (await this.queryPages({ IndexName: indexName, KeyConditionExpression: keyCondition, ExpressionAttributeValues: values }, limit)).items;
  }

  /**
   * One Query call of an index, newest (highest sort key) first: at most `limit` items evaluated
   * (a `filter` drops some of them after they are read), and where it stopped when it did not
   * reach the end.
   */
  async queryIndexDescending(input: { indexName: string; keyCondition: string; filter?: string; names?: Record<string, string>; values: Record<string, unknown>; limit: number; startKey?: Item }): Promise<{ items: Item[]; lastKey: Item | undefined }> {
    const output = await this.send(() => this.documents.send(new QueryCommand({
        TableName: this.name,
        IndexName: input.indexName,
        KeyConditionExpression: input.keyCondition,
        ...(input.filter && { FilterExpression: input.filter }),
        ...(input.names && { ExpressionAttributeNames: input.names }),
        ExpressionAttributeValues: input.values,
        ScanIndexForward: false,
        Limit: input.limit,
        ReturnConsumedCapacity: 'TOTAL',
        ...(input.startKey && { ExclusiveStartKey: input.startKey }),
      })),
    );
    this.meter?.add('read', output.ConsumedCapacity);
    return { items: output.Items ?? [], lastKey: output.LastEvaluatedKey };
  }

  private async queryPages(query: Omit<QueryCommandInput, 'TableName'>, limit: number | undefined): Promise<{ items: Item[]; more: boolean }> {
    const items: Item[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const output = await this.send(() => this.documents.send(new QueryCommand({
          ...query,
          TableName: this.name,
          ReturnConsumedCapacity: 'TOTAL',
          ...(startKey && { ExclusiveStartKey: startKey }),
          ...(limit === undefined ? {} : { Limit: limit - items.length }),
        })),
      );
      this.meter?.add('read', output.ConsumedCapacity);
      items.push(...(output.Items ?? []));
      startKey = output.LastEvaluatedKey;
    } while (startKey && (limit === undefined || items.length < limit));
    return { items, more: startKey !== undefined };
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
      const output = await this.send(() => this.documents.send(new BatchGetCommand({
          RequestItems: { [this.name]: { Keys: pending, ConsistentRead: options.consistent ?? false, ...projectionOf(options.projection) } },
          ReturnConsumedCapacity: 'TOTAL',
        })),
      );
      this.meter?.add('read', output.ConsumedCapacity);
      items.push(...(output.Responses?.[this.name] ?? []));
      pending = output.UnprocessedKeys?.[this.name]?.Keys ?? [];
    }
    return items;
  }

  /**
   * All of `items` or nothing. A cancelled transaction (a condition failed, or another transaction
   * was touching an item) is answered with the reason per item, in order; throttling is a 429.
   * The SDK gives each call a ClientRequestToken and keeps it across its own retries.
   */
  async transact(items: TransactItem[]): Promise<TransactResult> {
    try {
      const output = await this.send(() => this.documents.send(new TransactWriteCommand({ TransactItems: items as TransactWriteCommandInput['TransactItems'], ReturnConsumedCapacity: 'TOTAL' })));
      this.meter?.add('write', output.ConsumedCapacity);
      return { committed: true };
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      if (reasons.some((reason) => THROTTLING_ERRORS.has(reason.code))) throw new RateLimited();
      return { committed: false, reasons };
    }
  }

  /** Runs one call; throttling (after the SDK's own retries) becomes RateLimited, everything else passes through. */
  private async send<Output>(call: () => Promise<Output>): Promise<Output> {
    try {
      return await call();
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

/** The old item of a cancelled transaction's reason, as DynamoDB sends it (attribute-value form: the document client leaves errors as they come). */
interface RawCancellationReason {
  Code?: string;
  Item?: Record<string, { N?: string } | undefined>;
}

function cancellationReasons(error: unknown): CancellationReason[] | null {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return null;
  const raw = (error as { CancellationReasons?: RawCancellationReason[] }).CancellationReasons ?? [];
  return raw.map((reason) => {
    // Read only the old item's version number.
    const version = reason.Item?.version?.N;
    return version === undefined ? { code: reason.Code ?? 'Unknown' } : { code: reason.Code ?? 'Unknown', version: Number(version) };
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((wake) => setTimeout(wake, ms));
}
