/**
 * What an AWS request asks for, in IAM's terms: the action (e.g. dynamodb:PutItem) and the
 * resource ARNs it touches, read from the request as the service would (X-Amz-Target or the
 * query protocol's Action, and the table, queue, topic, parameter or identity it names). A
 * transaction is every item's own action on every item's table, as IAM authorizes it.
 */

export interface AwsCall {
  action: string;
  resource: string;
  /**
   * Condition keys the request sets: dynamodb:LeadingKeys (the partition keys it reads or
   * writes), dynamodb:Attributes (the top-level attribute names its projection, update and
   * condition name), dynamodb:Select (as given, or what a read without it returns: all attributes
   * without a projection) and dynamodb:ReturnValues.
   */
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
    const sent = [{ action: 'ses:SendEmail', resource: `arn:aws:ses:${context.region}:${context.accountId}:identity/${identity}` }];
    // SES authorises a send with a configuration set on the set too.
    if (typeof json.ConfigurationSetName === 'string') sent.push({ action: 'ses:SendEmail', resource: `arn:aws:ses:${context.region}:${context.accountId}:configuration-set/${json.ConfigurationSetName}` });
    return sent;
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
      const action = TRANSACT_ACTIONS[kind] ?? kind;
      return withKeys({ action: `dynamodb:${action}`, resource: tableArn(String(detail.TableName), context) }, dynamoDbConditionKeys(action, detail, partitionsOf(detail)));
    });
  }
  if (operation === 'BatchGetItem' || operation === 'BatchWriteItem') {
    return Object.entries(body.RequestItems as Record<string, Body>).map(([table, request]) => {
      const keys = operation === 'BatchGetItem' ? ((request.Keys ?? []) as Body[]) : [];
      const partitions = keys.flatMap((key) => partitionsOf({ Key: key }));
      return withKeys({ action: `dynamodb:${operation}`, resource: tableArn(table, context) }, operation === 'BatchGetItem' ? dynamoDbConditionKeys(operation, request, partitions) : {});
    });
  }
  if (typeof body.TableName === 'string') {
    // An index's partition key is not the table's: IAM's LeadingKeys are the table's only.
    const partitions = body.IndexName === undefined ? partitionsOf(body) : [];
    return [withKeys({ action: `dynamodb:${operation}`, resource: tableArn(body.TableName, context, body.IndexName) }, dynamoDbConditionKeys(operation, body, partitions))];
  }
  return [{ action: `dynamodb:${operation}`, resource: '*' }];
}

function withKeys(call: AwsCall, keys: Record<string, string[]>): AwsCall {
  return Object.keys(keys).length === 0 ? call : { ...call, conditionKeys: keys };
}

const READS = new Set(['GetItem', 'BatchGetItem', 'Query', 'Scan']);

/** The condition keys DynamoDB sets for one item request (`request`: the operation's body, or a transaction item's or batch table's part). */
function dynamoDbConditionKeys(operation: string, request: Body, partitions: string[]): Record<string, string[]> {
  const keys: Record<string, string[]> = {};
  if (partitions.length > 0) keys['dynamodb:LeadingKeys'] = partitions;
  const names = (request.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const attributes = new Set<string>();
  for (const field of ['ProjectionExpression', 'UpdateExpression', 'ConditionExpression', 'FilterExpression']) {
    if (typeof request[field] === 'string') for (const name of topLevelNames(request[field] as string, names)) attributes.add(name);
  }
  for (const name of (request.AttributesToGet ?? []) as string[]) attributes.add(name);
  if (operation === 'PutItem' && request.Item) for (const name of Object.keys(request.Item as Body)) attributes.add(name);
  if (attributes.size > 0) keys['dynamodb:Attributes'] = [...attributes];
  if (typeof request.Select === 'string') keys['dynamodb:Select'] = [request.Select];
  else if (READS.has(operation)) {
    // The API reference's default: a projection selects specific attributes; without one, a table read returns all of them, an index read all it projects.
    const named = request.ProjectionExpression !== undefined || request.AttributesToGet !== undefined;
    keys['dynamodb:Select'] = [named ? 'SPECIFIC_ATTRIBUTES' : request.IndexName === undefined ? 'ALL_ATTRIBUTES' : 'ALL_PROJECTED_ATTRIBUTES'];
  }
  if (typeof request.ReturnValues === 'string') keys['dynamodb:ReturnValues'] = [request.ReturnValues];
  return keys;
}

/**
 * The top-level attribute names an expression refers to: each path's first part (`#n` read
 * through `names`, or a bare name), leaving out values (`:v`), functions and keywords.
 */
function topLevelNames(expression: string, names: Record<string, string>): string[] {
  const found: string[] = [];
  const path = /(?<![\w.#:\]])(#[A-Za-z0-9_]+|[A-Za-z_][A-Za-z0-9_]*)(?!\w|\s*\()/g;
  for (const match of expression.matchAll(path)) {
    const token = match[1]!;
    if (token.startsWith('#')) found.push(names[token] ?? token);
    else if (!EXPRESSION_WORDS.has(token.toUpperCase())) found.push(token);
  }
  return found;
}

const EXPRESSION_WORDS = new Set(['SET', 'REMOVE', 'ADD', 'DELETE', 'AND', 'OR', 'NOT', 'BETWEEN', 'IN']);

/** The partition key values a request's Key, Item or key condition names (the first attribute of a key is its partition key in this project's marshalled requests). */
function partitionsOf(request: Body): string[] {
  const key = (request.Key ?? request.Item) as Record<string, Record<string, string>> | undefined;
  if (key) {
    const leading = Object.values(key)[0];
    const partition = leading?.S ?? leading?.N;
    return partition === undefined ? [] : [partition];
  }
  if (typeof request.KeyConditionExpression === 'string') {
    const names = (request.ExpressionAttributeNames ?? {}) as Record<string, string>;
    const values = (request.ExpressionAttributeValues ?? {}) as Record<string, Record<string, string>>;
    const equality = /(#?[A-Za-z0-9_]+)\s*=\s*(:[A-Za-z0-9_]+)/.exec(request.KeyConditionExpression);
    if (!equality) return [];
    const attribute = equality[1]!.startsWith('#') ? names[equality[1]!] : equality[1];
    const value = values[equality[2]!];
    if (attribute !== 'pk' || !value) return [];
    return [value.S ?? value.N ?? ''];
  }
  return [];
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
