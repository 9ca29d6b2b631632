/**
 * Table talk in real Chromium on a phone (390 × 844) against the local stack: two players of a
 * Flip 7 game open the talk panel (its own bundle, loaded on demand), exchange a quick reaction
 * and a message, one mutes the other; The Game's panel offers reactions and no message box.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../functions/http/schemas.js';
import { registerPlayer, type TestPlayer } from '../support/test-stack.js';
import { browserTableSuite, PHONE, shoot } from '../support/web-play.js';

const suite = browserTableSuite(import.meta.url);
type Created = Envelope & { inviteCode: string };
type Person = TestPlayer;
const person = (name: string) => registerPlayer(suite.stack.api, name);

async function gameFor(creator: Person, other: Person, type: string): Promise<string> {
  const created = await suite.stack.api.post<Created>('/games', { token: creator.token, body: { type, seats: 2 } });
  expect(created.status, created.text).toBe(201);
  const joined = await suite.stack.api.post(`/games/${created.body.id}/join`, { token: other.token, body: { inviteCode: created.body.inviteCode } });
  expect(joined.status, joined.text).toBe(200);
  return created.body.id;
}

/** A phone signed in as `who`, showing the game with its talk panel open. */
async function talkOnPhone(who: Person, id: string): Promise<Page> {
  const page = await suite.newPage(PHONE);
  await page.goto(`${suite.stack.local.url}/play/#token=${who.token}`);
  await page.getByRole('button', { name: `Use ${who.name}` }).click();
  await page.getByRole('heading', { name: 'My games' }).waitFor();
  await page.goto(`${suite.stack.local.url}/play/games/${id}`);
  const loads: string[] = [];
  page.on('request', (request) => loads.push(request.url()));
  await page.getByRole('button', { name: 'Table talk' }).click();
  await page.getByRole('heading', { name: 'Table talk' }).waitFor();
  await page.getByRole('group', { name: 'Quick reactions' }).waitFor();
  expect(loads.some((url) => /\/play\/assets\/talk-[A-Z0-9]+\.js$/.test(url))).toBe(true);
  return page;
}

async function touchTargetsOf(page: Page): Promise<Array<{ name: string; width: number; height: number }>> {
  // A checkbox's target is its label (.check, 44 px high).
  return page.locator('.talk button, .talk input:not([type="checkbox"]), .talk select, .talk summary, .talk label.check').evaluateAll((nodes) =>
    nodes.filter((node) => node.checkVisibility()).map((node) => {
      const box = node.getBoundingClientRect();
      return { name: node.textContent ?? node.getAttribute('aria-label') ?? '', width: box.width, height: box.height };
    }),
  );
}

describe('table talk on a phone', () => {
  it('lets two players exchange a reaction and a message, and one mute the other', { timeout: 120_000 }, async () => {
    const [ada, bo] = await Promise.all([person('Ada'), person('Bo')]);
    const id = await gameFor(ada, bo, 'flip-7');
    const adaPage = await talkOnPhone(ada, id);
    const boPage = await talkOnPhone(bo, id);

    await adaPage.getByRole('button', { name: '🎉' }).click();
    await boPage.locator('.talk-lines').getByText('Ada: 🎉').waitFor();
    await boPage.getByRole('textbox', { name: 'Message' }).fill('nice one, Ada!');
    await boPage.getByRole('button', { name: 'Send' }).click();
    await adaPage.locator('.talk-lines').getByText('Bo: nice one, Ada!').waitFor();
    await adaPage.locator('.talk-lines').getByText('You: 🎉').waitFor();

    await adaPage.getByText('Mute and settings').click();
    await adaPage.getByRole('button', { name: 'Mute Bo' }).scrollIntoViewIfNeeded();
    expect((await touchTargetsOf(adaPage)).filter((target) => target.height < 44 || target.width < 44)).toEqual([]);
    expect(await adaPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shoot(adaPage, 'talk-390x844.png');

    await adaPage.getByRole('button', { name: 'Mute Bo' }).click();
    await adaPage.getByRole('button', { name: 'Unmute Bo' }).waitFor();
    expect(await adaPage.locator('.talk-lines').getByText('Bo: nice one, Ada!').count()).toBe(0);
  });

  it("offers The Game's players reactions only, until the creator opens free chat", { timeout: 120_000 }, async () => {
    const [cy, dee] = await Promise.all([person('Cy'), person('Dee')]);
    const id = await gameFor(cy, dee, 'the-game');
    const page = await talkOnPhone(cy, id);
    await page.getByText(/Quick reactions only: The Game forbids naming numbers/).waitFor();
    expect(await page.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
    await page.getByText('Mute and settings').click();
    await page.getByRole('combobox', { name: 'Talk allowed' }).selectOption('free');
    await page.getByRole('textbox', { name: 'Message' }).waitFor();
  });
});
