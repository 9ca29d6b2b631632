import { execFile, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { tableDefinition } from '../../functions/store/table-definition.js';
import { RATE_LIMITS } from '../../functions/http/rate-limit-rules.js';
import { gameplayActions, gameplayIndexActions } from '../../lib/turnpost-table.js';
import { CHANGE_INDEX } from '../../functions/store/players.js';
import { API_THROTTLE } from '../../lib/turnpost-stack.js';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { CfnTopic } from 'aws-cdk-lib/aws-sns';
import type { CfnQueue } from 'aws-cdk-lib/aws-sqs';
import { maxBundleBytes } from '../../lib/lambda-bundling.js';
import { games } from '../../engine/index.js';
import { loadConfig } from '../../functions/config.js';
import { GameCatalog } from '../../functions/domain/catalog.js';
import { routes } from '../../functions/http/app.js';
import { openApiDocument } from '../../functions/http/openapi.js';
import type { TurnpostFunction } from '../../lib/turnpost-function.js';
import { bundleDirectory, synthTurnpost, type SynthesizedTurnpost } from './cloud-assembly.js';
import { functionProperties, statementsOf } from './template-queries.js';


type Json = Record<string, unknown>;

interface PolicyStatement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

let synthesized: SynthesizedTurnpost;
let template: Template;

beforeAll(() => {
  synthesized = synthTurnpost();
  template = Template.fromStack(synthesized.stack);
});
afterAll(() => synthesized?.remove());

function logicalIdOf(type: string): string {
  const ids = Object.keys(template.findResources(type));
  expect(ids).toHaveLength(1);
  return ids[0];
}

function resourceOf(type: string): { Properties: Json } & Json {
  return template.findResources(type)[logicalIdOf(type)] as { Properties: Json } & Json;
}

/** The API function's resource (the stack has other functions: notifications, the sweeper). */
function apiFunction(): Json {
  return functionProperties(template, synthesized.stack, synthesized.stack.apiFunction);
}

const apiFunctionId = () => synthesized.stack.getLogicalId(synthesized.stack.apiFunction.handler.node.defaultChild as CfnFunction);

/** Every turnpost function of the stack. */
function everyFunction(): TurnpostFunction[] {
  const { apiFunction: api, notifications, sweeper } = synthesized.stack;
  return [api, notifications.notifier, notifications.deliverer, sweeper.sweeper];
}

type PolicyResource = { Properties: { PolicyDocument: { Statement: PolicyStatement[] } } };

function allStatements(which: (entry: [string, PolicyResource]) => boolean = () => true): PolicyStatement[] {
  const policies = Object.entries(template.findResources('AWS::IAM::Policy')) as Array<[string, PolicyResource]>;
  return policies.filter(which).flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement);
}

/** Logical ids of the singleton Lambda (and its role and policy) that aws-cdk-lib's BucketDeployment adds to copy the web app. */
const CDK_DEPLOYMENT_HANDLER = 'CustomCDKBucketDeployment';

const actionsOf = (statement: PolicyStatement): string[] => [statement.Action].flat();

