/**
 * The e-mail address's state on Account, in a real browser against a real local stack: waiting
 * for confirmation with "send again" (its hourly cap said in words), confirmed once the owner
 * pressed the link's button, and turned off when SES reports a complaint, with the reason in words.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createDynamoDb } from '../../functions/store/client.js';
import { handleSesEvent } from '../../functions/notify/deliver/ses-feedback.js';
import { PLAYER_TAG } from '../../functions/notify/deliver/senders.js';
import { PlayerStore } from '../../functions/store/players.js';
import { Table } from '../../functions/store/table.js';
import { confirmEmail, sentEmails } from '../support/email.js';
import { PHONE, browserTableSuite, signUp } from '../support/web-play.js';

const suite = browserTableSuite(import.meta.url);

async function openAccount(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Account' }).click();
  await page.waitForURL(/\/play\/settings$/);
  await page.getByRole('heading', { name: /^Account: / }).waitFor();
}

describe('Account: the e-mail address', () => {
  it('waits for confirmation (send again, its cap in words), then is confirmed, then is off after a complaint', async () => {
    const page = await suite.newPage(PHONE);
    await page.goto(`${suite.stack.local.url}/play/`);
    await signUp(page, 'Ada');
    await openAccount(page);
    await page.getByLabel('E-mail address').fill('ada@example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    const waiting = page.getByRole('status').filter({ hasText: 'Waiting for you to confirm it' });
    await waiting.waitFor();
    expect(await sentEmails(suite.stack.api, 'ada@example.com')).toHaveLength(1);

    // Two more fit in the hour; the next is refused in words, with the wait.
    for (let again = 0; again < 2; again++) {
      const answered = page.waitForResponse((response) => response.url().endsWith('/players/me/email/confirmation'));
      await waiting.getByRole('button', { name: 'Send it again' }).click();
      expect((await answered).status()).toBe(200);
      await waiting.getByText('Sent: look in that inbox').waitFor();
      expect(await sentEmails(suite.stack.api, 'ada@example.com')).toHaveLength(2 + again);
    }
    await waiting.getByRole('button', { name: 'Send it again' }).click();
    await waiting.getByText(/That was the most confirmation e-mails we send in an hour: try again in \d+ min\./).waitFor();
    expect(await sentEmails(suite.stack.api, 'ada@example.com')).toHaveLength(3);

    await confirmEmail(suite.stack.api, 'ada@example.com');
    await page.reload();
    await page.getByText('Confirmed: your e-mails go there.').waitFor();
    expect(await waiting.count()).toBe(0);

    // SES reports a complaint: the channel goes off, and Account says why in words.
    const token = await page.evaluate<string>("localStorage.getItem('turnpost.token')");
    const me = (await suite.stack.api.get<{ player: { id: string } }>('/players/me', { token })).body.player;
    const local = suite.stack.local;
    const players = new PlayerStore(new Table(createDynamoDb({ region: 'local', endpoint: local.dynamodbEndpoint }), local.tableName));
    const outcome = await handleSesEvent({ eventType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: 'ada@example.com' }] }, mail: { tags: { [PLAYER_TAG]: [me.id] } } }, players, new Date());
    expect(outcome.turnedOff).toEqual([me.id]);
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Turned off: an e-mail to it was marked as spam.' }).waitFor();
  });
});
