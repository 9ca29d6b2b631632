/**
 * The notification and deadline resources of the stack: the notifier's stream event source
 * (filter, bisect, retries, on-failure queue), the delivery queue and its dead letters, the
 * deliverer's partial-batch SQS source, the sweeper's schedule, the alarms, each function's
 * permissions (scoped to exactly what its code uses), and the three bundles.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { App, Stack, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnQueue } from 'aws-cdk-lib/aws-sqs';
import type { CfnTopic } from 'aws-cdk-lib/aws-sns';
import type { IConstruct } from 'constructs';
import { delivererActions, digestActions, notifierActions, PLAYER_PARTITIONS, streamReadActions, sweeperActions, sweeperIndexActions } from '../../lib/turnpost-table.js';
import { gameKey, playerKey } from '../../functions/store/keys.js';
import { DELIVERY_MESSAGE_RECEIVES } from '../../lib/notifications.js';
import { attemptsOf, DELIVERY_RETRY_SCHEDULE } from '../../functions/notify/deliver/retry-schedule.js';
import { MAX_VISIBILITY_SECONDS } from '../../functions/notify/deliver/sqs-receive.js';
import { maxBundleBytes } from '../../lib/lambda-bundling.js';
import { PushKeys } from '../../lib/push-keys.js';
import type { TurnpostFunction } from '../../lib/turnpost-function.js';
import { bundleDirectory, synthTurnpost, type SynthesizedTurnpost } from './cloud-assembly.js';
import { actionsOf, functionProperties, serviceStatements, statementsOf, type Json } from './template-queries.js';


let plain: SynthesizedTurnpost;
let withEmail: SynthesizedTurnpost;
let template: Template;
let stack: Stack;

beforeAll(() => {
  plain = synthTurnpost();
  withEmail = synthTurnpost({ emailFrom: 'turns@example.com' });
  template = Template.fromStack(plain.stack);
  stack = plain.stack;
});
afterAll(() => {
  plain?.remove();
  withEmail?.remove();
});

const ref = (construct: IConstruct) => ({ Ref: stack.getLogicalId(construct.node.defaultChild as CfnQueue | CfnTopic) });
const arnOf = (construct: IConstruct) => ({ 'Fn::GetAtt': [stack.getLogicalId(construct.node.defaultChild as CfnQueue), 'Arn'] });
const tableId = () => Object.keys(template.findResources('AWS::DynamoDB::Table'))[0]!;
const tableArn = () => ({ 'Fn::GetAtt': [tableId(), 'Arn'] });
const streamArn = () => ({ 'Fn::GetAtt': [tableId(), 'StreamArn'] });
const functionArn = (fn: TurnpostFunction) => ({ 'Fn::GetAtt': [stack.getLogicalId(fn.handler.node.defaultChild as CfnQueue), 'Arn'] });
const functionRef = (fn: TurnpostFunction) => ({ Ref: stack.getLogicalId(fn.handler.node.defaultChild as CfnQueue) });

function mappingOf(fn: TurnpostFunction): Json {
  const mappings = (Object.values(template.findResources('AWS::Lambda::EventSourceMapping')) as { Properties: Json }[]).filter(
    (mapping) => JSON.stringify(mapping.Properties.FunctionName) === JSON.stringify(functionRef(fn)),
  );
  expect(mappings).toHaveLength(1);
  return mappings[0]!.Properties;
}

describe('the notifier', () => {
  it('reads the table stream from its start, bisecting failing batches, retrying, then sending them to its own queue', () => {
    const { notifications } = plain.stack;
    expect(mappingOf(notifications.notifier)).toMatchObject({
      EventSourceArn: streamArn(),
      StartingPosition: 'TRIM_HORIZON',
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 5,
      MaximumRecordAgeInSeconds: 86400,
      ParallelizationFactor: 1,
      DestinationConfig: { OnFailure: { Destination: arnOf(notifications.streamDeadLetters) } },
    });
  });

  it('is invoked only for game items of started games (no log, seat, player or idempotency items; no waiting games)', () => {
    const mapping = mappingOf(plain.stack.notifications.notifier) as { FilterCriteria: { Filters: Array<{ Pattern: string }> } };
    expect(mapping.FilterCriteria.Filters).toHaveLength(1);
    expect(JSON.parse(mapping.FilterCriteria.Filters[0]!.Pattern)).toEqual({
      eventName: ['INSERT', 'MODIFY'],
      dynamodb: { Keys: { sk: { S: ['GAME'] } }, NewImage: { status: { S: ['active', 'finished'] } } },
    });
  });

  it('knows the delivery queue, the public URL and the web app\'s URL (for game links), and nothing else', () => {
    const { notifications, web } = plain.stack;
    const distributionId = stack.getLogicalId(web.distribution.node.defaultChild as CfnElement);
    expect(functionProperties(template, stack, notifications.notifier).Environment).toEqual({
      Variables: {
        TABLE_NAME: { Ref: tableId() },
        TURNPOST_MODE: 'aws',
        TURNPOST_PUBLIC_URL: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]] },
        DELIVERY_QUEUE_URL: ref(notifications.deliveryQueue),
        TURNPOST_APP_URL: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }, '/play']] },
      },
    });
  });
});

describe('the delivery queue and the deliverer', () => {
  it('moves a message to the dead-letter queue after the retry schedule\u2019s last attempt; its longest wait fits SQS; both queues encrypted', () => {
    // One receive per attempt: the deliverer counts attempts by the receive count (functions/notify/deliver/sqs-receive.ts).
    expect(DELIVERY_MESSAGE_RECEIVES).toBe(attemptsOf(DELIVERY_RETRY_SCHEDULE));
    const longest = Math.max(...DELIVERY_RETRY_SCHEDULE.delaysMs) * (1 + DELIVERY_RETRY_SCHEDULE.jitter);
    expect(longest / 1000).toBeLessThanOrEqual(MAX_VISIBILITY_SECONDS);
    const { notifications } = plain.stack;
    const queues = template.findResources('AWS::SQS::Queue') as Record<string, { Properties: Json }>;
    const delivery = queues[stack.getLogicalId(notifications.deliveryQueue.node.defaultChild as CfnQueue)]!.Properties;
    expect(delivery).toMatchObject({
      RedrivePolicy: { deadLetterTargetArn: arnOf(notifications.deliveryDeadLetters), maxReceiveCount: DELIVERY_MESSAGE_RECEIVES },
      SqsManagedSseEnabled: true,
      VisibilityTimeout: 180,
    });
    for (const queue of Object.values(queues)) expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
    // Three of notifications, the bots' queue and its dead letters (test/infra/bots.test.ts), and
    // account deletions' queue and its dead letters (lib/account-deletions.ts).
    expect(Object.keys(queues)).toHaveLength(7);
  });

  it('refuses every queue request without TLS', () => {
    const policies = Object.values(template.findResources('AWS::SQS::QueuePolicy')) as { Properties: { Queues: unknown[]; PolicyDocument: { Statement: Json[] } } }[];
    const guarded = policies.filter((policy) => policy.Properties.PolicyDocument.Statement.some((statement) => JSON.stringify(statement.Condition) === JSON.stringify({ Bool: { 'aws:SecureTransport': 'false' } }) && statement.Effect === 'Deny'));
    expect(guarded.flatMap((policy) => policy.Properties.Queues)).toHaveLength(Object.keys(template.findResources('AWS::SQS::Queue')).length);
  });

  it('receives batches of ten and reports each failed message on its own (partial batch response)', () => {
    const { notifications } = plain.stack;
    expect(mappingOf(notifications.deliverer)).toMatchObject({
      EventSourceArn: arnOf(notifications.deliveryQueue),
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('knows the topic, its queue (where it delays failed deliveries), and no e-mail sender unless one is configured', () => {
    const { notifications } = plain.stack;
    const variables = (functionProperties(template, stack, notifications.deliverer).Environment as { Variables: Json }).Variables;
    expect(variables).toMatchObject({
      TURNPOST_SNS_TOPIC_ARN: ref(notifications.topic),
      DELIVERY_QUEUE_URL: ref(notifications.deliveryQueue),
      TURNPOST_MODE: 'aws',
    });
    expect(variables).not.toHaveProperty('DELIVERY_DEAD_LETTER_QUEUE_URL');
    expect(variables).not.toHaveProperty('TURNPOST_EMAIL_FROM');
    const withEmailTemplate = Template.fromStack(withEmail.stack);
    const emailVariables = (functionProperties(withEmailTemplate, withEmail.stack, withEmail.stack.notifications.deliverer).Environment as { Variables: Json }).Variables;
    expect(emailVariables.TURNPOST_EMAIL_FROM).toBe('turns@example.com');
    // The API refuses the channels this deployment cannot serve, so it knows them too.
    const apiVariables = (functionProperties(withEmailTemplate, withEmail.stack, withEmail.stack.apiFunction).Environment as { Variables: Json }).Variables;
    expect(apiVariables).toMatchObject({ TURNPOST_EMAIL_FROM: 'turns@example.com', TURNPOST_SNS_TOPIC_ARN: { Ref: expect.any(String) } });
  });
});

describe('the sweeper', () => {
  it('runs every minute from an EventBridge rule, without retries (the next run finds the same games)', () => {
    const sweeper = plain.stack.sweeper.sweeper;
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      Targets: [{ Arn: functionArn(sweeper), Id: 'Target0', RetryPolicy: { MaximumRetryAttempts: 0, MaximumEventAgeInSeconds: 60 } }],
    });
    template.hasResourceProperties('AWS::Lambda::Permission', { Action: 'lambda:InvokeFunction', Principal: 'events.amazonaws.com', FunctionName: functionArn(sweeper) });
    expect(functionProperties(template, stack, sweeper).Timeout).toBeLessThan(60);
  });
});

describe('alarms', () => {
  const alarmTopic = () => ({ Ref: stack.getLogicalId(plain.stack.alarms.topic.node.defaultChild as CfnTopic) });

  it('fire on the first message in either dead-letter queue', () => {
    const { notifications } = plain.stack;
    for (const queue of [notifications.streamDeadLetters, notifications.deliveryDeadLetters]) {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [stack.getLogicalId(queue.node.defaultChild as CfnQueue), 'QueueName'] } }],
        Statistic: 'Maximum',
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        AlarmActions: [alarmTopic()],
      });
    }
  });

  it('fire when the notifier falls behind the stream, and when the sweeper keeps failing', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/Lambda',
      MetricName: 'IteratorAge',
      Dimensions: [{ Name: 'FunctionName', Value: functionRef(plain.stack.notifications.notifier) }],
      Threshold: 300_000,
      AlarmActions: [alarmTopic()],
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/Lambda',
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: functionRef(plain.stack.sweeper.sweeper) }],
      AlarmActions: [alarmTopic()],
    });
  });
});

describe('least privilege for the new functions', () => {
  const dynamoGrants = (fn: TurnpostFunction) =>
    serviceStatements(template, stack, fn, 'dynamodb').map((statement) => ({ actions: actionsOf(statement).sort(), resource: statement.Resource }));

  it('the notifier reads the stream (on its ARN, not "*") and players in one batch, and sends to the delivery queue only', () => {
    const notifier = plain.stack.notifications.notifier;
    expect(dynamoGrants(notifier)).toEqual(
      expect.arrayContaining([
        { actions: [...streamReadActions].sort(), resource: streamArn() },
        { actions: [...notifierActions].sort(), resource: tableArn() },
      ]),
    );
    expect(dynamoGrants(notifier)).toHaveLength(2);
    const sqs = serviceStatements(template, stack, notifier, 'sqs');
    // Sending deliveries, and (the event source mapping, on the function's role) failed batches to the stream DLQ.
    expect(sqs.flatMap((statement) => [statement.Resource].flat()).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual(
      [arnOf(plain.stack.notifications.deliveryQueue), arnOf(plain.stack.notifications.streamDeadLetters)].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    );
    expect(sqs.flatMap(actionsOf).every((action) => action.startsWith('sqs:SendMessage') || action === 'sqs:GetQueueAttributes' || action === 'sqs:GetQueueUrl')).toBe(true);
    expect(serviceStatements(template, stack, notifier, 'sns')).toEqual([]);
    expect(serviceStatements(template, stack, notifier, 'ses')).toEqual([]);
  });

  it('the deliverer reads (and may turn off the webhook of) one player, publishes to the notification topic only, and sends e-mail only when configured, from its identity only', () => {
    const deliverer = plain.stack.notifications.deliverer;
    expect(dynamoGrants(deliverer)).toEqual([{ actions: [...delivererActions].sort(), resource: tableArn() }]);
    // …on player partitions only: the pattern matches the store's player keys, and no game key.
    expect(serviceStatements(template, stack, deliverer, 'dynamodb').map((statement) => statement.Condition)).toEqual([{ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [PLAYER_PARTITIONS] } }]);
    const pattern = new RegExp(`^${PLAYER_PARTITIONS.replace('*', '.*')}$`);
    expect(pattern.test(playerKey('aaaaaaaaaaaaaaaa').pk)).toBe(true);
    expect(pattern.test(gameKey('aaaaaaaaaaaaaaaa').pk)).toBe(false);
    expect(serviceStatements(template, stack, deliverer, 'sns')).toEqual([{ Effect: 'Allow', Action: 'sns:Publish', Resource: ref(plain.stack.notifications.topic) }]);
    expect(serviceStatements(template, stack, deliverer, 'ses')).toEqual([]);
    // It consumes the delivery queue and delays a failed message there (ChangeMessageVisibility);
    // it sends to no queue, its own included (SQS dead-letters by the redrive policy).
    const sqs = serviceStatements(template, stack, deliverer, 'sqs');
    expect([...new Set(sqs.flatMap((statement) => [statement.Resource].flat()).map((resource) => JSON.stringify(resource)))].map((resource) => JSON.parse(resource))).toEqual([arnOf(plain.stack.notifications.deliveryQueue)]);
    expect(sqs.flatMap(actionsOf)).toContain('sqs:ChangeMessageVisibility');
    expect(sqs.flatMap(actionsOf).filter((action) => action.startsWith('sqs:SendMessage'))).toEqual([]);

    const emailTemplate = Template.fromStack(withEmail.stack);
    const ses = serviceStatements(emailTemplate, withEmail.stack, withEmail.stack.notifications.deliverer, 'ses');
    expect(ses).toHaveLength(1);
    expect(actionsOf(ses[0]!)).toEqual(['ses:SendEmail']);
    const resources = JSON.stringify(ses[0]!.Resource);
    expect(resources).toContain(':identity/example.com');
    expect(resources).toContain(':identity/turns@example.com');
    expect(resources).not.toMatch(/identity\/\*/);
  });

  it('the sweeper queries the deadline index and the table, reads and writes items, and sends nothing (the digests have their own function)', () => {
    const sweeper = plain.stack.sweeper.sweeper;
    const index = { 'Fn::Join': ['', [tableArn(), '/index/byDeadline']] };
    expect(dynamoGrants(sweeper)).toEqual(
      expect.arrayContaining([
        { actions: [...sweeperActions].sort(), resource: tableArn() },
        { actions: [...sweeperIndexActions].sort(), resource: index },
      ]),
    );
    expect(dynamoGrants(sweeper)).toHaveLength(2);
    for (const service of ['sqs', 'sns', 'ses']) expect(serviceStatements(template, stack, sweeper, service)).toEqual([]);
  });

  it('the digests read subscribers, players and games, claim digests, and send to the delivery queue only', () => {
    const sender = plain.stack.digests.sender;
    expect(dynamoGrants(sender)).toEqual([{ actions: [...digestActions].sort(), resource: tableArn() }]);
    const sqs = serviceStatements(template, stack, sender, 'sqs');
    expect(sqs.flatMap((statement) => [statement.Resource].flat())).toEqual([arnOf(plain.stack.notifications.deliveryQueue)]);
    expect(sqs.flatMap(actionsOf).every((action) => action.startsWith('sqs:SendMessage') || action === 'sqs:GetQueueAttributes' || action === 'sqs:GetQueueUrl')).toBe(true);
    for (const service of ['sns', 'ses']) expect(serviceStatements(template, stack, sender, service)).toEqual([]);
  });

  it('no function of the notification path may scan, delete, or touch another resource of the table', () => {
    const { notifier, deliverer } = plain.stack.notifications;
    for (const fn of [notifier, deliverer, plain.stack.sweeper.sweeper]) {
      for (const statement of statementsOf(template, stack, fn).filter((granted) => granted.Effect === 'Allow')) {
        expect(actionsOf(statement)).not.toContain('dynamodb:Scan');
        expect(actionsOf(statement)).not.toContain('dynamodb:DeleteItem');
        expect(JSON.stringify(statement.Resource)).not.toMatch(/"\*"|\/\*"/);
      }
    }
  });
});

