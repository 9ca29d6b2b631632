/** The e-mails of the local stack's outbox, and confirming an address by its link as its owner would. */
import { expect } from 'vitest';
import type { ApiClient } from './api-client.js';

export interface SentEmail {
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
  unsubscribeUrl?: string;
}

export async function sentEmails(api: ApiClient, to?: string): Promise<SentEmail[]> {
  const emails = (await api.get<{ emails: SentEmail[] }>('/dev/outbox')).body.emails;
  return to === undefined ? emails : emails.filter((email) => email.to === to);
}

/** The link of the newest confirmation e-mail to `address`, as the e-mail's text gives it. */
export async function confirmationLink(api: ApiClient, address: string): Promise<string> {
  // Found by its link, not its subject: the e-mail is in the player's language.
  const links = (await sentEmails(api, address)).map((email) => /https?:\/\/\S+\/email\/confirm\?token=\S+/.exec(email.text)?.[0]).filter((found) => found !== undefined);
  const link = links.at(-1);
  if (!link) throw new Error(`no confirmation e-mail to ${address}`);
  return link;
}

/** Confirms `address` as its owner does: opens the link (a page that asks), then presses its button (a POST to the same link). */
export async function confirmEmail(api: ApiClient, address: string): Promise<void> {
  const link = new URL(await confirmationLink(api, address));
  const pressed = await api.post(`${link.pathname}${link.search}`);
  expect(pressed.status, pressed.text).toBe(200);
}
