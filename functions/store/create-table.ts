/**
 * Creates the table from table-definition.ts (the same shape the CDK stack deploys), for the
 * local stack and the tests. Idempotent: an existing table is left as it is, but for an index of
 * the definition it lacks (a table kept from an earlier version), which is added.
 */
import { CreateTableCommand, DescribeTableCommand, UpdateTableCommand, UpdateTimeToLiveCommand, type AttributeDefinition, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { tableDefinition } from './table-definition.js';

/** How long a new table may take to become ACTIVE, and how often to look. */
const ACTIVE_WITHIN_MS = 60_000;
const POLL_MS = 200;

export async function createTable(dynamo: DynamoDBClient, tableName: string): Promise<void> {
  const { partitionKey, sortKey, globalSecondaryIndexes, stream, timeToLiveAttribute } = tableDefinition;
  const attributes = new Map<string, AttributeDefinition>();
  for (const key of [partitionKey, sortKey, ...globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey])]) {
    attributes.set(key.name, { AttributeName: key.name, AttributeType: key.type });
  }
  if ((await tableStatus(dynamo, tableName)) !== null) {
    await addMissingIndexes(dynamo, tableName, [...attributes.values()]);
    return;
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
    GlobalSecondaryIndexes: globalSecondaryIndexes.map(indexSpecification),
      StreamSpecification: { StreamEnabled: true, StreamViewType: stream },
    }),
  );
  await untilActive(dynamo, tableName);
  await dynamo.send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { Enabled: true, AttributeName: timeToLiveAttribute } }));
}

function indexSpecification(index: (typeof tableDefinition.globalSecondaryIndexes)[number]) {
  return {
    IndexName: index.indexName,
    KeySchema: [
      { AttributeName: index.partitionKey.name, KeyType: 'HASH' as const },
      { AttributeName: index.sortKey.name, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: index.projection },
  };
}

/** Adds, one at a time (as DynamoDB allows), each index of the definition the table lacks. */
async function addMissingIndexes(dynamo: DynamoDBClient, tableName: string, attributes: AttributeDefinition[]): Promise<void> {
  const present = new Set(((await dynamo.send(new DescribeTableCommand({ TableName: tableName }))).Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  for (const index of tableDefinition.globalSecondaryIndexes.filter((wanted) => !present.has(wanted.indexName))) {
    await dynamo.send(new UpdateTableCommand({ TableName: tableName, AttributeDefinitions: attributes, GlobalSecondaryIndexUpdates: [{ Create: indexSpecification(index) }] }));
    await untilActive(dynamo, tableName);
  }
}

async function untilActive(dynamo: DynamoDBClient, tableName: string): Promise<void> {
  for (const until = Date.now() + ACTIVE_WITHIN_MS; (await tableStatus(dynamo, tableName)) !== 'ACTIVE'; ) {
    if (Date.now() > until) throw new Error(`table ${tableName} did not become active within ${ACTIVE_WITHIN_MS / 1000} s`);
    await new Promise((wake) => setTimeout(wake, POLL_MS));
  }
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