describe('game table', () => {
  it('has the keys, index, stream and TTL of table-definition.ts', () => {
    const { Properties: table } = resourceOf('AWS::DynamoDB::Table');
    expect(table.KeySchema).toEqual([
      { AttributeName: tableDefinition.partitionKey.name, KeyType: 'HASH' },
      { AttributeName: tableDefinition.sortKey.name, KeyType: 'RANGE' },
    ]);
    expect(table.GlobalSecondaryIndexes).toEqual(
      tableDefinition.globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
          { AttributeName: index.sortKey.name, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: index.projection },
        // The table's throughput ceiling applies to its index too (test/infra/hardening.test.ts).
        OnDemandThroughput: expect.any(Object),
      })),
    );
    const keys = [tableDefinition, ...tableDefinition.globalSecondaryIndexes].flatMap((t) => [t.partitionKey, t.sortKey]);
    expect(table.AttributeDefinitions).toEqual(
      expect.arrayContaining(keys.map((key) => ({ AttributeName: key.name, AttributeType: key.type }))),
    );
    // An index keyed by the table's own partition key names it once.
    expect(table.AttributeDefinitions).toHaveLength(new Set(keys.map((key) => key.name)).size);
    expect(table.StreamSpecification).toEqual({ StreamViewType: tableDefinition.stream });
    expect(table.TimeToLiveSpecification).toEqual({ AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true });
  });

  it('is on-demand, encrypted with the AWS-managed key, recoverable and protected from deletion', () => {
    const table = resourceOf('AWS::DynamoDB::Table');
    expect(table.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
      SSESpecification: { SSEEnabled: true },
    });
    expect(table.Properties).not.toHaveProperty('TableName'); // a generated name: several stacks per account
    expect(table.Properties.SSESpecification).not.toHaveProperty('KMSMasterKeyId');
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
  });
});

describe('API function', () => {
  it('runs the bundled handler on Node.js 24, arm64, with bounded memory and timeout', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      MemorySize: 512,
      Timeout: 10,
    });
  });

  it('gets exactly the contract environment: the table, aws mode, its public URL, no stacked decks, the notification topic, the VAPID public key, the origin secrets, the account-deletion queue', () => {
    const fn = apiFunction();
    expect(fn.Environment).toEqual({
      Variables: {
        TABLE_NAME: { Ref: logicalIdOf('AWS::DynamoDB::Table') },
        TURNPOST_MODE: 'aws',
        // The distribution's address, so that every link the API hands out passes CloudFront and the WAF.
        TURNPOST_PUBLIC_URL: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalIdOf('AWS::CloudFront::Distribution'), 'DomainName'] }]] },
        TURNPOST_ALLOW_STACKED: 'false',
        // Only so that PATCH /players/me accepts the SNS channel; the API publishes nothing.
        TURNPOST_SNS_TOPIC_ARN: { Ref: synthesized.stack.getLogicalId(synthesized.stack.notifications.topic.node.defaultChild as CfnTopic) },
        // Served at GET /push/public-key: made at deploy time by the PushKeys custom resource.
        TURNPOST_VAPID_PUBLIC_KEY: { 'Fn::GetAtt': [logicalIdOf('Custom::VapidKeys'), 'PublicKey'] },
        // The origin secret CloudFront sends, and the next generation's (dynamic references, resolved at deploy).
        TURNPOST_ORIGIN_SECRET: expect.objectContaining({ 'Fn::Join': expect.anything() }),
        TURNPOST_ORIGIN_SECRET_NEXT: expect.objectContaining({ 'Fn::Join': expect.anything() }),
        // Where DELETE /players/me queues the rest of a deletion.
        ACCOUNT_DELETION_QUEUE_URL: { Ref: synthesized.stack.getLogicalId(synthesized.stack.accountDeletions.queue.node.defaultChild as CfnQueue) },
      },
    });
  });

  it('logs to its own log group, with a retention, and is not traced by default', () => {
    const fn = apiFunction();
    const logGroupId = (fn.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
    const logGroup = template.findResources('AWS::Logs::LogGroup')[logGroupId] as { Properties: Json };
    expect(logGroup.Properties.RetentionInDays).toBeGreaterThan(0);
    expect(fn).not.toHaveProperty('TracingConfig');
  });
});

