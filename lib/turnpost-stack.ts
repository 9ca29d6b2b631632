import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { ThrottleSettings } from 'aws-cdk-lib/aws-apigatewayv2';
import { Construct } from 'constructs';
import { DailyDigests } from './daily-digests.js';
import { EmailSending } from './email-sending.js';
import { DeadlineSweeper } from './deadline-sweeper.js';
import { GameApi } from './game-api.js';
import { TurnpostTable } from './turnpost-table.js';
import { handlerEntry } from './lambda-bundling.js';
import { OriginSecret } from './origin-secret.js';
import { TableBackup } from './table-backup.js';
import { UsageGuards } from './usage-guards.js';
import { Notifications } from './notifications.js';
import { PushKeys } from './push-keys.js';
import { ServerBots } from './server-bots.js';
import { AccountDeletions } from './account-deletions.js';
import { ServiceAlarms } from './service-alarms.js';
import { TurnpostFunction } from './turnpost-function.js';
import { WebHosting } from './web-hosting.js';

export interface TurnpostStackProps extends StackProps {
  /** Where alarms are mailed. @default none: subscribe to the AlarmTopicArn output */
  readonly alarmEmail?: string;
  /** X-Ray active tracing on every function. @default false */
  readonly tracing?: boolean;
  /** The stage-wide backstop behind the per-client WAF limits. @default API_THROTTLE */
  readonly apiThrottle?: Required<ThrottleSettings>;
  /** The AWS WAF web ACL (CLOUDFRONT scope) with the per-client rate limits, from the us-east-1 edge stack. @default none */
  readonly webAclArn?: string;
  /** From address of notification e-mails (an SES-verified identity); without it the e-mail channel is off. */
  readonly emailFrom?: string;
  /** The SES identity that sends. @default the domain of `emailFrom` */
  readonly emailIdentity?: string;
  /** Browser origins allowed to call the API across origins (CORS). @default none */
  readonly corsOrigins?: readonly string[];
  /** The Web Push keys' generation: a new value makes new keys at the next deploy. @default '1' */
  readonly pushKeysGeneration?: string;
  /** Each player's vacation allowance per rolling year, in days (TURNPOST_VACATION_DAYS). @default 30 */
  readonly vacationDaysPerYear?: number;
  /** The origin secret's generation: a higher value rotates it at the next deploy (lib/origin-secret.ts). @default 1 */
  readonly originSecretGeneration?: number;
  /** A monthly AWS Budgets budget for the account, in US dollars. @default none */
  readonly budgetUsd?: number;
  /** A daily AWS Backup plan for the table (kept 35 days, in a vault that outlives the stack). @default false */
  readonly backup?: boolean;
  /** Adopt the table of an earlier deployment instead of making one (lib/turnpost-table.ts). @default a new table */
  readonly existingTable?: { readonly tableName: string; readonly streamArn: string };
}

/**
 * The default stage's throttle, for every client together (per-client limits are the WAF's):
 * 600 players each watching a game at once (the web app polls every 3 s) are 200 requests/s,
 * or 40 clients at their WAF limit; saturated around the clock it would still bill at most
 * ~520 million HTTP API requests a month. Bursts of 400 absorb a page load of many clients at once.
 */
export const API_THROTTLE: Required<ThrottleSettings> = { rateLimit: 200, burstLimit: 400 };

/**
 * turnpost on AWS: the game table, the HTTP API and its function, notifications (stream →
 * notifier → queue → deliverer, with the Web Push keys), the bots (stream → pipe → queue → bot worker), the deadline
 * sweeper, the web hosting (behind the WAF's web ACL, when given), and the alarms.
 * Environment-agnostic unless given a region (the WAF's cross-region reference needs one, which
 * synth reads from context or the AWS profile, offline either way).
 */
export class TurnpostStack extends Stack {
  readonly table: TurnpostTable;
  readonly api: GameApi;
  readonly apiFunction: TurnpostFunction;
  readonly alarms: ServiceAlarms;
  readonly notifications: Notifications;
  readonly sweeper: DeadlineSweeper;
  readonly digests: DailyDigests;
  readonly web: WebHosting;
  readonly bots: ServerBots;
  readonly accountDeletions: AccountDeletions;
  readonly pushKeys: PushKeys;
  readonly originSecret: OriginSecret;
  readonly guards: UsageGuards;
  readonly backup?: TableBackup;
  /** The e-mail link key, configuration set and bounce/complaint handling (with `emailFrom`). */
  readonly email?: EmailSending;

