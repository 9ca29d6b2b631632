/**
 * The per-client rate limits on AWS: a WAF web ACL in a us-east-1 stack of its own (CloudFront's
 * web ACLs must live there), with rate-based rules per IP (every request; sign-ups tighter) built
 * from the same numbers the local stack enforces, attached to the distribution that serves the
 * web app and the API. `-c waf=false` leaves it out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { RATE_LIMITS } from '../../functions/http/rate-limit-rules.js';
import { EDGE_REGION } from '../../lib/edge-firewall.js';
import { addTurnpost, edgeStackName } from '../../lib/turnpost-app.js';
import { cdkJsonContext, synthTurnpost, TEST_REGION, unacknowledgedViolations, type SynthesizedTurnpost } from './cloud-assembly.js';

type Json = Record<string, unknown>;

let withWaf: SynthesizedTurnpost;
let withoutWaf: SynthesizedTurnpost;

beforeAll(() => {
  withWaf = synthTurnpost();
  withoutWaf = synthTurnpost({ waf: 'false' });
});
afterAll(() => {
  withWaf?.remove();
  withoutWaf?.remove();
});

const edgeArtifact = (synthesized: SynthesizedTurnpost) => synthesized.assembly.stacks.find((stack) => stack.stackName === edgeStackName);
const distributionConfig = (synthesized: SynthesizedTurnpost) => {
  const distributions = Object.values(Template.fromStack(synthesized.stack).findResources('AWS::CloudFront::Distribution')) as Array<{ Properties: { DistributionConfig: Json } }>;
  expect(distributions).toHaveLength(1);
  return distributions[0]!.Properties.DistributionConfig;
};

describe('the WAF web ACL (on by default)', () => {
  it('lives in its own stack in us-east-1 with CLOUDFRONT scope, allowing by default', () => {
    const edge = edgeArtifact(withWaf)!;
    expect(edge.environment.region).toBe(EDGE_REGION);
    expect(withWaf.assembly.stacks.find((stack) => stack.stackName === withWaf.stack.stackName)!.environment.region).toBe(TEST_REGION);
    const acls = Object.values(edge.template.Resources as Record<string, { Type: string; Properties: Json }>).filter((resource) => resource.Type === 'AWS::WAFv2::WebACL');
    expect(acls).toHaveLength(1);
    expect(acls[0]!.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
  });

  it('blocks an IP over its request limit, and sooner over its sign-up limit, with the API\'s 429 body and Retry-After', () => {
    const acl = Object.values(edgeArtifact(withWaf)!.template.Resources as Record<string, { Type: string; Properties: Json }>).find((resource) => resource.Type === 'AWS::WAFv2::WebACL')!.Properties;
    const rules = acl.Rules as Array<Json & { Name: string; Statement: { RateBasedStatement: Json } }>;
    expect(rules.map((rule) => rule.Name)).toEqual(['SignUps', 'PerClient']);
    const [signUps, perClient] = rules;
    expect(perClient!.Statement.RateBasedStatement).toEqual({ Limit: RATE_LIMITS.perClient.limit, EvaluationWindowSec: RATE_LIMITS.perClient.windowSeconds, AggregateKeyType: 'IP' });
    expect(signUps!.Statement.RateBasedStatement).toMatchObject({ Limit: RATE_LIMITS.signUps.limit, EvaluationWindowSec: RATE_LIMITS.signUps.windowSeconds, AggregateKeyType: 'IP' });
    // Scoped down to POST /players exactly.
    const scoped = (signUps!.Statement.RateBasedStatement.ScopeDownStatement as { AndStatement: { Statements: Array<{ ByteMatchStatement: Json }> } }).AndStatement.Statements;
    expect(scoped.map(({ ByteMatchStatement: match }) => [match.FieldToMatch, match.SearchString, match.PositionalConstraint])).toEqual([
      [{ Method: {} }, 'POST', 'EXACTLY'],
      [{ UriPath: {} }, '/players', 'EXACTLY'],
    ]);
    expect(RATE_LIMITS.signUps.limit).toBeLessThan(RATE_LIMITS.perClient.limit);
    const bodies = acl.CustomResponseBodies as Record<string, { ContentType: string; Content: string }>;
    for (const rule of rules) {
      const response = (rule.Action as { Block: { CustomResponse: { ResponseCode: number; CustomResponseBodyKey: string; ResponseHeaders: Array<{ Name: string; Value: string }> } } }).Block.CustomResponse;
      expect(response.ResponseCode).toBe(429);
      expect(response.ResponseHeaders).toEqual([{ Name: 'retry-after', Value: expect.stringMatching(/^\d+$/) }]);
      const body = bodies[response.CustomResponseBodyKey]!;
      expect(body.ContentType).toBe('APPLICATION_JSON');
      expect(JSON.parse(body.Content)).toEqual({ error: { code: 'RATE_LIMITED', message: expect.any(String) } });
      expect(rule.VisibilityConfig).toMatchObject({ CloudWatchMetricsEnabled: true });
    }
  });

  it('is attached to the distribution that serves the app and the API, through the edge stack\'s output', () => {
    const webAcl = JSON.stringify(distributionConfig(withWaf).WebACLId);
    expect(webAcl).toContain(edgeStackName);
    expect(webAcl).toContain(EDGE_REGION);
    expect(withWaf.assembly.stacks.find((stack) => stack.stackName === withWaf.stack.stackName)!.dependencies.map((dependency) => dependency.id)).toContain(edgeStackName);
  });
});

describe('-c waf=false', () => {
  it('leaves the edge stack and the association out, stays environment-agnostic, and stays clean under cdk-nag (acknowledging CFR2)', () => {
    expect(edgeArtifact(withoutWaf)).toBeUndefined();
    expect(distributionConfig(withoutWaf).WebACLId).toBeUndefined();
    expect(withoutWaf.assembly.stacks.map((stack) => stack.environment.region)).toEqual(['unknown-region']);
    expect(unacknowledgedViolations(withoutWaf.assembly)).toEqual([]);
    expect(withoutWaf.stack.node.findAll().some((construct) => construct.node.metadata.some((entry) => JSON.stringify(entry.data ?? '').includes('CFR2')))).toBe(true);
  });
});

describe('without a region', () => {
  it('refuses to build the WAF\'s cross-region reference, saying what to do', () => {
    const saved = process.env.CDK_DEFAULT_REGION;
    delete process.env.CDK_DEFAULT_REGION;
    try {
      expect(() => addTurnpost(new App({ context: cdkJsonContext() }))).toThrow(/-c region=<region>.*-c waf=false/);
    } finally {
      if (saved !== undefined) process.env.CDK_DEFAULT_REGION = saved;
    }
  });
});
