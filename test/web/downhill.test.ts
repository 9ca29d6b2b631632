/**
 * Downhill's table in a real browser against a real local stack: Ada (phone) and Bo (laptop) play
 * a stacked one-round game by clicking to its end — five equal cards at once, a >>> sweep and the
 * new pile, a −2 refused as a pile's first card (shown in words), the −2 arithmetic, face-up
 * cards, blind flips, "last card" deliberately not called and the skip that follows, and the win
 * by turning up a −2 (−80). At several points neither page holds a card hidden from its viewer
 * (checked against the hands the API shows each seat, and the face-down and set-aside cards the
 * stacked deck put there). Writes the screenshots.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FULL_DECK } from '../../engine/games/downhill/cards.js';
import type { DownhillView } from '../../engine/games/downhill/view.js';
import { registerPlayer } from '../support/test-stack.js';
import { DESKTOP, PHONE, createStacked, focus, joinByInvite, shoot, signUp, browserTableSuite } from '../support/web-play.js';

/** §4 step 3 for two players, seat 0 opening: per seat its face-down, face-up (slots 0–3) and hand. */
const ADA = { faceDown: ['9a', 'swb', '5a', 'm2b'], faceUp: ['11a', '11b', '11c', '11d'], hand: ['12a', '12b', '12c', '12d', '12e'] };
const BO = { faceDown: ['1a', '1b', '1c', '1d'], faceUp: ['2a', '10a', '10b', '10c'], hand: ['swa', 'm2a', '11e', '8a', '3a'] };

function interleave(a: string[], b: string[]): string[] {
  return a.flatMap((card, index) => [card, b[index]!]);
}

function stackedDeck(): string[] {
  const top = [...interleave(ADA.faceDown, BO.faceDown), ...interleave(ADA.faceUp, BO.faceUp), ...interleave(ADA.hand, BO.hand)];
  return [...top, ...FULL_DECK.filter((card) => !top.includes(card))];
}
const SET_ASIDE = stackedDeck().slice(26);

const suite = browserTableSuite(import.meta.url);
const newPage = suite.newPage;

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate<string>("localStorage.getItem('turnpost.token')");
}

/** The game as a player sees it through the API (a spectator without a token). */
async function viewWith(token: string | undefined, id: string): Promise<DownhillView> {
  return (await suite.stack.api.get<{ view: DownhillView }>(`/games/${id}`, token ? { token } : {})).body.view;
}

/** None of `codes` is in the page's HTML or text (a card code standing alone, not inside "12a" for "2a"). */
async function expectAbsent(page: Page, codes: readonly string[]): Promise<void> {
  const { html, text } = await page.evaluate<{ html: string; text: string }>('({ html: document.body.innerHTML, text: document.body.innerText })');
  for (const code of codes) {
    const alone = new RegExp(`(?<![0-9a-z])${code}(?![0-9a-z])`, 'i');
    expect(alone.test(html), `${code} in the HTML`).toBe(false);
    expect(alone.test(text), `${code} in the text`).toBe(false);
  }
}

/**
 * No card hidden from `page`'s seat is in its DOM or text: the other seat's hand (as the API shows
 * it to that seat), every face-down card still down (from the stacked deal), the set-aside cards.
 * And the page does draw what the seat may see: its own hand, by code.
 */
async function expectNothingHidden(page: Page, other: Page, id: string): Promise<void> {
  const mine = await viewWith(await tokenOf(page), id);
  const theirs = await viewWith(await tokenOf(other), id);
  const otherSeat = 1 - mine.you!;
  const dealt = [ADA, BO];
  const faceDown = mine.seats.flatMap((seat) => seat.faceDown.flatMap((down, slot) => (down ? [dealt[seat.seat]!.faceDown[slot]!] : [])));
  expect(mine.seats[otherSeat]!.hand).toBeUndefined();
  await expectAbsent(page, [...theirs.seats[otherSeat]!.hand!, ...faceDown, ...SET_ASIDE]);
  const html = await page.evaluate<string>('document.body.innerHTML');
  for (const code of mine.seats[mine.you!]!.hand!) expect(html).toContain(`data-card="${code}"`);
}

async function choose(page: Page, name: string, count = 1): Promise<void> {
  for (let index = 0; index < count; index++) await page.getByRole('button', { name, exact: true }).nth(index).click();
}

/** Looks again (as on focus) until the page says it is this player's turn. */
async function myTurn(page: Page): Promise<void> {
  const status = page.getByText('Your turn', { exact: true });
  await expect.poll(async () => (await focus(page), status.isVisible()), { timeout: 30_000, interval: 300 }).toBe(true);
}

