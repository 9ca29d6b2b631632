/**
 * What SES says about the e-mails we sent, through the configuration set's event destination (an
 * SNS topic, lib/email-sending.ts): a permanent bounce (no such mailbox, ever) or a complaint
 * (the recipient marked it as spam) turns that player's e-mail channel off, so SES is never asked
 * to mail that address again until the player sets it anew (and confirms it). A transient bounce
 * (a full mailbox) changes nothing: SES retried it already, and the next e-mail may get through.
 * The player is found by the `player` message tag every e-mail carries (./senders.ts), so no
 * index of addresses is needed and nothing is scanned; the channel is turned off only while it
 * still has the address SES names.
 */
import type { PlayerStore } from '../../store/players.js';
import { storedChannels } from '../channels/stored.js';
import { PLAYER_TAG } from './senders.js';

/** The part of an SES event record (event publishing, `eventType`) this reads. */
export interface SesEvent {
  eventType?: string;
  bounce?: { bounceType?: string; bouncedRecipients?: Array<{ emailAddress?: string }> };
  complaint?: { complainedRecipients?: Array<{ emailAddress?: string }> };
  mail?: { tags?: Record<string, string[] | undefined> };
}

export interface FeedbackOutcome {
  /** The players whose e-mail channel this turned off. */
  turnedOff: string[];
  /** Why nothing was done, when nothing was. */
  ignored?: string;
}

/** Turns e-mail channels off as one SES event says; anything else (deliveries, opens, transient bounces) is left alone. */
export async function handleSesEvent(event: SesEvent, players: Pick<PlayerStore, 'profile' | 'turnEmailOff'>, now: Date): Promise<FeedbackOutcome> {
  const reason = reasonOf(event);
  if (!reason) return { turnedOff: [], ignored: `${event.eventType ?? 'an event'}${event.bounce?.bounceType ? ` (${event.bounce.bounceType})` : ''} turns nothing off` };
  const playerId = event.mail?.tags?.[PLAYER_TAG]?.[0];
  if (!playerId) return { turnedOff: [], ignored: 'the e-mail names no player' };
  const recipients = (event.bounce?.bouncedRecipients ?? event.complaint?.complainedRecipients ?? []).map((recipient) => recipient.emailAddress?.toLowerCase());
  const player = await players.profile(playerId);
  const address = player && storedChannels(player.notify).email?.address;
  if (!address || !recipients.includes(address.toLowerCase())) return { turnedOff: [], ignored: 'the player has another address now' };
  const off = await players.turnEmailOff(playerId, address, { at: now.toISOString(), reason });
  return off ? { turnedOff: [playerId] } : { turnedOff: [], ignored: 'the address changed meanwhile' };
}

/** The player's words for why the channel went off; null: this event does not turn it off. */
function reasonOf(event: SesEvent): string | null {
  if (event.eventType === 'Complaint') return 'an e-mail to this address was reported as spam';
  if (event.eventType === 'Bounce' && event.bounce?.bounceType === 'Permanent') return 'e-mails to this address bounce: it does not exist or refuses them';
  return null;
}
