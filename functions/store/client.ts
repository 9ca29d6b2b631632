/**
 * The DynamoDB client: the AWS SDK's, configured as every SDK client is — the endpoint from the
 * SDK's standard configuration (AWS_ENDPOINT_URL_DYNAMODB or AWS_ENDPOINT_URL, else the region's),
 * credentials from its default chain (Lambda's role, a profile, SSO, …). The local stack and the
 * tests name DynamoDB Local's URL explicitly; DynamoDB Local accepts any credentials.
 */
import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';

export interface ClientSettings {
  region: string;
  /** An explicit endpoint (DynamoDB Local in-process); absent: the SDK's standard configuration. */
  endpoint?: string;
  /** Stands in front of the SDK's HTTP handler (tests: faults DynamoDB Local cannot produce, recording what is sent). */
  requestHandler?: DynamoDBClientConfig['requestHandler'];
}

/** Credentials DynamoDB Local accepts; they name themselves. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

export function createDynamoDb(settings: ClientSettings): DynamoDBClient {
  return new DynamoDBClient({
    region: settings.region,
    ...(settings.endpoint !== undefined && { endpoint: settings.endpoint, credentials: LOCAL_CREDENTIALS }),
    ...(settings.requestHandler && { requestHandler: settings.requestHandler }),
  });
}
