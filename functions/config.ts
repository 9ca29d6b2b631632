/**
 * The service's settings, read from the environment in this one place.
 *
 * - TABLE_NAME              the DynamoDB table (required)
 * - TURNPOST_ALLOW_STACKED  "true": POST /games accepts stacked setups (`deck`, …) and `seed` (local stack only)
 * - TURNPOST_PUBLIC_URL     the API's base URL (Location headers); none → relative links
 * - TURNPOST_APP_URL        the web app's base URL, for the game links in notifications; default <public URL>/play
 * - TURNPOST_MODE           "aws" (default) | "local"
 * - AWS_REGION              set by Lambda; "local" when absent
 * - TURNPOST_EMAIL_FROM     From address of notification e-mails (SES); none → no e-mail channel on AWS
 * - TURNPOST_EMAIL_LINK_SECRET  the key that signs e-mails' confirm and unsubscribe links (notify/channels/email-links.ts);
 *                           none → no e-mail channel on AWS (the local stack makes one at each start)
 * - TURNPOST_EMAIL_CONFIGURATION_SET  the SES configuration set e-mails are sent with (its bounce and complaint events
 *                           turn addresses off); none → sent without one
 * - TURNPOST_SNS_TOPIC_ARN  the deployment's notification topic; none → no SNS channel on AWS
 * - DELIVERY_QUEUE_URL      the SQS queue between notifier and deliverer (AWS only)
 * - ACCOUNT_DELETION_QUEUE_URL  the SQS queue of account deletions (the API sends, the deletion worker reads and continues; AWS only)
 * - TURNPOST_VAPID_PUBLIC_KEY  the Web Push (VAPID) public key, base64url; none → no push channel
 * - TURNPOST_VAPID_PARAMETER   the SSM SecureString holding the VAPID private key (the deliverer on AWS)
 * - TURNPOST_VAPID_SUBJECT     the VAPID `sub` (an https: or mailto: URL); default the public URL when https
 * - TURNPOST_VACATION_DAYS  each player's vacation allowance per rolling year, in days (default 30; 0 turns vacations off)
 * - TURNPOST_ORIGIN_SECRET, TURNPOST_ORIGIN_SECRET_NEXT  the values CloudFront's origin header may carry (the api on
 *                           AWS: http/origin-check.ts); none → every request is answered (the local stack)
 * - TURNPOST_VACATION_CHANGES_PER_DAY  vacation changes a player may make in any 24 hours (default 10)
 * - TURNPOST_OPEN_GAMES_PER_PLAYER  waiting and running games a player may hold a seat in at once (default 200)
 * - TURNPOST_DELIVERIES_PER_HOUR  notifications a player may be sent per channel in a clock hour (default 60; notify/decide/hourly-cap.ts)
 * - TURNPOST_RETENTION_DAYS  days a finished or cancelled game (its log, its seats) is kept after its last change (default 365)
 * - TURNPOST_WEBHOOK_PORTS  ports webhook and push URLs may name besides 443, comma-separated (default none)
 * - TURNPOST_PUSH_HOSTS     push services' hosts besides FCM, Mozilla, Apple and WNS, comma-separated (`.example.com`: any name under it)
 * - TURNPOST_BOT_PLAYOUTS   the simulated games a `strong` bot may play per decision (default: the engine's; docs/bots.md)
 *
 * AWS endpoints and credentials are the SDK's own configuration (AWS_ENDPOINT_URL_DYNAMODB,
 * AWS_ENDPOINT_URL_SQS, … or AWS_ENDPOINT_URL; the role's keys, a profile, SSO, …).
 */
// From the core, not the games' registry: every function reads its config, most play no game.
import { DEFAULT_BOT_BUDGET, type BotBudget } from '../engine/core/bot.js';

/** Each player's vacation allowance per rolling year unless the deployment sets one (domain/vacation.ts). */
const DEFAULT_VACATION_DAYS_PER_YEAR = 30;
/** Each vacation change writes into every game of the player's (its seats' clocks, the log, notifications): ten a day is plenty for a person. */
const DEFAULT_VACATION_CHANGES_PER_DAY = 10;
/** Far more games than a person plays at once; a script's growth of the table stops there. */
const DEFAULT_OPEN_GAMES_PER_PLAYER = 200;
/** One notification a minute per channel, hour after hour: more than any person reads, little for a receiver or SES. */
export const DEFAULT_DELIVERIES_PER_HOUR = 60;
/** How long a game that is over is kept (DynamoDB's TTL then removes it): a year of history to look back on. */
export const DEFAULT_RETENTION_DAYS = 365;

