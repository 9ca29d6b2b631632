/**
 * What every browser test of a table does: a fresh context per person (its own storage, like another
 * device), signing up through the page, looking again as on window focus, and screenshots written
 * to test-artifacts/ and docs/screenshots/ (README shows the latter).
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser.js';
import { buildWeb, type WebBuild } from '../../web/build.js';
import { startTestStack, type TestStack, type TestStackOptions } from './test-stack.js';

export const ARTIFACTS = join(process.cwd(), 'test-artifacts');
export const SCREENSHOTS = join(process.cwd(), 'docs', 'screenshots');
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export function prepareArtifactFolders(): void {
  mkdirSync(ARTIFACTS, { recursive: true });
  mkdirSync(SCREENSHOTS, { recursive: true });
}

export async function newPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  return page;
}

export async function signUp(page: Page, name: string): Promise<void> {
  await page.getByLabel('Your name, as the other players will see it').fill(name);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

/** The page looks again now, as it does when the window regains focus. */
export const focus = (page: Page) => page.evaluate("window.dispatchEvent(new Event('focus'))");

export async function shoot(page: Page, name: string): Promise<void> {
  const file = join(ARTIFACTS, name);
  await page.screenshot({ path: file, fullPage: false });
  copyFileSync(file, join(SCREENSHOTS, name));
}

/** On the filled New game form: the stacked setup (local stack only) and "Create"; the invite link and the game's id. */
export async function createStacked(page: Page, setup: Record<string, unknown>): Promise<{ invite: string; id: string }> {
  await page.getByText('Deal a fixed deck (for tutorials and tests; this server only)').click();
  await page.getByLabel(/A fixed seed and stacked cards/).fill(JSON.stringify(setup));
  await page.getByRole('button', { name: 'Create the game' }).click();
  const invite = await page.getByLabel(/Invite link/).inputValue();
  return { invite, id: /\/play\/join\/([a-z2-7]{16})#/.exec(invite)![1]! };
}

/** Opens an invite link signed out, signs up as `name` and takes the seat: the game's page opens. */
export async function joinByInvite(page: Page, invite: string, name: string): Promise<void> {
  await page.goto(invite);
  await page.getByText('Sign up to take your seat.').waitFor();
  await signUp(page, name);
  await page.getByRole('button', { name: 'Take your seat' }).click();
  await page.waitForURL(/\/play\/games\/[a-z2-7]{16}$/);
}

/**
 * Builds the web app into a folder of this test file's own and starts a local stack serving it:
 * the browser test files run in parallel, and a shared web/dist would be emptied by one file's
 * build while another's browser loads from it.
 */
export async function startWebStack(file: string, options: TestStackOptions = {}): Promise<{ stack: TestStack; built: WebBuild }> {
  const webDir = mkdtempSync(join(tmpdir(), 'turnpost-web-'));
  const built = await buildWeb(webDir);
  const stack = await startTestStack(file, { streamPollMs: 50, ...options, webDir });
  const stop = stack.stop;
  stack.stop = async () => {
    await stop();
    rmSync(webDir, { recursive: true, force: true });
  };
  return { stack, built };
}

/** What a table's browser test file uses: its stack (serving its own build) and new pages in one Chromium. */
export interface BrowserTableSuite {
  readonly stack: TestStack;
  /** The web build the stack serves (sizes, the service worker's shell). */
  readonly built: WebBuild;
  /** The one Chromium, for contexts of a test's own (permissions, init scripts, offline). */
  readonly browser: Browser;
  newPage(viewport: { width: number; height: number }): Promise<Page>;
}

/**
 * Registers the file's set-up and tear-down (its own web build and local stack, one Chromium, the
 * artifact folders) and hands out the running parts; read `stack` inside tests, once started.
 */
export function browserTableSuite(file: string): BrowserTableSuite {
  let stack: TestStack | undefined;
  let built: WebBuild | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    ({ stack, built } = await startWebStack(file));
    browser = await launchChromium();
    prepareArtifactFolders();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  return {
    get stack() {
      return stack!;
    },
    get built() {
      return built!;
    },
    get browser() {
      return browser!;
    },
    newPage: (viewport) => newPage(browser!, viewport),
  };
}
