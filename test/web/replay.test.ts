/**
 * A finished game stepped through in a real browser, as a spectator on a phone: the page loads
 * the replay, recomputes it with the engine (loaded on demand), checks the seed against the
 * commitment and the last state against the server's, and steps first/back/forward/last and by
 * the slider, with the position in the address (`#move=N`). From a seat, that seat's hand is the
 * engine's view of it at that step; with every hand open, each seat's hand. A tampered seed or
 * final state is shown as NOT verified; a running game cannot be replayed.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gameById, replayGame, type ReplayStep } from '../../engine/index.js';
import type { TheGameView } from '../../engine/games/the-game/view.js';
import type { Replay } from '../../functions/http/schemas.js';
import { registerPlayer, startGame } from '../support/test-stack.js';
import { PHONE, browserTableSuite, shoot } from '../support/web-play.js';

const suite = browserTableSuite(import.meta.url);
const theGame = gameById('the-game')!;

/** Ada and Bo play The Game for a few turns (the first legal move each time), then Ada resigns for the team. */
async function finishedGame(): Promise<{ id: string; replay: Replay }> {
  const api = suite.stack.api;
  const ada = await registerPlayer(api, 'Ada');
  const bo = await registerPlayer(api, 'Bo');
  const players = [ada, bo];
  const { id } = await startGame(api, ada, [bo], { type: 'the-game', seed: 'replay-in-the-browser' });
  for (let submission = 0; submission < 8; submission++) {
    const { body: game } = await api.get<{ awaiting: number[] }>(`/games/${id}`);
    const seat = game.awaiting[0]!;
    const mine = await api.get<{ version: number; legalMoves: unknown[] }>(`/games/${id}?legal=true`, { token: players[seat]!.token });
    const moved = await api.post(`/games/${id}/moves`, { token: players[seat]!.token, body: { version: mine.body.version, moves: [mine.body.legalMoves[0]] } });
    expect(moved.status, moved.text).toBe(200);
  }
  const running = await api.get<{ error: { code: string; details: { reason: string } } }>(`/games/${id}/replay`);
  expect(running.status).toBe(403);
  expect(running.body.error.details.reason).toBe('GAME_NOT_FINISHED');
  const resigned = await api.post(`/games/${id}/resign`, { token: ada.token, body: {} });
  expect(resigned.status, resigned.text).toBe(200);
  const replay = await api.get<Replay>(`/games/${id}/replay`);
  expect(replay.status).toBe(200);
  return { id, replay: replay.body };
}

const position = (page: Page) => page.locator('.replay-position').innerText();
const handOn = (page: Page) => page.getByRole('group', { name: 'Your hand' }).first().getByRole('button').allInnerTexts();

describe('replaying a finished game in the browser', () => {
  it('verifies the deal, steps through every move with the position in the address, from any seat or with every hand open', { timeout: 120_000 }, async () => {
    const { id, replay } = await finishedGame();
    const frames = replayGame(theGame, { players: replay.players, options: replay.options, seed: replay.fairness.seed }, replay.steps as ReplayStep[]);
    const last = frames.at(-1)!.version;

    const page = await suite.newPage(PHONE);
    await page.goto(`${suite.stack.local.url}/play/games/${id}/replay#move=3`);
    await page.getByText('✓ The seed matches the commitment').waitFor();
    await page.getByText('✓ Replayed in this browser from the seed and the moves').waitFor();
    expect(await position(page)).toContain(`Move 3 of ${last}`);

    await page.getByRole('button', { name: 'Forward one move' }).click();
    expect(await position(page)).toContain(`Move 4 of ${last}`);
    expect(new URL(page.url()).hash).toBe('#move=4');
    await page.getByRole('button', { name: 'Back one move' }).click();
    await page.getByRole('button', { name: 'Back one move' }).click();
    expect(await position(page)).toContain(`Move 2 of ${last}`);
    await page.getByRole('button', { name: 'Last move' }).click();
    expect(await position(page)).toContain(`Move ${last} of ${last}`);
    expect(await page.getByRole('button', { name: 'Forward one move' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'First move' }).click();
    expect(await position(page)).toContain(`Move 0 of ${last}`);
    await page.getByRole('slider', { name: 'Move' }).fill('6');
    expect(await position(page)).toContain(`Move 6 of ${last}`);

    // From Bo's seat, his hand at this step is exactly the engine's view of it.
    await page.getByLabel('Seen by').selectOption({ label: 'Bo' });
    const bosView = theGame.view(frames[6]!.state, 1) as TheGameView;
    expect((await handOn(page)).map(Number)).toEqual(bosView.you!.hand);
    await shoot(page, 'replay-phone.png');

    // Every hand open: one table per seat, each with that seat's hand.
    await page.getByLabel('Seen by').selectOption({ label: 'everyone (all hands open)' });
    expect(await page.locator('.replay-table > h2').allInnerTexts()).toEqual(['Ada', 'Bo']);
    const hands = await Promise.all([0, 1].map(async (seat) => (await page.locator('.replay-table').nth(seat).getByRole('group', { name: 'Your hand' }).getByRole('button').allInnerTexts()).map(Number)));
    expect(hands).toEqual([0, 1].map((seat) => (theGame.view(frames[6]!.state, seat) as TheGameView).you!.hand));

    // A link to a moment opens there.
    const other = await suite.newPage(PHONE);
    await other.goto(`${suite.stack.local.url}/play/games/${id}/replay#move=5`);
    await other.getByText('✓ Replayed in this browser').waitFor();
    expect(await position(other)).toContain(`Move 5 of ${last}`);
  });

  it('says NOT verified when the seed or the final state does not match', { timeout: 120_000 }, async () => {
    const { id, replay } = await finishedGame();
    const tampered = async (change: (body: Replay) => Replay) => {
      const page = await suite.newPage(PHONE);
      await page.route((url) => url.pathname === `/games/${id}/replay`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(change(structuredClone(replay))) }));
      await page.goto(`${suite.stack.local.url}/play/games/${id}/replay`);
      return page;
    };
    const wrongSeed = await tampered((body) => ({ ...body, fairness: { ...body.fairness, seedCommitment: '0'.repeat(64) } }));
    await wrongSeed.getByText('✗ The revealed seed does NOT match').waitFor();
    const wrongEnd = await tampered((body) => ({ ...body, finalState: { ...(body.finalState as object), drawPile: [] } }));
    await wrongEnd.getByText('✗ The replay does NOT end as the server says').waitFor();
    await wrongEnd.getByText('✓ The seed matches').waitFor();
  });

  it('tells a visitor that a running game cannot be replayed yet', async () => {
    const api = suite.stack.api;
    const ada = await registerPlayer(api, 'Ada');
    const bo = await registerPlayer(api, 'Bo');
    const { id } = await startGame(api, ada, [bo], { type: 'the-game' });
    const page = await suite.newPage(PHONE);
    await page.goto(`${suite.stack.local.url}/play/games/${id}/replay`);
    await page.getByText('This game is still running: it can be replayed once it is over.').waitFor();
  });
});
