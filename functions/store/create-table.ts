/**
 * Creates the table from table-definition.ts (the same shape the CDK stack deploys), for the
 * local stack and the tests. Idempotent: an existing table is left as it is.
 */
import { CreateTableCommand, DescribeTableCommand, UpdateTimeToLiveCommand, type AttributeDefinition, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { tableDefinition } from './table-definition.js';

/** How long a new table may take to become ACTIVE, and how often to look. */
const ACTIVE_WITHIN_MS = 60_000;
const POLL_MS = 200;

export async function createTable(dynamo: DynamoDBClient, tableName: string): Promise<void> {
  if ((await tableStatus(dynamo, tableName)) !== null) return;
  const { partitionKey, sortKey, globalSecondaryIndexes, stream, timeToLiveAttribute } = tableDefinition;
  const attributes = new Map<string, AttributeDefinition>();
  for (const key of [partitionKey, sortKey, ...globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey])]) {
    attributes.set(key.name, { AttributeName: key.name, AttributeType: key.type });
  }
  await dynamo.send(
    new CreateTableCommand({
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...attributes.values()],
    KeySchema: [
      { AttributeName: partitionKey.name, KeyType: 'HASH' },
      { AttributeName: sortKey.name, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: globalSecondaryIndexes.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
        { AttributeName: index.sortKey.name, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: index.projection },
    })),
      StreamSpecification: { StreamEnabled: true, StreamViewType: stream },
    }),
  );
  for (const until = Date.now() + ACTIVE_WITHIN_MS; (await tableStatus(dynamo, tableName)) !== 'ACTIVE'; ) {
    if (Date.now() > until) throw new Error(`table ${tableName} did not become active within ${ACTIVE_WITHIN_MS / 1000} s`);
    await new Promise((wake) => setTimeout(wake, POLL_MS));
  }
  await dynamo.send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { Enabled: true, AttributeName: timeToLiveAttribute } }));
}

/** The table's status (`ACTIVE`, `CREATING`, …), or null when there is no such table. */
async function tableStatus(dynamo: DynamoDBClient, tableName: string): Promise<string | null> {
  try {
    const output = await dynamo.send(new DescribeTableCommand({ TableName: tableName }));
    return output.Table?.TableStatus ?? 'UNKNOWN';
  } catch (error) {
    if (error instanceof Error && error.name === 'ResourceNotFoundException') return null;
    throw error;
  }
}