describe('the Web Push keys', () => {
  const parameterArn = () => stack.resolve(plain.stack.pushKeys.parameterArn) as Json;
  const parameterName = () => `/turnpost/${stack.stackName}/vapid-private-key`;

  it('are made at deploy time by a custom resource of our own function, generation 1 unless rotated', () => {
    const resources = Object.values(template.findResources('Custom::VapidKeys')) as { Properties: Json }[];
    expect(resources).toHaveLength(1);
    expect(resources[0]!.Properties).toEqual({
      ServiceToken: functionArn(plain.stack.pushKeys.maker),
      ParameterName: parameterName(),
      Generation: '1',
    });
    // A new generation (`-c pushKeysGeneration=2`) is a changed property: CloudFormation sends an update, which makes new keys.
    const rotated = new Stack(new App(), 'Rotated');
    new PushKeys(rotated, 'PushKeys', { generation: '2' });
    expect(Object.values(Template.fromStack(rotated).findResources('Custom::VapidKeys')).map((resource) => (resource as { Properties: Json }).Properties.Generation)).toEqual(['2']);
  });

  it('only their maker writes the SSM parameter; only the deliverer reads it; the deliverer knows its name and the public key', () => {
    const written = serviceStatements(template, stack, plain.stack.pushKeys.maker, 'ssm');
    expect(written.map((statement) => ({ ...statement, Action: actionsOf(statement).sort() }))).toEqual([
      { Effect: 'Allow', Action: ['ssm:DeleteParameter', 'ssm:GetParameter', 'ssm:PutParameter'], Resource: parameterArn() },
    ]);
    expect(serviceStatements(template, stack, plain.stack.notifications.deliverer, 'ssm')).toEqual([{ Effect: 'Allow', Action: 'ssm:GetParameter', Resource: parameterArn() }]);
    for (const fn of [plain.stack.apiFunction, plain.stack.notifications.notifier, plain.stack.sweeper.sweeper]) expect(serviceStatements(template, stack, fn, 'ssm')).toEqual([]);
    const variables = (functionProperties(template, stack, plain.stack.notifications.deliverer).Environment as { Variables: Json }).Variables;
    const keysId = Object.keys(template.findResources('Custom::VapidKeys'))[0]!;
    expect(variables).toMatchObject({ TURNPOST_VAPID_PUBLIC_KEY: { 'Fn::GetAtt': [keysId, 'PublicKey'] }, TURNPOST_VAPID_PARAMETER: parameterName() });
  });
});

