/**
 * The app in German, in Chromium on a phone: a browser that asks for German (its locale) gets the
 * German words bundle before the first render; in each of the five games, the person plays a
 * turn against bots (one legal move, over the API with the token this browser holds), and the
 * game page then shows the game's events and outcome in German and not one sentence of the
 * game's English words table, nor any English string of its table's labels or of the app's own
 * words (../support/english-on-page.ts says which count). The account page offers the language choice.
 */
import '../support/web-words.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventFor, games } from '../../engine/index.js';
import type { Who } from '../../engine/core/words/types.js';
import { WORDS } from '../../engine/words/index.js';
import { appDe } from '../../web/src/i18n/app/de.js';
import { appEn } from '../../web/src/i18n/app/en.js';
import { englishToFind, expectNoEnglish } from '../support/english-on-page.js';
import { PHONE, browserTableSuite } from '../support/web-play.js';

const suite = browserTableSuite(import.meta.url);

type Envelope = { id: string; version: number; you: number; yourTurn: boolean; legalMoves?: Array<Record<string, unknown>>; seats: Array<{ seat: number; name?: string }> };
type LogPage = { entries: Array<{ events: Array<{ type: string } & Record<string, unknown>> }>; next: number | null };

async function germanPage(): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: PHONE, locale: 'de-DE' });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  return page;
}

/** The person's turn: the first legal move, once awaited (bots may move first). */
async function playATurn(token: string, id: string): Promise<void> {
  for (let tries = 0; tries < 50; tries++) {
    const game = (await suite.stack.api.get<Envelope>(`/games/${id}?legal=true`, { token })).body;
    if (game.yourTurn && game.legalMoves?.length) {
      const moved = await suite.stack.api.post(`/games/${id}/moves`, { token, body: { moves: [game.legalMoves[0]], version: game.version } });
      if (moved.status === 200) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never played a turn in ${id}`);
}

/** Every English sentence the game's events could show this seat: the English table's words for them. */
async function englishSentences(gameType: string, id: string, token: string, you: number): Promise<string[]> {
  const log = (await suite.stack.api.get<LogPage>(`/games/${id}/events`, { token })).body;
  const words = WORDS.en.games[gameType]!;
  const whoOf = (seat: unknown): Who => (seat === you ? { name: 'you', you: true } : { name: `seat ${String(seat)}`, you: false });
  const fromEvents = log.entries.flatMap((entry) => entry.events.map((event) => words.event(eventFor({ type: event.type, data: event }, you), whoOf))).filter((line): line is string => line !== null);
  // Fragments without names: the longest run of words between the seats' names.
  const fragments = fromEvents.flatMap((line) => line.split(/you|seat \d+|Bot|\d+/i)).map((part) => part.trim()).filter((part) => part.split(' ').length >= 3);
  return [...new Set([...fragments, ...Object.values(words.rules), ...Object.values(words.outcomes)])];
}

describe('the app in German', () => {
  it('plays a turn of each game and shows no English sentence of its words', async () => {
    const page = await germanPage();
    await page.goto(`${suite.stack.local.url}/play/`);
    await page.getByLabel(appDe.signUp.name).fill('Ada');
    await page.getByRole('button', { name: appDe.signUp.submit }).click();
    await page.waitForFunction(() => localStorage.getItem('turnpost.token'));
    expect(await page.evaluate('document.documentElement.lang')).toBe('de');
    const token = (await page.evaluate("localStorage.getItem('turnpost.token')")) as string;
    for (const game of games) {
      const seats = Math.min(3, game.maxPlayers);
      const bots = Array.from({ length: seats - 1 }, (_, index) => ({ seat: index + 1, level: 'random' }));
      const created = await suite.stack.api.post<Envelope>('/games', { token, body: { type: game.id, seats, options: game.quickGame?.options ?? {}, seed: `german-${game.id}`, bots } });
      expect(created.status, created.text).toBe(201);
      await playATurn(token, created.body.id);
      await page.goto(`${suite.stack.local.url}/play/games/${created.body.id}`);
      await page.locator('main').waitFor();
      await page.waitForTimeout(500);
      const history = page.getByText(/^(Du|Runde|Zug|Das Spiel|Durchgang)\b/).first();
      await history.waitFor({ timeout: 10_000 });
      const text = (await page.evaluate('document.body.innerText')) as string;
      const english = (await englishSentences(game.id, created.body.id, token, created.body.you)).filter((sentence) => text.includes(sentence));
      expect(english, game.id).toEqual([]);
      // Every string of the game's English words (its table's labels among them) and of the app's own.
      const find = englishToFind([WORDS.en.games[game.id], WORDS.en.common, appEn], [WORDS.de.games[game.id], WORDS.de.common, appDe]);
      expect(find.several.length + find.single.size).toBeGreaterThan(200);
      await expectNoEnglish(page, `${game.id}'s page`, find);
    }
    await page.getByRole('link', { name: /Account|Konto/ }).click();
    await expect.poll(() => page.getByLabel('Sprache').inputValue()).toBe('de');
  });
});
