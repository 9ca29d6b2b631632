/**
 * What an AWS request asks for, in IAM's terms: the action (e.g. dynamodb:PutItem) and the
 * resource ARNs it touches, read from the request as the service would (X-Amz-Target or the
 * query protocol's Action, and the table, queue, topic, parameter or identity it names). A
 * transaction is every item's own action on every item's table, as IAM authorizes it.
 */

export interface AwsCall {
  action: string;
  resource: string;
  /** Condition keys the request sets (dynamodb:LeadingKeys: the partition keys it reads or writes). */
  conditionKeys?: Record<string, string[]>;
}

export interface CallContext {
  region: string;
  accountId: string;
  /** The SES identity the operator verified (SES authorizes sending against it). */
  emailIdentity: string | null;
  /** The stream a shard iterator was issued for (read from earlier answers). */
  streamOfIterator(iterator: string): string | undefined;
}

type Body = Record<string, unknown>;

export function awsCallsOf(method: string, path: string, headers: Record<string, string | string[] | undefined>, body: string, context: CallContext): AwsCall[] {
  const target = headers['x-amz-target'];
  if (typeof target === 'string') {
    const [prefix, operation] = target.split('.') as [string, string];
    const json = (body ? JSON.parse(body) : {}) as Body;
    if (prefix.startsWith('DynamoDBStreams')) return [{ action: `dynamodb:${operation}`, resource: streamResource(json, context) }];
    if (prefix.startsWith('DynamoDB')) return dynamoDbCalls(operation, json, context);
    if (prefix === 'AmazonSQS') return [{ action: `sqs:${iamAction(operation)}`, resource: queueArn(String(json.QueueUrl ?? ''), context) }];
    if (prefix === 'AmazonSSM') return [{ action: `ssm:${operation}`, resource: parameterArn(String(json.Name ?? ''), context) }];
    return [{ action: `${prefix}:${operation}`, resource: '*' }];
  }
  if (path.startsWith('/v2/email/outbound-emails') && method === 'POST') {
    const json = JSON.parse(body) as Body;
    const from = String(json.FromEmailAddress ?? '');
    const identity = context.emailIdentity ?? from.split('@')[1] ?? from;
    return [{ action: 'ses:SendEmail', resource: `arn:aws:ses:${context.region}:${context.accountId}:identity/${identity}` }];
  }
  const form = new URLSearchParams(body);
  const action = form.get('Action');
  if (action) {
    if (form.has('TopicArn') || form.has('TargetArn')) return [{ action: `sns:${iamAction(action)}`, resource: form.get('TopicArn') ?? form.get('TargetArn')! }];
    if (form.has('QueueUrl')) return [{ action: `sqs:${iamAction(action)}`, resource: queueArn(form.get('QueueUrl')!, context) }];
    return [{ action: `unknown:${action}`, resource: '*' }];
  }
  return [{ action: `unknown:${method} ${path}`, resource: '*' }];
}

/** SQS's and SNS's batch operations are authorized as their single ones (SendMessageBatch as sqs:SendMessage, PublishBatch as sns:Publish). */
function iamAction(operation: string): string {
  return operation.replace(/Batch$/, '');
}

function tableArn(table: string, context: CallContext, index?: unknown): string {
  return `arn:aws:dynamodb:${context.region}:${context.accountId}:table/${table}${typeof index === 'string' ? `/index/${index}` : ''}`;
}

const TRANSACT_ACTIONS: Record<string, string> = { Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem', ConditionCheck: 'ConditionCheckItem', Get: 'GetItem' };

function dynamoDbCalls(operation: string, body: Body, context: CallContext): AwsCall[] {
  if (operation === 'TransactWriteItems' || operation === 'TransactGetItems') {
    return (body.TransactItems as Record<string, Body>[]).map((item) => {
      const [kind, detail] = Object.entries(item)[0]!;
      return { action: `dynamodb:${TRANSACT_ACTIONS[kind] ?? kind}`, resource: tableArn(String(detail.TableName), context) };
    });
  }
  if (operation === 'BatchGetItem' || operation === 'BatchWriteItem') {
    return Object.keys(body.RequestItems as Body).map((table) => ({ action: `dynamodb:${operation}`, resource: tableArn(table, context) }));
  }
  if (typeof body.TableName === 'string') {
    const key = (body.Key ?? body.Item) as Record<string, Record<string, string>> | undefined;
    const leading = key ? Object.values(key)[0] : undefined;
    const partition = leading?.S ?? leading?.N;
    return [{ action: `dynamodb:${operation}`, resource: tableArn(body.TableName, context, body.IndexName), ...(partition !== undefined && body.IndexName === undefined ? { conditionKeys: { 'dynamodb:LeadingKeys': [partition] } } : {}) }];
  }
  return [{ action: `dynamodb:${operation}`, resource: '*' }];
}

function streamResource(body: Body, context: CallContext): string {
  const arn = typeof body.StreamArn === 'string' ? body.StreamArn : typeof body.ShardIterator === 'string' ? context.streamOfIterator(body.ShardIterator) : undefined;
  return arn === undefined ? '*' : localArn(arn, context);
}

/** DynamoDB Local names its ARNs with a region and account of its own; IAM sees the deployment's. */
export function localArn(arn: string, context: { region: string; accountId: string }): string {
  return arn.replace(/^arn:aws:dynamodb:ddblocal:000000000000:/, `arn:aws:dynamodb:${context.region}:${context.accountId}:`);
}

function queueArn(queueUrl: string, context: CallContext): string {
  const name = queueUrl.split('/').at(-1) ?? '';
  return `arn:aws:sqs:${context.region}:${context.accountId}:${name}`;
}

function parameterArn(name: string, context: CallContext): string {
  return `arn:aws:ssm:${context.region}:${context.accountId}:parameter/${name.replace(/^\//, '')}`;
}