describe('least privilege', () => {
  it('grants the API exactly the gameplay item actions on the table, and Query on its games index alone (no Scan, no wildcard)', () => {
    const dynamo = statementsOf(template, synthesized.stack, synthesized.stack.apiFunction).filter((statement) => actionsOf(statement).some((action) => action.startsWith('dynamodb:')));
    expect(dynamo).toHaveLength(2);
    const onTable = dynamo.find((statement) => JSON.stringify(statement.Resource) === JSON.stringify({ 'Fn::GetAtt': [logicalIdOf('AWS::DynamoDB::Table'), 'Arn'] }))!;
    expect(onTable.Effect).toBe('Allow');
    expect(actionsOf(onTable).sort()).toEqual([...gameplayActions].sort());
    expect(actionsOf(onTable)).not.toContain('dynamodb:Scan');
    const onIndex = dynamo.find((statement) => statement !== onTable)!;
    expect(actionsOf(onIndex)).toEqual([...gameplayIndexActions]);
    expect(JSON.stringify(onIndex.Resource)).toContain(`/index/${CHANGE_INDEX}`);
  });

  it('uses no managed policy and no wildcard action or resource anywhere (but in the CDK-made web deployment handler)', () => {
    const ours = ([id]: [string, unknown]) => !id.startsWith(CDK_DEPLOYMENT_HANDLER);
    for (const [, role] of (Object.entries(template.findResources('AWS::IAM::Role')) as Array<[string, { Properties: Json }]>).filter(ours)) {
      expect(role.Properties).not.toHaveProperty('ManagedPolicyArns');
      expect(role.Properties).not.toHaveProperty('Policies');
    }
    for (const statement of allStatements(ours)) {
      for (const action of actionsOf(statement)) expect(action).not.toMatch(/\*/);
      expect(JSON.stringify(statement.Resource)).not.toMatch(/"\*"|\/\*"/);
    }
  });

  it('lets the web deployment handler touch only S3 objects and buckets and CloudFront invalidations', () => {
    const statements = allStatements(([id]) => id.startsWith(CDK_DEPLOYMENT_HANDLER));
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) for (const action of actionsOf(statement)) expect(action).toMatch(/^(s3:|cloudfront:(Create|Get)Invalidation$)/);
  });

  it('lets every function write only to its own log group', () => {
    for (const turnpostFunction of everyFunction()) {
      const fn = functionProperties(template, synthesized.stack, turnpostFunction);
      const logGroupId = (fn.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
      const logs = statementsOf(template, synthesized.stack, turnpostFunction).filter((statement) => actionsOf(statement).some((action) => action.startsWith('logs:')));
      expect(logs).toEqual([
        { Effect: 'Allow', Action: ['logs:CreateLogStream', 'logs:PutLogEvents'], Resource: { 'Fn::GetAtt': [logGroupId, 'Arn'] } },
      ]);
    }
    expect(new Set(everyFunction().map((fn) => JSON.stringify(functionProperties(template, synthesized.stack, fn).LoggingConfig))).size).toBe(4);
  });
});

describe('HTTP API', () => {
  it('sends every request through the $default route to the function (payload 2.0)', () => {
    const apiId = logicalIdOf('AWS::ApiGatewayV2::Api');
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP' });
    template.resourceCountIs('AWS::ApiGatewayV2::Route', 1);
    const integrationId = logicalIdOf('AWS::ApiGatewayV2::Integration');
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      ApiId: { Ref: apiId },
      RouteKey: '$default',
      Target: { 'Fn::Join': ['', ['integrations/', { Ref: integrationId }]] },
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::Integration', {
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
      IntegrationUri: { 'Fn::GetAtt': [apiFunctionId(), 'Arn'] },
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'apigateway.amazonaws.com',
      SourceArn: Match.objectLike({ 'Fn::Join': ['', Match.arrayWith([{ Ref: apiId }])] }),
    });
  });

  it('throttles and access-logs its one auto-deployed $default stage, as JSON, without headers', () => {
    const { Properties: stage } = resourceOf('AWS::ApiGatewayV2::Stage');
    expect(stage).toMatchObject({ StageName: '$default', AutoDeploy: true });
    const throttle = stage.DefaultRouteSettings as { ThrottlingRateLimit: number; ThrottlingBurstLimit: number };
    expect(throttle).toEqual({ ThrottlingRateLimit: API_THROTTLE.rateLimit, ThrottlingBurstLimit: API_THROTTLE.burstLimit });
    // Sized for every client together: far above one client's WAF limit, so one client cannot throttle the rest.
    expect(throttle.ThrottlingRateLimit).toBeGreaterThanOrEqual(20 * (RATE_LIMITS.perClient.limit / RATE_LIMITS.perClient.windowSeconds));
    expect(throttle.ThrottlingBurstLimit).toBeGreaterThanOrEqual(throttle.ThrottlingRateLimit);

    const accessLogs = stage.AccessLogSettings as { DestinationArn: { 'Fn::GetAtt': [string, string] }; Format: string };
    const [logGroupId] = accessLogs.DestinationArn['Fn::GetAtt'];
    const logGroup = template.findResources('AWS::Logs::LogGroup')[logGroupId] as { Properties: Json };
    expect(logGroup.Properties.RetentionInDays).toBeGreaterThan(0);
    const fields = JSON.parse(accessLogs.Format) as Record<string, string>;
    expect(fields).toMatchObject({ requestId: '$context.requestId', status: '$context.status', path: '$context.path' });
    expect(accessLogs.Format).not.toMatch(/authorization|header|requestBody/i);
  });
});

