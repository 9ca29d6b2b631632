/** Reading one function's pieces out of the synthesized template: its resource, role statements, log group. */
import type { Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import type { CfnRole } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
import type { TurnpostFunction } from '../../lib/turnpost-function.js';

export type Json = Record<string, unknown>;

export interface PolicyStatement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

export const actionsOf = (statement: PolicyStatement): string[] => [statement.Action].flat();

export function logicalId(stack: Stack, construct: IConstruct): string {
  return stack.getLogicalId(construct.node.defaultChild as CfnFunction | CfnRole);
}

/** The function's AWS::Lambda::Function properties. */
export function functionProperties(template: Template, stack: Stack, fn: TurnpostFunction): Json {
  const id = logicalId(stack, fn.handler);
  return (template.findResources('AWS::Lambda::Function')[id] as { Properties: Json }).Properties;
}

/** Every statement of every policy attached to the function's role. */
export function statementsOf(template: Template, stack: Stack, fn: TurnpostFunction): PolicyStatement[] {
  const roleId = stack.getLogicalId(fn.node.findChild('Role').node.defaultChild as CfnRole);
  const policies = Object.values(template.findResources('AWS::IAM::Policy')) as { Properties: { Roles: unknown[]; PolicyDocument: { Statement: PolicyStatement[] } } }[];
  return policies
    .filter((policy) => policy.Properties.Roles.some((role) => JSON.stringify(role) === JSON.stringify({ Ref: roleId })))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
}

/** The statements of the function's role that grant (Allow) actions of `service` (e.g. "dynamodb"); the refusals beside them are `refusalsOf`. */
export function serviceStatements(template: Template, stack: Stack, fn: TurnpostFunction, service: string): PolicyStatement[] {
  return statementsOf(template, stack, fn).filter((statement) => statement.Effect === 'Allow' && actionsOf(statement).some((action) => action.startsWith(`${service}:`)));
}

/** The Deny statements of the function's role. */
export function refusalsOf(template: Template, stack: Stack, fn: TurnpostFunction): PolicyStatement[] {
  return statementsOf(template, stack, fn).filter((statement) => statement.Effect === 'Deny');
}
