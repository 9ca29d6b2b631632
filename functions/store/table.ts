/**
 * The one table, as the service uses it: a thin layer over DynamoDB (our own client,
 * functions/aws/) that converts items between plain values and attribute values, asks every
 * call for its consumed capacity (added to the meter of a table made by `metered`), turns throttling into
 * RateLimited (429), and reports a cancelled transaction's reasons instead of throwing.
 */
import { marshallItem, unmarshallItem, type AttributeMap } from '../aws/attribute-value.js';
import type { DynamoDb } from '../aws/dynamodb.js';
import { AwsError } from '../aws/errors.js';
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

interface ConsumedCapacity {
  CapacityUnits?: number;
}

export class Table {
  constructor(
    readonly dynamo: DynamoDb,
    readonly name: string,
    /** Where the consumed units go; none outside a request (notifier, sweeper, bot worker). */
    private readonly meter: CapacityMeter | null = null,
  ) {}

  /** The same table (client and name shared) adding every call's consumed units to `meter`. */
  metered(meter: CapacityMeter): Table {
    return new Table(this.dynamo, this.name, meter);
  }

  async get(key: ItemKey, options: { consistent?: boolean; projection?: readonly string[] } = {}): Promise<Item | undefined> {
    const output = await this.call<{ Item?: AttributeMap; ConsumedCapacity?: ConsumedCapacity }>('GetItem', {
      TableName: this.name,
      Key: marshallItem(key),
      ConsistentRead: options.consistent ?? false,
      ReturnConsumedCapacity: 'TOTAL',
      ...projectionOf(options.projection),
    });
    this.meter?.add('read', output.ConsumedCapacity);
    return output.Item && unmarshallItem(output.Item);
  }

  async put(item: Item, condition?: Condition): Promise<void> {
    const output = await this.call<{ ConsumedCapacity?: ConsumedCapacity }>('PutItem', {
      TableName: this.name,
      Item: marshallItem(item),
      ReturnConsumedCapacity: 'TOTAL',
      ...(condition && rawCondition(condition)),
    });
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
    const output = await this.call<{ Attributes?: AttributeMap; ConsumedCapacity?: ConsumedCapacity }>('UpdateItem', {
      ...rawUpdate(input),
      TableName: this.name,
      ReturnConsumedCapacity: 'TOTAL',
    });
    this.meter?.add('write', output.ConsumedCapacity);
    return output.Attributes && unmarshallItem(output.Attributes);
  }

  /** Every item of one partition whose sort key lies in [from, to], following pages up to `limit` items. */
  async queryRange(pk: string, from: string, to: string, options: { consistent?: boolean; limit?: number; projection?: readonly string[] } = {}): Promise<{ items: Item[]; more: boolean }> {
    const query = {
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: marshallItem({ ':pk': pk, ':from': from, ':to': to }),
      ConsistentRead: options.consistent ?? false,
      ...projectionOf(options.projection),
    };
    return this.queryPages(query, options.limit);
  }

  /** Items of a secondary index matching `keyCondition` (in its sort order), following pages up to `limit` items. */
  async queryIndex(indexName: string, keyCondition: string, values: Record<string, unknown>, limit: number): Promise<Item[]> {
    const query = { IndexName: indexName, KeyConditionExpression: keyCondition, ExpressionAttributeValues: marshallItem(values) };
    return (await this.queryPages(query, limit)).items;
  }

