/**
 * What every browser test of a table does: a fresh context per person (its own storage, like another
 * device), signing up through the page, looking again as on window focus, and screenshots written
 * to test-artifacts/ and docs/screenshots/ (README shows the latter).
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';

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
