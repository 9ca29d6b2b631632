/**
 * Whether recorded DynamoDB requests would pass the refusals every role but the API's carries
 * (lib/turnpost-table.ts `tokenReadRefusals`), evaluated by the deployed-shape checker
 * (bin/deployed/iam-policy.ts) on the condition keys each request sets (bin/deployed/aws-calls.ts).
 */
import { awsCallsOf } from '../../bin/deployed/aws-calls.js';
import { isAllowed, type Statement } from '../../bin/deployed/iam-policy.js';
import { tokenReadRefusals } from '../../lib/turnpost-table.js';
import type { RecordedRequest } from './recording-dynamo.js';

const context = { region: 'local', accountId: '000000000000', emailIdentity: null, streamOfIterator: () => undefined };

/** The requests the refusals would refuse, each as `operation body` (empty: none). */
export function refusedByTokenRefusals(requests: readonly RecordedRequest[]): string[] {
  const statements: Statement[] = [{ Effect: 'Allow', Action: 'dynamodb:*', Resource: '*' }, ...tokenReadRefusals('*').map((statement) => statement.toStatementJson() as Statement)];
  return requests
    .filter((request) => awsCallsOf('POST', '/', { 'x-amz-target': request.target }, request.body, context).some((call) => !isAllowed(statements, call)))
    .map((request) => `${request.target.split('.')[1]} ${request.body}`);
}
