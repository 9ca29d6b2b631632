/** Reading AWS calls in IAM's terms, and checking them against a role's statements as the template writes them. */
import { describe, expect, it } from 'vitest';
import { awsCallsOf, type CallContext } from '../../bin/deployed/aws-calls.js';
import { callsNotAllowed, isAllowed, type Statement } from '../../bin/deployed/iam-policy.js';
import { TemplateResolver, type CfnTemplate } from '../../bin/deployed/template.js';

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
    expect(json('DynamoDB_20120810.Query', { TableName: 'games', IndexName: 'byDeadline' })).toEqual([{ action: 'dynamodb:Query', resource: `${TABLE}/index/byDeadline` }]);
  });

  it('reads the queue, topic, parameter, stream and SES identity of a call', () => {
    expect(json('AmazonSQS.SendMessage', { QueueUrl: 'http://127.0.0.1:5000/123456789012/delivery' })).toEqual([{ action: 'sqs:SendMessage', resource: 'arn:aws:sqs:eu-central-1:123456789012:delivery' }]);
    expect(awsCallsOf('POST', '/', {}, 'Action=Publish&TopicArn=arn%3Aaws%3Asns%3Aeu-central-1%3A123456789012%3Atopic', context)).toEqual([{ action: 'sns:Publish', resource: 'arn:aws:sns:eu-central-1:123456789012:topic' }]);
    expect(json('AmazonSQS.DeleteMessageBatch', { QueueUrl: 'http://127.0.0.1:5000/123456789012/delivery' })).toEqual([{ action: 'sqs:DeleteMessage', resource: 'arn:aws:sqs:eu-central-1:123456789012:delivery' }]);
    expect(json('AmazonSSM.GetParameter', { Name: '/turnpost/key' })).toEqual([{ action: 'ssm:GetParameter', resource: 'arn:aws:ssm:eu-central-1:123456789012:parameter/turnpost/key' }]);
    expect(json('DynamoDBStreams_20120810.GetRecords', { ShardIterator: 'x' })).toEqual([{ action: 'dynamodb:GetRecords', resource: 'arn:aws:dynamodb:eu-central-1:123456789012:table/games/stream/2026' }]);
    expect(awsCallsOf('POST', '/v2/email/outbound-emails', {}, JSON.stringify({ FromEmailAddress: 'turns@turnpost.example' }), context)).toEqual([{ action: 'ses:SendEmail', resource: 'arn:aws:ses:eu-central-1:123456789012:identity/turnpost.example' }]);
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
