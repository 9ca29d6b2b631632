/**
 * DynamoDB and its Streams API over the JSON 1.0 protocol. Inputs and outputs are in DynamoDB's
 * own attribute-value form; functions/store/table.ts converts items (attribute-value.ts).
 */
import { AwsJsonClient } from './json.js';
import type { ServiceSettings } from './service.js';

/** The operations turnpost sends (the IAM grants in lib/ name the same). */
export type DynamoDbOperation =
  | 'BatchGetItem'
  | 'CreateTable'
  | 'DeleteItem'
  | 'DeleteTable'
  | 'DescribeTable'
  | 'GetItem'
  | 'PutItem'
  | 'Query'
  | 'Scan'
  | 'TransactWriteItems'
  | 'UpdateItem'
  | 'UpdateTimeToLive';

export class DynamoDb {
  readonly client: AwsJsonClient;

  constructor(readonly settings: ServiceSettings) {
    this.client = new AwsJsonClient({ signingName: 'dynamodb', endpointPrefix: 'dynamodb', targetPrefix: 'DynamoDB_20120810', jsonVersion: '1.0' }, settings);
  }

  call<Output = Record<string, unknown>>(operation: DynamoDbOperation, input: object): Promise<Output> {
    return this.client.call<Output>(operation, input);
  }
}

export type StreamsOperation = 'DescribeStream' | 'GetRecords' | 'GetShardIterator';

/** The table's stream (the local stack polls DynamoDB Local's; on AWS Lambda's event source mapping reads it). */
export class DynamoDbStreams {
  readonly client: AwsJsonClient;

  constructor(settings: ServiceSettings) {
    this.client = new AwsJsonClient({ signingName: 'dynamodb', endpointPrefix: 'streams.dynamodb', targetPrefix: 'DynamoDBStreams_20120810', jsonVersion: '1.0' }, settings);
  }

  call<Output = Record<string, unknown>>(operation: StreamsOperation, input: object): Promise<Output> {
    return this.client.call<Output>(operation, input);
  }
}
