/**
 * Whether a role's identity policies, as written in the template, allow an AWS call: an explicit
 * Deny wins, else some Allow must match the action (IAM's `*` and `?` wildcards, case-insensitive
 * service and action) and the resource (wildcards, case-sensitive). Conditions: StringEquals/StringLike
 * (and their ForAllValues forms) on keys the request sets (dynamodb:LeadingKeys); any other
 * condition counts as not holding, so a call only it allows is reported rather than passed.
 */
import type { AwsCall } from './aws-calls.js';
import { localArn } from './aws-calls.js';
import type { Json, TemplateResolver } from './template.js';

export interface Statement {
  Effect: 'Allow' | 'Deny';
  Action?: string | string[];
  NotAction?: string | string[];
  Resource?: string | string[];
  NotResource?: string | string[];
  Condition?: unknown;
}

/** The statements of every AWS::IAM::Policy attached to the role, with their resources resolved to this machine's ARNs. */
export function roleStatements(resolver: TemplateResolver, roleLogicalId: string): Statement[] {
  const statements: Statement[] = [];
  for (const resource of Object.values(resolver.template.Resources)) {
    if (resource.Type !== 'AWS::IAM::Policy') continue;
    const props = resource.Properties as { Roles?: unknown[]; PolicyDocument: { Statement: Json[] } };
    if (!(props.Roles ?? []).some((role) => JSON.stringify(role) === JSON.stringify({ Ref: roleLogicalId }))) continue;
    for (const statement of props.PolicyDocument.Statement) statements.push(resolveStatement(resolver, statement));
  }
  const role = resolver.template.Resources[roleLogicalId]?.Properties as { Policies?: { PolicyDocument: { Statement: Json[] } }[] } | undefined;
  for (const inline of role?.Policies ?? []) for (const statement of inline.PolicyDocument.Statement) statements.push(resolveStatement(resolver, statement));
  return statements;
}

function resolveStatement(resolver: TemplateResolver, statement: Json): Statement {
  const resolved = resolver.resolve(statement) as Statement;
  const normalize = (value: string | string[] | undefined) => (value === undefined ? undefined : [value].flat().map((arn) => localArn(arn, resolver.pseudo)));
  return { ...resolved, Resource: normalize(resolved.Resource), NotResource: normalize(resolved.NotResource) };
}

export function isAllowed(statements: readonly Statement[], call: AwsCall): boolean {
  const applies = (statement: Statement) => conditionHolds(statement.Condition, call) && actionMatches(statement, call.action) && resourceMatches(statement, call.resource);
  if (statements.some((statement) => statement.Effect === 'Deny' && applies(statement))) return false;
  return statements.some((statement) => statement.Effect === 'Allow' && applies(statement));
}

/** The condition operators the template uses on keys a request sets; anything else counts as not holding. */
function conditionHolds(condition: unknown, call: AwsCall): boolean {
  if (condition === undefined) return true;
  return Object.entries(condition as Record<string, Record<string, string | string[]>>).every(([operator, keys]) =>
    Object.entries(keys).every(([key, expected]) => {
      const values = call.conditionKeys?.[key];
      if (values === undefined) return false;
      const patterns = [expected].flat();
      const like = operator.endsWith('StringLike');
      if (!['ForAllValues:StringLike', 'ForAllValues:StringEquals', 'StringLike', 'StringEquals'].includes(operator)) return false;
      return values.every((value) => patterns.some((pattern) => (like ? wildcard(pattern, false).test(value) : pattern === value)));
    }),
  );
}

function actionMatches(statement: Statement, action: string): boolean {
  if (statement.NotAction !== undefined) return ![statement.NotAction].flat().some((pattern) => wildcard(pattern, true).test(action));
  return [statement.Action ?? []].flat().some((pattern) => wildcard(pattern, true).test(action));
}

function resourceMatches(statement: Statement, resource: string): boolean {
  if (statement.NotResource !== undefined) return ![statement.NotResource].flat().some((pattern) => wildcard(pattern, false).test(resource));
  return [statement.Resource ?? []].flat().some((pattern) => wildcard(pattern, false).test(resource));
}

function wildcard(pattern: string, ignoreCase: boolean): RegExp {
  const body = [...pattern].map((char) => (char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[\\^$.|+()[\]{}]/g, '\\$&'))).join('');
  return new RegExp(`^${body}$`, ignoreCase ? 'is' : 's');
}

/** The recorded calls no statement of the caller's role allows, each once: `principal action resource`. */
export function callsNotAllowed(resolver: TemplateResolver, calls: readonly { principal: string; action: string; resource: string }[]): string[] {
  const statements = new Map<string, Statement[]>();
  const refused = new Set<string>();
  for (const call of calls) {
    let granted = statements.get(call.principal);
    if (!granted) statements.set(call.principal, (granted = roleStatements(resolver, call.principal)));
    if (!isAllowed(granted, call)) refused.add(`${call.principal} ${call.action} ${call.resource}`);
  }
  return [...refused].sort();
}