describe('alarms and outputs', () => {
  it('alarms on any 5xx of the API and notifies a topic that only accepts TLS', () => {
    const topicId = synthesized.stack.getLogicalId(synthesized.stack.alarms.topic.node.defaultChild as CfnTopic);
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/ApiGateway',
      MetricName: '5xx',
      Dimensions: [{ Name: 'ApiId', Value: { Ref: logicalIdOf('AWS::ApiGatewayV2::Api') } }],
      Statistic: 'Sum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [{ Ref: topicId }],
    });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Action: 'sns:Publish', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
    template.resourceCountIs('AWS::SNS::Subscription', 0);
  });

  it('outputs the API URL (through the distribution), the direct endpoint (which refuses what lacks the origin secret), and the table name', () => {
    template.hasOutput('ApiUrl', { Value: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalIdOf('AWS::CloudFront::Distribution'), 'DomainName'] }]] } });
    template.hasOutput('DirectApiUrl', { Value: { 'Fn::GetAtt': [logicalIdOf('AWS::ApiGatewayV2::Api'), 'ApiEndpoint'] } });
    template.hasOutput('TableName', { Value: { Ref: logicalIdOf('AWS::DynamoDB::Table') } });
  });

  it('hosts the web app: a private bucket read by CloudFront with origin access control, the API behind the same distribution', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
    });
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', { OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always' } });
    const distribution = resourceOf('AWS::CloudFront::Distribution').Properties.DistributionConfig as {
      DefaultCacheBehavior: Json;
      CacheBehaviors: Array<Json & { PathPattern: string }>;
      Origins: Array<Json & { Id: string }>;
    };
    expect(distribution.CacheBehaviors.map((behavior) => behavior.PathPattern)).toEqual(['/play/assets/*', '/play/*']);
    // Everything else is the API: every method, nothing cached, the caller's headers and query passed on.
    expect(distribution.DefaultCacheBehavior).toMatchObject({ AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PATCH', 'OPTIONS']), CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', ViewerProtocolPolicy: 'https-only' });
    const apiOrigin = distribution.Origins.find((origin) => origin.Id === distribution.DefaultCacheBehavior.TargetOriginId)!;
    expect(JSON.stringify(apiOrigin.DomainName)).toContain(logicalIdOf('AWS::ApiGatewayV2::Api'));
    expect(distribution.Origins.some((origin) => origin.OriginAccessControlId !== undefined)).toBe(true);
    // Deep links are the app's index.html; the service worker and the manifest are themselves.
    template.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: Match.stringLikeRegexp("'/play/index.html'") });
    template.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: Match.stringLikeRegexp('\\["/play/sw.js","/play/manifest.webmanifest"\\]') });
    // The uploads: hashed assets (bundle, stylesheet, icons) cached for ever; index.html and sw.js never; the manifest never, with its own content type.
    const uploads = Object.values(template.findResources('Custom::CDKBucketDeployment')).map((resource) => (resource as { Properties: Json }).Properties);
    const upload = (file: string) => uploads.filter((props) => ((props.Include as string[] | undefined) ?? []).includes(file));
    expect(uploads.find((props) => !props.Include)).toMatchObject({ Exclude: ['index.html', 'sw.js', 'manifest.webmanifest'], SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' } });
    expect(upload('sw.js')).toEqual([expect.objectContaining({ Include: ['index.html', 'sw.js'], SystemMetadata: { 'cache-control': 'no-cache' }, DistributionPaths: ['/play/*'] })]);
    expect(upload('manifest.webmanifest')).toEqual([expect.objectContaining({ SystemMetadata: { 'cache-control': 'no-cache', 'content-type': 'application/manifest+json' } })]);
    // And the bare host name redirects to the app.
    template.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: Match.stringLikeRegexp("uri === '/' \\|\\| uri === '/play'\\).*location: \\{ value: '/play/' \\}") });
    expect(distribution.DefaultCacheBehavior.FunctionAssociations).toEqual([expect.objectContaining({ EventType: 'viewer-request' })]);
    template.hasOutput('AppUrl', { Value: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalIdOf('AWS::CloudFront::Distribution'), 'DomainName'] }, '/play/']] } });
    // Notification links open the game in the app.
    expect(JSON.stringify((functionProperties(template, synthesized.stack, synthesized.stack.notifications.notifier) as { Environment: Json }).Environment)).toContain('TURNPOST_APP_URL');
  });

  it('gives every log group a retention', () => {
    const logGroups = Object.values(template.findResources('AWS::Logs::LogGroup')) as { Properties: Json }[];
    expect(logGroups.length).toBeGreaterThanOrEqual(2);
    for (const logGroup of logGroups) expect(logGroup.Properties.RetentionInDays).toBeGreaterThan(0);
  });
});

