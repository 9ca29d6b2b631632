/**
 * E-mail addresses are confirmed before anything is sent to them, and every e-mail can be
 * stopped with one click (RFC 8058). On the local stack: the API, DynamoDB Local, the notifier
 * and deliverer, the outbox as SES; the links of its e-mails opened over HTTP as a person (or a
 * mail provider) would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMATION_EMAILS_PER_HOUR } from '../../functions/notify/channels/email-confirmation.js';
import { registerPlayer, startGame, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';
import { confirmationLink, confirmEmail, sentEmails } from '../support/email.js';

let stack: TestStack;
let shift = 0;
const apiNow = () => new Date(Date.now() + shift);

beforeAll(async () => {
  stack = await startTestStack(import.meta.url, { streamPollMs: 50, apiNow });
});
afterAll(async () => {
  await stack?.stop();
});

type EmailView = { address: string; confirmed: boolean; events: string[]; off?: unknown };
const me = async (player: TestPlayer) => (await stack.api.get<{ player: { notify: { email?: EmailView; digest?: unknown } } }>('/players/me', { token: player.token })).body.player.notify;
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** Waits until `check` holds of the outbox's e-mails (deliveries are asynchronous). */
async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('confirming an e-mail address', () => {
  it('sends one confirmation in plain words, and no game e-mail until the owner presses Confirm', async () => {
    const ada = await registerPlayer(stack.api, '<b>Claim your prize</b>', { email: { address: 'ada@example.com' } });
    expect((await me(ada)).email).toMatchObject({ address: 'ada@example.com', confirmed: false });
    const [confirmation, ...more] = await sentEmails(stack.api, 'ada@example.com');
    expect(more).toEqual([]);
    expect(confirmation!.subject).toBe('Please confirm your e-mail address for turnpost');
    // Nobody's chosen name, no ids: the person who owns the address may never have heard of us.
    expect(confirmation!.text).not.toContain('Claim');
    expect(confirmation!.text).not.toContain(ada.id);
    expect(confirmation!.unsubscribeUrl).toBeUndefined();

    // A game starts: Ada's address is not confirmed, so nothing goes to it.
    const bo = await registerPlayer(stack.api, 'Bo');
    await startGame(stack.api, bo, [ada], { type: 'the-game' });
    const link = await confirmationLink(stack.api, 'ada@example.com');

    // Opening the link (as a mail scanner does) only shows a page that asks.
    const page = await stack.api.get(pathOf(link));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.text).toContain('ada@example.com');
    expect(page.text).toMatch(/<form method="post" action="\/email\/confirm\?token=[^"]+"><button type="submit">Confirm<\/button>/);
    expect((await me(ada)).email!.confirmed).toBe(false);

    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await sentEmails(stack.api, 'ada@example.com')).map((email) => email.subject)).toEqual([confirmation!.subject]);

    await confirmEmail(stack.api, 'ada@example.com');
    expect((await me(ada)).email!.confirmed).toBe(true);
    // Pressing again is no error.
    expect((await stack.api.post(pathOf(link))).status).toBe(200);

    // The next game's e-mails reach Ada, each with the one-click unsubscribe of RFC 8058.
    await startGame(stack.api, bo, [ada], { type: 'the-game' });
    const mails = await until(() => sentEmails(stack.api, 'ada@example.com'), (emails) => emails.length > 1, 'a game e-mail');
    const game = mails.at(-1)!;
    expect(game.subject).toMatch(/has started|Your turn/);
    expect(game.headers['List-Unsubscribe']).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/email\/unsubscribe\?token=[^>]+>$/);
    expect(game.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(game.text).toContain(`To stop these game e-mails, open ${game.unsubscribeUrl}`);
  });

  it('keeps the confirmation of the same address, and voids the links of an address changed since', async () => {
    const cy = await registerPlayer(stack.api, 'Cy', { email: { address: 'cy@example.com' } });
    const first = await confirmationLink(stack.api, 'cy@example.com');
    await confirmEmail(stack.api, 'cy@example.com');
    // The same address again (other case, new events): still confirmed, no new e-mail.
    await stack.api.patch('/players/me', { token: cy.token, body: { notify: { email: { address: 'CY@example.com', events: ['your-turn'] } } } });
    expect((await me(cy)).email).toMatchObject({ confirmed: true, events: ['your-turn'] });
    expect(await sentEmails(stack.api, 'CY@example.com')).toEqual([]);

    await stack.api.patch('/players/me', { token: cy.token, body: { notify: { email: { address: 'cy2@example.com' } } } });
    expect((await me(cy)).email).toMatchObject({ address: 'cy2@example.com', confirmed: false });
    // The old address's link no longer confirms anything.
    const stale = await stack.api.post(pathOf(first));
    expect(stale.status).toBe(404);
    expect(stale.text).toContain('This link does not work');
    expect((await me(cy)).email!.confirmed).toBe(false);
  });

  it('refuses a tampered, foreign or expired link, and a confirm link used to unsubscribe', async () => {
    const dee = await registerPlayer(stack.api, 'Dee', { email: { address: 'dee@example.com' } });
    const link = new URL(await confirmationLink(stack.api, 'dee@example.com'));
    const token = link.searchParams.get('token')!;
    const [payload, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, x: Number(claims.x) + 10 ** 6 }), 'utf8').toString('base64url');
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    for (const bad of [`${forged}.${signature}`, `${payload}.${flipped}`, `${payload}.`, 'nonsense', `${payload}.${signature}.x`]) {
      const answer = await stack.api.post(`/email/confirm?token=${encodeURIComponent(bad)}`);
      expect(answer.status, bad).toBe(404);
    }
    expect((await stack.api.post(`/email/unsubscribe?token=${encodeURIComponent(token)}`)).status).toBe(404);
    expect((await me(dee)).email!.confirmed).toBe(false);

    // After 48 hours the link is dead.
    shift = 48 * 3_600_000 + 1_000;
    try {
      expect((await stack.api.post(`${link.pathname}${link.search}`)).status).toBe(404);
    } finally {
      shift = 0;
    }
    expect((await me(dee)).email!.confirmed).toBe(false);
    expect((await stack.api.post(`${link.pathname}${link.search}`)).status).toBe(200);
    expect((await me(dee)).email!.confirmed).toBe(true);
  });

  it(`sends at most ${CONFIRMATION_EMAILS_PER_HOUR} confirmation e-mails an hour per player, whatever the addresses`, async () => {
    const eve = await registerPlayer(stack.api, 'Eve', { email: { address: 'victim@example.com' } });
    const resend = () => stack.api.post<{ player: { notify: { email: EmailView } } }>('/players/me/email/confirmation', { token: eve.token });
    expect((await resend()).status).toBe(200);
    // A new address counts too: cycling addresses is no way round the cap.
    expect((await stack.api.patch('/players/me', { token: eve.token, body: { notify: { email: { address: 'victim2@example.com' } } } })).status).toBe(200);
    const refused = await resend();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    const changed = await stack.api.patch('/players/me', { token: eve.token, body: { notify: { email: { address: 'victim3@example.com' } } } });
    expect(changed.status).toBe(429);
    expect((await sentEmails(stack.api)).filter((email) => email.to.startsWith('victim')).length).toBe(CONFIRMATION_EMAILS_PER_HOUR);

    shift = 3_600_000 + 1_000;
    try {
      expect((await resend()).status).toBe(200);
    } finally {
      shift = 0;
    }
    await confirmEmail(stack.api, 'victim2@example.com');
    const confirmedAlready = await resend();
    expect(confirmedAlready.status).toBe(400);
  });
});

