/**
 * Flip 7 in a real browser against a real local stack: Ada (a phone) creates a game to 50 points
 * with a stacked deck through the create form, Bo (a laptop) joins by the invite link, and they
 * play three rounds by clicking: target choices for a Flip Three and a Freeze (two Flip Threes
 * open, one inside the other), a stay with no card refused in words (R5), a bust, and a Flip 7
 * that ends the game. At several points each page (a spectator's too) shows exactly the rows the
 * engine's view of that seat holds, and nothing of the draw pile's order (the only thing Flip 7
 * hides, §8). Writes the Flip 7 screenshots.
 */
import '../support/web-words.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FULL_DECK, type CardCode } from '../../engine/games/flip-7/cards.js';
import type { Flip7View } from '../../engine/games/flip-7/view.js';
import { cardFace } from '../../web/src/tables/flip-7/words.js';
import { DESKTOP, PHONE, focus, shoot, signUp, browserTableSuite } from '../support/web-play.js';

/**
 * Two players, Bo deals round 1. Round 1: Ada 3, Bo 4; Ada hits a Flip Three and gives it to Bo,
 * who draws a Flip Three (set aside), 6 and a Freeze (set aside), then gives his Flip Three to Ada:
 * she draws a Second Chance, 7 and a Freeze, and gives that Freeze to Bo while his Flip Three is
 * still open below hers; his set-aside Freeze must go to Ada (R7, R12): 10–10. Round 2 (Ada deals):
 * Bo is dealt a Flip Three and gives it to Ada (9, 10, 11), Ada is dealt 12; Bo, with no card, may
 * not stay (R5), hits 8; Ada hits 9 and busts; Bo stays: 0–8. Round 3: Ada 12, Bo 11; Ada hits 1,
 * Bo stays, Ada hits +4, 2, 5, 0, 9, 10: Flip 7, 39 + 4 + 15 = 58, and the game ends 68–29.
 */
const TOP: CardCode[] = ['3', '4', 'F3', 'F3', '6', 'FRZ', 'SC', '7', 'FRZ', 'F3', '9', '10', '11', '12', '8', '9', '12', '11', '1', '+4', '2', '5', '0', '9', '10'];
function stackedDeck(): CardCode[] {
  const rest = [...FULL_DECK];
  for (const card of TOP) rest.splice(rest.indexOf(card), 1);
  return [...TOP, ...rest];
}
const DECK = stackedDeck();

const suite = browserTableSuite(import.meta.url);
const newPage = suite.newPage;

/** The game as the page's own player sees it through the API (the token this browser holds; none for a spectator). */
async function viewOf(page: Page, id: string): Promise<Flip7View> {
  const token = (await page.evaluate("localStorage.getItem('turnpost.token')")) as string | null;
  const answer = await suite.stack.api.get<{ view: Flip7View }>(`/games/${id}`, { token: token ?? undefined });
  return answer.body.view;
}

/**
 * The page shows each seat's row exactly as the engine's view of this seat has it, and nowhere
 * the order of the draw pile: the view has only its count (§8), and no run of the cards still to
 * come (known here from the stacked deck; this short game never reshuffles) is in the page.
 */
async function expectOnlyWhatTheSeatSees(page: Page, id: string, names: string[]): Promise<void> {
  const view = await viewOf(page, id);
  expect(view).not.toHaveProperty('drawPile');
  for (const seat of view.seats) {
    const row = page.getByRole('list', { name: `${names[seat.seat]} cards` }).getByRole('listitem');
    const shown = await row.allInnerTexts();
    expect(shown).toEqual(seat.row.length === 0 ? ['no cards'] : seat.row.map(cardFace));
  }
  const upcoming = DECK.slice(DECK.length - view.drawPileCount, DECK.length - view.drawPileCount + 4);
  const html = await page.content();
  const text = (await page.evaluate('document.body.innerText')) as string;
  for (const run of [JSON.stringify(upcoming), upcoming.join(','), upcoming.join(', '), upcoming.map(cardFace).join(', ')]) {
    expect(html).not.toContain(run);
    expect(text).not.toContain(run);
  }
}

const click = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();

