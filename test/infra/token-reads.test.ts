/**
 * Only the function that authenticates requests (the API) may read the token hashes on player
 * items: every other role that may touch the table's items carries the refusals of
 * lib/turnpost-table.ts `tokenReadRefusals` (reads of player partitions must name their attributes,
 * never a token attribute, and no write returns the whole player item).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnRole } from 'aws-cdk-lib/aws-iam';
import { tokenReadRefusals } from '../../lib/turnpost-table.js';
import { synthTurnpost, type SynthesizedTurnpost } from './cloud-assembly.js';
import { actionsOf, type Json, type PolicyStatement } from './template-queries.js';

let synthesized: SynthesizedTurnpost;
let template: Template;

beforeAll(() => {
  synthesized = synthTurnpost({ emailFrom: 'turns@example.com' });
  template = Template.fromStack(synthesized.stack);
});
afterAll(() => synthesized?.remove());

type Resources = Record<string, { Type: string; Properties?: Json }>;

/** A statement as text, its actions in order (the synthesized template sorts them). */
function normalized(statement: unknown): string {
  const { Action, ...rest } = statement as { Action?: string | string[] };
  return JSON.stringify({ ...rest, Action: [Action ?? []].flat().sort() });
}

/** Each role's statements, by the role's logical id. */
function statementsByRole(resources: Resources): Map<string, PolicyStatement[]> {
  const byRole = new Map<string, PolicyStatement[]>();
  for (const resource of Object.values(resources)) {
    if (resource.Type !== 'AWS::IAM::Policy') continue;
    const props = resource.Properties as { Roles: { Ref?: string }[]; PolicyDocument: { Statement: PolicyStatement[] } };
    for (const role of props.Roles) if (role.Ref) byRole.set(role.Ref, [...(byRole.get(role.Ref) ?? []), ...props.PolicyDocument.Statement]);
  }
  return byRole;
}

/**
 * The roles, other than `apiRole`, allowed any item action on the table without every refusal:
 * what must stay empty. (The stream and the index the sweeper queries hold no readable player
 * item by these actions; the refusals are on the table, where the player items are.)
 */
function rolesReadingTokens(resources: Resources, tableArn: unknown, refusals: unknown[], apiRole: string): string[] {
  const unrefused: string[] = [];
  for (const [role, statements] of statementsByRole(resources)) {
    if (role === apiRole) continue;
    const onTable = statements.some((statement) => statement.Effect === 'Allow' && actionsOf(statement).some((action) => action.startsWith('dynamodb:') && /Item|Query|Scan/.test(action)) && [statement.Resource].flat().some((resource) => JSON.stringify(resource) === JSON.stringify(tableArn)));
    if (!onTable) continue;
    const denied = statements.filter((statement) => statement.Effect === 'Deny').map(normalized);
    if (!refusals.every((refusal) => denied.includes(normalized(refusal)))) unrefused.push(role);
  }
  return unrefused.sort();
}

describe('the token hashes on player items', () => {
  const stackOf = () => synthesized.stack;
  const tableArn = () => stackOf().resolve(stackOf().table.table.tableArn) as unknown;
  const refusals = () => tokenReadRefusals(stackOf().table.table.tableArn).map((statement) => stackOf().resolve(statement.toStatementJson()) as unknown);
  const apiRole = () => stackOf().getLogicalId(stackOf().apiFunction.node.findChild('Role').node.defaultChild as CfnRole);
  const resources = () => template.toJSON().Resources as Resources;

  it('every role but the API\u2019s that may touch the table\u2019s items is refused them', () => {
    const byRole = statementsByRole(resources());
    // The notifier, deliverer, e-mail feedback, sweeper, digests, bot worker and account deletion: seven roles.
    const reading = [...byRole.keys()].filter((role) => role !== apiRole() && (byRole.get(role) ?? []).some((statement) => statement.Effect === 'Deny' && normalized(statement) === normalized(refusals()[0])));
    expect(reading).toHaveLength(7);
    expect(rolesReadingTokens(resources(), tableArn(), refusals(), apiRole())).toEqual([]);
  });

  it('the API, which authenticates requests, is not refused them', () => {
    expect((statementsByRole(resources()).get(apiRole()) ?? []).filter((statement) => statement.Effect === 'Deny')).toEqual([]);
  });

  it('a role without one of the refusals is named', () => {
    const stripped = structuredClone(resources());
    const notifierRole = stackOf().getLogicalId(stackOf().notifications.notifier.node.findChild('Role').node.defaultChild as CfnRole);
    for (const resource of Object.values(stripped)) {
      if (resource.Type !== 'AWS::IAM::Policy' || !JSON.stringify(resource.Properties).includes(notifierRole)) continue;
      const document = (resource.Properties as { PolicyDocument: { Statement: PolicyStatement[] } }).PolicyDocument;
      document.Statement = document.Statement.filter((statement) => (statement as { Sid?: string }).Sid !== 'RefuseUnprojectedPlayerReads');
    }
    expect(rolesReadingTokens(stripped, tableArn(), refusals(), apiRole())).toEqual([notifierRole]);
  });

  it('the refusals name the player partitions and the token attributes of the store', () => {
    const text = JSON.stringify(refusals());
    expect(text).toContain('"PLAYER#*"');
    expect(text).toContain('"sessions","tokenHash"');
    expect(text).toContain('"ALL_OLD","ALL_NEW"');
  });
});
