/**
 * The pages the links of our e-mails open (GET asks, POST does: a mail scanner that fetches every
 * link changes nothing), the one-click unsubscribe of RFC 8058 (a POST to the List-Unsubscribe
 * URL, its body `List-Unsubscribe=One-Click`, not read: the signed link is the whole authority),
 * and POST /players/me/email/confirmation, which sends the confirmation e-mail again.
 */
import * as z from 'zod';
import { PlayerChanged, ValidationError } from '../../errors.js';
import { withConfirmationCounted } from '../../notify/channels/email-confirmation.js';
import { emailLinkSettings, linkIsFor, verifyEmailLink, type EmailLink, type EmailLinkPurpose } from '../../notify/channels/email-links.js';
import { storedChannels, type StoredChannels, type StoredEmail } from '../../notify/channels/stored.js';
import { acceptedLanguages, preferredLanguage } from '../../../engine/core/words/choose.js';
import type { Language } from '../../../engine/core/words/types.js';
import { emailPageWords } from '../../notify/decide/email-words.js';
import type { PlayerRecord } from '../../store/players.js';
import { emailPage, sendConfirmation } from '../email-confirmation.js';
import { defineRoute, type ApiContext } from '../route.js';
import { PlayerAnswer } from '../schemas.js';
import { json, type ApiResponse } from '../types.js';
import { publicPlayer } from './players.js';
import { playerOr404 } from '../found.js';

const LinkQuery = z.object({ token: z.string().min(1).max(1024).describe('the signed token of the link, as the e-mail gives it') });
const Page = z.string().describe('a page for people (text/html)');
/** The browser's languages: the page of a link that names no player we know is written in the first one we write. */
const ACCEPT_LANGUAGE = { 'Accept-Language': { description: "the browser's languages (a link that still names its player is answered in the player's language)", schema: z.string().max(500) } };

/** Lost races on the player item before giving up: each is another change of the same player. */
const ATTEMPTS = 3;

/** The player and e-mail channel a valid link of `purpose` names, still at the address it was made for; null otherwise. */
async function linked(ctx: ApiContext, token: string, purpose: EmailLinkPurpose): Promise<{ link: EmailLink; player: PlayerRecord; channels: StoredChannels; email: StoredEmail } | null> {
  const settings = emailLinkSettings(ctx.config);
  const link = settings && verifyEmailLink(settings.secret, token, ctx.now());
  if (!link || link.purpose !== purpose) return null;
  const player = await ctx.players.get(link.playerId);
  const channels = player && storedChannels(player.notify);
  const email = channels?.email;
  if (!player || !channels || !email || !linkIsFor(link, email.address)) return null;
  return { link, player, channels, email };
}

type PageWords = ReturnType<typeof emailPageWords>;

/** The pages in a language: the link's player's, else the browser's, else English. */
function pagesIn(language: Language | undefined): { page(status: number, pick: (words: PageWords) => Parameters<typeof emailPage>[1], action?: string): ApiResponse } {
  const words = emailPageWords(language);
  return { page: (status, pick, action) => emailPage(status, pick(words), language ?? 'en', action) };
}

/** A route of a link: no auth but the signed token in its query; its answers are pages (a POST may lose a race again and again: 409). */
function linkRoute(method: 'GET' | 'POST', path: string, summary: string, handle: (token: string, ctx: ApiContext, browser: Language | undefined) => Promise<ApiResponse>) {
  return defineRoute({
    method,
    path,
    summary,
    auth: 'none',
    query: LinkQuery,
    headers: ACCEPT_LANGUAGE,
    html: true,
    answers: { 200: Page, 404: Page },
    errors: method === 'POST' ? [409] : [],
    handle: ({ query, headers }, ctx) => {
      const heard = headers['Accept-Language'];
      return handle(query.token, ctx, heard === undefined ? undefined : preferredLanguage(acceptedLanguages(heard)));
    },
  });
}

/** The link's own address, so the page's button posts the token back. */
const selfLink = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