describe('Flip 7 in the browser', () => {
  it('two players play a whole game by clicking: target choices, nested Flip Threes, a refusal in words, a bust, a Flip 7', { timeout: 120_000 }, async () => {
    const url = suite.stack.local.url;
    const ada = await newPage(PHONE);
    await ada.goto(`${url}/play/`);
    await signUp(ada, 'Ada');
    await ada.getByRole('navigation').getByRole('link', { name: 'New game' }).click();
    await ada.getByLabel('Game', { exact: true }).selectOption('flip-7');
    // The options come from the game's schema, with their defaults and explanations.
    const targetScore = ada.getByLabel(/^Target score — Points to reach/);
    expect(await targetScore.inputValue()).toBe('200');
    expect(await ada.getByLabel(/^Flip 7 bonus — Bonus points/).inputValue()).toBe('15');
    expect(await ada.getByLabel(/^Tie rule — A tie for the highest total/).inputValue()).toBe('playOn');
    await targetScore.fill('50');
    await ada.getByText('Deal a fixed deck (for tutorials and tests; this server only)').click();
    await ada.getByLabel(/A fixed seed and stacked cards/).fill(JSON.stringify({ seed: 'flip-7-browser', deck: DECK }));
    await ada.getByRole('button', { name: 'Create the game' }).click();
    const invite = await ada.getByLabel(/Invite link/).inputValue();
    const id = /\/play\/join\/([a-z2-7]{16})#/.exec(invite)![1]!;

    const bo = await newPage(DESKTOP);
    await bo.goto(invite);
    await signUp(bo, 'Bo');
    await bo.getByRole('button', { name: 'Take your seat' }).click();
    await bo.waitForURL(`${url}/play/games/${id}`);
    const adaSees = ['Your', 'Bo’s'];
    const boSees = ['Ada’s', 'Your'];

    // Round 1. Ada hits a Flip Three and gives it to Bo: his three cards come at once.
    await ada.getByRole('link', { name: 'Open the game' }).click();
    await ada.getByText('Your turn').waitFor({ timeout: 15_000 });
    await ada.getByText('first to 50 points wins').waitFor();
    // The table's own stylesheet (web/src/tables/flip-7/table.css) came with its bundle and applies:
    // a card of a row is a card face (a flex item, hence `flex`), not a bare list item.
    const card = await ada.locator('.f7-card').first().evaluate((element) => {
      const style = getComputedStyle(element);
      return { display: style.display, borderRadius: style.borderTopLeftRadius, background: style.backgroundColor };
    });
    expect(card).toEqual({ display: 'flex', borderRadius: '6.8px', background: 'rgb(251, 250, 245)' });
    await expectOnlyWhatTheSeatSees(ada, id, adaSees);
    await click(ada, 'Hit: take a card');
    await ada.getByText('You drew a Flip Three; choose who must take the next three cards, one after another.').waitFor();
    await click(ada, 'Give the Flip Three to Bo');

    // Bo's Flip Three set aside a Flip Three and a Freeze; he gives the Flip Three to Ada.
    await focus(bo);
    await bo.getByText('Flip Three on you: 3 of 3 cards drawn; set aside to give: Freeze').waitFor();
    await bo.getByText('Your Flip Three is over: give the Flip Three you set aside;', { exact: false }).waitFor();
    await expectOnlyWhatTheSeatSees(bo, id, boSees);
    await click(bo, 'Give the Flip Three to Ada');

    // Ada's Flip Three, opened from Bo's, drew a Freeze: both stand open, hers inside his.
    await focus(ada);
    await ada.getByText('2 Flip Threes open, the newest innermost').waitFor();
    await ada.getByText('inside it: Flip Three on you: 3 of 3 cards drawn').waitFor();
    await ada.getByText('♥ holds a Second Chance').waitFor();
    await expectOnlyWhatTheSeatSees(ada, id, adaSees);
    await shoot(ada, 'flip-7-390x844.png');
    // A spectator sees the same public table, and no move to make.
    const watcher = await newPage(PHONE);
    await watcher.goto(`${url}/play/games/${id}`);
    await watcher.getByText('Ada is choosing who gets the Freeze: Ada or Bo.').waitFor();
    await expectOnlyWhatTheSeatSees(watcher, id, ['Ada’s', 'Bo’s']);
    expect(await watcher.getByRole('button', { name: /^(Give|Hit|Stay)/ }).count()).toBe(0);
    await watcher.context().close();
    await click(ada, 'Give the Freeze to Bo');

    // Round 2: Bo's Freeze went to Ada (the only one still in), 10–10. Bo is dealt a Flip Three.
    await ada.getByText('Round 1 scored: You 10 · Bo 10').waitFor();
    await ada.getByText('Bo had to give the Freeze to you.').waitFor();
    await focus(bo);
    await bo.getByText('Round 2 · dealt by Ada').waitFor();
    await click(bo, 'Give the Flip Three to Ada');
    await bo.getByRole('list', { name: 'Ada’s cards' }).getByText('12').waitFor();
    // With no card Bo may not stay (R5): the button is there, the rules refuse, in words.
    await bo.getByText('You have no card yet: a player with no card must hit.').waitFor();
    await click(bo, 'Stay');
    await bo.getByRole('alert').filter({ hasText: 'You cannot stay without a card: a player with no card must hit first.' }).waitFor();
    await expectOnlyWhatTheSeatSees(bo, id, boSees);
    await bo.evaluate('window.scrollTo(0, 0)'); // the game's head, the refusal, the move and the table
    await shoot(bo, 'flip-7-1280x800.png');
    await click(bo, 'Hit: take a card');
    await bo.getByText('Ada to hit or stay.').waitFor();

    // Ada hits a second 9 and busts, shown at once: the duplicate marked, the round score 0.
    await focus(ada);
    await click(ada, 'Hit: take a card');
    await ada.getByRole('listitem', { name: '9, the duplicate' }).waitFor();
    await ada.getByText('💥 busted').waitFor();
    await ada.getByText('You busted with a second 9: no points this round.').waitFor();
    await expectOnlyWhatTheSeatSees(ada, id, adaSees);
    await focus(bo);
    await bo.getByText('Ada busted with a second 9: no points this round.').waitFor();
    await click(bo, 'Stay: bank 8 points');

    // Round 3: Ada hits, Bo stays on 11, Ada hits on to seven different numbers.
    await bo.getByText('Round 2 scored: Ada 0 · You 8').waitFor();
    await focus(ada);
    await ada.getByText('Round 3 · dealt by Bo').waitFor();
    await click(ada, 'Hit: take a card');
    await focus(bo);
    await click(bo, 'Stay: bank 11 points');
    await focus(ada);
    const adaRow = ada.getByRole('list', { name: 'Your cards' }).getByRole('listitem');
    for (const [index, card] of (['+4', '2', '5', '0', '9'] as const).entries()) {
      await click(ada, 'Hit: take a card');
      await adaRow.nth(index + 2).filter({ hasText: card }).waitFor();
    }
    await ada.getByText('This round: 33').waitFor(); // 12 + 1 + 2 + 5 + 0 + 9, plus 4
    await expectOnlyWhatTheSeatSees(ada, id, adaSees);
    await click(ada, 'Hit: take a card');

    // The Flip 7 ends the round and, with Ada past 50, the game.
    await ada.getByRole('heading', { name: 'Game over' }).waitFor();
    await ada.getByRole('region', { name: 'Game over' }).getByText('A player reached the target score: the highest total won.').waitFor(); // the outcome in the game's own words
    await ada.getByText('Flip 7! You collected seven different numbers: the round ends.').waitFor();
    await ada.getByText('Round 3 scored: You 58 · Bo 11').waitFor();
    await ada.getByText('You won. Totals: You 68, Bo 29.').waitFor();
    expect(await ada.getByRole('button', { name: 'Hit: take a card' }).count()).toBe(0);
    await focus(bo);
    await bo.getByRole('heading', { name: 'Game over' }).waitFor();
    await bo.getByText('Round 3 scored: Ada 58 · You 11').waitFor();
    const outcome = (await suite.stack.api.get<{ outcome: { winners: number[]; scores: number[] } }>(`/games/${id}`)).body.outcome;
    expect(outcome).toMatchObject({ winners: [0], scores: [68, 29] });
  });
});
