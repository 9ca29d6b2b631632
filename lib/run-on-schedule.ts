import type { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { Construct } from 'constructs';
import type { TurnpostFunction } from './turnpost-function.js';

/**
 * Runs a function at a fixed rate. A missed run is not retried: the next run finds the same work
 * still due, so a retry would only race it.
 */
export function runOnSchedule(scope: Construct, fn: TurnpostFunction, description: string, every: Duration): Rule {
  return new Rule(scope, 'Schedule', {
    description,
    schedule: Schedule.rate(every),
    targets: [new LambdaFunction(fn.handler, { retryAttempts: 0, maxEventAge: every })],
  });
}