describe('bundles of the new handlers (as deployed)', () => {
  const functions = () => ({
    notifier: plain.stack.notifications.notifier,
    deliver: plain.stack.notifications.deliverer,
    sweeper: plain.stack.sweeper.sweeper,
    digests: plain.stack.digests.sender,
    'vapid-keys': plain.stack.pushKeys.maker,
  });

  it(`are single minified ES modules within the ${maxBundleBytes / 1024} KB budget`, () => {
    for (const [name, fn] of Object.entries(functions())) {
      const dir = bundleDirectory(plain.assembly, plain.stack, fn);
      expect(readdirSync(dir).sort(), name).toEqual(['index.mjs', 'index.mjs.map']);
      expect(statSync(join(dir, 'index.mjs')).size, `minified bytes of functions/handlers/${name}.ts`).toBeLessThanOrEqual(maxBundleBytes);
    }
  });

  it('load in plain Node and export the handler', () => {
    for (const [name, fn] of Object.entries(functions())) {
      const url = pathToFileURL(join(bundleDirectory(plain.assembly, plain.stack, fn), 'index.mjs')).href;
      const probe = spawnSync(process.execPath, ['--input-type=module', '-e', `const m = await import(${JSON.stringify(url)}); process.stdout.write(typeof m.handler);`], {
        encoding: 'utf8',
        timeout: 60_000,
        env: {
          PATH: process.env.PATH,
          AWS_REGION: 'eu-west-1',
          TABLE_NAME: 'turnpost-test',
          TURNPOST_MODE: 'aws',
          TURNPOST_PUBLIC_URL: 'https://api.example.com',
          DELIVERY_QUEUE_URL: 'https://sqs.eu-west-1.amazonaws.com/123456789012/q',
          TURNPOST_SNS_TOPIC_ARN: 'arn:aws:sns:eu-west-1:123456789012:t',
        },
      });
      expect(probe.status, `${name}: ${probe.stderr}`).toBe(0);
      expect(probe.stdout, name).toBe('function');
    }
  });
});
