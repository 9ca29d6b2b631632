/**
 * Sends the confirmation e-mail of an address (after the player item counted it: ../notify/
 * channels/email-confirmation.ts) and renders the small pages the links of our e-mails open.
 */
import { randomUUID } from 'node:crypto';
import { emailLinkSettings, emailLinkUrl, signEmailLink } from '../notify/channels/email-links.js';
import type { Language } from '../../engine/core/words/types.js';
import { confirmationEmail, type EmailPageWords } from '../notify/decide/email-words.js';
import type { ApiContext } from './route.js';
import type { ApiResponse } from './types.js';

/**
 * Mails `address` its confirmation link, in the player's language. A failure is logged, not answered: the change is saved,
 * the Account page says the address waits, and "send again" tries anew.
 */
export async function sendConfirmation(ctx: ApiContext, playerId: string, address: string, language: Language | undefined): Promise<void> {
  const links = emailLinkSettings(ctx.config);
  if (!links || !ctx.email) return;
  const token = signEmailLink(links.secret, { purpose: 'confirm', playerId, address }, ctx.now());
  const { subject, text } = confirmationEmail(emailLinkUrl(links.publicUrl, 'confirm', token), language);
  try {
    await ctx.email.send({ to: address, subject, text, deliveryId: `confirm-${randomUUID()}`, playerId });
  } catch (error) {
    ctx.log.error('confirmation e-mail not sent', { playerId, error: error instanceof Error ? error.name : String(error) });
  }
}

/** No script, no outside resources; the form may post only back here, and no other site may frame the page. */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** A page of `words` in `language`; its button (if any) POSTs to `action` (the link itself: the token stays in the query). */
export function emailPage(status: number, words: EmailPageWords, language: Language, action?: string): ApiResponse {
  const form = words.button && action ? `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(words.button)}</button></form>` : '';
  const body = [
    `<!doctype html><html lang="${language}"><head>`,
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="referrer" content="no-referrer"><title>${escapeHtml(words.title)} · turnpost</title>`,
    '<style>body{font:1.1rem/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}button{font:inherit;padding:.6rem 1.4rem;border-radius:.4rem}</style></head><body>',
    `<h1>${escapeHtml(words.title)}</h1>`,
    ...words.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    form,
    '</body></html>',
  ].join('');
  return { status, body, page: true, headers: { 'content-security-policy': PAGE_POLICY, 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' } };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
