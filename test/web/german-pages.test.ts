/**
 * Every page of the app in German, in Chromium on a phone whose browser asks for German: Ada signs
 * up, fills in the New game form (its labels, The Game's options and the bot levels), sends the
 * invite; Bo opens it (the invite page), signs up and takes his seat; on the game page Ada plays,
 * Bo hints, Ada asks to take her move back and Bo accepts; Ada opens the whole history, the table
 * talk (and reacts), the resign confirm, and the Account page. On every page, no string of the
 * app's English words (nor The Game's English options, bot levels, talk reason and table labels)
 * is to be seen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appDe } from '../../web/src/i18n/app/de.js';
import { appEn } from '../../web/src/i18n/app/en.js';
import { WORDS } from '../../engine/words/index.js';
import { englishToFind, expectNoEnglish as expectGermanOnly } from '../support/english-on-page.js';
import { PHONE, browserTableSuite, shoot } from '../support/web-play.js';

const suite = browserTableSuite(import.meta.url);

const theGameEn = WORDS.en.games['the-game']!;
/** The English a German page must not show: the app's English words (and The Game's own), against the German ones. */
const ENGLISH = englishToFind([appEn, { options: theGameEn.options, botLevels: theGameEn.botLevels, chatWhy: theGameEn.chatWhy, table: theGameEn.table }], [appDe, WORDS.de.games['the-game']]);

const expectNoEnglish = (page: Page, where: string) => expectGermanOnly(page, where, ENGLISH);

async function germanPage(): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: PHONE, locale: 'de-DE' });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  return page;
}

async function signUp(page: Page, name: string): Promise<string> {
  await page.getByLabel(appDe.signUp.name).fill(name);
  await page.getByRole('button', { name: appDe.signUp.submit }).click();
  await page.waitForFunction(() => localStorage.getItem('turnpost.token'));
  return (await page.evaluate("localStorage.getItem('turnpost.token')")) as string;
}

describe('every page of the app in German', () => {
  it('shows no English from sign-up to the Account page', { timeout: 180_000 }, async () => {
    expect(ENGLISH.several.length + ENGLISH.single.size).toBeGreaterThan(200);
    const api = suite.stack.api;
    const ada = await germanPage();
    await ada.goto(`${suite.stack.local.url}/play/`);
    await ada.getByRole('heading', { name: appDe.signUp.title }).waitFor();
    await expectNoEnglish(ada, 'the sign-up page');
    const adaToken = await signUp(ada, 'Ada');
    await ada.getByRole('heading', { name: appDe.shell.myGames }).waitFor();
    await expectNoEnglish(ada, 'my games');

    // The New game form: The Game's options and the bot levels in German, then a game for two people.
    await ada.getByRole('link', { name: appDe.shell.newGame }).first().click();
    await ada.getByRole('heading', { name: appDe.create.title }).waitFor();
    await ada.getByLabel(appDe.create.seats).fill('3');
    const theGame = WORDS.de.games['the-game']!;
    await ada.getByText(theGame.options.extreme!.title).waitFor();
    const seatChoices = await ada.getByLabel(appDe.create.seat(2)).locator('option').allTextContents();
    expect(seatChoices).toContain(appDe.create.bot(appDe.create.levels.basic!, theGame.botLevels.basic!));
    await ada.getByLabel(appDe.clock.kind).selectOption('bank');
    await expectNoEnglish(ada, 'the New game form');
    await shoot(ada, 'german-new-game-390x844.png');
    await ada.getByLabel(appDe.create.seats).fill('2');
    await ada.getByLabel(appDe.clock.kind).selectOption('none');
    await ada.getByRole('button', { name: appDe.create.submit }).click();
    const invite = await ada.getByLabel(appDe.invite.link).inputValue();
    await expectNoEnglish(ada, 'the created game');
    const id = /\/play\/join\/([a-z2-7]{16})#/.exec(invite)![1]!;

    // The invite page, before and after signing up.
    const bo = await germanPage();
    await bo.goto(invite);
    await bo.getByText(appDe.join.signUp).waitFor();
    await bo.getByText(`${theGame.options.extreme!.title}: ${appDe.words.no}`).waitFor();
    await expectNoEnglish(bo, 'the invite page');
    const boToken = await signUp(bo, 'Bo');
    await bo.getByRole('button', { name: appDe.join.take }).click();
    await bo.waitForURL(/\/play\/games\/[a-z2-7]{16}$/);

    // Ada plays a card, Bo gives a hint: Ada's take-back needs Bo's consent.
    const before = await api.get<{ legalMoves: Array<{ type: string }> }>(`/games/${id}?legal=true`, { token: adaToken });
    const play = before.body.legalMoves.find((move) => move.type === 'play')!;
    expect((await api.post(`/games/${id}/moves`, { token: adaToken, body: { moves: [play] } })).status).toBe(200);
    expect((await api.post(`/games/${id}/moves`, { token: boToken, body: { moves: [{ type: 'hint', pile: 'up1', signal: 'keepOff' }] } })).status).toBe(200);
    await ada.goto(`${suite.stack.local.url}/play/games/${id}`);
    await ada.getByRole('button', { name: appDe.undo.ask }).click();
    await ada.getByText(appDe.undo.youAsked(1)).waitFor();
    await expectNoEnglish(ada, 'the game page, asking to take back');
    await bo.goto(`${suite.stack.local.url}/play/games/${id}`);
    await bo.getByText(appDe.undo.asks('Ada', 1)).waitFor();
    await expectNoEnglish(bo, 'the game page, asked to take back');
    await bo.getByRole('button', { name: appDe.undo.accept }).click();
    await bo.getByText(appDe.undo.asks('Ada', 1)).waitFor({ state: 'detached' });

    // Whose turn, the whole history, the talk, the resign confirm.
    await ada.reload();
    await ada.getByText(appDe.game.yourTurn, { exact: true }).first().waitFor();
    await ada.getByText(/^Das ganze Spiel \(\d+ Zeilen?\)$/).click();
    await ada.getByRole('list', { name: appDe.history.wholeLabel }).waitFor();
    await ada.getByText(appDe.game.events.undone!('Du', true, 1)).first().waitFor();
    await ada.evaluate('window.scrollTo(0, 0)');
    await shoot(ada, 'german-game-390x844.png');
    await ada.getByRole('button', { name: appDe.talk.title }).click();
    await ada.getByText(appDe.talk.reactionsOnly(theGame.chatWhy!)).waitFor();
    await ada.getByRole('button', { name: appDe.talk.reaction['your-turn']! }).click();
    await ada.getByText(`${appDe.talk.you}: ${appDe.talk.reaction['your-turn']!}`).waitFor();
    await ada.getByRole('button', { name: appDe.resign.open }).click();
    await ada.getByRole('button', { name: appDe.resign.keep }).waitFor();
    await expectNoEnglish(ada, 'the game page');
    await ada.getByRole('button', { name: appDe.resign.keep }).click();

    // The Account page.
    await ada.getByRole('link', { name: appDe.shell.account }).click();
    await ada.getByRole('heading', { name: appDe.devices.title }).waitFor();
    await ada.getByRole('heading', { name: appDe.vacation.title }).waitFor();
    await expectNoEnglish(ada, 'the Account page');
  });
});
