/**
 * The public stack's defences, on the synthesized templates: the API answers only what came
 * through CloudFront (a secret origin header from Secrets Manager, two generations accepted), the
 * distribution is IPv4-only (the WAF cannot count IPv6 clients by /64) and logs clients'
 * addresses, security headers on the app and the API, caps on concurrency and table throughput,
 * alarms on throttling and WAF blocks, a budget, retained dead letters, an optional backup plan,
 * adopting a kept table, the digests on their own schedule, and the bot pipe forwarding only what
 * says whether a bot must move. With the WAF off, every defence that does not need it still holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { gamesAwaitingBots } from '../../functions/bots/bot-turns.js';
import type { StreamRecord } from '../../functions/store/stream-images.js';
import { ORIGIN_SECRET_HEADER } from '../../functions/http/origin-check.js';
import { marshall } from '@aws-sdk/util-dynamodb';
import { BOT_MAX_CONCURRENCY, BOT_MESSAGE_TEMPLATE } from '../../lib/server-bots.js';
import { DELIVERER_MAX_CONCURRENCY } from '../../lib/delivery-worker.js';
import { DELETION_MAX_CONCURRENCY } from '../../lib/account-deletions.js';
import { WAF_BLOCKS_ALARM_THRESHOLD } from '../../lib/edge-firewall.js';
import { TABLE_THROUGHPUT_CAP } from '../../lib/turnpost-table.js';
import { PERMISSIONS_POLICY } from '../../lib/response-headers.js';
import { edgeStackName } from '../../lib/turnpost-app.js';
import { synthTurnpost, TEST_REGION, unacknowledgedViolations, type SynthesizedTurnpost } from './cloud-assembly.js';
import { functionProperties } from './template-queries.js';

type Json = Record<string, unknown>;
/** The templates only: no function bundle or web build (CDK's own switch, as `cdk synth --exclusively` uses). */
const NO_BUNDLING = { 'aws:cdk:bundling-stacks': [] };
/** One synth with cdk-nag takes a few seconds alone, minutes on a machine shared by many test runs. */
const SYNTH_TIMEOUT_MS = 600_000;
const STREAM = `arn:aws:dynamodb:${TEST_REGION}:123456789012:table/turnpost-games/stream/2026-01-01T00:00:00.000`;

let full: SynthesizedTurnpost;
let lean: SynthesizedTurnpost;
let fullTemplate: Template;
let leanTemplate: Template;

beforeAll(() => {
  full = synthTurnpost({ ...NO_BUNDLING, alarmEmail: 'ops@example.com', budgetUsd: '25', backup: 'true' });
  lean = synthTurnpost({ ...NO_BUNDLING, waf: 'false', existingTable: 'turnpost-games', existingTableStreamArn: STREAM });
  fullTemplate = Template.fromStack(full.stack);
  leanTemplate = Template.fromStack(lean.stack);
}, SYNTH_TIMEOUT_MS * 2);
afterAll(() => {
  full?.remove();
  lean?.remove();
});

