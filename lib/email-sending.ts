import { Arn, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { ConfigurationSet, EmailSendingEvent, EventDestination, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { TurnpostTable } from './turnpost-table.js';
import type { ServiceAlarms } from './service-alarms.js';
import { handlerEntry } from './lambda-bundling.js';
import { TurnpostFunction } from './turnpost-function.js';

export interface EmailSendingProps {
  readonly table: TurnpostTable;
  readonly alarms: ServiceAlarms;
  /** The From address of every e-mail. */
  readonly emailFrom: string;
  /** The SES identity that sends (a verified domain or address). @default the domain of `emailFrom` */
  readonly emailIdentity?: string;
  readonly tracing?: boolean;
}

/**
 * What sending e-mail safely needs besides SES's verified identity:
 *
 * - the key that signs the links of our e-mails (confirm an address, unsubscribe:
 *   functions/notify/channels/email-links.ts), a Secrets Manager secret with a generated value,
 *   resolved at deploy time into the environments of the functions that sign or check them;
 * - an SES configuration set that every e-mail is sent with, whose Bounce and Complaint events go
 *   to an SNS topic, and the function on it that turns the player's e-mail channel off
 *   (functions/handlers/email-feedback.ts): an address that does not exist, or whose owner marked
 *   us as spam, is never mailed again, as SES's production access requires.
 *
 * `allowSending` gives a function ses:SendEmail on the identity and the configuration set only.
 */
export class EmailSending extends Construct {
  readonly configurationSet: ConfigurationSet;
  readonly feedbackTopic: Topic;
  readonly feedback: TurnpostFunction;
  /** The link key, as a dynamic reference (the value is in no template). */
  readonly linkSecret: string;
  private readonly identities: string[];

  constructor(scope: Construct, id: string, props: EmailSendingProps) {
    super(scope, id);
    const secret = new Secret(this, 'LinkSecret', {
      description: "turnpost: the key that signs the confirm and unsubscribe links of the service's e-mails",
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Not rotated on a schedule: a new key voids every unsubscribe link in e-mails already read (RFC 8058 wants them to keep working); it only signs links bound to one player and address, and replacing the secret replaces it.',
    });
    this.linkSecret = secret.secretValue.unsafeUnwrap();

    // SES's account-level suppression list as well: an address that bounced or complained anywhere is not tried again.
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', { suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS });
    this.feedbackTopic = new Topic(this, 'FeedbackTopic', { displayName: 'turnpost e-mail bounces and complaints', enforceSSL: true });
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.snsTopic(this.feedbackTopic),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    this.feedback = new TurnpostFunction(this, 'Feedback', {
      entry: handlerEntry('email-feedback'),
      description: "turnpost e-mail feedback: SES's bounces and complaints turn the player's e-mail channel off",
      environment: { TABLE_NAME: props.table.tableName, TURNPOST_MODE: 'aws' },
      tracing: props.tracing,
    });
    // Reads a player item and updates its channels: the deliverer's grant (player partitions only).
    props.table.grantDelivererAccess(this.feedback);
    this.feedbackTopic.addSubscription(new LambdaSubscription(this.feedback.handler));
    props.alarms.alarmOn('EmailFeedbackErrors', this.feedback.handler.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }), {
      description: "SES's bounce or complaint events failed to turn an e-mail channel off: an address that bounces may be mailed again, which hurts the account's SES reputation.",
    });

    const identity = props.emailIdentity ?? props.emailFrom.split('@')[1]!;
    this.identities = [...new Set([identity, props.emailFrom])];
  }

  /** The environment of a function that sends e-mail or checks its links. */
  get environment(): Record<string, string> {
    return { TURNPOST_EMAIL_LINK_SECRET: this.linkSecret, TURNPOST_EMAIL_CONFIGURATION_SET: this.configurationSet.configurationSetName };
  }

  /** ses:SendEmail from the identity, with the configuration set (SES authorises both). */
  allowSending(grantee: IGrantable): void {
    const stack = Stack.of(this);
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [
          ...this.identities.map((name) => Arn.format({ service: 'ses', resource: 'identity', resourceName: name }, stack)),
          Arn.format({ service: 'ses', resource: 'configuration-set', resourceName: this.configurationSet.configurationSetName }, stack),
        ],
      }),
    );
  }
}
