/**
 * Reihen's table in a real browser against a real local stack: Ada (phone) and Bo (laptop) play a
 * whole stacked competitive game with characters by clicking — plays, a rebuild, the Acrobat
 * completing a row, an exchange, a pass — to its end by the stall rule (stallRounds 1); a play
 * the rules refuse is explained in words; and at several points neither page holds, in its text
 * or its markup, any card the engine hides from that seat (checked against the seat's own view
 * and event log from the API: every card not in them is hidden). Writes the two screenshots.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FULL_DECK } from '../../engine/games/reihen/cards.js';
import { DESKTOP, PHONE, focus, shoot, signUp, browserTableSuite } from '../support/web-play.js';

/**
 * Rows 1a 5a 9a 13a 3a 11a (rows 1–6). Ada (seat 0) holds 2a 4a 6a 8b 12b 13b, Bo (seat 1)
 * 2c 4c 7c 8c 10c 12c; the rest follows in canonical order. Ada's face-up person is the Acrobat,
 * Bo's the Street Sweeper.
 */
function stackedSetup() {
  const top = ['1a', '5a', '9a', '13a', '3a', '11a', '2a', '7c', '4a', '8c', '13b', '2c', '6a', '4c', '8b', '10c', '12b', '12c'];
  const deck = [...top, ...FULL_DECK.filter((card) => !top.includes(card))];
  const characterDeck = ['acrobat', 'sweeper', 'builder', 'mason', 'chameleon', 'twins', 'miller', 'archivist', 'seer', 'sprinter'];
  return { seed: 'reihen-browser-test', deck, characterDeck };
}

const suite = browserTableSuite(import.meta.url);
const newPage = suite.newPage;

const CARD = /"((?:1[0-3]|[1-9])[a-h])"/g;
const cardsIn = (json: unknown) => new Set([...JSON.stringify(json).matchAll(CARD)].map((found) => found[1]!));
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('turnpost.token')!);

/** Every card the engine lets this seat know: in its view or in its event log, as the API gives them to it. */
async function knownTo(id: string, token: string): Promise<Set<string>> {
  const known = cardsIn((await suite.stack.api.get(`/games/${id}`, { token })).body.view);
  let query = ''; // the whole log, page by page
  for (;;) {
    const log: { entries: unknown[]; next: number | null } = (await suite.stack.api.get<{ entries: unknown[]; next: number | null }>(`/games/${id}/events${query}`, { token })).body;
    for (const card of cardsIn(log.entries)) known.add(card);
    if (log.next === null) break;
    query = `?after=${log.next}`;
  }
  return known;
}

/** No card hidden from the page's seat appears in its text or markup; `otherHand` (read as the other seat) must be among them. */
async function expectNothingHidden(page: Page, id: string, otherToken: string): Promise<void> {
  const known = await knownTo(id, await tokenOf(page));
  const hidden = FULL_DECK.filter((card) => !known.has(card));
  const otherHand = ((await suite.stack.api.get<{ view: { hand: string[] } }>(`/games/${id}`, { token: otherToken })).body.view.hand);
  expect(otherHand.length).toBeGreaterThan(0);
  expect(hidden).toEqual(expect.arrayContaining(otherHand));
  const page_ = await page.evaluate<string>('`${document.body.innerText}\n${document.body.innerHTML}`');
  const shown = hidden.filter((card) => new RegExp(`(?<![0-9A-Za-z])${card}(?![0-9A-Za-z])`).test(page_));
  expect(shown).toEqual([]);
}

