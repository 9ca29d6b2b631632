/**
 * The raw floor of a move: what DynamoDB Local must do for one at the least — a strongly
 * consistent GetItem of the game item, then a TransactWriteItems of two puts (the game item
 * conditioned on its version, and one log entry), as the store does. It runs on its own table of
 * the same definition (functions/store/table-definition.ts), so its items never meet the stack's.
 */
import { GetCommand, PutCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { timed } from './stats.js';

export const FLOOR_TABLE = 'floor';

export type Item = Record<string, unknown>;

export class Floor {
  /** `game` and `log` are real items of the title (a game item and a log entry), copied for their size and shape. */
  constructor(
    private readonly documents: DynamoDBDocumentClient,
    private readonly key: string,
    private readonly game: Item,
    private readonly log: Item,
  ) {}

  async prepare(): Promise<void> {
    await this.documents.send(new PutCommand({ TableName: FLOOR_TABLE, Item: { ...this.game, pk: this.key, sk: 'GAME', version: 0 } }));
  }

  /** One read-then-transact, as a move's storage work; returns its wall time in ms. */
  once(): Promise<number> {
    return timed(async () => {
      const read = await this.documents.send(new GetCommand({ TableName: FLOOR_TABLE, Key: { pk: this.key, sk: 'GAME' }, ConsistentRead: true }));
      const current = read.Item!.version as number;
      await this.documents.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: FLOOR_TABLE, Item: { ...read.Item, version: current + 1 }, ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': current } } },
            { Put: { TableName: FLOOR_TABLE, Item: { ...this.log, pk: this.key, sk: `LOG#${String(current + 1).padStart(10, '0')}`, version: current + 1 } } },
          ],
        }),
      );
    });
  }

  async block(count: number): Promise<number[]> {
    const samples: number[] = [];
    for (let i = 0; i < count; i++) samples.push(await this.once());
    return samples;
  }
}