export interface Config {
  tableName: string;
  allowStacked: boolean;
  publicUrl: string | null;
  /** Where the web app lives (game pages are `<appUrl>/games/<id>`); null → relative links under /play. */
  appUrl: string | null;
  mode: 'aws' | 'local';
  region: string;
  emailFrom: string | null;
  /** Signs the links of our e-mails (confirm the address, unsubscribe). */
  emailLinkSecret: string | null;
  /** The SES configuration set of every e-mail sent (bounces and complaints come back through it). */
  emailConfigurationSet: string | null;
  snsTopicArn: string | null;
  deliveryQueueUrl: string | null;
  accountDeletionQueueUrl: string | null;
  vapidPublicKey: string | null;
  vapidParameterName: string | null;
  /** Who push services may contact about our pushes (RFC 8292 section 2.1). */
  vapidSubject: string;
  /** Days of vacation each player may take per rolling year (domain/vacation.ts). */
  vacationDaysPerYear: number;
  /** The front door's secret header values the api accepts (http/origin-check.ts); empty: no check. */
  originSecrets: string[];
  /** Vacation changes one player may make in any 24 hours (domain/vacation.ts). */
  vacationChangesPerDay: number;
  /** Waiting and active games one player may hold a seat in at once (POST /games, join, rematch). */
  openGamesPerPlayer: number;
  /** Days a finished or cancelled game is kept after its last change (DynamoDB's TTL removes it then). */
  retentionDays: number;
  /** Notifications a player may be sent per channel in a clock hour (notify/decide/hourly-cap.ts). */
  deliveriesPerHour: number;
  /** Ports webhook and push URLs may name besides 443 (deployed stack; the local stack allows any). */
  webhookPorts: number[];
  /** Push services' hosts besides the built-in ones (notify/webhook-safety/url-policy.ts). */
  pushHosts: string[];
  /** The search budget of each bot decision (engine/core/bot.ts). */
  botBudget: BotBudget;
}

export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  const tableName = env.TABLE_NAME;
  if (!tableName) throw new Error('TABLE_NAME is not set: the API needs the name of its DynamoDB table');
  const mode = env.TURNPOST_MODE ?? 'aws';
  if (mode !== 'aws' && mode !== 'local') throw new Error(`TURNPOST_MODE must be "aws" or "local", not "${mode}"`);
  const publicUrl = env.TURNPOST_PUBLIC_URL ? env.TURNPOST_PUBLIC_URL.replace(/\/+$/, '') : null;
  return {
    tableName,
    allowStacked: env.TURNPOST_ALLOW_STACKED === 'true',
    publicUrl,
    appUrl: env.TURNPOST_APP_URL ? env.TURNPOST_APP_URL.replace(/\/+$/, '') : publicUrl && `${publicUrl}/play`,
    mode,
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'local',
    emailFrom: env.TURNPOST_EMAIL_FROM || null,
    emailLinkSecret: env.TURNPOST_EMAIL_LINK_SECRET || null,
    emailConfigurationSet: env.TURNPOST_EMAIL_CONFIGURATION_SET || null,
    snsTopicArn: env.TURNPOST_SNS_TOPIC_ARN || null,
    deliveryQueueUrl: env.DELIVERY_QUEUE_URL || null,
    accountDeletionQueueUrl: env.ACCOUNT_DELETION_QUEUE_URL || null,
    vapidPublicKey: env.TURNPOST_VAPID_PUBLIC_KEY || null,
    vapidParameterName: env.TURNPOST_VAPID_PARAMETER || null,
    vapidSubject: env.TURNPOST_VAPID_SUBJECT || (publicUrl?.startsWith('https://') ? publicUrl : 'mailto:push@turnpost.invalid'),
    vacationDaysPerYear: vacationDays(env.TURNPOST_VACATION_DAYS),
    originSecrets: [env.TURNPOST_ORIGIN_SECRET, env.TURNPOST_ORIGIN_SECRET_NEXT].filter((secret): secret is string => Boolean(secret)),
    vacationChangesPerDay: wholeNumber(env, 'TURNPOST_VACATION_CHANGES_PER_DAY', DEFAULT_VACATION_CHANGES_PER_DAY, 1),
    openGamesPerPlayer: wholeNumber(env, 'TURNPOST_OPEN_GAMES_PER_PLAYER', DEFAULT_OPEN_GAMES_PER_PLAYER, 1),
    retentionDays: wholeNumber(env, 'TURNPOST_RETENTION_DAYS', DEFAULT_RETENTION_DAYS, 1),
    deliveriesPerHour: wholeNumber(env, 'TURNPOST_DELIVERIES_PER_HOUR', DEFAULT_DELIVERIES_PER_HOUR, 1),
    webhookPorts: list(env.TURNPOST_WEBHOOK_PORTS).map((port) => {
      const number = Number(port);
      if (!Number.isInteger(number) || number < 1 || number > 65535) throw new Error(`TURNPOST_WEBHOOK_PORTS must list port numbers, not "${port}"`);
      return number;
    }),
    pushHosts: list(env.TURNPOST_PUSH_HOSTS).map((host) => host.toLowerCase()),
    botBudget: botBudget(env.TURNPOST_BOT_PLAYOUTS),
  };
}

/** The most playouts a deployment may give a decision: beyond it a Lambda would not answer within a second. */
const MAX_BOT_PLAYOUTS = 2_000;

function botBudget(raw: string | undefined): BotBudget {
  if (raw === undefined || raw === '') return DEFAULT_BOT_BUDGET;
  const playouts = Number(raw);
  if (!Number.isInteger(playouts) || playouts < 1 || playouts > MAX_BOT_PLAYOUTS) throw new Error(`TURNPOST_BOT_PLAYOUTS must be a whole number of playouts from 1 to ${MAX_BOT_PLAYOUTS}, not "${raw}"`);
  return { playouts };
}

function vacationDays(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_VACATION_DAYS_PER_YEAR;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 0 || days > 365) throw new Error(`TURNPOST_VACATION_DAYS must be a whole number of days from 0 to 365, not "${raw}"`);
  return days;
}

function wholeNumber(env: Readonly<Record<string, string | undefined>>, name: string, fallback: number, least: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < least) throw new Error(`${name} must be a whole number from ${least}, not "${raw}"`);
  return value;
}

function list(raw: string | undefined): string[] {
  return (raw ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
}
