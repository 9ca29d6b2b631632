/**
 * A group of friends meeting the app (real Chromium against a real local stack; the phone at
 * 390 × 844): resigning says what it does and who did it, a page behind the server looks again
 * before sending, play again, the invite page, a "your turn" link opened signed out, the hand on
 * the phone's first screen, the planner's legal plays, the organiser's tools, the words, the tab
 * title, focus and touch targets. Writes the screenshots of the new pages.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { range } from '../../engine/index.js';
import type { Envelope } from '../../functions/http/schemas.js';
import { browserTableSuite, DESKTOP, focus, PHONE, shoot } from '../support/web-play.js';

const suite = browserTableSuite(import.meta.url);
type Created = Envelope & { inviteCode: string };

interface Person {
  name: string;
  token: string;
}

async function person(name: string): Promise<Person> {
  const created = await suite.stack.api.post<{ token: string }>('/players', { body: { name } });
  expect(created.status, created.text).toBe(201);
  return { name, token: created.body.token };
}

/** A browser signed in as `who` (the "use on another device" link), showing `path`. */
async function signedIn(who: Person, viewport: { width: number; height: number }, path = '/play/'): Promise<Page> {
  const page = await suite.newPage(viewport);
  await page.goto(`${suite.stack.local.url}/play/#token=${who.token}`);
  // A sign-in link asks before it signs this browser in.
  await page.getByRole('button', { name: `Use ${who.name}` }).click();
  await page.getByRole('heading', { name: 'My games' }).waitFor();
  if (path !== '/play/') await page.goto(`${suite.stack.local.url}${path}`);
  return page;
}

async function createGame(creator: Person, body: Record<string, unknown>): Promise<Created> {
  const created = await suite.stack.api.post<Created>('/games', { token: creator.token, body });
  expect(created.status, created.text).toBe(201);
  return created.body;
}

async function join(id: string, who: Person, inviteCode?: string): Promise<void> {
  const joined = await suite.stack.api.post(`/games/${id}/join`, { token: who.token, body: inviteCode ? { inviteCode } : {} });
  expect(joined.status, joined.text).toBe(200);
}

/** The Game for two with these hands (7 cards each, seat 0 first); the rest of the deck after. */
function deckWith(first: number[], second: number[]): number[] {
  const top = [...first, ...second];
  return [...top, ...range(2, 99).filter((card) => !top.includes(card))];
}