  private async queryPages(query: Record<string, unknown>, limit: number | undefined): Promise<{ items: Item[]; more: boolean }> {
    const items: Item[] = [];
    let startKey: AttributeMap | undefined;
    do {
      const output = await this.call<{ Items?: AttributeMap[]; LastEvaluatedKey?: AttributeMap; ConsumedCapacity?: ConsumedCapacity }>('Query', {
        ...query,
        TableName: this.name,
        ReturnConsumedCapacity: 'TOTAL',
        ...(startKey && { ExclusiveStartKey: startKey }),
        ...(limit === undefined ? {} : { Limit: limit - items.length }),
      });
      this.meter?.add('read', output.ConsumedCapacity);
      for (const item of output.Items ?? []) items.push(unmarshallItem(item));
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
    let pending: AttributeMap[] = keys.map((key) => marshallItem(key));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt === BATCH_GET_ATTEMPTS) throw new RateLimited('the table is busy, retry shortly');
      if (attempt > 0) await sleep(25 * 2 ** attempt * Math.random());
      const output = await this.call<{
        Responses?: Record<string, AttributeMap[]>;
        UnprocessedKeys?: Record<string, { Keys?: AttributeMap[] }>;
        ConsumedCapacity?: ConsumedCapacity[];
      }>('BatchGetItem', {
        RequestItems: { [this.name]: { Keys: pending, ConsistentRead: options.consistent ?? false, ...projectionOf(options.projection) } },
        ReturnConsumedCapacity: 'TOTAL',
      });
      this.meter?.add('read', output.ConsumedCapacity);
      for (const item of output.Responses?.[this.name] ?? []) items.push(unmarshallItem(item));
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
      const output = await this.call<{ ConsumedCapacity?: ConsumedCapacity[] }>('TransactWriteItems', {
        TransactItems: items.map(rawTransactItem),
        ReturnConsumedCapacity: 'TOTAL',
      });
      this.meter?.add('write', output.ConsumedCapacity);
      return { committed: true };
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      if (reasons.some((reason) => THROTTLING_ERRORS.has(reason.code))) throw new RateLimited();
      return { committed: false, reasons };
    }
  }

  /** Runs one DynamoDB call; throttling (after the client's own retries) becomes RateLimited, everything else passes through. */
  private async call<Output>(operation: 'GetItem' | 'PutItem' | 'UpdateItem' | 'Query' | 'BatchGetItem' | 'TransactWriteItems', input: object): Promise<Output> {
    try {
      return await this.dynamo.call<Output>(operation, input);
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

/** A condition with its values as attribute values; members left out when absent. */
function rawCondition(condition: Condition) {
  return {
    ...(condition.ConditionExpression !== undefined && { ConditionExpression: condition.ConditionExpression }),
    ...(condition.ExpressionAttributeNames && { ExpressionAttributeNames: condition.ExpressionAttributeNames }),
    ...(condition.ExpressionAttributeValues && { ExpressionAttributeValues: marshallItem(condition.ExpressionAttributeValues) }),
  };
}

function rawUpdate(input: UpdateInput) {
  return { ...rawCondition(input), Key: marshallItem(input.Key), UpdateExpression: input.UpdateExpression, ...(input.ReturnValues && { ReturnValues: input.ReturnValues }) };
}

function rawTransactItem(item: TransactItem): object {
  if ('Put' in item) {
    const { Item, ...rest } = item.Put;
    return { Put: { ...rest, ...rawCondition(rest), Item: marshallItem(Item) } };
  }
  if ('Update' in item) return { Update: { ...item.Update, ...rawUpdate(item.Update) } };
  if ('Delete' in item) return { Delete: { ...item.Delete, ...rawCondition(item.Delete), Key: marshallItem(item.Delete.Key) } };
  return { ConditionCheck: { ...item.ConditionCheck, ...rawCondition(item.ConditionCheck), Key: marshallItem(item.ConditionCheck.Key) } };
}

interface RawCancellationReason {
  Code?: string;
  Item?: Record<string, { N?: string } | undefined>;
}

function cancellationReasons(error: unknown): CancellationReason[] | null {
  if (!(error instanceof AwsError) || error.name !== 'TransactionCanceledException') return null;
  const raw = (error.fields.CancellationReasons as RawCancellationReason[] | undefined) ?? [];
  return raw.map((reason) => {
    // The old item comes back in raw attribute-value form: read only its version number.
    const version = reason.Item?.version?.N;
    return version === undefined ? { code: reason.Code ?? 'Unknown' } : { code: reason.Code ?? 'Unknown', version: Number(version) };
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((wake) => setTimeout(wake, ms));
}
