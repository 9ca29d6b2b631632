/**
 * The raw floor of a move: what DynamoDB Local must do for one at the least — a strongly
 * consistent GetItem of the game item, then a TransactWriteItems of two puts (the game item
 * conditioned on its version, and one log entry), as the store does. It runs on its own table of
 * the same definition (functions/store/table-definition.ts), so its items never meet the stack's.
 * Two clients can drive it, both the AWS SDK the service runs on: through the service's Table (its
 * layer over the SDK's document client), and the document client called directly.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { Table } from '../../../functions/store/table.js';
import { timed } from './stats.js';

export const FLOOR_TABLE = 'floor';

export type Item = Record<string, unknown>;

/** A real game item and log entry of a game in `table`: the floor writes copies of them. */
export async function itemsOfGame(dynamo: DynamoDBClient, table: string, gameId: string): Promise<{ game: Item; log: Item }> {
  const answer = await DynamoDBDocumentClient.from(dynamo).send(new QueryCommand({ TableName: table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `GAME#${gameId}` } }));
  const items = answer.Items ?? [];
  return { game: items.find((item) => item.sk === 'GAME')!, log: items.filter((item) => String(item.sk).startsWith('LOG#')).at(-1)! };
}

/** The three calls the floor makes, by whichever client. */
export interface FloorClient {
  put(item: Item): Promise<void>;
  get(key: { pk: string; sk: string }): Promise<Item>;
  /** The game item written if still at `expected`, and the log entry. */
  write(game: Item, expected: number, log: Item): Promise<void>;
}

export function ourFloorClient(dynamo: DynamoDBClient): FloorClient {
  const table = new Table(dynamo, FLOOR_TABLE);
  return {
    put: (item) => table.put(item),
    get: async (key) => (await table.get(key, { consistent: true }))!,
    async write(game, expected, log) {
      const result = await table.transact([
        { Put: { TableName: FLOOR_TABLE, Item: game, ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': expected } } },
        { Put: { TableName: FLOOR_TABLE, Item: log } },
      ]);
      if (!result.committed) throw new Error(`floor write cancelled: ${JSON.stringify(result.reasons)}`);
    },
  };
}

export function sdkFloorClient(documents: DynamoDBDocumentClient): FloorClient {
  return {
    put: async (item) => void (await documents.send(new PutCommand({ TableName: FLOOR_TABLE, Item: item }))),
    get: async (key) => (await documents.send(new GetCommand({ TableName: FLOOR_TABLE, Key: key, ConsistentRead: true }))).Item!,
    async write(game, expected, log) {
      await documents.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: FLOOR_TABLE, Item: game, ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': expected } } },
            { Put: { TableName: FLOOR_TABLE, Item: log } },
          ],
        }),
      );
    },
  };
}

export class Floor {
  /** `game` and `log` are real items of the title (a game item and a log entry), copied for their size and shape. */
  constructor(
    private readonly client: FloorClient,
    private readonly key: string,
    private readonly game: Item,
    private readonly log: Item,
  ) {}

  async prepare(): Promise<void> {
    await this.client.put({ ...this.game, pk: this.key, sk: 'GAME', version: 0 });
  }

  /** The read alone (a consistent GetItem of the game item). */
  async read(): Promise<void> {
    await this.client.get({ pk: this.key, sk: 'GAME' });
  }

  /** One read-then-transact, as a move's storage work; returns its wall time in ms. */
  once(): Promise<number> {
    return timed(async () => {
      const read = await this.client.get({ pk: this.key, sk: 'GAME' });
      const current = read.version as number;
      await this.client.write({ ...read, version: current + 1 }, current, { ...this.log, pk: this.key, sk: `LOG#${String(current + 1).padStart(10, '0')}`, version: current + 1 });
    });
  }

  async block(count: number): Promise<number[]> {
    const samples: number[] = [];
    for (let i = 0; i < count; i++) samples.push(await this.once());
    return samples;
  }
}
