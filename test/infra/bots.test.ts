/**
 * The bots' resources: an EventBridge pipe copies the table stream's records of running games onto
 * the bot queue (its own role: the stream and the two queues only), the bot worker reads the queue
 * with partial batch responses and may only read and commit game items, a message that keeps
 * failing goes to the bot dead-letter queue, and two alarms watch it. The worker's bundle is within
 * the budget and loads.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnRole } from 'aws-cdk-lib/aws-iam';
import type { CfnQueue } from 'aws-cdk-lib/aws-sqs';
import type { IConstruct } from 'constructs';
import { botWorkerActions, streamReadActions } from '../../lib/turnpost-table.js';
import { maxBundleBytes } from '../../lib/lambda-bundling.js';
import { BOT_ATTEMPTS } from '../../lib/server-bots.js';
import { bundleDirectory, synthTurnpost, type SynthesizedTurnpost } from './cloud-assembly.js';
import { actionsOf, functionProperties, serviceStatements, statementsOf, type Json, type PolicyStatement } from './template-queries.js';

let plain: SynthesizedTurnpost;
let template: Template;
let stack: Stack;

beforeAll(() => {
  plain = synthTurnpost();
  template = Template.fromStack(plain.stack);
  stack = plain.stack;
});
afterAll(() => {
  plain?.remove();
});

const idOf = (construct: IConstruct) => stack.getLogicalId(construct.node.defaultChild as CfnQueue);
const arnOf = (construct: IConstruct) => ({ 'Fn::GetAtt': [idOf(construct), 'Arn'] });
const tableId = () => Object.keys(template.findResources('AWS::DynamoDB::Table'))[0]!;
const byJson = (a: unknown, b: unknown) => JSON.stringify(a).localeCompare(JSON.stringify(b));

describe('the bot pipe', () => {
  it('reads the table stream, only game items of running games, onto the bot queue; what it cannot hand on goes to the bot DLQ', () => {
    const { bots } = plain.stack;
    const pipe = (template.findResources('AWS::Pipes::Pipe')[stack.getLogicalId(bots.pipe)] as { Properties: Json }).Properties as {
      Source: unknown;
      Target: unknown;
      SourceParameters: { DynamoDBStreamParameters: Json; FilterCriteria: { Filters: Array<{ Pattern: string }> } };
    };
    expect(pipe.Source).toEqual({ 'Fn::GetAtt': [tableId(), 'StreamArn'] });
    expect(pipe.Target).toEqual(arnOf(bots.queue));
    expect(pipe.SourceParameters.DynamoDBStreamParameters).toMatchObject({
      StartingPosition: 'TRIM_HORIZON',
      MaximumRetryAttempts: BOT_ATTEMPTS,
      DeadLetterConfig: { Arn: arnOf(bots.deadLetters) },
    });
    expect(pipe.SourceParameters.FilterCriteria.Filters.map((filter) => JSON.parse(filter.Pattern))).toEqual([
      { eventName: ['INSERT', 'MODIFY'], dynamodb: { Keys: { sk: { S: ['GAME'] } }, NewImage: { status: { S: ['active'] } } } },
    ]);
  });

  it("has a role of its own that may read the stream and send to the bot queues, nothing else", () => {
    const role = plain.stack.bots.node.findChild('PipeRole');
    const roleId = stack.getLogicalId(role.node.defaultChild as CfnRole);
    const policies = Object.values(template.findResources('AWS::IAM::Policy')) as { Properties: { Roles: unknown[]; PolicyDocument: { Statement: PolicyStatement[] } } }[];
    const statements = policies.filter((policy) => policy.Properties.Roles.some((r) => JSON.stringify(r) === JSON.stringify({ Ref: roleId }))).flatMap((policy) => policy.Properties.PolicyDocument.Statement);
    const dynamo = statements.filter((statement) => actionsOf(statement).some((action) => action.startsWith('dynamodb:')));
    expect(dynamo).toEqual([expect.objectContaining({ Action: [...streamReadActions], Resource: { 'Fn::GetAtt': [tableId(), 'StreamArn'] } })]);
    const sqs = statements.filter((statement) => actionsOf(statement).some((action) => action.startsWith('sqs:')));
    expect(sqs.flatMap((statement) => [statement.Resource].flat()).sort(byJson)).toEqual([arnOf(plain.stack.bots.queue), arnOf(plain.stack.bots.deadLetters)].sort(byJson));
    expect(sqs.flatMap(actionsOf).every((action) => action.startsWith('sqs:SendMessage') || action === 'sqs:GetQueueAttributes' || action === 'sqs:GetQueueUrl')).toBe(true);
    expect(statements.every((statement) => actionsOf(statement).every((action) => /^(dynamodb|sqs):/.test(action)))).toBe(true);
  });
});

describe('the bot queue and the bot worker', () => {
  it('moves a message to the bot DLQ after the last attempt; both queues encrypted', () => {
    const queues = template.findResources('AWS::SQS::Queue') as Record<string, { Properties: Json }>;
    expect(queues[idOf(plain.stack.bots.queue)]!.Properties).toMatchObject({
      RedrivePolicy: { deadLetterTargetArn: arnOf(plain.stack.bots.deadLetters), maxReceiveCount: BOT_ATTEMPTS },
      SqsManagedSseEnabled: true,
      VisibilityTimeout: 360,
    });
    expect(queues[idOf(plain.stack.bots.deadLetters)]!.Properties.SqsManagedSseEnabled).toBe(true);
  });

  it('receives batches from the bot queue and reports each failed message on its own', () => {
    const worker = plain.stack.bots.worker;
    const mappings = (Object.values(template.findResources('AWS::Lambda::EventSourceMapping')) as { Properties: Json }[]).filter(
      (mapping) => JSON.stringify(mapping.Properties.FunctionName) === JSON.stringify({ Ref: stack.getLogicalId(worker.handler.node.defaultChild as CfnQueue) }),
    );
    expect(mappings.map((mapping) => mapping.Properties)).toEqual([expect.objectContaining({ EventSourceArn: arnOf(plain.stack.bots.queue), FunctionResponseTypes: ['ReportBatchItemFailures'] })]);
    expect(functionProperties(template, stack, worker).Environment).toEqual({ Variables: { TABLE_NAME: { Ref: tableId() }, TURNPOST_MODE: 'aws' } });
  });

  it('the worker may read and commit game items only: no scan, no delete, no query, no index, no stream', () => {
    const worker = plain.stack.bots.worker;
    const dynamo = serviceStatements(template, stack, worker, 'dynamodb');
    expect(dynamo.map((statement) => ({ actions: actionsOf(statement).sort(), resource: statement.Resource }))).toEqual([
      { actions: [...botWorkerActions].sort(), resource: { 'Fn::GetAtt': [tableId(), 'Arn'] } },
    ]);
    for (const service of ['sns', 'ses']) expect(serviceStatements(template, stack, worker, service)).toEqual([]);
    for (const statement of statementsOf(template, stack, worker)) expect(JSON.stringify(statement.Resource)).not.toMatch(/"\*"|\/\*"/);
  });

  it('alarms on the first dead letter and on a bot turn waiting five minutes', () => {
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')) as { Properties: Json }[];
    const on = (queue: IConstruct, metric: string) => alarms.filter((alarm) => alarm.Properties.MetricName === metric && JSON.stringify(alarm.Properties.Dimensions).includes(idOf(queue)));
    expect(on(plain.stack.bots.deadLetters, 'ApproximateNumberOfMessagesVisible').map((alarm) => alarm.Properties.Threshold)).toEqual([1]);
    expect(on(plain.stack.bots.queue, 'ApproximateAgeOfOldestMessage').map((alarm) => alarm.Properties.Threshold)).toEqual([300]);
  });

  it(`bundles into one minified ES module within the ${maxBundleBytes / 1024} KB budget that loads and exports the handler`, () => {
    const dir = bundleDirectory(plain.assembly, plain.stack, plain.stack.bots.worker);
    expect(readdirSync(dir).sort()).toEqual(['index.mjs', 'index.mjs.map']);
    expect(statSync(join(dir, 'index.mjs')).size).toBeLessThanOrEqual(maxBundleBytes);
    const url = pathToFileURL(join(dir, 'index.mjs')).href;
    const probe = spawnSync(process.execPath, ['--input-type=module', '-e', `const m = await import(${JSON.stringify(url)}); process.stdout.write(typeof m.handler);`], {
      encoding: 'utf8',
      timeout: 60_000,
      env: { PATH: process.env.PATH, AWS_REGION: 'eu-west-1', TABLE_NAME: 'turnpost-test', TURNPOST_MODE: 'aws' },
    });
    expect(probe.status, probe.stderr).toBe(0);
    expect(probe.stdout).toBe('function');
  });
});