describe('unsubscribing', () => {
  it('stops game e-mails with one POST of the List-Unsubscribe URL, and not with a GET', async () => {
    const fay = await registerPlayer(stack.api, 'Fay', { email: { address: 'fay@example.com' } });
    await confirmEmail(stack.api, 'fay@example.com');
    const gus = await registerPlayer(stack.api, 'Gus');
    await startGame(stack.api, gus, [fay], { type: 'the-game' });
    const mails = await until(() => sentEmails(stack.api, 'fay@example.com'), (emails) => emails.some((email) => email.unsubscribeUrl), 'a game e-mail');
    const url = mails.find((email) => email.unsubscribeUrl)!.unsubscribeUrl!;

    const page = await stack.api.get(pathOf(url));
    expect(page.status).toBe(200);
    expect(page.text).toContain('Unsubscribe');
    expect((await me(fay)).email!.events.length).toBeGreaterThan(0);

    // As a mail provider posts it (RFC 8058 section 3.1): no cookie, no token, a form body.
    const clicked = await stack.api.post(pathOf(url), { raw: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(clicked.status, clicked.text).toBe(200);
    expect((await me(fay)).email).toMatchObject({ address: 'fay@example.com', confirmed: true, events: [] });

    const before = (await sentEmails(stack.api, 'fay@example.com')).length;
    await startGame(stack.api, gus, [fay], { type: 'the-game' });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await sentEmails(stack.api, 'fay@example.com')).length).toBe(before);
  });

  it("the digest's link turns off the digest only", async () => {
    const hal = await registerPlayer(stack.api, 'Hal', { email: { address: 'hal@example.com' }, digest: { hourUtc: 7 } });
    await confirmEmail(stack.api, 'hal@example.com');
    const { signEmailLink, emailLinkUrl } = await import('../../functions/notify/channels/email-links.js');
    const secret = stack.local.config.emailLinkSecret!;
    const url = emailLinkUrl(stack.local.url, 'unsubscribe', signEmailLink(secret, { purpose: 'unsubscribe', playerId: hal.id, address: 'hal@example.com', list: 'digest' }, new Date()));
    expect((await stack.api.post(pathOf(url))).status).toBe(200);
    const notify = await me(hal);
    expect(notify.digest).toBeUndefined();
    expect(notify.email).toMatchObject({ confirmed: true, events: expect.arrayContaining(['your-turn']) });
  });
});

