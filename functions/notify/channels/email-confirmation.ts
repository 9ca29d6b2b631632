/**
 * How many confirmation e-mails a player may have sent: a cap per player per hour, whatever the
 * addresses, so nobody can use the operator's SES to flood an address by setting it again and
 * again (or pressing "send again"). The send times live on the player item (`emailConfirmations`).
 */
import { RateLimited } from '../../errors.js';
import type { StoredChannels } from './stored.js';

/** Confirmation e-mails one player may cause in any hour: a typo fixed and one "send again" fit. */
export const CONFIRMATION_EMAILS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;
/** The details code of the 429 past the cap. */
export const CONFIRMATIONS_CAPPED = 'CONFIRMATION_EMAILS_PER_HOUR';

/** `channels` with one more confirmation e-mail counted at `now`; 429 when the hour's cap is reached. */
export function withConfirmationCounted(channels: StoredChannels, now: Date): StoredChannels {
  const recent = (channels.emailConfirmations ?? []).filter((at) => Date.parse(at) > now.getTime() - HOUR_MS).sort();
  if (recent.length >= CONFIRMATION_EMAILS_PER_HOUR) {
    const wait = Math.max(1, Math.ceil((Date.parse(recent[0]!) + HOUR_MS - now.getTime()) / 1000));
    const minutes = Math.ceil(wait / 60);
    // The code and minutes let the app say it in the player's words.
    throw new RateLimited(`at most ${CONFIRMATION_EMAILS_PER_HOUR} confirmation e-mails an hour: try again in ${minutes} minutes`, wait, { code: CONFIRMATIONS_CAPPED, minutes });
  }
  return { ...channels, emailConfirmations: [...recent, now.toISOString()] };
}