async function play(page: Page, card: number, pile: string): Promise<void> {
  await page.getByRole('button', { name: `card ${card}`, exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${pile},`) }).click();
}

describe('resigning, a page behind the server, and playing again', () => {
  it('says the team loses, names who resigned on every page, looks again before sending, and plays again with one click', { timeout: 120_000 }, async () => {
    const [ada, bo] = await Promise.all([person('Ada'), person('Bo')]);
    const game = await createGame(ada, { type: 'the-game', seats: 2, seed: 'resign', deck: deckWith([10, 20, 30, 40, 50, 60, 70], [15, 25, 35, 45, 55, 65, 75]) });
    await join(game.id, bo, game.inviteCode);
    const adaPage = await signedIn(ada, PHONE, `/play/games/${game.id}`);
    const boPage = await signedIn(bo, DESKTOP, `/play/games/${game.id}`);
    await boPage.getByText('Your turn').first().waitFor();
    expect(await boPage.title()).toBe('Your turn · The Game — turnpost');

    // Bo plans a card while Ada, on her phone, resigns: the confirm says what it does in this game.
    await play(boPage, 15, 'up pile 1');
    await adaPage.getByRole('button', { name: 'Resign…' }).click();
    await adaPage.getByRole('alertdialog').getByText('This ends the game for the whole team: you all lose together. Everyone will see that you resigned.').waitFor();
    await shoot(adaPage, 'resign-390x844.png');
    await adaPage.getByRole('button', { name: 'Yes, resign' }).click();
    await adaPage.getByText('You resigned, so the team lost together.').first().waitFor();

    // Bo's page has not looked again yet: sending looks first, says what changed, sends nothing.
    await boPage.getByRole('button', { name: 'Play these and end turn' }).click();
    await boPage.getByRole('button', { name: 'Confirm' }).click();
    await boPage.getByRole('alert').filter({ hasText: /^The game changed before your move was sent: .*Ada resigned, so the team lost together\..* Nothing was sent; look at the table again\.$/ }).waitFor();
    await boPage.getByText('Ada resigned, so the team lost together.').first().waitFor();
    expect(await boPage.getByText('Not allowed by the rules').count()).toBe(0);
    expect(await boPage.getByRole('button', { name: /up pile 1, .*planned/ }).count()).toBe(0); // the plan is gone with the game
    expect(await boPage.title()).toBe('Finished · The Game — turnpost');

    // Play again: Bo asks, sees the invite link and may call it off; Ada's page offers to join.
    await boPage.getByRole('button', { name: 'Play again' }).click();
    await boPage.getByText('Waiting for players: 1 of 2 seats taken.').waitFor();
    expect(await boPage.getByLabel(/Invite link/).inputValue()).toMatch(/\/play\/join\/[a-z2-7]{16}#[a-z2-7]{16}$/);
    await boPage.getByRole('button', { name: 'Call this game off…' }).waitFor();
    await focus(adaPage);
    await adaPage.getByRole('link', { name: 'Open the rematch' }).click();
    await adaPage.getByText('Bo asks you to play again.').waitFor();
    await shoot(adaPage, 'rematch-390x844.png');
    await adaPage.getByRole('button', { name: 'Take your seat' }).click();
    await adaPage.getByText(/Your turn|Bo to play/).first().waitFor();
    await adaPage.getByRole('heading', { name: 'Your hand' }).waitFor();
  });

  it('in a game that goes on, the confirm says you are out and the others play on, and a bot may take the seat', { timeout: 60_000 }, async () => {
    const [ada, bo, cy] = await Promise.all([person('Ada'), person('Bo'), person('Cy')]);
    const game = await createGame(ada, { type: 'flip-7', seats: 3, absent: 'bot', absentAfter: 2 });
    await join(game.id, bo, game.inviteCode);
    await join(game.id, cy, game.inviteCode);
    const adaPage = await signedIn(ada, DESKTOP, `/play/games/${game.id}`);
    await adaPage.getByRole('list', { name: 'Players' }).waitFor();
    const cyPage = await signedIn(cy, PHONE, `/play/games/${game.id}`);
    await cyPage.getByRole('button', { name: 'Resign…' }).click();
    await cyPage
      .getByRole('alertdialog')
      .getByText('Resign? You are out of this game for good; the others play on without you. Everyone will see that you resigned. Or let a bot take your seat instead: it plays for you from now on, and any move of yours takes the seat back.')
      .waitFor();
    await cyPage.getByRole('button', { name: 'Yes, resign' }).click();
    await cyPage.getByText('You resigned and are out of every later round.').waitFor();
    await focus(adaPage);
    await adaPage.getByText('Cy resigned and is out of every later round.').waitFor();
  });
});

describe('the invite page', () => {
  it('shows the game, who invites, the seats, the clock and the options before sign-up; a full game says so', { timeout: 60_000 }, async () => {
    const [ada, bo] = await Promise.all([person('Ada'), person('Bo')]);
    const game = await createGame(ada, { type: 'flip-7', seats: 3, turnTimeLimit: 3600, options: { targetScore: 100 }, bots: [{ seat: 2, level: 'basic' }] });
    const link = `${suite.stack.local.url}/play/join/${game.id}#${game.inviteCode}`;
    const guest = await suite.newPage(PHONE);
    await guest.goto(link);
    await guest.getByRole('heading', { name: 'Join Ada’s game of Flip 7' }).waitFor();
    const seats = guest.getByRole('list', { name: 'Seats' });
    await seats.getByText('Seat 1: Ada').waitFor();
    await seats.getByText('Seat 2: free').waitFor();
    await seats.getByText('Seat 3: Bot (basic)').waitFor();
    await guest.getByText('1 h per turn').waitFor();
    await guest.getByRole('list', { name: 'Options' }).getByText('Target score: 100').waitFor();
    await guest.getByText('Sign up to take your seat.').waitFor();
    await shoot(guest, 'invite-390x844.png');

    // Once Bo took the last seat, the same link says so before anyone signs up.
    await join(game.id, bo, game.inviteCode);
    const late = await suite.newPage(PHONE);
    await late.goto(link);
    await late.getByRole('alert').filter({ hasText: 'This game is full: every seat is taken.' }).waitFor();
    expect(await late.getByRole('button', { name: 'Sign up' }).count()).toBe(0);
    await late.getByRole('link', { name: 'Just watch the game' }).waitFor();
  });

  it('a refused join says why in words the server gave (GAME_FULL), not a guess', { timeout: 60_000 }, async () => {
    const [ada, bo, cy] = await Promise.all([person('Ada'), person('Bo'), person('Cy')]);
    const game = await createGame(ada, { type: 'the-game', seats: 2 });
    const cyPage = await signedIn(cy, PHONE, `/play/join/${game.id}#${game.inviteCode}`);
    await cyPage.getByRole('button', { name: 'Take your seat' }).waitFor();
    await join(game.id, bo, game.inviteCode); // the seat goes while Cy reads
    await cyPage.getByRole('button', { name: 'Take your seat' }).click();
    await cyPage.getByRole('alert').filter({ hasText: 'Every seat of this game is taken.' }).waitFor();
  });
});