const confirmPage = linkRoute('GET', '/email/confirm', 'The page of a confirmation link: asks the address owner to press "Confirm" (changes nothing)', async (token, ctx, browser) => {
  const found = await linked(ctx, token, 'confirm');
  const pages = pagesIn(found?.channels.language ?? browser);
  if (!found || found.email.off) return pages.page(404, (words) => words.invalid());
  if (found.email.confirmedAt) return pages.page(200, (words) => words.confirmed(found.email.address));
  return pages.page(200, (words) => words.confirm(found.email.address), selfLink('/email/confirm', token));
});

const confirm = linkRoute('POST', '/email/confirm', 'Confirms the address of a confirmation link (signed, for the address the player has now, within 48 hours): e-mails may go to it from now on', async (token, ctx, browser) => {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const found = await linked(ctx, token, 'confirm');
    const pages = pagesIn(found?.channels.language ?? browser);
    if (!found || found.email.off) return pages.page(404, (words) => words.invalid());
    if (found.email.confirmedAt) return pages.page(200, (words) => words.confirmed(found.email.address));
    const channels: StoredChannels = { ...found.channels, email: { ...found.email, confirmedAt: ctx.now().toISOString() } };
    if (await ctx.players.updateIfUnchanged(found.player, { notify: channels }, ctx.now().toISOString())) return pages.page(200, (words) => words.confirmed(found.email.address));
  }
  throw new PlayerChanged();
});

const unsubscribePage = linkRoute('GET', '/email/unsubscribe', 'The page of an unsubscribe link: asks to press "Unsubscribe" (changes nothing)', async (token, ctx, browser) => {
  const found = await linked(ctx, token, 'unsubscribe');
  const pages = pagesIn(found?.channels.language ?? browser);
  if (!found) return pages.page(404, (words) => words.invalid());
  const list = found.link.list ?? 'email';
  return pages.page(200, (words) => words.unsubscribe(found.email.address, list), selfLink('/email/unsubscribe', token));
});

const unsubscribe = linkRoute('POST', '/email/unsubscribe', "One-click unsubscribe (RFC 8058; the List-Unsubscribe URL of every e-mail): game e-mails stop (the e-mail channel carries no event), or the daily digest does; the signed link is the only authority", async (token, ctx, browser) => {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const found = await linked(ctx, token, 'unsubscribe');
    const pages = pagesIn(found?.channels.language ?? browser);
    if (!found) return pages.page(404, (words) => words.invalid());
    const list = found.link.list ?? 'email';
    const channels: StoredChannels = { ...found.channels };
    // The address stays (a digest may still need it); only the e-mails of that list stop.
    if (list === 'digest') delete channels.digest;
    else channels.email = { ...found.email, events: [] };
    if (await ctx.players.updateIfUnchanged(found.player, { notify: channels }, ctx.now().toISOString())) return pages.page(200, (words) => words.unsubscribed(found.email.address, list));
  }
  throw new PlayerChanged();
});

const resendConfirmation = defineRoute({
  method: 'POST',
  path: '/players/me/email/confirmation',
  summary: 'Sends the confirmation e-mail of the e-mail address again (a few an hour at most)',
  auth: 'player',
  answers: { 200: PlayerAnswer },
  errors: [401, 409],
  async handle({ caller }, ctx) {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const player = await playerOr404(ctx.players, caller);
      const before = storedChannels(player.notify);
      const email = before.email;
      if (!email || email.confirmedAt || email.off || !emailLinkSettings(ctx.config)) {
        const message = !email ? 'you have no e-mail address to confirm' : email.off ? 'this address is turned off: set it again to confirm it anew' : email.confirmedAt ? 'this address is confirmed already' : 'e-mail notifications are not configured on this server';
        throw new ValidationError(message, { issues: [{ path: ['notify', 'email'], code: 'nothing_to_confirm', message }] });
      }
      const counted = withConfirmationCounted(before, ctx.now());
      const written = await ctx.players.updateIfUnchanged(player, { notify: counted }, ctx.now().toISOString());
      if (!written) continue;
      await sendConfirmation(ctx, caller.id, email.address, before.language);
      return json(200, { player: publicPlayer(written, ctx) });
    }
    throw new PlayerChanged();
  },
});

export const emailRoutes = [confirmPage, confirm, unsubscribePage, unsubscribe, resendConfirmation];
