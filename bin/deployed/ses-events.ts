/**
 * SES's event publishing, which moto does not do: an e-mail sent with a configuration set to one
 * of SES's mailbox simulator addresses (bounce@ and complaint@simulator.amazonses.com, which real
 * SES answers with a permanent bounce or a complaint) is followed by that event, published to the
 * SNS topic of each of the set's event destinations that matches it, in the format SES publishes
 * (eventType, bounce or complaint, mail with its tags). Only these two addresses cause events:
 * everything else is delivered as before.
 */
import { PublishCommand, type SNSClient } from '@aws-sdk/client-sns';
import { randomUUID } from 'node:crypto';
import { resourcesOfType, type Json, type TemplateResolver } from './template.js';

/** SES's mailbox simulator: what each address makes happen. */
export const MAILBOX_SIMULATOR = { bounce: 'bounce@simulator.amazonses.com', complaint: 'complaint@simulator.amazonses.com' } as const;

interface Destination {
  /** SES's event type names, lower case as the template has them (bounce, complaint, …). */
  events: string[];
  topicArn: string;
}

/** The SNS event destinations of each configuration set of the template, by the set's name. */
export function snsEventDestinations(resolver: TemplateResolver): Map<string, Destination[]> {
  const destinations = new Map<string, Destination[]>();
  for (const [, resource] of resourcesOfType(resolver.template, 'AWS::SES::ConfigurationSetEventDestination')) {
    const props = resource.Properties as Json;
    const destination = props.EventDestination as { Enabled?: boolean; MatchingEventTypes?: string[]; SnsDestination?: { TopicARN: unknown } };
    if (destination.Enabled === false || !destination.SnsDestination) continue;
    const set = resolver.string(props.ConfigurationSetName);
    destinations.set(set, [...(destinations.get(set) ?? []), { events: (destination.MatchingEventTypes ?? []).map((type) => type.toLowerCase()), topicArn: resolver.string(destination.SnsDestination.TopicARN) }]);
  }
  return destinations;
}

/** An SES v2 SendEmail request, as far as this reads it. */
interface SendEmailRequest {
  FromEmailAddress?: string;
  Destination?: { ToAddresses?: string[]; CcAddresses?: string[]; BccAddresses?: string[] };
  ConfigurationSetName?: string;
  EmailTags?: { Name: string; Value: string }[];
}

export class SesEventPublisher {
  constructor(
    private readonly destinations: Map<string, Destination[]>,
    private readonly sns: SNSClient,
    private readonly accountId: string,
  ) {}

  /** After SES accepted `request` (the JSON body of a v2 SendEmail): publishes the bounce or complaint the simulator causes, if any. */
  async sent(request: SendEmailRequest, messageId: string): Promise<void> {
    const set = request.ConfigurationSetName;
    if (!set) return;
    const recipients = [...(request.Destination?.ToAddresses ?? []), ...(request.Destination?.CcAddresses ?? []), ...(request.Destination?.BccAddresses ?? [])];
    for (const [kind, address] of Object.entries(MAILBOX_SIMULATOR) as ['bounce' | 'complaint', string][]) {
      const hit = recipients.filter((recipient) => recipient.toLowerCase() === address);
      if (hit.length === 0) continue;
      for (const destination of this.destinations.get(set) ?? []) {
        if (!destination.events.includes(kind)) continue;
        await this.sns.send(new PublishCommand({ TopicArn: destination.topicArn, Message: JSON.stringify(this.event(kind, hit, request, set, messageId)) }));
      }
    }
  }

  private event(kind: 'bounce' | 'complaint', recipients: string[], request: SendEmailRequest, set: string, messageId: string) {
    const timestamp = new Date().toISOString();
    const tags: Record<string, string[]> = { 'ses:configuration-set': [set], 'ses:from-domain': [String(request.FromEmailAddress ?? '').split('@')[1] ?? ''] };
    for (const tag of request.EmailTags ?? []) tags[tag.Name] = [tag.Value];
    const mail = { timestamp, source: request.FromEmailAddress ?? '', sendingAccountId: this.accountId, messageId, destination: recipients, tags };
    if (kind === 'bounce') {
      return {
        eventType: 'Bounce',
        bounce: { bounceType: 'Permanent', bounceSubType: 'General', bouncedRecipients: recipients.map((emailAddress) => ({ emailAddress, action: 'failed', status: '5.1.1', diagnosticCode: 'smtp; 550 5.1.1 user unknown' })), timestamp, feedbackId: randomUUID() },
        mail,
      };
    }
    return { eventType: 'Complaint', complaint: { complainedRecipients: recipients.map((emailAddress) => ({ emailAddress })), complaintFeedbackType: 'abuse', timestamp, feedbackId: randomUUID() }, mail };
  }
}
