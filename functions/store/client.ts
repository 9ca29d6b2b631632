/** DynamoDB clients, configured for AWS or for DynamoDB Local. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface ClientSettings {
  region: string;
  /** DynamoDB Local's URL; absent on AWS. */
  dynamodbEndpoint: string | null;
}

export function createDynamoClient(settings: ClientSettings): DynamoDBClient {
  const local = settings.dynamodbEndpoint !== null;
  return new DynamoDBClient({
    region: settings.region,
    // DynamoDB Local accepts any credentials. On AWS, the SDK's default chain: in the Lambda
    // bundles just the environment, where Lambda puts the role's credentials (lambda-credentials.ts).
    ...(local ? { endpoint: settings.dynamodbEndpoint!, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
}

/** The document client the store uses (plain JS values in and out; undefined attributes dropped). */
export function createDocumentClient(settings: ClientSettings | DynamoDBClient): DynamoDBDocumentClient {
  const client = settings instanceof DynamoDBClient ? settings : createDynamoClient(settings);
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}
