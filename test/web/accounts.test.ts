/**
 * Accounts on one browser, in real Chromium against a real local stack: a sign-in link
 * (`/play/#token=…`) never replaces the account signed in — the page names both and asks; "stay"
 * keeps things as they were, "use" switches and keeps the old account one click away; a link
 * that does not work says so; a browser with no account asks too (login CSRF). The token leaves
 * the address bar at once whatever the answer.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, browserTableSuite, signUp } from '../support/web-play.js';

const suite = browserTableSuite(import.meta.url);

const activeToken = (page: Page) => page.evaluate<string | null>("localStorage.getItem('turnpost.token')");
const heldTokens = (page: Page) => page.evaluate<string[]>("JSON.parse(localStorage.getItem('turnpost.accounts') ?? '[]').map((account) => account.token)");

async function signedUp(name: string): Promise<{ page: Page; token: string; link: string }> {
  const page = await suite.newPage(PHONE);
  await page.goto(`${suite.stack.local.url}/play/`);
  await signUp(page, name);
  await page.getByRole('heading', { name: 'My games' }).waitFor();
  const token = (await activeToken(page))!;
  return { page, token, link: `${suite.stack.local.url}/play/#token=${token}` };
}

describe('a sign-in link on a browser that holds an account', () => {
  it('asks, naming both accounts; staying keeps the account, using switches and keeps both', async () => {
    const ada = await signedUp('Ada');
    const mallory = await signedUp('Mallory');

    // Ada opens Mallory's link (a full load): asked, nothing stored yet, the token out of the address bar.
    await ada.page.goto(mallory.link);
    await ada.page.getByRole('heading', { name: 'Sign in as Mallory?' }).waitFor();
    await ada.page.getByText('You are signed in here as Ada').waitFor();
    expect(new URL(ada.page.url()).hash).toBe('');
    expect(await activeToken(ada.page)).toBe(ada.token);
    expect(await heldTokens(ada.page)).not.toContain(mallory.token);

    await ada.page.getByRole('button', { name: 'Stay Ada' }).click();
    await ada.page.getByRole('heading', { name: 'My games' }).waitFor();
    expect(await activeToken(ada.page)).toBe(ada.token);
    expect(await heldTokens(ada.page)).not.toContain(mallory.token);

    // The same link as a hash change on the open page: asked again; "use" switches and keeps Ada.
    await ada.page.evaluate((token) => (location.hash = `#token=${token}`), mallory.token);
    await ada.page.getByRole('heading', { name: 'Sign in as Mallory?' }).waitFor();
    expect(new URL(ada.page.url()).hash).toBe('');
    expect(await activeToken(ada.page)).toBe(ada.token);
    await ada.page.getByRole('button', { name: 'Use Mallory' }).click();
    expect(await activeToken(ada.page)).toBe(mallory.token);
    expect((await heldTokens(ada.page)).sort()).toEqual([ada.token, mallory.token].sort());

    // Account lists Ada, one click back.
    await ada.page.getByRole('link', { name: 'Account' }).click();
    await ada.page.getByRole('heading', { name: 'Account: Mallory' }).waitFor();
    await ada.page.getByRole('button', { name: 'Switch to Ada' }).click();
    await ada.page.getByRole('heading', { name: 'My games' }).waitFor();
    expect(await activeToken(ada.page)).toBe(ada.token);

    // Signing out asks first (the token may be the only copy); declining keeps it.
    await ada.page.getByRole('link', { name: 'Account' }).click();
    await ada.page.getByRole('heading', { name: 'Account: Ada' }).waitFor();
    ada.page.once('dialog', (dialog) => void dialog.dismiss());
    await ada.page.getByRole('button', { name: 'Sign out of this browser' }).click();
    expect(await activeToken(ada.page)).toBe(ada.token);
    // Accepting removes Ada only: Mallory, still held, becomes the account signed in.
    ada.page.once('dialog', (dialog) => void dialog.accept());
    await ada.page.getByRole('button', { name: 'Sign out of this browser' }).click();
    await ada.page.getByRole('heading', { name: 'My games' }).waitFor();
    expect(await activeToken(ada.page)).toBe(mallory.token);
    expect(await heldTokens(ada.page)).toEqual([mallory.token]);
  });

  it('says a link that does not work does not, and keeps the account signed in', async () => {
    const ada = await signedUp('Ada');
    const forged = `tp_${'a'.repeat(16)}_${'b'.repeat(43)}`;
    await ada.page.goto(`${suite.stack.local.url}/play/#token=${forged}`);
    await ada.page.getByRole('heading', { name: 'This sign-in link does not work' }).waitFor();
    expect(new URL(ada.page.url()).hash).toBe('');
    await ada.page.getByRole('button', { name: 'Go on as Ada' }).click();
    await ada.page.getByRole('heading', { name: 'My games' }).waitFor();
    expect(await activeToken(ada.page)).toBe(ada.token);
    expect(await heldTokens(ada.page)).toEqual([ada.token]);
  });
});

describe('a sign-in link on a browser with no account', () => {
  it('asks before signing in with it', async () => {
    const ada = await signedUp('Ada');
    const fresh = await suite.newPage(PHONE);
    await fresh.goto(ada.link);
    await fresh.getByRole('heading', { name: 'Sign in as Ada?' }).waitFor();
    expect(await activeToken(fresh)).toBeNull();
    await fresh.getByRole('button', { name: 'Use Ada' }).click();
    await fresh.getByRole('heading', { name: 'My games' }).waitFor();
    expect(await activeToken(fresh)).toBe(ada.token);
  });
});

describe('Account: devices', () => {
  it('makes a link per device, lists devices, signs one out, signs out everywhere else, and deletes the account', async () => {
    const ada = await signedUp('Ada');
    const status = async (token: string) => (await suite.stack.api.get('/players/me', { token })).status;
    await ada.page.getByRole('link', { name: 'Account' }).click();
    await ada.page.getByRole('heading', { name: 'Account: Ada' }).waitFor();
    await ada.page.getByLabel('The other device’s name').fill('Phone');
    await ada.page.getByRole('button', { name: 'Show the sign-in link' }).click();
    const link = await ada.page.getByLabel('Sign-in link for another device').inputValue();
    const phoneToken = /#token=(.+)$/.exec(link)![1]!;
    expect(phoneToken).not.toBe(ada.token); // a token of its own
    await ada.page.getByRole('button', { name: 'Sign out Phone' }).waitFor();

    const phone = await suite.newPage(PHONE);
    await phone.goto(link);
    await phone.getByRole('button', { name: 'Use Ada' }).click();
    await phone.getByRole('heading', { name: 'My games' }).waitFor();
    expect(await status(phoneToken)).toBe(200);

    // Signed out from the laptop: the phone's token is refused, Ada's works.
    await ada.page.getByRole('button', { name: 'Sign out Phone' }).click();
    await ada.page.getByRole('button', { name: 'Sign out Phone' }).waitFor({ state: 'detached' });
    expect(await status(phoneToken)).toBe(401);
    expect(await status(ada.token)).toBe(200);

    // Sign out everywhere else: this browser carries on with a new token; the old one is refused.
    ada.page.once('dialog', (dialog) => void dialog.accept());
    await ada.page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await ada.page.getByText('Every other device is signed out.').waitFor();
    const renewed = (await activeToken(ada.page))!;
    expect(renewed).not.toBe(ada.token);
    expect(await heldTokens(ada.page)).toEqual([renewed]);
    expect(await status(ada.token)).toBe(401);
    expect(await status(renewed)).toBe(200);

    // Delete my account (after a confirmation): the token is refused and the browser forgets it.
    ada.page.once('dialog', (dialog) => void dialog.accept());
    await ada.page.getByRole('button', { name: 'Delete my account' }).click();
    await ada.page.getByLabel('Your name, as the other players will see it').waitFor();
    expect(await status(renewed)).toBe(401);
    expect(await activeToken(ada.page)).toBeNull();
  });
});

describe('invite links', () => {
  it('takes the code out of the address bar, and a damaged code says so instead of blanking the page', async () => {
    const ada = await signedUp('Ada');
    const bo = await signedUp('Bo');
    const created = await suite.stack.api.post<{ id: string; inviteCode: string }>('/games', { token: ada.token, body: { type: 'the-game', seats: 2 } });
    expect(created.status).toBe(201);
    const { id, inviteCode } = created.body;

    await bo.page.goto(`${suite.stack.local.url}/play/join/${id}#%E0%A4%A`);
    await bo.page.getByText('This link has no invite code, or a damaged one').waitFor();
    expect(new URL(bo.page.url()).hash).toBe('');

    await bo.page.goto(`${suite.stack.local.url}/play/join/${id}#${inviteCode}`);
    await bo.page.getByRole('button', { name: 'Take your seat' }).waitFor();
    expect(new URL(bo.page.url()).hash).toBe('');
    await bo.page.getByRole('button', { name: 'Take your seat' }).click();
    await bo.page.waitForURL(`${suite.stack.local.url}/play/games/${id}`);
    // Nothing in this tab's history holds the code any more.
    const entries = await bo.page.evaluate(() => history.length);
    expect(entries).toBeGreaterThan(1);
    await bo.page.evaluate(() => history.back());
    await bo.page.waitForFunction(() => location.pathname.startsWith('/play/join/'));
    expect(new URL(bo.page.url()).hash).toBe('');
  });
});
