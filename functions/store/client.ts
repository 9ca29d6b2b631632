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

/**
 * How long one attempt may wait for DynamoDB's answer before the SDK gives up on it and retries
 * (with the same ClientRequestToken, so a commit whose answer hangs is not applied twice). Short
 * enough that a retry still fits in the api Lambda's timeout, long enough for a transaction
 * DynamoDB is slow to answer. Without it a hung answer would hold the request until Lambda ends it.
 * Only for a client that finds its endpoint in the SDK's standard configuration (every Lambda, the
 * deployed shape): the in-process local stack and tests name DynamoDB Local explicitly and keep
 * the SDK's default, because on a busy developer machine DynamoDB Local can be slower than
 * DynamoDB ever is, and a timed-out attempt resends a plain conditional write too.
 */
export const ATTEMPT_TIMEOUT_MS = 4_000;

/** Credentials DynamoDB Local accepts; they name themselves. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

export function createDynamoDb(settings: ClientSettings): DynamoDBClient {
  return new DynamoDBClient({
    region: settings.region,
    ...(settings.endpoint !== undefined && { endpoint: settings.endpoint, credentials: LOCAL_CREDENTIALS }),
    ...(settings.requestHandler && { requestHandler: settings.requestHandler }),
    ...(!settings.requestHandler && settings.endpoint === undefined && { requestHandler: { requestTimeout: ATTEMPT_TIMEOUT_MS, throwOnRequestTimeout: true } }),
  });
}