describe('Downhill in the browser', () => {
  it('two players play a stacked round by clicking to its end; a refusal in words; no hidden card on either page', { timeout: 120_000 }, async () => {
    const url = suite.stack.local.url;
    const ada = await newPage(PHONE);
    await ada.goto(`${url}/play/`);
    await signUp(ada, 'Ada');
    await ada.getByRole('navigation').getByRole('link', { name: 'New game' }).click();
    await ada.getByLabel('Game', { exact: true }).selectOption('downhill');
    // The options come from the schema, with their explanations.
    await ada.getByText(/one per player, so everyone opens once/).waitFor();
    await ada.getByText(/the children’s scoring/).waitFor();
    await ada.getByLabel(/^rounds/i).fill('1');
    const { invite, id } = await createStacked(ada, { seed: 'downhill-browser', deck: stackedDeck() });
    const bo = await newPage(DESKTOP);
    await joinByInvite(bo, invite, 'Bo');

    // Ada opens with her five 12s at once; her face-up cards wait for her second turn.
    await ada.getByRole('link', { name: 'Open the game' }).click();
    await myTurn(ada);
    await ada.getByText('The pile is empty: start it with any number or a >>> (a −2 cannot start a pile).').waitFor();
    expect(await ada.getByRole('button', { name: 'face-up card 11', exact: true }).first().isDisabled()).toBe(true);
    await expectNothingHidden(ada, bo, id);
    await choose(ada, 'card 12', 5);
    await shoot(ada, 'downhill-390x844.png');
    await ada.getByRole('button', { name: 'Play 12 ×5' }).click();
    await ada.getByText('Bo to play').waitFor();

    // Bo sweeps the pile away, tries to start the new one with a −2 (refused, in words), then plays 11.
    await myTurn(bo);
    await bo.getByText('Ada played 12 ×5 from hand: now 12 or lower.').waitFor();
    await expectNothingHidden(bo, ada, id);
    await choose(bo, 'card sweep');
    await bo.getByRole('button', { name: 'Play >>>' }).click();
    await bo.getByText('You swept the pile away: start a new pile.').waitFor();
    await choose(bo, 'card minus 2');
    await bo.getByRole('button', { name: 'Play −2' }).click();
    await bo.getByRole('alert').filter({ hasText: 'A −2 cannot start a pile: start it with a number or a >>> sweep.' }).waitFor();
    await bo.evaluate("document.querySelector('.table-downhill').scrollIntoView()"); // the pile, the cards and the refusal
    await shoot(bo, 'downhill-1280x800.png');
    await choose(bo, 'card 11');
    await bo.getByRole('button', { name: 'Play 11' }).click();
    await bo.getByText('Ada to play').waitFor();

    // Ada plays her four face-up 11s together; Bo lowers the limit with his −2: 11 − 2 = 9.
    await myTurn(ada);
    await choose(ada, 'face-up card 11', 4);
    await ada.getByRole('button', { name: 'Play 11 ×4' }).click();
    await myTurn(bo);
    await choose(bo, 'card minus 2');
    await bo.getByRole('button', { name: 'Play −2' }).click();
    await myTurn(ada);
    await ada.getByText('Play 9 or lower (11 − 2 = 9), or a −2, or a >>>.').waitFor();
    await expectNothingHidden(ada, bo, id);

    // Only face-down cards left: Ada turns one up blind (a 9: it fits and is played).
    await ada.getByRole('button', { name: 'face-down card 1: turn it up' }).click();
    await ada.getByRole('button', { name: 'Turn it up', exact: true }).click();
    await ada.getByText('You turned up a face-down card: 9.').waitFor();
    await myTurn(bo);
    await choose(bo, 'card 8');
    await bo.getByRole('button', { name: 'Play 8' }).click();

    // Ada turns up a >>> (the pile leaves, she goes on), then with two cards left she turns up a
    // 5 and deliberately does not call "last card": her next turn is skipped.
    await myTurn(ada);
    await ada.getByRole('button', { name: 'face-down card 2: turn it up' }).click();
    await ada.getByRole('button', { name: 'Turn it up', exact: true }).click();
    await ada.getByText('You swept the pile away: start a new pile.').waitFor();
    await ada.getByRole('button', { name: 'face-down card 3: turn it up' }).click();
    await ada.getByRole('button', { name: 'Turn it up and call “last card”' }).waitFor();
    await ada.getByRole('button', { name: 'Turn it up without calling (your next turn is skipped)' }).click();
    await ada.getByText('You did not call “last card”: your next turn is skipped.').waitFor();
    await ada.getByRole('list', { name: 'Players' }).getByText('will be skipped', { exact: false }).waitFor();

    // Bo plays 3; Ada is skipped, so Bo plays again, a face-up 2.
    await myTurn(bo);
    await expectNothingHidden(bo, ada, id);
    await choose(bo, 'card 3');
    await bo.getByRole('button', { name: 'Play 3' }).click();
    await bo.getByText('Ada’s turn was skipped (no “last card” call).').waitFor();
    await myTurn(bo);
    await choose(bo, 'face-up card 2');
    await bo.getByRole('button', { name: 'Play 2' }).click();

    // Ada's last card is a face-down −2: she wins the round, and with it the game, by turning it up.
    await myTurn(ada);
    await expectNothingHidden(ada, bo, id);
    await ada.getByRole('button', { name: 'face-down card 4: turn it up' }).click();
    await ada.getByRole('button', { name: 'Turn it up', exact: true }).click();
    for (const page of [ada, bo]) {
      await focus(page);
      await page.getByRole('heading', { name: 'Game over' }).waitFor();
      await page.getByRole('region', { name: 'Game over' }).getByText('Every round is played: the lowest total won.').waitFor(); // the outcome in the game's own words
      await page.getByRole('heading', { name: 'Round 1: Ada turned up a −2 as the last card (−80)' }).or(page.getByRole('heading', { name: 'Round 1: You turned up a −2 as the last card (−80)' })).waitFor();
    }
    await bo.getByText('Round 1 ended: Ada turned up a −2 as the last card (−80). Scores: Ada -80, You 34.').waitFor();
    const sheet = bo.getByRole('table').filter({ hasText: 'Rounds won' });
    await sheet.getByRole('row', { name: /^Ada -80 -80 1 1$/ }).waitFor();
    await sheet.getByRole('row', { name: /^You 34 34 0 2$/ }).waitFor();
    await bo.getByText('The game is over: Ada wins.').waitFor();
  });
  it("in the children's scoring the sheet counts matchsticks; a spectator sees the table but no hand", { timeout: 60_000 }, async () => {
    const cy = await newPage(PHONE);
    await cy.goto(`${suite.stack.local.url}/play/`);
    await signUp(cy, 'Cy');
    await cy.getByRole('navigation').getByRole('link', { name: 'New game' }).click();
    await cy.getByLabel('Game', { exact: true }).selectOption('downhill');
    await cy.getByLabel(/^scoring/i).selectOption('matchsticks');
    await cy.getByRole('button', { name: 'Create the game' }).click();
    const invite = await cy.getByLabel(/Invite link/).inputValue();
    const [, id, inviteCode] = /\/play\/join\/([a-z2-7]{16})#(.+)$/.exec(invite)!;
    const di = await registerPlayer(suite.stack.api, 'Di');
    await suite.stack.api.post(`/games/${id}/join`, { token: di.token, body: { inviteCode } });

    await cy.getByRole('link', { name: 'Open the game' }).click();
    const sheet = cy.getByRole('table').filter({ hasText: 'Rounds won' });
    await sheet.getByRole('columnheader', { name: 'Matchsticks' }).waitFor();
    await sheet.getByRole('columnheader', { name: 'Cards recorded' }).waitFor();
    await cy.getByText(/Children’s scoring: the round’s winner takes a matchstick/).waitFor();
    await cy.getByRole('heading', { name: 'Your cards' }).waitFor();
    const diHand = (await viewWith(di.token, id!)).seats[1]!.hand!;
    await expectAbsent(cy, diHand);

    const watcher = await newPage(DESKTOP);
    await watcher.goto(`${suite.stack.local.url}/play/games/${id}`);
    await watcher.getByText('You are watching: hands stay hidden.').waitFor();
    await watcher.getByRole('list', { name: 'Players' }).getByText('Di', { exact: true }).waitFor();
    expect(await watcher.getByRole('heading', { name: 'Your cards' }).count()).toBe(0);
    expect(await watcher.getByRole('button', { name: /^(face-up )?card / }).count()).toBe(0);
    expect((await viewWith(undefined, id!)).seats.every((seat) => seat.hand === undefined)).toBe(true);
    await expectAbsent(watcher, [...diHand, ...(await viewWith(await tokenOf(cy), id!)).seats[0]!.hand!]);
  });
});
