/**
 * The New game form's table settings, in Chromium on a phone: take-backs, the table talk (the
 * game's own default preselected and named so) and a bot for absent players. A game created with
 * take-backs off, quick reactions only and a bot for absent players has exactly those over the
 * API; one created with the form as it opens has the defaults, and the form sent none of them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../functions/http/schemas.js';
import { appEn } from '../../web/src/i18n/app/en.js';
import { games } from '../../engine/index.js';
import { PHONE, browserTableSuite, signUp } from '../support/web-play.js';

const suite = browserTableSuite(import.meta.url);
const words = appEn.create;
/** A game whose rules put no limit on table talk, and one whose rules keep it to reactions (and say why). */
const freeTalk = games.find((game) => game.chatRules.chat === 'free')!;
const limitedTalk = games.find((game) => game.chatRules.chat === 'reactions')!;

type TalkAnswer = { settings: { chat: string; spectators: boolean; gameDefault: { chat: string } } };

/** Signs up on a phone and opens New game with `type` chosen, two seats, the second a basic bot (so the game starts at once). */
async function newGameForm(name: string, type: string): Promise<{ page: Page; token: string }> {
  const page = await suite.newPage(PHONE);
  await page.goto(`${suite.stack.local.url}/play/`);
  await signUp(page, name);
  await page.waitForFunction(() => localStorage.getItem('turnpost.token') !== null);
  const token = (await page.evaluate("localStorage.getItem('turnpost.token')")) as string;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New game' }).click();
  await page.getByLabel(words.game, { exact: true }).selectOption(type);
  await page.getByLabel(words.seats).fill('2');
  await page.getByLabel(words.seat(2)).selectOption('basic');
  return { page, token };
}

/** Creates the game from the form: the request body sent, and the game's id. */
async function create(page: Page): Promise<{ sent: Record<string, unknown>; id: string }> {
  const request = page.waitForRequest((sent) => sent.method() === 'POST' && new URL(sent.url()).pathname === '/games');
  await page.getByRole('button', { name: words.submit }).click();
  const sent = (await request).postDataJSON() as Record<string, unknown>;
  await page.getByText(words.started).waitFor();
  const href = await page.getByRole('link', { name: words.open }).getAttribute('href');
  return { sent, id: /\/play\/games\/([a-z2-7]{16})$/.exec(href!)![1]! };
}

/** What the API says of the game's settings, as its creator reads them. */
async function settingsOf(id: string, token: string) {
  const game = (await suite.stack.api.get<Envelope>(`/games/${id}?legal=true`, { token })).body;
  const talk = await suite.stack.api.get<TalkAnswer>(`/games/${id}/talk`, { token });
  expect(talk.status, talk.text).toBe(200);
  expect([game.status, game.you]).toEqual(['active', 0]);
  return { undo: game.undo !== undefined, talk: { chat: talk.body.settings.chat, spectators: talk.body.settings.spectators }, botTakesOverAfter: game.ifYouResign?.botTakesOverAfter ?? null };
}

describe('the New game form’s table settings', () => {
  it('makes a game with take-backs off, quick reactions only and a bot for absent players', async () => {
    const { page, token } = await newGameForm('Ada', freeTalk.id);
    const talk = page.getByLabel(appEn.talk.title);
    expect(await talk.inputValue()).toBe('free');
    expect(await talk.locator('option:checked').textContent()).toBe(words.talkDefault(appEn.talk.chat.free!));
    expect(await page.getByLabel(words.undo).isChecked()).toBe(true);
    await page.getByLabel(words.undo).uncheck();
    await talk.selectOption('reactions');
    await page.getByLabel(words.absent).check();
    expect(await page.getByLabel(words.absentLevel).inputValue()).toBe('basic');
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);

    const { sent, id } = await create(page);
    expect(sent).toMatchObject({ undo: false, talk: { chat: 'reactions' }, absent: 'bot' });
    expect(await settingsOf(id, token)).toEqual({ undo: false, talk: { chat: 'reactions', spectators: false }, botTakesOverAfter: 2 });
  });

  it('opens with the defaults, the game’s own talk among them, and a game made so has them', async () => {
    const { page, token } = await newGameForm('Bo', limitedTalk.id);
    const talk = page.getByLabel(appEn.talk.title);
    expect(await talk.inputValue()).toBe('reactions');
    expect(await talk.locator('option:checked').textContent()).toBe(words.talkDefault(appEn.talk.chat.reactions!));
    await page.getByText(limitedTalk.chatRules.why).waitFor();
    expect(await page.getByLabel(words.undo).isChecked()).toBe(true);
    expect(await page.getByLabel(appEn.talk.spectators).isChecked()).toBe(false);
    expect(await page.getByLabel(words.absent).isChecked()).toBe(false);
    expect(await page.getByLabel(words.absentLevel).count()).toBe(0);

    const { sent, id } = await create(page);
    for (const field of ['undo', 'talk', 'absent', 'absentLevel']) expect(sent, field).not.toHaveProperty(field);
    expect(await settingsOf(id, token)).toEqual({ undo: true, talk: { chat: 'reactions', spectators: false }, botTakesOverAfter: null });
  });
});