// One synth serves the template assertions above and the bundle checks below: bundling is the slow part.
describe('API function bundle (as deployed)', () => {
  const bundleDir = () => bundleDirectory(synthesized.assembly, synthesized.stack, synthesized.stack.apiFunction);

  it('is one minified ES module, its source map and the OpenAPI document made while bundling', () => {
    expect(readdirSync(bundleDir()).sort()).toEqual(['index.mjs', 'index.mjs.map', 'openapi.json']);
  });

  it('answers GET /openapi.json with, byte for byte, the document the generator makes, and carries no generator', async () => {
    const env = { PATH: process.env.PATH ?? '', AWS_REGION: 'eu-west-1', TABLE_NAME: 'turnpost-test', TURNPOST_MODE: 'aws', TURNPOST_ALLOW_STACKED: 'false', TURNPOST_PUBLIC_URL: 'https://api.example.com' };
    const url = pathToFileURL(join(bundleDir(), 'index.mjs')).href;
    const event = { version: '2.0', rawPath: '/openapi.json', rawQueryString: '', headers: {}, isBase64Encoded: false, requestContext: { http: { method: 'GET', path: '/openapi.json', sourceIp: '203.0.113.1' }, requestId: 'r1', stage: '$default' } };
    // The answer alone on stdout, after the request's log line.
    const script = `const m = await import(${JSON.stringify(url)}); const answer = await m.handler(${JSON.stringify(event)}); process.stdout.write('\\n' + JSON.stringify(answer));`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env, maxBuffer: 16 * 1024 * 1024 });
    const answer = JSON.parse(stdout.slice(stdout.lastIndexOf('\n') + 1)) as { statusCode: number; body: string };
    expect(answer.statusCode).toBe(200);
    const generated = JSON.stringify(openApiDocument(routes, new GameCatalog(games), loadConfig(env)));
    expect(answer.body === generated, 'the bundled document differs from what functions/http/openapi.ts generates').toBe(true);
    expect(JSON.parse(answer.body).servers).toEqual([{ url: 'https://api.example.com', description: 'this deployment' }]);
    // The generator, its per-game schemas and examples and the development routes stay out of the bundle.
    const sources = (JSON.parse(readFileSync(join(bundleDir(), 'index.mjs.map'), 'utf8')) as { sources: string[] }).sources;
    for (const left of ['functions/http/openapi.ts', 'functions/http/game-schemas.ts', 'functions/http/game-examples.ts', 'functions/http/routes/dev.ts']) {
      expect(sources.some((source) => source.endsWith(left)), left).toBe(false);
    }
    expect(sources.some((source) => source.endsWith('functions/http/bundled-openapi.ts'))).toBe(true);
  });

  it("logs an unhandled error's stack with the .ts files and lines of the source, through the source map", async () => {
    // A stand-in DynamoDB that answers 200 with a body that is not JSON: the bundled SDK's
    // deserializer throws, an error no route expects, which the API logs with its stack (a 500).
    const dynamo = createServer((_req, res) => res.end('not JSON'));
    await new Promise<void>((resolve) => dynamo.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(dynamo.address() as AddressInfo).port}`;
    const url = pathToFileURL(join(bundleDir(), 'index.mjs')).href;
    const event = { version: '2.0', rawPath: '/games/abcdefghijklmnop', rawQueryString: '', headers: {}, isBase64Encoded: false, requestContext: { http: { method: 'GET', path: '/games/abcdefghijklmnop', sourceIp: '203.0.113.1' }, requestId: 'r1', stage: '$default' } };
    const script = `const m = await import(${JSON.stringify(url)}); const answer = await m.handler(${JSON.stringify(event)}); console.log(JSON.stringify({ status: answer.statusCode }));`;
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH, AWS_REGION: 'eu-west-1', TABLE_NAME: 'turnpost-test', TURNPOST_MODE: 'aws', TURNPOST_ALLOW_STACKED: 'false', AWS_ENDPOINT_URL_DYNAMODB: endpoint, AWS_ACCESS_KEY_ID: 'test', AWS_SECRET_ACCESS_KEY: 'test' },
      });
      // The log lines (errors on stderr), then the answer's status.
      // (Node 20 also prints the AWS SDK's NodeVersionSupportWarning on stderr: not a log line.)
      const lines = `${stderr}${stdout}`.trim().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { message?: string; stack?: string; status?: number });
      expect(lines.at(-1)!.status).toBe(500);
      const stack = lines.find((line) => line.message === 'unhandled error')!.stack!;
      expect(stack).toMatch(/SyntaxError/);
      expect(stack).toMatch(/functions\/[\w/-]+\.ts:\d+:\d+/);
      expect(stack).not.toMatch(/index\.mjs:\d+/);
    } finally {
      await new Promise((resolve) => dynamo.close(resolve));
    }
  });

  it(`stays under the ${maxBundleBytes / 1024} KB ceiling`, () => {
    const bytes = statSync(join(bundleDir(), 'index.mjs')).size;
    expect(bytes, 'minified bytes of functions/handlers/api.ts; `npm run bench:lambda` shows the figures').toBeLessThanOrEqual(maxBundleBytes);
  });

  it('loads in plain Node and exports the handler (an ES module, the AWS SDK bundled in it)', () => {
    const url = pathToFileURL(join(bundleDir(), 'index.mjs')).href;
    const probe = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', `const m = await import(${JSON.stringify(url)}); process.stdout.write(typeof m.handler);`],
      {
        encoding: 'utf8',
        timeout: 60_000,
        env: { PATH: process.env.PATH, AWS_REGION: 'eu-west-1', TABLE_NAME: 'turnpost-test', TURNPOST_MODE: 'aws', TURNPOST_ALLOW_STACKED: 'false' },
      },
    );
    expect(probe.status, probe.stderr).toBe(0);
    expect(probe.stdout).toBe('function');
    expect(readFileSync(join(bundleDir(), 'index.mjs.map'), 'utf8')).toMatch(/@aws-sdk\/client-dynamodb\//);
  });
});