describe('a "your turn" link opened signed out', () => {
  it('offers signing in with the link from another device, and then shows the seat', { timeout: 60_000 }, async () => {
    const [ada, bo] = await Promise.all([person('Ada'), person('Bo')]);
    const game = await createGame(ada, { type: 'the-game', seats: 2 });
    await join(game.id, bo, game.inviteCode);
    const page = await suite.newPage(PHONE);
    await page.goto(`${suite.stack.local.url}/play/games/${game.id}`);
    await page.getByRole('heading', { name: 'Is this your game? Sign in to play' }).waitFor();
    await shoot(page, 'sign-in-offer-390x844.png');
    await page.getByLabel('Sign-in link from your other device').fill('https://example.com/not-a-link');
    await page.getByRole('button', { name: 'Sign in on this device' }).click();
    await page.getByRole('alert').filter({ hasText: 'That is not a sign-in link.' }).waitFor();
    await page.getByLabel('Sign-in link from your other device').fill(`${suite.stack.local.url}/play/#token=${bo.token}`);
    await page.getByRole('button', { name: 'Sign in on this device' }).click();
    await page.getByRole('heading', { name: 'Your hand' }).waitFor();
    expect(await page.getByText('You are watching').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/play/games/${game.id}`);
  });
});

describe('The Game on a phone', () => {
  it('shows the hand on the first screen, plans only legal plays, takes back any card, and keeps the focus in the hand', { timeout: 60_000 }, async () => {
    const [ada, bo] = await Promise.all([person('Ada'), person('Bo')]);
    const game = await createGame(ada, { type: 'the-game', seats: 2, seed: 'planner', deck: deckWith([71, 74, 80, 81, 82, 83, 84], [15, 25, 35, 45, 55, 65, 75]) });
    await join(game.id, bo, game.inviteCode);
    const page = await signedIn(ada, PHONE, `/play/games/${game.id}`);
    await page.getByRole('heading', { name: 'Your hand' }).waitFor();
    // Every card of the hand within the first screen, without scrolling.
    for (const card of [71, 74, 80, 81, 82, 83, 84]) {
      const box = (await page.getByRole('button', { name: `card ${card}`, exact: true }).boundingBox())!;
      expect(box.y + box.height, `card ${card}`).toBeLessThanOrEqual(PHONE.height);
    }
    await shoot(page, 'hand-first-screen-390x844.png');

    await play(page, 71, 'down pile 1');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^card \d+/);
    // 74 on a down pile topped by 71 is refused at once, named, and not planned.
    await play(page, 74, 'down pile 1');
    await page.getByRole('alert').filter({ hasText: /^74 on down pile 1: / }).waitFor();
    expect(await page.getByRole('button', { name: 'Take back 74' }).count()).toBe(0);
    await page.getByRole('button', { name: 'card 74', exact: true }).click(); // unchoose
    await play(page, 80, 'up pile 1');
    await play(page, 81, 'up pile 1');
    // Take back the first card: the later plays stay.
    await page.getByRole('button', { name: 'Take back 71' }).click();
    expect(await page.getByRole('button', { name: /^Take back/ }).allTextContents()).toEqual(['Take back 80', 'Take back 81']);
    await page.getByRole('button', { name: /^down pile 1, going down, top 100/ }).waitFor();
  });
});

describe('the organiser', () => {
  it('seats bots of the levels the API lists, and copies the invite and calls the game off from another device', { timeout: 60_000 }, async () => {
    const ada = await person('Ada');
    const page = await signedIn(ada, PHONE, '/play/new');
    await page.getByLabel('Players (you included)').fill('3');
    const levels = (await suite.stack.api.get<{ gameTypes: Array<{ id: string; botLevels: Array<{ level: string }> }> }>('/game-types')).body.gameTypes.find((type) => type.id === 'the-game')!.botLevels;
    expect(await page.getByLabel('Seat 2').locator('option').count()).toBe(levels.length + 1);
    await page.getByLabel('Seat 3').selectOption('basic');
    await shoot(page, 'new-game-390x844.png');
    await page.getByRole('button', { name: 'Create the game' }).click();
    const invite = await page.getByLabel(/Invite link/).inputValue();
    const id = /\/play\/join\/([a-z2-7]{16})#/.exec(invite)![1]!;
    const seats = (await suite.stack.api.get<Envelope>(`/games/${id}`)).body.seats;
    expect(seats[2]).toMatchObject({ bot: { level: 'basic' } });

    // Ada's tablet: the same invite link, and calling the game off.
    const tablet = await signedIn(ada, DESKTOP, `/play/games/${id}`);
    expect(await tablet.getByLabel(/Invite link/).inputValue()).toBe(invite);
    await tablet.getByRole('button', { name: 'Call this game off…' }).click();
    await tablet.getByRole('button', { name: 'Yes, call it off' }).click();
    await tablet.getByText('Called off').first().waitFor();
    expect((await suite.stack.api.get<Envelope>(`/games/${id}`)).body.status).toBe('cancelled');
  });
});

describe('words, titles and touch targets', () => {
  it('New game reads the options as people name them and every control is at least 44 px tall on a phone', { timeout: 60_000 }, async () => {
    const ada = await person('Ada');
    const page = await signedIn(ada, PHONE, '/play/new');
    await page.getByLabel('Game', { exact: true }).selectOption('flip-7');
    await page.getByLabel(/^Target score — /).waitFor();
    await page.getByLabel(/^Flip 7 bonus — /).waitFor();
    expect(await page.getByText('Stacked setup').count()).toBe(0);
    const options = await page.getByLabel('Game', { exact: true }).locator('option').allTextContents();
    expect(options).toContain('The Game (1–5 players)');
    for (const path of ['/play/new', '/play/settings']) {
      await page.goto(`${suite.stack.local.url}${path}`);
      await page.locator('main h1').first().waitFor();
      const small = await page.evaluate(() => {
        const tooSmall: string[] = [];
        const visible = (element: Element) => (element as HTMLElement).offsetParent !== null;
        for (const element of Array.from(document.querySelectorAll('button, summary, select, input, a.button'))) {
          if (!visible(element)) continue;
          const checkbox = element instanceof HTMLInputElement && element.type === 'checkbox' && element.getAttribute('role') !== 'switch';
          // A tick box is reached through its label (the row): that is its touch target.
          const target = checkbox ? document.querySelector(`label[for="${element.id}"]`) ?? element : element;
          const height = target.getBoundingClientRect().height;
          if (height < 44) tooSmall.push(`${element.tagName} ${element.id || element.textContent?.trim().slice(0, 30)}: ${Math.round(height)} px`);
        }
        return tooSmall;
      });
      expect(small, path).toEqual([]);
    }
  });
});
