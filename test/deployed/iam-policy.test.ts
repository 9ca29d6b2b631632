/** Reading AWS calls in IAM's terms, and checking them against a role's statements as the template writes them. */
import { describe, expect, it } from 'vitest';
import { awsCallsOf, type CallContext } from '../../bin/deployed/aws-calls.js';
import { callsNotAllowed, isAllowed, type Statement } from '../../bin/deployed/iam-policy.js';
import { TemplateResolver, type CfnTemplate } from '../../bin/deployed/template.js';
import { SEAT_ENTRY_ATTRIBUTES } from '../../functions/store/game-items.js';
import { PLAYER_PROFILE_ATTRIBUTES } from '../../functions/store/players.js';
import { notifierActions, tokenReadRefusals } from '../../lib/turnpost-table.js';

const context: CallContext = { region: 'eu-central-1', accountId: '123456789012', emailIdentity: 'turnpost.example', streamOfIterator: () => 'arn:aws:dynamodb:ddblocal:000000000000:table/games/stream/2026' };
const TABLE = 'arn:aws:dynamodb:eu-central-1:123456789012:table/games';
const json = (target: string, body: unknown) => awsCallsOf('POST', '/', { 'x-amz-target': target }, JSON.stringify(body), context);

describe('reading AWS calls', () => {
  it('names each transaction item\u2019s own action on its table, and an index query on the index', () => {
    expect(json('DynamoDB_20120810.TransactWriteItems', { TransactItems: [{ Put: { TableName: 'games' } }, { ConditionCheck: { TableName: 'games' } }, { Update: { TableName: 'games' } }] })).toEqual([
      { action: 'dynamodb:PutItem', resource: TABLE },
      { action: 'dynamodb:ConditionCheckItem', resource: TABLE },
      { action: 'dynamodb:UpdateItem', resource: TABLE },
    ]);
    expect(json('DynamoDB_20120810.Query', { TableName: 'games', IndexName: 'byDeadline' })).toEqual([{ action: 'dynamodb:Query', resource: `${TABLE}/index/byDeadline`, conditionKeys: { 'dynamodb:Select': ['ALL_PROJECTED_ATTRIBUTES'] } }]);
  });

  it('reads the queue, topic, parameter, stream and SES identity of a call', () => {
    expect(json('AmazonSQS.SendMessage', { QueueUrl: 'http://127.0.0.1:5000/123456789012/delivery' })).toEqual([{ action: 'sqs:SendMessage', resource: 'arn:aws:sqs:eu-central-1:123456789012:delivery' }]);
    expect(awsCallsOf('POST', '/', {}, 'Action=Publish&TopicArn=arn%3Aaws%3Asns%3Aeu-central-1%3A123456789012%3Atopic', context)).toEqual([{ action: 'sns:Publish', resource: 'arn:aws:sns:eu-central-1:123456789012:topic' }]);
    expect(json('AmazonSQS.DeleteMessageBatch', { QueueUrl: 'http://127.0.0.1:5000/123456789012/delivery' })).toEqual([{ action: 'sqs:DeleteMessage', resource: 'arn:aws:sqs:eu-central-1:123456789012:delivery' }]);
    expect(json('AmazonSSM.GetParameter', { Name: '/turnpost/key' })).toEqual([{ action: 'ssm:GetParameter', resource: 'arn:aws:ssm:eu-central-1:123456789012:parameter/turnpost/key' }]);
    expect(json('DynamoDBStreams_20120810.GetRecords', { ShardIterator: 'x' })).toEqual([{ action: 'dynamodb:GetRecords', resource: 'arn:aws:dynamodb:eu-central-1:123456789012:table/games/stream/2026' }]);
    expect(awsCallsOf('POST', '/v2/email/outbound-emails', {}, JSON.stringify({ FromEmailAddress: 'turns@turnpost.example' }), context)).toEqual([{ action: 'ses:SendEmail', resource: 'arn:aws:ses:eu-central-1:123456789012:identity/turnpost.example' }]);
    expect(awsCallsOf('POST', '/v2/email/outbound-emails', {}, JSON.stringify({ FromEmailAddress: 'turns@turnpost.example', ConfigurationSetName: 'sending' }), context)).toEqual([
      { action: 'ses:SendEmail', resource: 'arn:aws:ses:eu-central-1:123456789012:identity/turnpost.example' },
      { action: 'ses:SendEmail', resource: 'arn:aws:ses:eu-central-1:123456789012:configuration-set/sending' },
    ]);
  });
});

