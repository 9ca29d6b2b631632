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
 * - TURNPOST_SNS_TOPIC_ARN  the deployment's notification topic; none → no SNS channel on AWS
 * - DELIVERY_QUEUE_URL      the SQS queue between notifier and deliverer (AWS only)
 * - DELIVERY_DEAD_LETTER_QUEUE_URL  where the deliverer puts deliveries that failed every attempt (AWS only)
 * - TURNPOST_VAPID_PUBLIC_KEY  the Web Push (VAPID) public key, base64url; none → no push channel
 * - TURNPOST_VAPID_PARAMETER   the SSM SecureString holding the VAPID private key (the deliverer on AWS)
 * - TURNPOST_VAPID_SUBJECT     the VAPID `sub` (an https: or mailto: URL); default the public URL when https
 * - TURNPOST_VACATION_DAYS  each player's vacation allowance per rolling year, in days (default 30; 0 turns vacations off)
 *
 * AWS endpoints and credentials are the SDK's own configuration (AWS_ENDPOINT_URL_DYNAMODB,
 * AWS_ENDPOINT_URL_SQS, … or AWS_ENDPOINT_URL; the role's keys, a profile, SSO, …).
 */

/** Each player's vacation allowance per rolling year unless the deployment sets one (domain/vacation.ts). */
const DEFAULT_VACATION_DAYS_PER_YEAR = 30;

export interface Config {
  tableName: string;
  allowStacked: boolean;
  publicUrl: string | null;
  /** Where the web app lives (game pages are `<appUrl>/games/<id>`); null → relative links under /play. */
  appUrl: string | null;
  mode: 'aws' | 'local';
  region: string;
  emailFrom: string | null;
  snsTopicArn: string | null;
  deliveryQueueUrl: string | null;
  deliveryDeadLetterQueueUrl: string | null;
  vapidPublicKey: string | null;
  vapidParameterName: string | null;
  /** Who push services may contact about our pushes (RFC 8292 section 2.1). */
  vapidSubject: string;
  /** Days of vacation each player may take per rolling year (domain/vacation.ts). */
  vacationDaysPerYear: number;
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
    snsTopicArn: env.TURNPOST_SNS_TOPIC_ARN || null,
    deliveryQueueUrl: env.DELIVERY_QUEUE_URL || null,
    deliveryDeadLetterQueueUrl: env.DELIVERY_DEAD_LETTER_QUEUE_URL || null,
    vapidPublicKey: env.TURNPOST_VAPID_PUBLIC_KEY || null,
    vapidParameterName: env.TURNPOST_VAPID_PARAMETER || null,
    vapidSubject: env.TURNPOST_VAPID_SUBJECT || (publicUrl?.startsWith('https://') ? publicUrl : 'mailto:push@turnpost.invalid'),
    vacationDaysPerYear: vacationDays(env.TURNPOST_VACATION_DAYS),
  };
}

function vacationDays(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_VACATION_DAYS_PER_YEAR;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 0 || days > 365) throw new Error(`TURNPOST_VACATION_DAYS must be a whole number of days from 0 to 365, not "${raw}"`);
  return days;
}