  constructor(scope: Construct, id: string, props: TurnpostStackProps = {}) {
    super(scope, id, props);
    this.table = new TurnpostTable(this, 'Games', { existing: props.existingTable });
    this.api = new GameApi(this, 'Api', { throttle: props.apiThrottle ?? API_THROTTLE, corsOrigins: props.corsOrigins });
    this.originSecret = new OriginSecret(this, 'OriginSecret', { generation: props.originSecretGeneration });
    // The web app and the API on one CloudFront distribution (behind the WAF, when on); notification links open the app.
    this.web = new WebHosting(this, 'Web', { api: this.api.httpApi, webAclArn: props.webAclArn, originSecret: this.originSecret });
    this.alarms = new ServiceAlarms(this, 'Alarms', { email: props.alarmEmail });
    // Every address the service hands out (Location, the OpenAPI servers, notifications) is the
    // distribution's, so clients pass the WAF; the execute-api endpoint answers only requests that
    // carry CloudFront's origin secret (functions/http/origin-check.ts), so it cannot be used round it.
    const publicUrl = this.web.url;
    this.pushKeys = new PushKeys(this, 'PushKeys', { generation: props.pushKeysGeneration, tracing: props.tracing });
    if (props.emailFrom) this.email = new EmailSending(this, 'Email', { table: this.table, alarms: this.alarms, emailFrom: props.emailFrom, emailIdentity: props.emailIdentity, tracing: props.tracing });
    this.notifications = new Notifications(this, 'Notifications', {
      table: this.table,
      alarms: this.alarms,
      publicUrl,
      emailFrom: props.emailFrom,
      email: this.email,
      pushKeys: this.pushKeys,
      tracing: props.tracing,
    });
    this.bots = new ServerBots(this, 'Bots', { table: this.table, alarms: this.alarms, tracing: props.tracing });
    this.sweeper = new DeadlineSweeper(this, 'Deadlines', { table: this.table, alarms: this.alarms, publicUrl, tracing: props.tracing });
    this.digests = new DailyDigests(this, 'Digests', { table: this.table, alarms: this.alarms, publicUrl, deliveryQueue: this.notifications.deliveryQueue, tracing: props.tracing });

    this.accountDeletions = new AccountDeletions(this, 'AccountDeletions', { table: this.table, alarms: this.alarms, tracing: props.tracing });

    this.apiFunction = new TurnpostFunction(this, 'ApiFunction', {
      entry: handlerEntry('api'),
      description: 'turnpost HTTP API',
      environment: {
        TABLE_NAME: this.table.tableName,
        TURNPOST_MODE: 'aws',
        TURNPOST_PUBLIC_URL: publicUrl,
        // Stacked decks and fixed seeds are for the local stack only (contract: Development option).
        TURNPOST_ALLOW_STACKED: 'false',
        // Which notification channels players may choose (the API only checks; it sends nothing).
        TURNPOST_SNS_TOPIC_ARN: this.notifications.topic.topicArn,
        ...(props.emailFrom ? { TURNPOST_EMAIL_FROM: props.emailFrom } : {}),
        // Served at GET /push/public-key, and stored with each device (a rotation voids the old ones).
        TURNPOST_VAPID_PUBLIC_KEY: this.pushKeys.publicKey,
        ...(props.vacationDaysPerYear === undefined ? {} : { TURNPOST_VACATION_DAYS: String(props.vacationDaysPerYear) }),
        // Resolved by CloudFormation at deploy time (dynamic references): the values are in no template.
        TURNPOST_ORIGIN_SECRET: this.originSecret.current,
        TURNPOST_ORIGIN_SECRET_NEXT: this.originSecret.next,
        // DELETE /players/me queues the rest of a deletion here.
        ACCOUNT_DELETION_QUEUE_URL: this.accountDeletions.queue.queueUrl,
      },
      tracing: props.tracing,
    });
    this.table.grantGameplay(this.apiFunction);
    this.accountDeletions.queue.grantSendMessages(this.apiFunction);
    // The API mails an address its confirmation link and checks the links of every e-mail.
    if (this.email) {
      for (const [name, value] of Object.entries(this.email.environment)) this.apiFunction.handler.addEnvironment(name, value);
      this.email.allowSending(this.apiFunction);
    }
    this.api.routeAllTo(this.apiFunction.handler);
    this.notifications.notifier.handler.addEnvironment('TURNPOST_APP_URL', this.web.appUrl);
    this.sweeper.sweeper.handler.addEnvironment('TURNPOST_APP_URL', this.web.appUrl);
    this.digests.sender.handler.addEnvironment('TURNPOST_APP_URL', this.web.appUrl);
    this.alarms.alarmOn('ApiServerErrors', this.api.metricServerErrors(), {
      description: 'The HTTP API answered with 5xx: by contract a 500 is a fault (a bug, a timeout or an AWS error).',
    });
    this.guards = new UsageGuards(this, 'Guards', { alarms: this.alarms, table: this.table.table, apiAccessLogs: this.api.accessLogs, budgetUsd: props.budgetUsd });
    if (props.backup) this.backup = new TableBackup(this, 'Backup', { table: this.table.table });

    new CfnOutput(this, 'AppUrl', { value: `${this.web.appUrl}/`, description: 'The web app (the API is also served under this host)' });
    new CfnOutput(this, 'ApiUrl', { value: publicUrl, description: 'Base URL of the HTTP API, through CloudFront (and the WAF, when on)' });
    new CfnOutput(this, 'DirectApiUrl', { value: this.api.endpoint, description: "The API's own execute-api endpoint: answers 403 to every request that did not come through CloudFront (the origin secret); not handed out by the service" });
    new CfnOutput(this, 'TableName', { value: this.table.tableName, description: 'The DynamoDB table' });
    new CfnOutput(this, 'NotificationTopicArn', {
      value: this.notifications.topic.topicArn,
      description: 'Players with the SNS channel are notified here; subscribe with a filter policy on playerId, event, gameId or gameType',
    });
    new CfnOutput(this, 'DeliveryQueueUrl', { value: this.notifications.deliveryQueue.queueUrl, description: 'The notification delivery queue (npm run redrive sends dead letters back here)' });
    new CfnOutput(this, 'DeliveryDeadLetterQueueUrl', { value: this.notifications.deliveryDeadLetters.queueUrl, description: 'Deliveries that failed every attempt (npm run redrive)' });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarms.topic.topicArn, description: 'Subscribe here to receive alarms' });
  }
}
