import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { App, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { scratchOutdir, synthTurnpost, unacknowledgedViolations, type SynthesizedTurnpost } from './cloud-assembly.js';

/** Every turnpost function in the stack, by construct path. */
const functionPaths = ['Turnpost/PushKeys/Maker', 'Turnpost/Notifications/Notifier', 'Turnpost/Notifications/Deliverer', 'Turnpost/Bots/Worker', 'Turnpost/Deadlines/Sweeper', 'Turnpost/Digests/Sender', 'Turnpost/AccountDeletions/Worker', 'Turnpost/ApiFunction'];

interface Acknowledgement {
  path: string;
  id: string;
  reason: string;
}

/** Every acknowledged finding in the stack, where it was made, and why. */
function acknowledgements(root: IConstruct): Acknowledgement[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      // Recorded as { "<namespace>::<rule id>": reason }.
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
      .map(([id, reason]) => ({ path: construct.node.path, id, reason })),
  );
}

describe('cdk-nag AwsSolutions, as `cdk synth` runs it', () => {
  let plain: SynthesizedTurnpost;
  let traced: SynthesizedTurnpost;

  beforeAll(() => {
    plain = synthTurnpost();
    traced = synthTurnpost({ tracing: 'true', alarmEmail: 'ops@example.com', emailFrom: 'turns@example.com' });
  }, 1_200_000);
  afterAll(() => {
    plain?.remove();
    traced?.remove();
  });

  it('reports no unacknowledged error or warning', () => {
    expect(unacknowledgedViolations(plain.assembly)).toEqual([]);
  });

  it('acknowledges only the public-route authorization, the stream DLQ, the web and log buckets\' own logging, the origin secrets\' rotation, the geo restriction, TLS and CDK-made deployment handler, each with a reason (the WAF is on)', () => {
    const acks = acknowledgements(plain.stack);
    const at = (path: string | RegExp, rule: RegExp) => ({ path: typeof path === 'string' ? path : expect.stringMatching(path), id: expect.stringMatching(rule) });
    const deployment = /^Turnpost\/Custom::CDKBucketDeployment/;
    expect(acks.map(({ path, id }) => ({ path, id }))).toEqual(
      expect.arrayContaining([
        at('Turnpost/Api/DefaultRoute', /AwsSolutions-APIG4$/),
        at('Turnpost/Notifications/StreamDeadLetters', /AwsSolutions-SQS3$/),
        at('Turnpost/Web/Files', /AwsSolutions-S1$/),
        at('Turnpost/Web/AccessLogs/Bucket', /AwsSolutions-S1$/),
        at('Turnpost/OriginSecret/Generation1', /AwsSolutions-SMG4$/),
        at('Turnpost/OriginSecret/Generation2', /AwsSolutions-SMG4$/),
        ...['CFR1', 'CFR4'].map((rule) => at('Turnpost/Web/Distribution', new RegExp(`AwsSolutions-${rule}$`))),
        at(deployment, /AwsSolutions-IAM4\[Policy::.*AWSLambdaBasicExecutionRole\]$/),
        at(deployment, /AwsSolutions-L1$/),
      ]),
    );
    // The deployment handler's wildcards: object actions on the two buckets it copies between, and the invalidation.
    expect(acks.filter((ack) => deployment.test(ack.path) && ack.id.includes('IAM5'))).toHaveLength(8);
    // CloudFront's standard logs are on (no CFR3); the log bucket and the two origin secrets add three.
    expect(acks.some((ack) => ack.id.includes('CFR3'))).toBe(false);
    expect(acks).toHaveLength(2 + 1 + 2 + 2 + 8 + 1 + 2);
    expect(acks.some((ack) => ack.id.includes('CFR2'))).toBe(false); // CloudFront has its web ACL
    for (const ack of acks) expect(ack.reason.length).toBeGreaterThan(60);
  });

  it('stays clean with tracing, an alarm e-mail and e-mail sending (context options), acknowledging only the X-Ray wildcard and the link key\'s rotation', () => {
    expect(unacknowledgedViolations(traced.assembly)).toEqual([]);
    const xray = acknowledgements(traced.stack).filter((ack) => ack.id.includes('IAM5') && !ack.path.includes('CDKBucketDeployment'));
    const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);
    expect(xray.map(({ path, id }) => ({ path, id })).sort(byPath)).toEqual(
      [...functionPaths, 'Turnpost/Email/Feedback'].map((path) => ({ path: `${path}/Role`, id: expect.stringMatching(/AwsSolutions-IAM5\[Resource::\*\]$/) })).sort(byPath),
    );
    // The e-mail link key is rotated by replacing it, not on a schedule: said beside it.
    expect(acknowledgements(traced.stack).filter((ack) => ack.path.startsWith('Turnpost/Email')).map(({ path, id }) => ({ path, id }))).toEqual(expect.arrayContaining([{ path: 'Turnpost/Email/LinkSecret', id: expect.stringMatching(/AwsSolutions-SMG4$/) }]));

    const template = Template.fromStack(traced.stack);
    template.hasResourceProperties('AWS::Lambda::Function', { TracingConfig: { Mode: 'Active' } });
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Action: Match.arrayWith(['xray:PutTraceSegments']), Resource: '*' })]) },
    });
  });

  it('fails synth on a finding nobody acknowledged (the checks really run)', () => {
    const outdir = scratchOutdir('nag-control');
    try {
      // CDK's own CloudFormation checks are off here: this app only proves that cdk-nag fails synth.
      const app = new App({ outdir: outdir.path, builtinCloudFormationValidation: false });
      const stack = new Stack(app, 'Control');
      new Table(stack, 'NoRecovery', { partitionKey: { name: 'pk', type: AttributeType.STRING }, removalPolicy: RemovalPolicy.DESTROY });
      Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
      expect(() => app.synth()).toThrow(/AwsSolutions-DDB3/);
    } finally {
      outdir.remove();
    }
  });
});