describe('checking calls against statements', () => {
  const statements: Statement[] = [
    { Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:Query'], Resource: [TABLE, `${TABLE}/index/*`] },
    { Effect: 'Allow', Action: 'sqs:Send*', Resource: 'arn:aws:sqs:eu-central-1:123456789012:delivery' },
    { Effect: 'Deny', Action: 'dynamodb:*', Resource: `${TABLE}/index/secret` },
    { Effect: 'Allow', Action: 'sns:Publish', Resource: '*', Condition: { StringEquals: { 'aws:SourceAccount': '1' } } },
  ];

  it('allows a listed action on a listed resource, wildcards included, action names in any case', () => {
    expect(isAllowed(statements, { action: 'dynamodb:GetItem', resource: TABLE })).toBe(true);
    expect(isAllowed(statements, { action: 'DynamoDB:getitem', resource: TABLE })).toBe(true);
    expect(isAllowed(statements, { action: 'dynamodb:Query', resource: `${TABLE}/index/byDeadline` })).toBe(true);
    expect(isAllowed(statements, { action: 'sqs:SendMessage', resource: 'arn:aws:sqs:eu-central-1:123456789012:delivery' })).toBe(true);
  });

  it('refuses another action, another resource, an explicit Deny, and a statement whose condition it cannot evaluate', () => {
    expect(isAllowed(statements, { action: 'dynamodb:PutItem', resource: TABLE })).toBe(false);
    expect(isAllowed(statements, { action: 'dynamodb:GetItem', resource: `${TABLE}x` })).toBe(false);
    expect(isAllowed(statements, { action: 'dynamodb:Query', resource: `${TABLE}/index/secret` })).toBe(false);
    expect(isAllowed(statements, { action: 'sns:Publish', resource: 'arn:aws:sns:eu-central-1:123456789012:topic' })).toBe(false);
  });

  it('reads a role\u2019s policies from the template, resolved to this machine, and lists what they do not allow', () => {
    const template: CfnTemplate = {
      Resources: {
        Table: { Type: 'AWS::DynamoDB::Table' },
        Role: { Type: 'AWS::IAM::Role' },
        Policy: { Type: 'AWS::IAM::Policy', Properties: { Roles: [{ Ref: 'Role' }], PolicyDocument: { Statement: [{ Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: { 'Fn::GetAtt': ['Table', 'Arn'] } }] } } },
      },
    };
    const resolver = new TemplateResolver(template, { region: 'eu-central-1', accountId: '123456789012', stackName: 'Turnpost' });
    resolver.provide('Table', { ref: 'games', attributes: { Arn: TABLE } });
    resolver.provide('Role', { ref: 'role', attributes: {} });
    const calls = [
      { principal: 'Role', action: 'dynamodb:GetItem', resource: TABLE },
      { principal: 'Role', action: 'dynamodb:PutItem', resource: TABLE },
      { principal: 'Role', action: 'dynamodb:PutItem', resource: TABLE },
    ];
    expect(callsNotAllowed(resolver, calls)).toEqual([`Role dynamodb:PutItem ${TABLE}`]);
    const withoutGrant = structuredClone(template);
    (withoutGrant.Resources.Policy!.Properties!.PolicyDocument as { Statement: unknown[] }).Statement = [];
    expect(callsNotAllowed(resolver.withTemplate(withoutGrant), calls)).toEqual([`Role dynamodb:GetItem ${TABLE}`, `Role dynamodb:PutItem ${TABLE}`]);
  });
});

describe('the token hashes, as the refusals of every role but the API\u2019s keep them', () => {
  const refused: Statement[] = [{ Effect: 'Allow', Action: [...notifierActions, 'dynamodb:GetItem', 'dynamodb:DeleteItem'], Resource: TABLE }, ...tokenReadRefusals(TABLE).map((statement) => statement.toStatementJson() as Statement)];
  const player = { pk: { S: 'PLAYER#aaaaaaaaaaaaaaaa' }, sk: { S: 'PROFILE' } };
  const game = { pk: { S: 'GAME#aaaaaaaaaaaaaaaa' }, sk: { S: 'GAME' } };
  const projecting = (attributes: readonly string[]) => ({ ProjectionExpression: attributes.map((_, i) => `#p${i}`).join(', '), ExpressionAttributeNames: Object.fromEntries(attributes.map((name, i) => [`#p${i}`, name])) });
  const allowed = (target: string, body: unknown) => json(`DynamoDB_20120810.${target}`, { TableName: 'games', ...(body as object) }).every((call) => isAllowed(refused, call));

  it('reads the attributes, the projection\u2019s Select and the partitions a request names', () => {
    expect(json('DynamoDB_20120810.GetItem', { TableName: 'games', Key: player, ...projecting(['id', 'notify']) })[0]!.conditionKeys).toEqual({
      'dynamodb:LeadingKeys': ['PLAYER#aaaaaaaaaaaaaaaa'],
      'dynamodb:Attributes': ['id', 'notify'],
      'dynamodb:Select': ['SPECIFIC_ATTRIBUTES'],
    });
    expect(json('DynamoDB_20120810.Query', { TableName: 'games', KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to', ExpressionAttributeValues: { ':pk': { S: 'PLAYER#b' } } })[0]!.conditionKeys).toEqual({ 'dynamodb:LeadingKeys': ['PLAYER#b'], 'dynamodb:Select': ['ALL_ATTRIBUTES'] });
    const update = { Key: player, UpdateExpression: 'ADD #n.#w.#f :one SET #n.#w.#s = if_not_exists(#n.#w.#s, :at)', ConditionExpression: '#n.#w.#u = :url AND attribute_not_exists(#n.#w.#d)', ExpressionAttributeNames: { '#n': 'notify', '#w': 'webhook', '#f': 'failures', '#s': 'failingSince', '#u': 'url', '#d': 'disabled' }, ReturnValues: 'UPDATED_NEW' };
    expect(json('DynamoDB_20120810.UpdateItem', { TableName: 'games', ...update })[0]!.conditionKeys).toEqual({ 'dynamodb:LeadingKeys': ['PLAYER#aaaaaaaaaaaaaaaa'], 'dynamodb:Attributes': ['notify'], 'dynamodb:ReturnValues': ['UPDATED_NEW'] });
    expect(json('DynamoDB_20120810.BatchGetItem', { RequestItems: { games: { Keys: [player, game], ...projecting(['pk']) } } })[0]!.conditionKeys).toMatchObject({ 'dynamodb:LeadingKeys': ['PLAYER#aaaaaaaaaaaaaaaa', 'GAME#aaaaaaaaaaaaaaaa'] });
  });

  it('refuses a read of a player partition that names no attributes, whole items and the token attributes by name', () => {
    expect(allowed('GetItem', { Key: player })).toBe(false);
    expect(allowed('GetItem', { Key: player, ...projecting(['id', 'sessions']) })).toBe(false);
    expect(allowed('GetItem', { Key: player, ...projecting(['tokenHash']) })).toBe(false);
    expect(allowed('Query', { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': player.pk } })).toBe(false);
    expect(allowed('Query', { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': player.pk }, Select: 'ALL_ATTRIBUTES', ...projecting(['id']) })).toBe(false);
    expect(allowed('BatchGetItem', { RequestItems: { games: { Keys: [game, player] } } })).toBe(false);
  });

  it('refuses a write that returns the whole player item, or whose condition tests a token', () => {
    expect(allowed('UpdateItem', { Key: player, UpdateExpression: 'SET #n = :n', ExpressionAttributeNames: { '#n': 'notify' }, ReturnValues: 'ALL_NEW' })).toBe(false);
    expect(allowed('UpdateItem', { Key: player, UpdateExpression: 'SET #n = :n', ExpressionAttributeNames: { '#n': 'notify' }, ReturnValues: 'ALL_OLD' })).toBe(false);
    expect(allowed('UpdateItem', { Key: player, UpdateExpression: 'SET #n = :n', ConditionExpression: 'tokenHash = :guess', ExpressionAttributeNames: { '#n': 'notify' } })).toBe(false);
    expect(allowed('DeleteItem', { Key: player, ReturnValues: 'ALL_OLD' })).toBe(false);
  });

  it('allows what the functions send: the profile, seat entries, channel settings, a count returned as updated, and whole game items', () => {
    expect(allowed('GetItem', { Key: player, ...projecting(PLAYER_PROFILE_ATTRIBUTES) })).toBe(true);
    expect(allowed('Query', { KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to', ExpressionAttributeValues: { ':pk': player.pk, ':from': { S: 'GAME#' }, ':to': { S: 'GAME#~' } }, ...projecting(SEAT_ENTRY_ATTRIBUTES) })).toBe(true);
    expect(allowed('BatchGetItem', { RequestItems: { games: { Keys: [player], ...projecting(['id', 'notify']) } } })).toBe(true);
    expect(allowed('UpdateItem', { Key: player, UpdateExpression: 'ADD #n.#p.#d.#x.#f :one', ExpressionAttributeNames: { '#n': 'notify', '#p': 'push', '#d': 'devices', '#x': 'd1', '#f': 'failures' }, ReturnValues: 'UPDATED_NEW' })).toBe(true);
    expect(allowed('GetItem', { Key: game })).toBe(true);
    expect(allowed('DeleteItem', { Key: player, ConditionExpression: 'attribute_not_exists(pk) OR attribute_exists(#d)', ExpressionAttributeNames: { '#d': 'deletedAt' } })).toBe(true);
  });
});
