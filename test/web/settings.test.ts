/**
 * The settings page in a real browser against a real local stack and a real webhook receiver on
 * 127.0.0.1: a webhook set from the form (its secret shown once), switched off by its receiver's
 * 410 Gone, shown as off with when and why, and turned back on by the one button that may do it —
 * after which deliveries reach the receiver again, signed with the secret the page showed.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../functions/http/schemas.js';
import { ascendingDeck } from '../support/the-game.js';
import { WebhookReceiver } from '../support/webhook-receiver.js';
import { PHONE, browserTableSuite, signUp } from '../support/web-play.js';

type WebhookView = { url: string; disabled?: { at: string; reason: string } };
type PlayerBody = { player: { notify: { webhook?: WebhookView } } };

const suite = browserTableSuite(import.meta.url);
const hook = await WebhookReceiver.start(() => 410);
afterAll(() => hook.stop());

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate<string>("localStorage.getItem('turnpost.token')");
}

/** A one-seat game of The Game starts at creation: game-started and your-turn go to the webhook. */
async function oneSeatGame(token: string, seed: string): Promise<void> {
  const created = await suite.stack.api.post<Envelope>('/games', { token, body: { type: 'the-game', seats: 1, seed, deck: ascendingDeck() } });
  expect(created.status, created.text).toBe(201);
  await suite.stack.local.notificationsSettled();
}

async function webhookOf(token: string): Promise<WebhookView | undefined> {
  return (await suite.stack.api.get<PlayerBody>('/players/me', { token })).body.player.notify.webhook;
}

describe('settings: a webhook its receiver turned off', () => {
  it('is set from the form, shown as off after a 410 with when and why, and turned back on by its button', async () => {
    const page = await suite.newPage(PHONE);
    await page.goto(`${suite.stack.local.url}/play/`);
    await signUp(page, 'Ada');
    await page.getByRole('link', { name: 'Account' }).click();
    await page.waitForURL(/\/play\/settings$/);
    // The form holds the stored channels once the profile is read: typing before that would be overwritten.
    await page.getByRole('heading', { name: 'Account: Ada' }).waitFor();

    // A person's channels come first; the webhook and SNS are folded away, each with a line on what it is for.
    const order = await page.locator('#push-title, #email, #webhook, #sns').evaluateAll((found) => found.map((element) => element.id));
    expect(order.slice(-2)).toEqual(['webhook', 'sns']);
    expect(order).toContain('email');
    expect(await page.getByLabel('Webhook URL').isVisible()).toBe(false);
    await page.getByText('Advanced: for programs and operators').click();
    await page.getByText('For your own bot or server: each notification is POSTed there as signed JSON.').waitFor();
    await page.getByText('For the people running this server: publishes to its Amazon SNS topic, for their SMS or push gateways.').waitFor();
    await page.getByLabel('Webhook URL').fill(hook.url);
    await page.getByRole('button', { name: 'Save' }).click();
    const secretLine = page.getByText('Webhook signing secret, shown only this once:');
    await secretLine.waitFor();
    hook.secret = (await secretLine.locator('code').innerText()).trim();
    expect(hook.secret).toMatch(/^whsec_/);
    const token = await tokenOf(page);

    // The receiver answers 410 Gone: the webhook goes off at once, and the page says so on its next look.
    await oneSeatGame(token, 'settings-gone');
    expect(hook.received.map((got) => got.event)).toEqual(['game-started']);
    const off = await webhookOf(token);
    expect(off?.disabled).toBeDefined();
    await page.reload();
    const offLine = page.getByRole('status').filter({ hasText: 'This webhook is off since' });
    await offLine.waitFor();
    expect(await offLine.innerText()).toContain(off!.disabled!.reason);
    // Saving the form with nothing changed leaves it off: only the button turns it back on.
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect((await webhookOf(token))?.disabled).toBeDefined();

    hook.answerWith(() => 200);
    await offLine.getByRole('button', { name: 'Turn it back on' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await offLine.waitFor({ state: 'detached' });
    const on = await webhookOf(token);
    expect(on).toMatchObject({ url: hook.url });
    expect(on?.disabled).toBeUndefined();

    await oneSeatGame(token, 'settings-back-on');
    const after = hook.received.slice(1);
    expect(after.map((got) => got.event)).toEqual(['game-started', 'your-turn']);
    expect(after.every((got) => got.validSignature)).toBe(true);
  });
});
