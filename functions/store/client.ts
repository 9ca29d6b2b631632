/** The DynamoDB client (functions/aws/), configured for AWS or for DynamoDB Local. */
import { localCredentials } from '../aws/credentials.js';
import { DynamoDb } from '../aws/dynamodb.js';
import type { HttpTransport } from '../aws/http.js';

export interface ClientSettings {
  region: string;
  /** DynamoDB Local's URL; absent on AWS. */
  dynamodbEndpoint: string | null;
}

/** On AWS the credentials come from the environment, where Lambda puts the role's; DynamoDB Local accepts any. */
export function createDynamoDb(settings: ClientSettings, options: { transport?: HttpTransport } = {}): DynamoDb {
  const local = settings.dynamodbEndpoint !== null;
  return new DynamoDb({
    region: settings.region,
    ...(local ? { endpoint: settings.dynamodbEndpoint, credentials: localCredentials } : {}),
    ...(options.transport && { transport: options.transport }),
  });
}
