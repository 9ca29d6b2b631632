/**
 * Creates the table from table-definition.ts (the same shape the CDK stack deploys), for the
 * local stack and the tests. Idempotent: an existing table is left as it is.
 */
import {
  CreateTableCommand,
  DescribeTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
  type AttributeDefinition,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from './table-definition.js';

export async function createTable(client: DynamoDBClient, tableName: string): Promise<void> {
  if (await tableExists(client, tableName)) return;
  const { partitionKey, sortKey, globalSecondaryIndexes, stream, timeToLiveAttribute } = tableDefinition;
  const attributes = new Map<string, AttributeDefinition>();
  for (const key of [partitionKey, sortKey, ...globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey])]) {
    attributes.set(key.name, { AttributeName: key.name, AttributeType: key.type });
  }
  await client.send(
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
  await waitUntilTableExists({ client, maxWaitTime: 60 }, { TableName: tableName });
  await client.send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { Enabled: true, AttributeName: timeToLiveAttribute } }));
}

async function tableExists(client: DynamoDBClient, tableName: string): Promise<boolean> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'ResourceNotFoundException') return false;
    throw error;
  }
}