const resources = (template: Template, type: string) => Object.entries(template.findResources(type)) as Array<[string, { Properties: Json } & Json]>;
const distribution = (template: Template) => resources(template, 'AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig as Json & { Origins: Array<Json & { Id: string; CustomOriginConfig?: Json; OriginCustomHeaders?: Array<{ HeaderName: string; HeaderValue: unknown }> }>; DefaultCacheBehavior: Json; CacheBehaviors: Array<Json & { PathPattern: string }> };
const bothShapes = (): Array<[string, Template, SynthesizedTurnpost]> => [['with the WAF', fullTemplate, full], ['without the WAF', leanTemplate, lean]];

describe('the front door: the API refuses what did not come through CloudFront', () => {
  for (const shape of ['with the WAF', 'without the WAF']) {
    it(`CloudFront adds the secret header to the API origin, and the api function accepts it and the next generation (${shape})`, () => {
      const [, template, stack] = bothShapes().find(([name]) => name === shape)!;
      const config = distribution(template);
      const apiOrigin = config.Origins.find((origin) => origin.CustomOriginConfig !== undefined)!;
      const header = apiOrigin.OriginCustomHeaders!.find((entry) => entry.HeaderName === ORIGIN_SECRET_HEADER)!;
      const secrets = resources(template, 'AWS::SecretsManager::Secret').map(([id]) => id);
      expect(secrets).toHaveLength(2);
      // A dynamic reference to a generated secret, resolved at deploy time: no value in the template.
      const sent = JSON.stringify(header.HeaderValue);
      expect(sent).toContain('{{resolve:secretsmanager:');
      const environment = (functionProperties(template, stack.stack, stack.stack.apiFunction).Environment as { Variables: Json }).Variables;
      expect(JSON.stringify(environment.TURNPOST_ORIGIN_SECRET)).toBe(sent);
      expect(JSON.stringify(environment.TURNPOST_ORIGIN_SECRET_NEXT)).toContain('{{resolve:secretsmanager:');
      expect(environment.TURNPOST_ORIGIN_SECRET_NEXT).not.toEqual(environment.TURNPOST_ORIGIN_SECRET);
      for (const id of secrets) expect(sent.includes(id) || JSON.stringify(environment.TURNPOST_ORIGIN_SECRET_NEXT).includes(id)).toBe(true);
      for (const [, secret] of resources(template, 'AWS::SecretsManager::Secret')) expect(secret.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 48, ExcludePunctuation: true });
    });
  }

  it('a new generation (-c originSecretGeneration=2) sends what generation 1 accepted as the next', () => {
    const rotated = synthTurnpost({ ...NO_BUNDLING, waf: 'false', originSecretGeneration: '2' });
    try {
      const ids = (template: Template) => resources(template, 'AWS::SecretsManager::Secret').map(([id]) => id).sort();
      const before = ids(leanTemplate);
      const after = ids(Template.fromStack(rotated.stack));
      expect(after.filter((id) => before.includes(id))).toHaveLength(1);
      const header = distribution(Template.fromStack(rotated.stack)).Origins.flatMap((origin) => origin.OriginCustomHeaders ?? [])[0]!;
      const kept = after.find((id) => before.includes(id))!;
      expect(JSON.stringify(header.HeaderValue)).toContain(kept);
    } finally {
      rotated.remove();
    }
  }, SYNTH_TIMEOUT_MS);
});

describe('the distribution', () => {
  it('answers IPv4 only, logs each request with the client address to a private bucket, in both shapes', () => {
    for (const [, template] of bothShapes()) {
      const config = distribution(template);
      expect(config.IPV6Enabled).toBe(false);
      expect(config.Logging).toMatchObject({ Bucket: expect.anything(), Prefix: 'cloudfront/' });
      const logBucket = resources(template, 'AWS::S3::Bucket').find(([, bucket]) => JSON.stringify(bucket.Properties.LifecycleConfiguration ?? '').includes('ExpirationInDays'))!;
      expect(logBucket[1].Properties).toMatchObject({ PublicAccessBlockConfiguration: { BlockPublicAcls: true, RestrictPublicBuckets: true }, OwnershipControls: { Rules: [{ ObjectOwnership: 'ObjectWriter' }] } });
      expect(logBucket[1].DeletionPolicy).toBe('Retain');
    }
  });

  it('sends nosniff and HSTS with the API\'s answers, COOP and a Permissions-Policy with the app\'s', () => {
    for (const [, template] of bothShapes()) {
      const policies = Object.fromEntries(resources(template, 'AWS::CloudFront::ResponseHeadersPolicy').map(([id, policy]) => [id, policy.Properties.ResponseHeadersPolicyConfig as Json]));
      const config = distribution(template);
      const policyOf = (behavior: Json) => policies[(behavior.ResponseHeadersPolicyId as { Ref: string }).Ref]!;
      const api = policyOf(config.DefaultCacheBehavior);
      expect(api.SecurityHeadersConfig).toMatchObject({ ContentTypeOptions: { Override: true }, StrictTransportSecurity: { AccessControlMaxAgeSec: 31_536_000, IncludeSubdomains: true, Override: true } });
      const app = policyOf(config.CacheBehaviors.find((behavior) => !behavior.PathPattern.includes('assets'))!);
      expect((app.CustomHeadersConfig as { Items: Json[] }).Items).toEqual(
        expect.arrayContaining([
          { Header: 'Cross-Origin-Opener-Policy', Value: 'same-origin', Override: true },
          { Header: 'Permissions-Policy', Value: PERMISSIONS_POLICY, Override: true },
        ]),
      );
      expect(app.SecurityHeadersConfig).toMatchObject({ ContentTypeOptions: { Override: true }, StrictTransportSecurity: { Override: true }, ContentSecurityPolicy: { Override: true } });
    }
  });
});