async function play(page: Page, card: string, row: number): Promise<void> {
  await page.getByRole('button', { name: `card ${card}`, exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^Row ${row}:`) }).click();
}

async function confirm(page: Page, action: string): Promise<void> {
  await page.getByRole('button', { name: action, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
}

describe('Reihen in the browser', () => {
  it('two players play a stacked game with characters to its end by clicking; no hidden card reaches a page', { timeout: 120_000 }, async () => {
    const url = suite.stack.local.url;
    const ada = await newPage(PHONE);
    await ada.goto(`${url}/play/`);
    await signUp(ada, 'Ada');
    await ada.getByRole('navigation').getByRole('link', { name: 'New game' }).click();
    await ada.getByLabel('Game', { exact: true }).selectOption('reihen');
    await ada.getByLabel('Players (you included)').fill('2');
    await ada.getByLabel(/^Play with characters/).check();
    await ada.getByLabel(/^Rounds without a card/).fill('1');
    await ada.getByText('Deal a fixed deck (for tutorials and tests; this server only)').click();
    await ada.getByLabel(/A fixed seed and stacked cards/).fill(JSON.stringify(stackedSetup()));
    await ada.getByRole('button', { name: 'Create the game' }).click();
    const invite = await ada.getByLabel(/Invite link/).inputValue();
    const id = /\/play\/join\/([a-z2-7]{16})#/.exec(invite)![1]!;

    const bo = await newPage(DESKTOP);
    await bo.goto(invite);
    await signUp(bo, 'Bo');
    await bo.getByRole('button', { name: 'Take your seat' }).click();
    await bo.waitForURL(`${url}/play/games/${id}`);
    const [adaToken, boToken] = [await tokenOf(ada), await tokenOf(bo)];

    // Ada: 2a on row 1, 4a on row 5 (3a), then the run 3a 4a onto row 1 (1a 2a): row 1 runs 1–4.
    await ada.getByRole('link', { name: 'Open the game' }).click();
    await ada.getByText('Your turn', { exact: true }).waitFor({ timeout: 10_000 });
    await ada.getByRole('button', { name: /^Row 4: closed at 13/ }).waitFor();
    await ada.getByText('Your character: Acrobat').waitFor();
    await expectNothingHidden(ada, id, boToken);
    await expectNothingHidden(bo, id, adaToken);
    await play(ada, '2a', 1);
    await play(ada, '4a', 5);
    await ada.getByRole('button', { name: /^3a in row 5:/ }).click();
    await ada.getByRole('button', { name: /^Row 1:.*move 3a and what follows here/ }).click();
    await ada.getByRole('button', { name: /^Row 1: needs 5; cards 1a, 2a, 3a, 4a \(planned/ }).waitFor();
    await ada.getByRole('button', { name: /^Row 5: empty/ }).waitFor();
    await shoot(ada, 'reihen-390x844.png');

    // The Acrobat lays 13b on row 1 (13 ≥ 4 + 2): 1–13 with a gap is complete and leaves the game.
    await ada.getByRole('button', { name: 'Use the Acrobat…' }).click();
    await ada.getByRole('button', { name: 'card 13b', exact: true }).click();
    await ada.getByRole('button', { name: /^Row 1:/ }).click();
    await ada.getByRole('button', { name: 'Use the Acrobat now' }).click();
    await ada.getByText('Completed rows, out of the game: 1').waitFor();
    await ada.getByRole('button', { name: /^Row 1: empty, takes any card; cards no cards$/ }).waitFor();
    await ada.getByText('Your character: Master Builder').waitFor(); // the next card of her stack, usable next turn
    await play(ada, '6a', 2);
    await confirm(ada, 'Play these and end turn');
    await ada.getByText('Bo to play').waitFor();
    await expectNothingHidden(ada, id, boToken);

    // Bo: 8c on row 2 (5a 6a) is refused in words; he takes it back and lays 7c, 8c.
    await focus(bo);
    await bo.getByText('Your turn', { exact: true }).waitFor();
    await bo.getByText('Row 1 ran from 1 to 13 and left the game (1a, 2a, 3a, 4a, 13b).').waitFor();
    await bo.getByText('Ada used the Acrobat.').waitFor();
    await play(bo, '8c', 2);
    await bo.getByText('— does not fit by the rules').waitFor();
    await confirm(bo, 'Play these and end turn');
    await bo.getByRole('alert').filter({ hasText: 'That card does not fit there' }).waitFor();
    await expectNothingHidden(bo, id, adaToken);
    await bo.evaluate("document.querySelector('.table').scrollIntoView()"); // the rows, the plan and the refusal
    await shoot(bo, 'reihen-1280x800.png');
    await bo.getByRole('button', { name: 'Take back the last step' }).click();
    await play(bo, '7c', 2);
    await play(bo, '8c', 2);
    await confirm(bo, 'Play these and end turn');
    await bo.getByText('Ada to play').waitFor();

    // Ada exchanges 12b (a dead turn: 1 of 2); Bo passes (2 of 2): play has stalled, Ada holds fewer cards.
    await focus(ada);
    await ada.getByText('Your turn', { exact: true }).waitFor();
    await ada.getByText('Bo laid 8c on row 2.').waitFor();
    await ada.getByRole('button', { name: 'Exchange cards…' }).click();
    await ada.getByRole('button', { name: 'card 12b', exact: true }).click();
    await confirm(ada, 'Exchange 1 card and end turn');
    await ada.getByText('Bo to play').waitFor();
    await expectNothingHidden(ada, id, boToken);
    await focus(bo);
    await bo.getByText('Turns without progress in a row: 1 of 2 (then the game stops)').waitFor();
    await bo.getByText('Ada put 1 card under their draw pile.').waitFor();
    await expectNothingHidden(bo, id, adaToken); // the exchanged 12b stays Ada's secret
    await confirm(bo, 'End turn');
    await bo.getByRole('heading', { name: 'Game over' }).waitFor();
    await bo.getByRole('region', { name: 'Game over' }).getByText('Play stalled: the fewest cards left won.').waitFor(); // the outcome in the game's own words
    await bo.getByText('Play stalled: Ada held the fewest cards and won.', { exact: false }).first().waitFor();
    await focus(ada);
    await ada.getByRole('heading', { name: 'Game over' }).waitFor();
    await ada.getByText(/Play stalled: you held the fewest cards/i).first().waitFor();
  });

  it('a solo game: the Fortune Teller shows the top of the pile to its user, a pass with no exchange left ends it, scored', { timeout: 60_000 }, async () => {
    const cy = await newPage(PHONE);
    await cy.goto(`${suite.stack.local.url}/play/`);
    await signUp(cy, 'Cy');
    await cy.getByRole('navigation').getByRole('link', { name: 'New game' }).click();
    await cy.getByLabel('Game', { exact: true }).selectOption('reihen');
    await cy.getByLabel('Players (you included)').fill('1');
    await cy.getByLabel(/^Play with characters/).check();
    await cy.getByLabel(/^Solo turns without placing/).fill('0');
    await cy.getByText('Deal a fixed deck (for tutorials and tests; this server only)').click();
    // Canonical order: rows 1a…1f, hand 1g 1h 2a 2b 2c 2d, the pile's top 2e 2f 2g.
    const characterDeck = ['seer', 'builder', 'mason', 'acrobat', 'chameleon', 'wrecker', 'twins', 'miller', 'archivist', 'sprinter'];
    await cy.getByLabel(/A fixed seed and stacked cards/).fill(JSON.stringify({ seed: 'reihen-solo', deck: FULL_DECK, characterDeck }));
    await cy.getByRole('button', { name: 'Create the game' }).click();
    await cy.getByText('It has started.').waitFor();
    await cy.getByRole('link', { name: 'Open the game' }).click();
    await cy.getByText('Your turn', { exact: true }).waitFor({ timeout: 10_000 });
    await cy.getByText(/^Score so far: 0/).waitFor();

    await cy.getByRole('button', { name: 'Use the Fortune Teller…' }).click();
    await cy.getByRole('button', { name: 'Use the Fortune Teller now' }).click();
    await cy.getByText('Shown to you only: 2e, 2f, 2g.', { exact: false }).waitFor();
    await cy.getByRole('button', { name: 'Take 2f, put back 2e then 2g' }).click();
    await cy.getByRole('button', { name: 'card 2f', exact: true }).waitFor();
    await play(cy, '2f', 1);
    await confirm(cy, 'Play these and end turn');
    await cy.getByText(/^Score so far: 1 /).waitFor();
    await confirm(cy, 'End turn'); // a dead turn with no exchange left ends the game (§7.3)
    await cy.getByRole('heading', { name: 'Game over' }).waitFor();
    await cy.getByText('No more exchanges left: the game is over. Score: 1 point.').first().waitFor();
    await cy.context().close();
  });
});
