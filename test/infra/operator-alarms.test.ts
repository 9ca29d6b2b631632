/**
 * Two alarms an operator must hear of, on the synthesized template: notifications the per-player
 * hourly cap dropped (the notifier's `HeldBack` metric, functions/notify/decide/hourly-cap.ts), and
 * an account deletion that failed every attempt (its dead-letter queue, lib/account-deletions.ts).
 * Each notifies the alarm topic (mailed with `-c alarmEmail`) when it fires and when it clears.
 * Synthesized without bundling: the template is what is read, not the bundles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnQueue } from 'aws-cdk-lib/aws-sqs';
import type { CfnTopic } from 'aws-cdk-lib/aws-sns';
import { DEFAULT_DELIVERIES_PER_HOUR } from '../../functions/config.js';
import { METRICS_NAMESPACE, NOTIFIER_SERVICE } from '../../functions/metrics.js';
import { DELETION_ATTEMPTS } from '../../lib/account-deletions.js';
import { HELD_BACK_ALARM_THRESHOLD } from '../../lib/notifications.js';
import { synthTurnpost, type SynthesizedTurnpost } from './cloud-assembly.js';

const NO_BUNDLING = { 'aws:cdk:bundling-stacks': [] };
/** A synth takes seconds alone, minutes on a machine shared by many test runs. */
const SYNTH_TIMEOUT_MS = 600_000;

let synthesized: SynthesizedTurnpost;
let template: Template;

beforeAll(() => {
  synthesized = synthTurnpost({ ...NO_BUNDLING, waf: 'false', alarmEmail: 'ops@example.com' });
  template = Template.fromStack(synthesized.stack);
}, SYNTH_TIMEOUT_MS);
afterAll(() => synthesized?.remove());

type Alarms = Record<string, { Properties: { AlarmDescription: string } }>;

/** The one alarm with these properties (each must exist exactly once), and the topic it notifies both ways. */
function theAlarm(properties: Record<string, unknown>): string {
  const { stack } = synthesized;
  const topic = { Ref: stack.getLogicalId(stack.alarms.topic.node.defaultChild as CfnTopic) };
  const alarms = template.findResources('AWS::CloudWatch::Alarm', {
    Properties: { ...properties, ComparisonOperator: 'GreaterThanOrEqualToThreshold', TreatMissingData: 'notBreaching', AlarmActions: [topic], OKActions: [topic] },
  }) as Alarms;
  expect(Object.keys(alarms)).toHaveLength(1);
  return Object.values(alarms)[0]!.Properties.AlarmDescription;
}

describe('operator alarms', () => {
  it('fire on the first account deletion in its dead-letter queue, saying what it means and what to do', () => {
    const { stack } = synthesized;
    const description = theAlarm({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [stack.getLogicalId(stack.accountDeletions.deadLetters.node.defaultChild as CfnQueue), 'QueueName'] } }],
      Statistic: 'Maximum',
      Threshold: 1,
    });
    expect(description).toContain(`failed ${DELETION_ATTEMPTS} times`);
    expect(description).toContain('account-deletion dead-letter queue');
    expect(description).toMatch(/redrive/i);
  });

  it('fire when the hourly cap holds back many notifications in an hour, naming where to find whose', () => {
    const description = theAlarm({
      Namespace: METRICS_NAMESPACE,
      MetricName: 'HeldBack',
      Dimensions: [{ Name: 'Service', Value: NOTIFIER_SERVICE }],
      Statistic: 'Sum',
      Period: 3600,
      Threshold: HELD_BACK_ALARM_THRESHOLD,
    });
    // More than one player's overflow of a busy hour on one channel: it means a flood (or a cap too low).
    expect(HELD_BACK_ALARM_THRESHOLD).toBeGreaterThan(DEFAULT_DELIVERIES_PER_HOUR);
    expect(description).toContain('heldBackFrom');
    expect(description).toContain('TURNPOST_DELIVERIES_PER_HOUR');
  });
});