describe('caps and alarms', () => {
  it('caps the deliverer, the bot worker and account deletions at a few at once, and the notifier at one batch per shard', () => {
    const mappings = resources(fullTemplate, 'AWS::Lambda::EventSourceMapping').map(([, mapping]) => mapping.Properties);
    const sqs = mappings.filter((mapping) => mapping.ScalingConfig !== undefined).map((mapping) => (mapping.ScalingConfig as Json).MaximumConcurrency).sort();
    expect(sqs).toEqual([BOT_MAX_CONCURRENCY, DELIVERER_MAX_CONCURRENCY, DELETION_MAX_CONCURRENCY].sort());
    expect(mappings.filter((mapping) => mapping.StartingPosition !== undefined).map((mapping) => mapping.ParallelizationFactor)).toEqual([1]);
  });

  it('caps the table\'s and its index\'s on-demand throughput', () => {
    const table = resources(fullTemplate, 'AWS::DynamoDB::Table')[0]![1].Properties;
    const cap = { MaxReadRequestUnits: TABLE_THROUGHPUT_CAP.maxReadRequestUnits, MaxWriteRequestUnits: TABLE_THROUGHPUT_CAP.maxWriteRequestUnits };
    expect(table.OnDemandThroughput).toEqual(cap);
    for (const index of table.GlobalSecondaryIndexes as Json[]) expect(index.OnDemandThroughput).toEqual(cap);
  });

  it('alarms on Lambda throttles, DynamoDB throttles and the API\'s 429s, to the alarm topic', () => {
    const alarms = resources(fullTemplate, 'AWS::CloudWatch::Alarm').map(([, alarm]) => JSON.stringify(alarm.Properties));
    expect(alarms.some((alarm) => alarm.includes('"MetricName":"Throttles"') && alarm.includes('AWS/Lambda'))).toBe(true);
    expect(alarms.some((alarm) => alarm.includes('ReadThrottleEvents') && alarm.includes('WriteThrottleEvents'))).toBe(true);
    expect(alarms.some((alarm) => alarm.includes('"MetricName":"Api429s"'))).toBe(true);
    fullTemplate.hasResourceProperties('AWS::Logs::MetricFilter', { FilterPattern: '{ $.status = "429" }', MetricTransformations: [Match.objectLike({ MetricName: 'Api429s', MetricValue: '1' })] });
  });

  it('alarms on WAF blocks in the WAF\'s own region, mailed to the alarm address', () => {
    const edge = Template.fromJSON(full.assembly.stacks.find((stack) => stack.stackName === edgeStackName)!.template as Json);
    edge.hasResourceProperties('AWS::CloudWatch::Alarm', { Namespace: 'AWS/WAFV2', MetricName: 'BlockedRequests', Threshold: WAF_BLOCKS_ALARM_THRESHOLD, Dimensions: Match.arrayWith([{ Name: 'Rule', Value: 'ALL' }]) });
    edge.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
  });

  it('sets a monthly budget from -c budgetUsd, notifying the alarm topic, which lets AWS Budgets publish', () => {
    fullTemplate.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: { BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: 25, Unit: 'USD' } },
      NotificationsWithSubscribers: Match.arrayWith([Match.objectLike({ Notification: Match.objectLike({ NotificationType: 'FORECASTED', Threshold: 100 }) })]),
    });
    fullTemplate.hasResourceProperties('AWS::SNS::TopicPolicy', { PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Principal: { Service: 'budgets.amazonaws.com' }, Action: 'sns:Publish' })]) } });
    leanTemplate.resourceCountIs('AWS::Budgets::Budget', 0);
    expect(() => synthTurnpost({ ...NO_BUNDLING, waf: 'false', budgetUsd: 'lots' })).toThrow(/budgetUsd must be a positive amount/);
  });
});

