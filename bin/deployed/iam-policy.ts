/**
 * Whether a role's identity policies, as written in the template, allow an AWS call: an explicit
 * Deny wins, else some Allow must match the action (IAM's `*` and `?` wildcards, case-insensitive
 * service and action) and the resource (wildcards, case-sensitive). Conditions on the keys a
 * request sets (./aws-calls.ts: dynamodb:LeadingKeys, Attributes, Select, ReturnValues) are
 * evaluated as `conditionHolds` says; what it cannot evaluate counts against the call.
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
  const applies = (statement: Statement) => conditionHolds(statement, call) && actionMatches(statement, call.action) && resourceMatches(statement, call.resource);
  if (statements.some((statement) => statement.Effect === 'Deny' && applies(statement))) return false;
  return statements.some((statement) => statement.Effect === 'Allow' && applies(statement));
}

/**
 * Whether a statement's condition holds for the call, as IAM evaluates it: Null; StringEquals and
 * StringLike, alone, with IfExists (true when the key is absent), or ForAnyValue (false when
 * absent). What it cannot evaluate counts against the call: such an Allow does not hold, such a
 * Deny does, and ForAllValues over an absent key (which IAM counts as holding) holds only for a
 * Deny. So a call is only passed when the statements surely allow it.
 */
function conditionHolds(statement: Statement, call: AwsCall): boolean {
  if (statement.Condition === undefined) return true;
  const deny = statement.Effect === 'Deny';
  return Object.entries(statement.Condition as Record<string, Record<string, string | string[]>>).every(([operator, keys]) =>
    Object.entries(keys).every(([key, expected]) => {
      const values = call.conditionKeys?.[key];
      const patterns = [expected].flat();
      if (operator === 'Null') return patterns.every((pattern) => (pattern === 'true') === (values === undefined));
      const [set, base] = operator.includes(':') ? (operator.split(':') as [string, string]) : ['', operator];
      const ifExists = base.endsWith('IfExists');
      const test = base.replace(/IfExists$/, '');
      if (!['StringEquals', 'StringLike'].includes(test) || !['', 'ForAllValues', 'ForAnyValue'].includes(set)) return deny;
      if (values === undefined) return ifExists || (set === 'ForAllValues' && deny);
      const matches = (value: string) => patterns.some((pattern) => (test === 'StringLike' ? wildcard(pattern, false).test(value) : pattern === value));
      return set === 'ForAnyValue' ? values.some(matches) : values.every(matches);
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
export function callsNotAllowed(resolver: TemplateResolver, calls: readonly (AwsCall & { principal: string })[]): string[] {
  const statements = new Map<string, Statement[]>();
  const refused = new Set<string>();
  for (const call of calls) {
    let granted = statements.get(call.principal);
    if (!granted) statements.set(call.principal, (granted = roleStatements(resolver, call.principal)));
    if (!isAllowed(granted, call)) refused.add(`${call.principal} ${call.action} ${call.resource}`);
  }
  return [...refused].sort();
}
