/**
 * Debian's Chromium driven by playwright-core (Playwright's own browser download is not reachable
 * here). One browser process (Playwright gives it a fresh temporary profile); each context has its
 * own storage, like another person's device.
 */
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

/** A browser with a profile in `dir` (not incognito, as every `browser.newContext()` is): what installability checks need. */
export function launchPersistentChromium(dir: string, options: { viewport: { width: number; height: number } }): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, headless: true, args: ARGS, ...options });
}
