/**
 * Clocks, vacations and the new settings in a real browser against a real local stack: a timed
 * game shows the awaited seat's clock counting down and the held clock of a player on vacation;
 * a game with a time bank made from the New game form (its limits checked there) has that bank in
 * its envelope; from Settings a vacation is set, refused beyond the allowance and ended, the
 * digest hour and an e-mail's events are saved (GET /players/me shows them) and a digest without
 * e-mail is refused in words; at 360 px nothing scrolls sideways.
 */
import { join as pathJoin } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../functions/http/schemas.js';
import { NOTIFICATION_EVENTS } from '../../functions/notify/channels/events.js';
import { ascendingDeck } from '../support/the-game.js';
import { ARTIFACTS, DESKTOP, browserTableSuite, signUp } from '../support/web-play.js';

const suite = browserTableSuite(import.meta.url);
const NARROW_PHONE = { width: 360, height: 740 };

type PlayerBody = {
  player: {
    notify: { email?: { address: string; events: string[] }; digest?: { hourUtc: number } };
    vacation: { from: string; until: string } | null;
    vacationAllowance: { daysPerYear: number; freeSeconds: number };
  };
};

/** The token the page keeps, once its sign-up has answered. */
async function tokenOf(page: Page): Promise<string> {
  await page.waitForFunction(() => localStorage.getItem('turnpost.token') !== null);
  return page.evaluate<string>("localStorage.getItem('turnpost.token')");
}

async function meOf(token: string): Promise<PlayerBody['player']> {
  const answer = await suite.stack.api.get<PlayerBody>('/players/me', { token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.player;
}

/** A player signed up through the API (a second person, who never opens a browser). */
async function apiPlayer(name: string): Promise<string> {
  const created = await suite.stack.api.post<{ token: string }>('/players', { body: { name } });
  expect(created.status, created.text).toBe(201);
  return created.body.token;
}

async function joinGame(id: string, inviteCode: string, token: string): Promise<void> {
  const joined = await suite.stack.api.post(`/games/${id}/join`, { token, body: { inviteCode } });
  expect(joined.status, joined.text).toBe(200);
}

/** `<input type="datetime-local">`'s value `days` from now, in this machine's zone (the browser's too). */
function localInput(days: number): string {
  const at = new Date(Date.now() + days * 86400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.scroll, 'the page is wider than the screen').toBeLessThanOrEqual(widths.view);
}

describe('clocks and vacations on the game page', () => {
  it("counts the awaited seat's bank down each second and shows the vacationer's clock held", async () => {
    const page = await suite.newPage(DESKTOP);
    await page.goto(`${suite.stack.local.url}/play/`);
    await signUp(page, 'Ada');
    const ada = await tokenOf(page);
    const bo = await apiPlayer('Bo');
    const away = await suite.stack.api.patch<PlayerBody>('/players/me', { token: bo, body: { vacation: { until: new Date(Date.now() + 2 * 86400_000).toISOString() } } });
    expect(away.status, away.text).toBe(200);
    // An hour's bank: its countdown shows seconds, so a tick is visible.
    const created = await suite.stack.api.post<Envelope & { inviteCode: string }>('/games', {
      token: ada,
      body: { type: 'the-game', seats: 2, seed: 'clocks-web', deck: ascendingDeck(), timeBank: { initial: 3600, perMove: 60, max: 7200 } },
    });
    expect(created.status, created.text).toBe(201);
    await joinGame(created.body.id, created.body.inviteCode, bo);

    await page.goto(`${suite.stack.local.url}/play/games/${created.body.id}`);
    const mine = page.getByRole('timer');
    await mine.waitFor();
    expect(await mine.innerText()).toMatch(/^Your clock: \d+ min \d+ s left$/);
    const title = await mine.locator('time').getAttribute('title');
    expect(title).toMatch(/^runs out /);
    const first = await mine.innerText();
    await page.waitForFunction((before) => document.querySelector('[role="timer"]')?.textContent !== before, first, { timeout: 30_000 });

    const boLine = page.locator('.seat-clock', { hasText: 'Bo' });
    const until = away.body.player.vacation!.until;
    const untilWords = await page.evaluate((iso) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }), until);
    expect(await boLine.innerText()).toContain(`held at 1 h`);
    expect(await boLine.innerText()).toContain(`on vacation until ${untilWords}`);
    await page.screenshot({ path: pathJoin(ARTIFACTS, 'clocks-game-desktop.png') });

    await page.setViewportSize(NARROW_PHONE);
    await noSidewaysScroll(page);
  });
});

