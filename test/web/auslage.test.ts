/**
 * Auslage in a real browser against a real local stack: Ada (phone) creates a two-passage game
 * through the create form (max passages 2, stacked decks in the form's stacked field), Bo (laptop)
 * joins by the invite link, and they play it to its end by clicking. On the way: three rule
 * violations the table lets one try, each refused in words (a matching card into the display, a
 * display under the forced return of R8, ignoring a joker's follow duty of R11); the forced return
 * and the follow duty shown as they apply; the passage result and the scores. At several points no
 * card the engine hides from a seat is in that seat's page (DOM or text), nor in a spectator's.
 */
import '../support/web-words.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FULL_DECK, type CardCode } from '../../engine/games/auslage/cards.js';
import { cardWords, isJoker } from '../../web/src/tables/auslage/cards.js';
import { AUSLAGE_DECKS } from '../support/auslage.js';
import { DESKTOP, PHONE, focus, shoot, signUp, browserTableSuite } from '../support/web-play.js';

const suite = browserTableSuite(import.meta.url);
const newPage = suite.newPage;
let id: string;

const tokenOf = async (page: Page): Promise<string> => (await page.evaluate<string | null>("localStorage.getItem('turnpost.token')"))!;
const cardPattern = (card: string) => new RegExp(`\\b${card}\\b`);

/** Every card code the API ever showed this viewer: its view and its whole event log. */
async function knownTo(token: string | null): Promise<Set<CardCode>> {
  const auth = token ? { token } : {};
  let shown = JSON.stringify((await suite.stack.api.get(`/games/${id}`, auth)).body);
  for (let after: number | null = 0; after !== null; ) {
    const log: { body: { entries: unknown[]; next: number | null } } = await suite.stack.api.get(`/games/${id}/events?after=${after}`, auth);
    shown += JSON.stringify(log.body.entries);
    after = log.body.next;
  }
  return new Set(FULL_DECK.filter((card) => cardPattern(card).test(shown)));
}

async function handOf(token: string): Promise<CardCode[]> {
  return ((await suite.stack.api.get<{ view: { hand: CardCode[] } }>(`/games/${id}`, { token })).body.view.hand);
}

/**
 * The page shows no card hidden from its viewer: no hidden code anywhere in the DOM (every card
 * drawn carries its code), and no hidden card named in words unless a card the viewer knows has
 * the same colour and number. The other seats' hands, read as those seats, are among the hidden.
 */
async function expectNothingHidden(page: Page, viewer: string | null, others: string[], playing = true): Promise<void> {
  const known = await knownTo(viewer);
  const hidden = FULL_DECK.filter((card) => !known.has(card));
  for (const other of others) for (const card of await handOf(other)) expect(hidden).toContain(card);
  const html = await page.evaluate<string>('document.body.innerHTML');
  const text = await page.evaluate<string>('document.body.innerText');
  expect(hidden.filter((card) => cardPattern(card).test(html))).toEqual([]);
  const knownWords = new Set([...known].map(cardWords));
  const all = `${text}\n${html}`.toLowerCase();
  expect(hidden.filter((card) => !isJoker(card) && !knownWords.has(cardWords(card)) && all.includes(cardWords(card)))).toEqual([]);
  if (viewer && playing) {
    // The check bites: the viewer's own hand is drawn with its codes, and only it is in "Your hand".
    const hand = await handOf(viewer);
    const drawn = await page.locator('.hand [data-card]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card')));
    expect(drawn).toEqual(hand);
  }
}

/** `mover` has moved: it shows the other's turn; `next` looks again (as on focus) and has its turn. */
async function passTurn(mover: Page, next: Page, nextName: string): Promise<void> {
  await mover.locator('.status', { hasText: `${nextName} to play` }).waitFor();
  await focus(next);
  await next.locator('.status', { hasText: 'Your turn' }).waitFor({ timeout: 10_000 });
}

/** Chooses a card (it stays chosen after a refused move). */
async function choose(page: Page, card: string): Promise<void> {
  const button = page.getByRole('button', { name: new RegExp(`^(card|display card) ${card}(,|$)`) }).first(); // two copies of a card are alike
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
}

