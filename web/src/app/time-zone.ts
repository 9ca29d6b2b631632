/**
 * The player's time zone for the words of their messages ("by Friday 18:00"): this browser's,
 * sent once per session when the account has none yet (Account can change it).
 */
import type { Api } from '../api/client.js';

const SENT = 'turnpost.timeZoneChecked';

/** This browser's IANA time zone (undefined where the browser does not say). */
export function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

/** Gives the account this browser's time zone if it has none; once per session, quietly. */
export async function ensureTimeZone(api: Api): Promise<void> {
  if (sessionStorage.getItem(SENT) !== null) return;
  sessionStorage.setItem(SENT, '1');
  const zone = browserTimeZone();
  if (!zone) return;
  try {
    const me = await api.me();
    if (!me.notify.timeZone) await api.updateMe({ notify: { timeZone: zone } });
  } catch {
    sessionStorage.removeItem(SENT); // try again on the next page
  }
}