describe('a time bank from the New game form', () => {
  it('offers the presets, says what is out of bounds, and the game it makes has that bank', async () => {
    const page = await suite.newPage(NARROW_PHONE);
    await page.goto(`${suite.stack.local.url}/play/`);
    await signUp(page, 'Cy');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New game' }).click();
    await page.getByLabel('How long a player may think').selectOption('bank');
    expect(await page.getByLabel('Bank at the start', { exact: true }).inputValue()).toBe('3');
    expect(await page.getByLabel('Added after each move', { exact: true }).inputValue()).toBe('1');
    await page.getByLabel('Most the bank holds', { exact: true }).fill('2');
    await page.getByText("The bank's most must be at least its start (3 d).").waitFor();
    expect(await page.getByRole('button', { name: 'Create the game' }).isDisabled()).toBe(true);
    await page.getByLabel('Most the bank holds', { exact: true }).fill('7');
    await noSidewaysScroll(page);
    await page.getByRole('button', { name: 'Create the game' }).click();

    const invite = await page.getByLabel(/Invite link/).inputValue();
    const [, id, code] = /\/play\/join\/([a-z2-7]{16})#(.+)$/.exec(invite)!;
    await joinGame(id!, code!, await apiPlayer('Di'));
    const game = (await suite.stack.api.get<Envelope>(`/games/${id}`, { token: await tokenOf(page) })).body;
    expect(game.status).toBe('active');
    expect(game.seats.map((seat) => seat.clock?.remaining)).toEqual([259200, 259200]);
  });
});

describe('vacation, digest and channel events in Settings', () => {
  it('sets and ends a vacation, saves the digest hour and an e-mail channel\'s events, and refuses a digest without e-mail in words', { timeout: 120_000 }, async () => {
    const page = await suite.newPage(NARROW_PHONE);
    await page.goto(`${suite.stack.local.url}/play/`);
    await signUp(page, 'Eve');
    const token = await tokenOf(page);
    await page.getByRole('link', { name: 'Account' }).click();
    await page.getByRole('heading', { name: 'Account: Eve' }).waitFor();
    await page.getByText('Vacation left: 30 days (of 30 days a year).').waitFor();

    await page.getByLabel('Away until').fill(localInput(3));
    await page.getByRole('button', { name: 'Start my vacation' }).click();
    await page.getByRole('status').filter({ hasText: 'Vacation set.' }).waitFor();
    await page.getByText(/^You are on vacation until /).waitFor();
    await page.getByText(/^Vacation left: 27 days/).waitFor();
    expect((await meOf(token)).vacation).not.toBeNull();

    await page.getByLabel('Back on (a new end)').fill(localInput(40));
    await page.getByRole('button', { name: 'Move the end' }).click();
    await page.getByRole('status').filter({ hasText: 'That is longer than the vacation you have left this year' }).waitFor();

    await page.getByRole('button', { name: 'End my vacation now' }).click();
    await page.getByRole('status').filter({ hasText: 'Vacation ended: your clocks run again.' }).waitFor();
    expect((await meOf(token)).vacation).toBeNull();
    await page.getByRole('button', { name: 'Start my vacation' }).waitFor();

    const digest = page.getByLabel('Daily digest e-mail of the games waiting for you');
    expect(await digest.isDisabled()).toBe(true);
    await page.getByText('The digest is an e-mail: give an e-mail address above to choose an hour.').waitFor();
    await page.getByLabel('E-mail address').fill('eve@example.com');
    await digest.selectOption('7');
    await page.getByText('Which events each channel carries').click();
    const emailEvents = page.getByRole('group', { name: 'Events the e-mail carries' });
    for (const event of NOTIFICATION_EVENTS) expect(await emailEvents.getByLabel(event.replace(/-/g, ' '), { exact: true }).isChecked()).toBe(true);
    await emailEvents.getByLabel('reminder', { exact: true }).uncheck();
    await emailEvents.getByLabel('invited', { exact: true }).uncheck();
    await noSidewaysScroll(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    const saved = await meOf(token);
    expect(saved.notify.digest).toEqual({ hourUtc: 7 });
    expect(saved.notify.email).toEqual({ address: 'eve@example.com', confirmed: false, events: NOTIFICATION_EVENTS.filter((event) => event !== 'reminder' && event !== 'invited') });

    // After a reload the form shows what is stored.
    await page.reload();
    await page.getByRole('heading', { name: 'Account: Eve' }).waitFor();
    expect(await digest.inputValue()).toBe('7');
    await page.getByText('Which events each channel carries').click();
    expect(await emailEvents.getByLabel('reminder', { exact: true }).isChecked()).toBe(false);
    expect(await emailEvents.getByLabel('your turn', { exact: true }).isChecked()).toBe(true);
    await page.screenshot({ path: pathJoin(ARTIFACTS, 'clocks-settings-phone.png'), fullPage: true });

    // Removing the e-mail while the digest is on: the API's refusal, in words.
    await page.getByLabel('E-mail address').fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'The daily digest is an e-mail: give an e-mail address too (or turn the digest off).' }).waitFor();
    expect((await meOf(token)).notify.digest).toEqual({ hourUtc: 7 });
  });
});
