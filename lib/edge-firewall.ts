/**
 * The per-client rate limits on AWS: an AWS WAF web ACL on the CloudFront distribution, with a
 * rate-based rule per IP address over every request (the web app and the API behind it) and a
 * tighter one over sign-ups (`POST /players`). The numbers are functions/http/rate-limit-rules.ts,
 * which the local stack enforces too. WAF counts at the edge, so no request costs a write.
 *
 * A web ACL for CloudFront must be created in us-east-1, so it is a stack of its own there
 * (`TurnpostEdge`); the main stack, in any region, reads its ARN through a CDK cross-region
 * reference (with cdk.json's weak cross-stack references, CloudFormation's `Fn::GetStackOutput`:
 * no custom resource), so it needs its own region at synth time.
 */
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { ServiceAlarms } from './service-alarms.js';
import type { Construct } from 'constructs';
import { RATE_LIMITS, type RateRule } from '../functions/http/rate-limit-rules.js';

/** CloudFront's web ACLs live here (AWS WAF developer guide: "scope CLOUDFRONT … us-east-1"). */
export const EDGE_REGION = 'us-east-1';

/** A blocked request gets the API's own 429 (functions/http/error-response.ts), not WAF's bare 403. */
const RATE_LIMITED_BODY = 'rateLimited';
const RETRY_AFTER_SECONDS = '60'; // WAF lifts the block once the client's count in the window falls under the limit

export interface EdgeFirewallStackProps extends StackProps {
  /** Where the WAF's alarm is mailed (its metrics are in us-east-1, so it has a topic of its own there). @default none: subscribe to the topic */
  readonly alarmEmail?: string;
}

/** Blocked requests in five minutes that raise the alarm: one client over a limit is a few; a flood is hundreds. */
export const WAF_BLOCKS_ALARM_THRESHOLD = 100;

export class EdgeFirewallStack extends Stack {
  readonly webAcl: CfnWebACL;
  readonly alarms: ServiceAlarms;

  constructor(scope: Construct, id: string, props: EdgeFirewallStackProps = {}) {
    super(scope, id, { ...props, env: { ...props.env, region: EDGE_REGION }, crossRegionReferences: true });
    this.webAcl = new CfnWebACL(this, 'RateLimits', {
      name: `${this.stackName}-rate-limits`,
      description: 'turnpost: per-client rate limits in front of the web app and the API',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('turnpost-web-acl'),
      customResponseBodies: {
        [RATE_LIMITED_BODY]: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'too many requests from this client; retry later' } }),
        },
      },
      rules: [
        rateRule('SignUps', 0, RATE_LIMITS.signUps, signUpRequests()),
        rateRule('PerClient', 1, RATE_LIMITS.perClient),
      ],
    });
    this.alarms = new ServiceAlarms(this, 'Alarms', { email: props.alarmEmail });
    // CloudFront web ACLs publish their metrics in us-east-1, by web ACL and rule (ALL: every rule).
    const blocked = new Metric({ namespace: 'AWS/WAFV2', metricName: 'BlockedRequests', dimensionsMap: { WebACL: this.webAcl.name!, Rule: 'ALL' }, statistic: 'Sum', period: Duration.minutes(5) });
    this.alarms.alarmOn('WafBlocks', blocked, {
      description: 'The WAF refused many requests with 429 in five minutes: a client (or many) over the per-client limits, maybe a flood or a sign-up script. See the web ACL\'s sampled requests.',
      threshold: WAF_BLOCKS_ALARM_THRESHOLD,
    });
  }
}

/** Blocks, with the API's 429, the IP addresses that sent more than `rule.limit` matching requests in the window. */
function rateRule(name: string, priority: number, rule: RateRule, scopeDown?: CfnWebACL.StatementProperty): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    statement: {
      rateBasedStatement: { limit: rule.limit, evaluationWindowSec: rule.windowSeconds, aggregateKeyType: 'IP', ...(scopeDown ? { scopeDownStatement: scopeDown } : {}) },
    },
    action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: RATE_LIMITED_BODY, responseHeaders: [{ name: 'retry-after', value: RETRY_AFTER_SECONDS }] } } },
    visibilityConfig: visibility(`turnpost-${name}`),
  };
}

/** `POST /players`, as isSignUp in rate-limit-rules.ts. */
function signUpRequests(): CfnWebACL.StatementProperty {
  const exactly = (fieldToMatch: CfnWebACL.FieldToMatchProperty, searchString: string): CfnWebACL.StatementProperty => ({
    byteMatchStatement: { fieldToMatch, searchString, positionalConstraint: 'EXACTLY', textTransformations: [{ priority: 0, type: 'NONE' }] },
  });
  return { andStatement: { statements: [exactly({ method: {} }, 'POST'), exactly({ uriPath: {} }, '/players')] } };
}

function visibility(metricName: string): CfnWebACL.VisibilityConfigProperty {
  return { cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true };
}
