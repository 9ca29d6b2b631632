/**
 * The e-mail channel's AWS side (lib/email-sending.ts): the link key in Secrets Manager, resolved
 * at deploy time into the functions that sign or check links; the SES configuration set every
 * e-mail goes through, its bounce and complaint events on an SNS topic, and the function on that
 * topic that turns channels off; ses:SendEmail only on the identity and the configuration set.
 * Without `emailFrom` none of it exists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnElement } from 'aws-cdk-lib';
import { delivererActions, PLAYER_PARTITIONS } from '../../lib/turnpost-table.js';
import type { TurnpostStack } from '../../lib/turnpost-stack.js';
import type { TurnpostFunction } from '../../lib/turnpost-function.js';
import { synthTurnpost, type SynthesizedTurnpost } from './cloud-assembly.js';
import { actionsOf, functionProperties, serviceStatements, statementsOf, type Json } from './template-queries.js';

let plain: SynthesizedTurnpost;
let withEmail: SynthesizedTurnpost;
let template: Template;
let stack: TurnpostStack;

/** Templates only: these tests read environments and policies, not bundles. */
const NO_BUNDLING = { 'aws:cdk:bundling-stacks': [] };

// Two synths with cdk-nag: seconds alone, minutes on a machine shared by many test runs.
beforeAll(() => {
  plain = synthTurnpost(NO_BUNDLING);
  withEmail = synthTurnpost({ ...NO_BUNDLING, emailFrom: 'turns@example.com' });
  stack = withEmail.stack;
  template = Template.fromStack(stack);
}, 1_200_000);
afterAll(() => {
  plain?.remove();
  withEmail?.remove();
});

const idOf = (s: Stack, construct: { node: { defaultChild?: unknown } }) => s.getLogicalId(construct.node.defaultChild as CfnElement);
const variablesOf = (fn: TurnpostFunction) => (functionProperties(template, stack, fn).Environment as { Variables: Json }).Variables;

describe('without emailFrom', () => {
  it('has no link key, configuration set, feedback topic or function, and no function knows of them', () => {
    const plainTemplate = Template.fromStack(plain.stack);
    expect(plain.stack.email).toBeUndefined();
    plainTemplate.resourceCountIs('AWS::SES::ConfigurationSet', 0);
    plainTemplate.resourceCountIs('AWS::SES::ConfigurationSetEventDestination', 0);
    const text = JSON.stringify(plainTemplate.toJSON());
    expect(text).not.toContain('TURNPOST_EMAIL_LINK_SECRET');
    expect(text).not.toContain('TURNPOST_EMAIL_CONFIGURATION_SET');
    expect(text).not.toContain('ses:SendEmail');
  });
});

describe('with emailFrom', () => {
  it('gives the API and the deliverer the link key (a dynamic reference: the value is in no template) and the configuration set', () => {
    const email = stack.email!;
    const secretId = Object.keys(template.findResources('AWS::SecretsManager::Secret')).find((id) => id.startsWith('EmailLinkSecret'));
    expect(secretId).toBeDefined();
    for (const fn of [stack.apiFunction, stack.notifications.deliverer]) {
      const variables = variablesOf(fn);
      const secret = JSON.stringify(variables.TURNPOST_EMAIL_LINK_SECRET);
      expect(secret).toContain('{{resolve:secretsmanager:');
      expect(secret).toContain(secretId!);
      expect(variables.TURNPOST_EMAIL_CONFIGURATION_SET).toEqual({ Ref: idOf(stack, email.configurationSet) });
      expect(variables.TURNPOST_EMAIL_FROM).toBe('turns@example.com');
    }
    // The digests only queue deliveries: the deliverer signs their unsubscribe links and sends them.
    const digests = variablesOf(stack.digests.sender);
    expect(digests).not.toHaveProperty('TURNPOST_EMAIL_LINK_SECRET');
    expect(serviceStatements(template, stack, stack.digests.sender, 'ses')).toEqual([]);
  });

  it('sends bounces and complaints (only) from the configuration set to a topic the feedback function is subscribed to', () => {
    const email = stack.email!;
    template.hasResourceProperties('AWS::SES::ConfigurationSet', { SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] } });
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: idOf(stack, email.configurationSet) },
      EventDestination: { Enabled: true, MatchingEventTypes: ['bounce', 'complaint'], SnsDestination: { TopicARN: { Ref: idOf(stack, email.feedbackTopic) } } },
    });
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      TopicArn: { Ref: idOf(stack, email.feedbackTopic) },
      Endpoint: { 'Fn::GetAtt': [idOf(stack, email.feedback.handler), 'Arn'] },
    });
    template.hasResourceProperties('AWS::Lambda::Permission', { Action: 'lambda:InvokeFunction', Principal: 'sns.amazonaws.com', SourceArn: { Ref: idOf(stack, email.feedbackTopic) } });
    expect(variablesOf(email.feedback)).toMatchObject({ TURNPOST_MODE: 'aws', TABLE_NAME: expect.anything() });
  });

  it('lets the feedback function read and update player items only, and nothing else', () => {
    const feedback = stack.email!.feedback;
    const dynamodb = serviceStatements(template, stack, feedback, 'dynamodb');
    expect(dynamodb).toHaveLength(1);
    expect(actionsOf(dynamodb[0]!).sort()).toEqual([...delivererActions].sort());
    expect(dynamodb[0]!.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [PLAYER_PARTITIONS] } });
    const services = new Set(statementsOf(template, stack, feedback).flatMap(actionsOf).map((action) => action.split(':')[0]));
    expect([...services].sort()).toEqual(['dynamodb', 'logs', 'xray'].filter((service) => services.has(service)).sort());
    expect(services.has('ses')).toBe(false);
    expect(services.has('secretsmanager')).toBe(false);
  });

  it('allows ses:SendEmail to the API and the deliverer from the identity and with the configuration set, nothing wider', () => {
    for (const fn of [stack.apiFunction, stack.notifications.deliverer]) {
      const ses = serviceStatements(template, stack, fn, 'ses');
      expect(ses).toHaveLength(1);
      expect(actionsOf(ses[0]!)).toEqual(['ses:SendEmail']);
      const resources = JSON.stringify(ses[0]!.Resource);
      expect(resources).toContain(':identity/example.com');
      expect(resources).toContain(':identity/turns@example.com');
      expect(resources).toContain(':configuration-set/');
      expect(resources).toContain(idOf(stack, stack.email!.configurationSet));
      expect(resources).not.toContain('*');
    }
  });

  it('alarms when the feedback function fails', () => {
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')) as { Properties: Json }[];
    expect(alarms.some((alarm) => alarm.Properties.MetricName === 'Errors' && JSON.stringify(alarm.Properties.Dimensions).includes(idOf(stack, stack.email!.feedback.handler)))).toBe(true);
  });
});
