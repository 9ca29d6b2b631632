import { Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { TurnpostStack } from './turnpost-stack.js';

/** The stack's name in CloudFormation. */
export const stackName = 'Turnpost';

/**
 * Puts turnpost into `app` (what `cdk synth` runs, and what the infrastructure tests build):
 * the stack, configured from context (`cdk synth -c alarmEmail=ops@example.com -c tracing=true
 * -c emailFrom=turns@example.com [-c emailIdentity=example.com]
 * [-c corsOrigins=https://a.example,https://b.example]`),
 * checked by cdk-nag's AwsSolutions pack. In cdk-nag 3 a pack is a validation plugin: a
 * finding that is not acknowledged (each with its reason, next to the construct) fails synth.
 */
export function addTurnpost(app: App): TurnpostStack {
  const alarmEmail: unknown = app.node.tryGetContext('alarmEmail');
  const tracing: unknown = app.node.tryGetContext('tracing');
  const emailFrom: unknown = app.node.tryGetContext('emailFrom');
  const emailIdentity: unknown = app.node.tryGetContext('emailIdentity');
  const corsOrigins: unknown = app.node.tryGetContext('corsOrigins');
  const stack = new TurnpostStack(app, stackName, {
    description: 'turnpost: serverless backend for asynchronous turn-based card games',
    alarmEmail: typeof alarmEmail === 'string' && alarmEmail !== '' ? alarmEmail : undefined,
    tracing: tracing === true || tracing === 'true',
    emailFrom: typeof emailFrom === 'string' && emailFrom !== '' ? emailFrom : undefined,
    emailIdentity: typeof emailIdentity === 'string' && emailIdentity !== '' ? emailIdentity : undefined,
    corsOrigins: typeof corsOrigins === 'string' ? corsOrigins.split(',').map((origin) => origin.trim()).filter(Boolean) : undefined,
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return stack;
}
