/**
 * A game's table is a bundle of its own, fetched when a page first shows that game (web/src/tables/index.ts),
 * in real Chromium against a real local stack: while it loads the game page shows its header and a
 * quiet placeholder (nothing that the table would push down); when its fetch fails the page says so
 * in words, still offers the rest (resign), and "Try again" brings the table and the history in
 * the game's words; the replay page does the same. The start page fetches no table at all.
 * Service workers are blocked in these contexts, so each fetch reaches the network (and the test's routes).
 */
import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerPlayer, startGame, type TestPlayer } from '../support/test-stack.js';
import { PHONE, browserTableSuite } from '../support/web-play.js';

const suite = browserTableSuite(import.meta.url);

/** A phone signed in as `who` (the "another device" link), its service worker blocked, and every script it fetched. */
async function signedIn(who: TestPlayer): Promise<{ context: BrowserContext; page: Page; scripts: string[] }> {
  const context = await suite.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${suite.stack.local.url}/play/#token=${who.token}`);
  await page.getByRole('button', { name: `Use ${who.name}` }).click();
  await page.getByRole('heading', { name: 'My games' }).waitFor();
  return { context, page, scripts };
}

const tableFile = (game: string) => `/play/assets/${suite.built.tables.find((table) => table.game === game)!.file}`;
const tableRoute = (game: string) => `${suite.stack.local.url}${tableFile(game)}`;
const flip7Table = (page: Page) => page.getByRole('region', { name: 'Table', exact: true });

describe("a game's table, loaded on demand", () => {
  it('shows the header and a placeholder while the table loads, then the table; a failed fetch is said in words and tried again', { timeout: 120_000 }, async () => {
    const ada = await registerPlayer(suite.stack.api, 'Ada');
    const bo = await registerPlayer(suite.stack.api, 'Bo');
    const { id } = await startGame(suite.stack.api, ada, [bo], { type: 'flip-7', seed: 'tables-on-demand' });

    // The start page fetched no table.
    const { context, page, scripts } = await signedIn(ada);
    const tables = suite.built.tables.map((table) => `/play/assets/${table.file}`);
    expect(scripts.filter((script) => tables.includes(script))).toEqual([]);

    // Held: the header and the placeholder, nothing of what the table would push down.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await context.route(tableRoute('flip-7'), async (route: Route) => {
      asked++;
      await held;
      await route.continue();
    });
    await page.goto(`${suite.stack.local.url}/play/games/${id}`);
    await page.getByText('Loading the table…').waitFor();
    await page.locator('#game-title').waitFor();
    expect(await page.locator('.game-head .status').innerText()).toMatch(/turn/i);
    expect(await page.locator('.table-pending').getAttribute('aria-busy')).toBe('true');
    for (const later of [flip7Table(page), page.getByRole('button', { name: 'Resign…' }), page.getByText(/^The whole game/)]) expect(await later.count()).toBe(0);
    release();
    await flip7Table(page).waitFor();
    expect(await page.getByText('Loading the table…').count()).toBe(0);
    await page.getByText(/^The whole game/).waitFor(); // the history, in the game's words
    expect(asked).toBe(1);
    await context.unrouteAll({ behavior: 'wait' });

    // Failed (a fresh page: nothing loaded yet): said in words, the rest of the page still there; "Try again" brings the table.
    const second = await context.newPage();
    let refused = 0;
    await context.route(tableRoute('flip-7'), (route) => {
      refused++;
      return route.abort('connectionrefused');
    });
    await second.goto(`${suite.stack.local.url}/play/games/${id}`);
    await second.getByRole('alert').getByText('The table of this game could not be loaded. Check the connection, then try again.').waitFor();
    await second.getByRole('button', { name: 'Resign…' }).waitFor();
    expect(await flip7Table(second).count()).toBe(0);
    await second.getByRole('button', { name: 'Try again' }).click();
    // Still unreachable: the second fetch is refused too (the failure stays said meanwhile), and the
    // button is offered again once it has failed. Only then is the way cleared, or the retry in flight
    // could already get through.
    await expect.poll(() => refused).toBe(2);
    await second.getByRole('button', { name: 'Try again' }).waitFor();
    await second.getByRole('alert').getByText('The table of this game could not be loaded.', { exact: false }).waitFor();
    await context.unrouteAll({ behavior: 'wait' });
    await second.getByRole('button', { name: 'Try again' }).click();
    await flip7Table(second).waitFor();
    expect(await second.getByText('could not be loaded').count()).toBe(0);
    await second.getByText(/^The whole game/).waitFor();
    await context.close();
  });

  it('the replay page and a finished game wait for the table too, and try again after a failure', { timeout: 120_000 }, async () => {
    const ada = await registerPlayer(suite.stack.api, 'Ada');
    const bo = await registerPlayer(suite.stack.api, 'Bo');
    const { id } = await startGame(suite.stack.api, ada, [bo], { type: 'flip-7', seed: 'replayed-on-demand' });
    const resigned = await suite.stack.api.post(`/games/${id}/resign`, { token: ada.token, body: {} });
    expect(resigned.status, resigned.text).toBe(200);

    const { context, page } = await signedIn(bo);
    await context.route(tableRoute('flip-7'), (route) => route.abort('connectionrefused'));
    await page.goto(`${suite.stack.local.url}/play/games/${id}/replay`);
    await page.getByRole('heading', { name: /^Replay: / }).waitFor();
    await page.getByRole('alert').getByText('The table of this game could not be loaded. Check the connection, then try again.').waitFor();
    expect(await page.getByRole('button', { name: 'Forward one move' }).count()).toBe(0);
    await context.unrouteAll({ behavior: 'wait' });
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('✓ Replayed in this browser from the seed and the moves').waitFor();
    await flip7Table(page).waitFor(); // at the last move

    // The game page of the finished game: the table is here already, the outcome is in the game's own words.
    await page.getByRole('link', { name: 'Back to the game' }).click();
    await page.getByRole('heading', { name: 'Game over' }).waitFor();
    expect(await page.getByText('Loading the table…').count()).toBe(0);
    await flip7Table(page).waitFor();
    await context.close();
  });
});