describe('in the player\u2019s language', () => {
  it('writes the confirmation e-mail, its pages and the unsubscribe line in German for a player who chose German', async () => {
    const ida = await registerPlayer(stack.api, 'Ida', { language: 'de', email: { address: 'ida@example.com' } });
    const [confirmation] = await sentEmails(stack.api, 'ida@example.com');
    expect(confirmation!.subject).toBe('Bitte bestätige deine E-Mail-Adresse für turnpost');
    expect(confirmation!.text).toContain('Der Link gilt 48 Stunden.');
    const link = /https?:\/\/\S+\/email\/confirm\?token=\S+/.exec(confirmation!.text)?.[0];
    expect(link).toBeDefined();

    // The page asks in German (whatever the browser says: the link names Ida, who chose German).
    const page = await stack.api.get(pathOf(link!), { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="de">');
    expect(page.text).toMatch(/<button type="submit">Bestätigen<\/button>/);
    const pressed = await stack.api.post(pathOf(link!));
    expect(pressed.status).toBe(200);
    expect(pressed.text).toContain('Spiel-E-Mails gehen ab jetzt an ida@example.com.');

    // Her game e-mails end with the way out in German.
    const jo = await registerPlayer(stack.api, 'Jo');
    await startGame(stack.api, jo, [ida], { type: 'the-game' });
    const mails = await until(() => sentEmails(stack.api, 'ida@example.com'), (emails) => emails.some((email) => email.unsubscribeUrl), 'a game e-mail');
    const game = mails.find((email) => email.unsubscribeUrl)!;
    expect(game.text).toContain(`Diese Spiel-E-Mails abbestellen: ${game.unsubscribeUrl}`);
    const unsubscribe = await stack.api.get(pathOf(game.unsubscribeUrl!));
    expect(unsubscribe.text).toMatch(/<button type="submit">Abbestellen<\/button>/);
  });

  it('answers a dead link in the browser\u2019s language, and in English without one we write', async () => {
    const german = await stack.api.get('/email/confirm?token=nonsense', { headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' } });
    expect(german.status).toBe(404);
    expect(german.text).toContain('<html lang="de">');
    expect(german.text).toContain('Dieser Link funktioniert nicht');
    const other = await stack.api.get('/email/unsubscribe?token=nonsense', { headers: { 'accept-language': 'fr-FR' } });
    expect(other.status).toBe(404);
    expect(other.text).toContain('<html lang="en">');
    expect(other.text).toContain('This link does not work');
  });

  it('has every e-mail word in German that it has in English', async () => {
    const { notifyWordsIn } = await import('../../functions/notify/words/index.js');
    const [en, de] = [notifyWordsIn('en').email, notifyWordsIn('de').email];
    expect(de.unsubscribeLine('digest', 'U')).toBe('Diese tägliche Übersicht abbestellen: U');
    for (const list of ['email', 'digest'] as const) {
      expect(de.pages.unsubscribe('a@b', list).lines[0]).not.toBe(en.pages.unsubscribe('a@b', list).lines[0]);
      expect(de.pages.unsubscribed('a@b', list).lines[0]).toContain('a@b');
    }
    expect(Object.keys(de.pages).sort()).toEqual(Object.keys(en.pages).sort());
  });
});