type How = 'play' | 'lay out' | 'give back';
const ACTIONS: Record<How, (card: string) => string> = {
  play: (card) => `Play ${card} to the middle`,
  'lay out': (card) => `Lay out ${card} and draw`,
  'give back': (card) => `Give ${card} back from your display to the middle`,
};

/** Chooses a card by clicking, then what to do with it. */
async function move(page: Page, card: string, how: How): Promise<void> {
  await choose(page, card);
  await page.getByRole('button', { name: ACTIONS[how](card), exact: true }).click();
}

/** A move, after which the turn passes to `next`. */
async function turn(mover: Page, card: string, how: How, next: Page, nextName: string): Promise<void> {
  await move(mover, card, how);
  await passTurn(mover, next, nextName);
}

async function refused(page: Page, words: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: words }).waitFor();
}

describe('Auslage in the browser', () => {
  it('two players play a two-passage game by clicking to its end; refusals in words; no hidden card on any page', { timeout: 240_000 }, async () => {
    const url = suite.stack.local.url;
    const ada = await newPage(PHONE);
    await ada.goto(`${url}/play/`);
    await signUp(ada, 'Ada');
    await ada.getByRole('navigation').getByRole('link', { name: 'New game' }).click();
    await ada.getByLabel('Game', { exact: true }).selectOption('auslage');
    // The options come from the schema, with their defaults and explanations.
    expect(await ada.getByLabel(/^target score/i).inputValue()).toBe('50');
    await ada.getByText(/the game ends after the passage in which someone reaches this total/).waitFor();
    expect(await ada.getByLabel(/^most passages/i).inputValue()).toBe('30');
    await ada.getByLabel(/^most passages/i).fill('2');
    await ada.getByText('Deal a fixed deck (for tutorials and tests; this server only)').click();
    await ada.getByLabel(/A fixed seed and stacked cards/).fill(JSON.stringify({ seed: 'auslage-browser', decks: AUSLAGE_DECKS }));
    await ada.getByRole('button', { name: 'Create the game' }).click();
    const invite = await ada.getByLabel(/Invite link/).inputValue();
    id = /\/play\/join\/([a-z2-7]{16})#/.exec(invite)![1]!;

    const bo = await newPage(DESKTOP);
    await bo.goto(invite);
    await signUp(bo, 'Bo');
    await bo.getByRole('button', { name: 'Take your seat' }).click();
    await bo.waitForURL(`${url}/play/games/${id}`);
    const adaToken = await tokenOf(ada);
    const boToken = await tokenOf(bo);

    // Passage 1, turn 1: green 4 on the middle. Green 0 matches it, so it cannot be laid out.
    await ada.getByRole('link', { name: 'Open the game' }).click();
    await ada.locator('.status', { hasText: 'Your turn' }).waitFor({ timeout: 10_000 });
    await ada.getByRole('img', { name: 'green 4' }).first().waitFor();
    await ada.getByRole('button', { name: 'card green 0, matches the middle' }).waitFor();
    await move(ada, 'green 0', 'lay out');
    await refused(ada, 'That card matches the middle pile, so it cannot go into your display');
    await expectNothingHidden(ada, adaToken, [boToken]);
    await turn(ada, 'red 1', 'lay out', bo, 'Bo');
    await expectNothingHidden(bo, boToken, [adaToken]);

    // Bo's green 1 makes Ada's red 1 match: the forced return shows on both tables.
    await turn(bo, 'green 1', 'play', ada, 'Ada');
    await ada.getByText(/^Forced return: your display top red 1 matches the middle, so you may not lay out a card this turn/).waitFor();
    await ada.getByText('Bo played green 1 to the middle.').waitFor();
    await ada.getByText('You drew red 5.').waitFor();
    await focus(bo);
    await bo.getByText(/^Forced return: Ada’s display top red 1 matches the middle/).waitFor();
    await ada.evaluate("document.querySelector('.table-auslage').scrollIntoView()");
    await shoot(ada, 'auslage-390x844.png');
    await move(ada, 'purple 2', 'lay out');
    await refused(ada, 'A top card of your display matches the middle pile, so you may not lay a card into your display this turn');
    await turn(ada, 'red 1', 'give back', bo, 'Bo');

    // Bo's joker calls yellow: Ada must follow (she holds yellow 3).
    await choose(bo, 'joker');
    await bo.getByRole('button', { name: 'Play the joker, call yellow' }).click();
    await passTurn(bo, ada, 'Ada');
    await ada.getByRole('status').filter({ hasText: 'Follow the joker: you must answer the call with a yellow card or a joker' }).waitFor();
    await ada.getByText('called: yellow').waitFor();
    await move(ada, 'blue 2', 'lay out');
    await refused(ada, 'A joker was just played before you: answer its call');
    await turn(ada, 'yellow 3', 'play', bo, 'Bo');

    const spectator = await newPage(PHONE);
    await spectator.goto(`${url}/play/games/${id}`);
    await spectator.getByText('You are watching: hands stay hidden.').waitFor();
    await spectator.getByRole('img', { name: 'yellow 3' }).first().waitFor();
    expect(await spectator.getByRole('heading', { name: 'Your hand' }).count()).toBe(0);
    await expectNothingHidden(spectator, null, [adaToken, boToken]);
    await spectator.context().close();

    await turn(bo, 'yellow 5', 'play', ada, 'Ada');
    await turn(ada, 'red 5', 'play', bo, 'Bo');
    await turn(bo, 'red 3', 'play', ada, 'Ada');
    await expectNothingHidden(ada, adaToken, [boToken]);
    await turn(ada, 'blue 2', 'lay out', bo, 'Bo');
    // Bo's last card ends passage 1 (0 : 0); passage 2 starts at once, with Bo.
    await move(bo, 'yellow 3', 'play');
    await bo.getByRole('heading', { name: 'Passage 1 result' }).waitFor();
    await bo.locator('.status', { hasText: 'Your turn' }).waitFor();
    await expectNothingHidden(bo, boToken, [adaToken]);

    // Passage 2.
    await turn(bo, 'red 1', 'play', ada, 'Ada');
    await ada.getByText(/^Passage 1 is over: Bo played the last hand card\. Scores: You 0 \(total 0\), Bo 0 \(total 0\)\.$/).waitFor();
    await expectNothingHidden(ada, adaToken, [boToken]);
    await turn(ada, 'purple 5', 'lay out', bo, 'Bo');
    await turn(bo, 'red 2', 'play', ada, 'Ada');
    await turn(ada, 'blue 5', 'lay out', bo, 'Bo');
    await move(bo, 'red 3', 'lay out');
    await refused(bo, 'That card matches the middle pile, so it cannot go into your display');
    await bo.getByRole('list', { name: 'Ada’s display' }).getByRole('img', { name: 'blue 5' }).waitFor();
    await bo.evaluate("document.querySelector('.table-auslage').scrollIntoView()");
    await shoot(bo, 'auslage-1280x800.png');
    await turn(bo, 'red 3', 'play', ada, 'Ada');
    await turn(ada, 'red 0', 'play', bo, 'Bo');
    await turn(bo, 'red 4', 'play', ada, 'Ada');
    await turn(ada, 'red 5', 'play', bo, 'Bo');
    await move(bo, 'red 4', 'play');

    // After passage 2 the game is over: Ada +4 (10 laid out, 6 in hand), Bo 0.
    await bo.getByRole('heading', { name: 'Game over' }).waitFor();
    await bo.getByRole('region', { name: 'Game over' }).getByText('The last passage is scored: the highest total won.').waitFor(); // the outcome in the game's own words
    await bo.getByRole('heading', { name: 'Passage 2 result' }).waitFor();
    await bo.getByText(/✓ verified/).waitFor();
    await focus(ada);
    await ada.getByRole('heading', { name: 'Game over' }).waitFor();
    await ada.getByText('The game is over: You won with 4 points.').waitFor();
    const totals = await ada.locator('.scores tfoot td').allInnerTexts();
    expect(totals).toEqual(['4', '0']);
    const passageTwo = await ada.locator('.last-passage tbody tr').first().locator('td').allInnerTexts();
    expect(passageTwo).toEqual(['+10', '−6', '+4', '4']);
    await expectNothingHidden(ada, adaToken, [], false);
  });
});
