import { Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { EdgeFirewallStack } from './edge-firewall.js';
import { TurnpostStack } from './turnpost-stack.js';
import { budgetFromContext } from './usage-guards.js';

/** The stack's name in CloudFormation. */
export const stackName = 'Turnpost';
/** The us-east-1 stack holding the WAF web ACL (CloudFront's web ACLs must live there). */
export const edgeStackName = 'TurnpostEdge';

/**
 * Puts turnpost into `app` (what `cdk synth` runs, and what the infrastructure tests build):
 * the stack, configured from context (`cdk synth -c alarmEmail=ops@example.com -c tracing=true
 * -c emailFrom=turns@example.com [-c emailIdentity=example.com]
 * [-c corsOrigins=https://a.example,https://b.example] [-c vacationDays=30] [-c waf=false] [-c region=eu-central-1]
 * [-c pushKeysGeneration=2] [-c originSecretGeneration=2] [-c budgetUsd=20] [-c backup=true]
 * [-c existingTable=NAME -c existingTableStreamArn=ARN]`; docs/deploying.md explains each),
 * checked by cdk-nag's AwsSolutions pack. In cdk-nag 3 a pack is a validation plugin: a
 * finding that is not acknowledged (each with its reason, next to the construct) fails synth.
 */
export function addTurnpost(app: App): TurnpostStack {
  const alarmEmail: unknown = app.node.tryGetContext('alarmEmail');
  const tracing: unknown = app.node.tryGetContext('tracing');
  const emailFrom: unknown = app.node.tryGetContext('emailFrom');
  const emailIdentity: unknown = app.node.tryGetContext('emailIdentity');
  const corsOrigins: unknown = app.node.tryGetContext('corsOrigins');
  const pushKeysGeneration: unknown = app.node.tryGetContext('pushKeysGeneration');
  const vacationDays: unknown = app.node.tryGetContext('vacationDays');
  const originSecretGeneration: unknown = app.node.tryGetContext('originSecretGeneration');
  const backup: unknown = app.node.tryGetContext('backup');
  const waf = wafEdge(app, nonEmpty(alarmEmail));
  const stack = new TurnpostStack(app, stackName, {
    ...(waf ? { env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: waf.region }, crossRegionReferences: true, webAclArn: waf.edge.webAcl.attrArn } : {}),
    description: 'turnpost: serverless backend for asynchronous turn-based card games',
    alarmEmail: typeof alarmEmail === 'string' && alarmEmail !== '' ? alarmEmail : undefined,
    tracing: tracing === true || tracing === 'true',
    emailFrom: typeof emailFrom === 'string' && emailFrom !== '' ? emailFrom : undefined,
    emailIdentity: typeof emailIdentity === 'string' && emailIdentity !== '' ? emailIdentity : undefined,
    corsOrigins: typeof corsOrigins === 'string' ? corsOrigins.split(',').map((origin) => origin.trim()).filter(Boolean) : undefined,
    pushKeysGeneration: pushKeysGeneration === undefined || pushKeysGeneration === '' ? undefined : String(pushKeysGeneration),
    vacationDaysPerYear: vacationDays === undefined || vacationDays === '' ? undefined : Number(vacationDays),
    originSecretGeneration: originSecretGeneration === undefined || originSecretGeneration === '' ? undefined : Number(originSecretGeneration),
    budgetUsd: budgetFromContext(app.node.tryGetContext('budgetUsd')),
    backup: backup === true || backup === 'true',
    existingTable: existingTable(app),
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return stack;
}

/**
 * The WAF's edge stack, unless `-c waf=false`. A cross-region reference needs the main stack's
 * region at synth time: `-c region=…`, else the CLI's (CDK_DEFAULT_REGION, from the AWS profile).
 */
function wafEdge(app: App, alarmEmail: string | undefined): { edge: EdgeFirewallStack; region: string } | null {
  const waf: unknown = app.node.tryGetContext('waf');
  if (waf === false || waf === 'false') return null;
  const context: unknown = app.node.tryGetContext('region');
  const region = typeof context === 'string' && context !== '' ? context : process.env.CDK_DEFAULT_REGION;
  if (!region) {
    throw new Error('The WAF (on by default) is a us-east-1 stack the main stack references, so the main stack needs its region: configure an AWS region, pass -c region=<region>, or turn the WAF off with -c waf=false.');
  }
  const edge = new EdgeFirewallStack(app, edgeStackName, {
    description: 'turnpost: the AWS WAF web ACL (per-client rate limits) of the CloudFront distribution',
    env: { account: process.env.CDK_DEFAULT_ACCOUNT },
    alarmEmail,
  });
  return { edge, region };
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** `-c existingTable=NAME -c existingTableStreamArn=ARN`: both, or neither. */
function existingTable(app: App): { tableName: string; streamArn: string } | undefined {
  const tableName = nonEmpty(app.node.tryGetContext('existingTable'));
  const streamArn = nonEmpty(app.node.tryGetContext('existingTableStreamArn'));
  if (!tableName && !streamArn) return undefined;
  if (!tableName || !streamArn) {
    throw new Error('Adopting a table needs its name and its stream: -c existingTable=NAME -c existingTableStreamArn=$(aws dynamodb describe-table --table-name NAME --query Table.LatestStreamArn --output text)');
  }
  return { tableName, streamArn };
}
