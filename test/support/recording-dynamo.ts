/**
 * A DynamoDB client of its own, against DynamoDB Local, that records each action it sends as IAM
 * names it: `dynamodb:Query@byDeadline` for an index, transactions counted per item action
 * (`dynamodb:PutItem`, `dynamodb:ConditionCheckItem`, …) as IAM authorises them. It reads what
 * goes over the wire (the X-Amz-Target header and the JSON body), so nothing the code sends is missed.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createDynamoDb } from '../../functions/store/client.js';
import { transportHandler } from './dynamo-transport.js';

/** One request as it went over the wire: its X-Amz-Target and JSON body (for ../../bin/deployed/aws-calls.ts `awsCallsOf`). */
export interface RecordedRequest {
  target: string;
  body: string;
}

export function recordingDynamoDb(endpoint: string): { dynamo: DynamoDBClient; actions: Set<string>; requests: RecordedRequest[] } {
  const actions = new Set<string>();
  const requests: RecordedRequest[] = [];
  const requestHandler = transportHandler((real) => (request) => {
    requests.push({ target: request.headers['x-amz-target'] ?? '', body: request.body });
    const operation = (request.headers['x-amz-target'] ?? '').replace(/^DynamoDB_20120810\./, '');
    const input = JSON.parse(request.body) as { IndexName?: string; TransactItems?: Array<Record<string, unknown>> };
    if (operation === 'TransactWriteItems') {
      for (const item of input.TransactItems ?? []) for (const kind of Object.keys(item)) actions.add(`dynamodb:${kind === 'ConditionCheck' ? 'ConditionCheckItem' : `${kind}Item`}`);
    } else if (operation === 'TransactGetItems') actions.add('dynamodb:GetItem');
    else actions.add(`dynamodb:${operation}${input.IndexName ? `@${input.IndexName}` : ''}`);
    return real(request);
  });
  return { dynamo: createDynamoDb({ region: 'local', endpoint, requestHandler }), actions, requests };
}