describe('keeping data across a teardown', () => {
  it('retains every dead-letter queue', () => {
    const queues = resources(fullTemplate, 'AWS::SQS::Queue');
    const deadLetters = queues.filter(([id]) => /DeadLetters/.test(id));
    // the deliverer's, the bot worker's, account deletions', and the notifier's failed batches
    expect(deadLetters.length).toBe(4);
    for (const [, queue] of deadLetters) expect([queue.DeletionPolicy, queue.UpdateReplacePolicy]).toEqual(['Retain', 'Retain']);
  });

  it('-c backup=true: a daily backup plan of the table in a retained vault', () => {
    const vault = resources(fullTemplate, 'AWS::Backup::BackupVault')[0]![1];
    expect(vault.DeletionPolicy).toBe('Retain');
    fullTemplate.resourceCountIs('AWS::Backup::BackupPlan', 1);
    const selection = JSON.stringify(resources(fullTemplate, 'AWS::Backup::BackupSelection')[0]![1].Properties);
    const tableId = resources(fullTemplate, 'AWS::DynamoDB::Table')[0]![0];
    expect(selection).toContain(tableId);
    leanTemplate.resourceCountIs('AWS::Backup::BackupPlan', 0);
  });

  it('-c existingTable: adopts the kept table (no new one) and points every function and the stream readers at it', () => {
    leanTemplate.resourceCountIs('AWS::DynamoDB::Table', 0);
    const text = JSON.stringify(leanTemplate.toJSON());
    expect(text).toContain(STREAM);
    const environments = resources(leanTemplate, 'AWS::Lambda::Function').map(([, fn]) => (fn.Properties.Environment as { Variables?: Json } | undefined)?.Variables?.TABLE_NAME).filter(Boolean);
    expect(environments.length).toBeGreaterThanOrEqual(5);
    for (const name of environments) expect(name).toBe('turnpost-games');
    expect(resources(leanTemplate, 'AWS::Lambda::EventSourceMapping').some(([, mapping]) => mapping.Properties.EventSourceArn === STREAM)).toBe(true);
    expect(() => synthTurnpost({ ...NO_BUNDLING, waf: 'false', existingTable: 'turnpost-games' })).toThrow(/existingTableStreamArn/);
    expect(() => synthTurnpost({ ...NO_BUNDLING, waf: 'false', existingTable: 'other', existingTableStreamArn: STREAM })).toThrow(/stream ARN of table other/);
  });

  it('stays clean under cdk-nag in both shapes', () => {
    expect(unacknowledgedViolations(full.assembly)).toEqual([]);
    expect(unacknowledgedViolations(lean.assembly)).toEqual([]);
  });
});

describe('the daily digests', () => {
  it('run on their own schedule with the delivery queue; the sweeper no longer sends them', () => {
    const { sweeper, digests } = full.stack;
    const sweeperEnv = (functionProperties(fullTemplate, full.stack, sweeper.sweeper).Environment as { Variables: Json }).Variables;
    expect(sweeperEnv.DELIVERY_QUEUE_URL).toBeUndefined();
    const digestFn = functionProperties(fullTemplate, full.stack, digests.sender);
    expect((digestFn.Environment as { Variables: Json }).Variables.DELIVERY_QUEUE_URL).toBeDefined();
    const digestId = full.stack.getLogicalId(digests.sender.handler.node.defaultChild as never);
    const rules = resources(fullTemplate, 'AWS::Events::Rule').filter(([, rule]) => JSON.stringify(rule.Properties.Targets).includes(digestId));
    expect(rules.map(([, rule]) => rule.Properties.ScheduleExpression)).toEqual(['rate(5 minutes)']);
  });
});

describe('the bot pipe', () => {
  /** What EventBridge Pipes puts on the queue for `record`: the template with each <$.path> filled in (null where the record has none). */
  function render(template: string, record: Json): StreamRecord {
    const filled = template.replace(/"?<\$\.([\w.]+)>"?/g, (whole, path: string) => {
      const value = path.split('.').reduce<unknown>((at, key) => (at as Json | undefined)?.[key], record);
      if (whole.startsWith('"')) return JSON.stringify(String(value ?? ''));
      return value === undefined ? 'null' : JSON.stringify(value);
    });
    return JSON.parse(filled) as StreamRecord;
  }

  const record = (game: Json): Json => ({
    eventName: 'MODIFY',
    dynamodb: { Keys: marshall({ pk: `GAME#${game.id}`, sk: 'GAME' }), NewImage: marshall({ pk: `GAME#${game.id}`, sk: 'GAME', ...game }) },
  });

  it('forwards the keys and what says a bot must move, never the hands or the seed', () => {
    fullTemplate.hasResourceProperties('AWS::Pipes::Pipe', { TargetParameters: { InputTemplate: BOT_MESSAGE_TEMPLATE } });
    const game = { id: 'g1', status: 'active', awaiting: [1], bots: [{ seat: 1, level: 'basic' }], seed: 'secret-seed', state: { hands: [[1, 2], [3, 4]] } };
    const message = render(BOT_MESSAGE_TEMPLATE, record(game));
    const text = JSON.stringify(message);
    expect(text).not.toContain('secret-seed');
    expect(text).not.toContain('hands');
    expect(gamesAwaitingBots([message])).toEqual(['g1']);
    // A game without bots (no `bots` attribute): the template writes null, and no bot is awaited.
    expect(gamesAwaitingBots([render(BOT_MESSAGE_TEMPLATE, record({ id: 'g2', status: 'active', awaiting: [0] }))])).toEqual([]);
  });
});
