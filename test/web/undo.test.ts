/**
 * Taking a move back in a real browser on a phone: Ada plays, Bo gives a hint, Ada asks to take
 * her move back; Bo's page shows the request in words and accepts; Ada's table is back as it was.
 * With two plays in her turn, the page offers the whole turn too, asked once and accepted once.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startGame } from '../support/test-stack.js';
import { PHONE, browserTableSuite, signUp } from '../support/web-play.js';

const suite = browserTableSuite(import.meta.url);

async function signedUp(name: string): Promise<{ page: Page; player: { id: string; name: string; token: string } }> {
  const page = await suite.newPage(PHONE);
  await page.goto(`${suite.stack.local.url}/play/`);
  await signUp(page, name);
  await page.getByRole('heading', { name: 'My games' }).waitFor();
  const account = await page.evaluate<{ token: string; id: string }>("JSON.parse(localStorage.getItem('turnpost.accounts') ?? '[]')[0]");
  return { page, player: { id: account.id, name, token: account.token } };
}

describe('taking a move back in the browser', () => {
  it('asks, and the other player accepts', { timeout: 120_000 }, async () => {
    const api = suite.stack.api;
    const ada = await signedUp('Ada');
    const bo = await signedUp('Bo');
    const { id } = await startGame(api, ada.player, [bo.player], { type: 'the-game', seed: 'undo-in-the-browser' });
    const before = await api.get<{ view: unknown; legalMoves: Array<{ type: string }> }>(`/games/${id}?legal=true`, { token: ada.player.token });
    const play = before.body.legalMoves.find((move) => move.type === 'play')!;
    expect((await api.post(`/games/${id}/moves`, { token: ada.player.token, body: { moves: [play] } })).status).toBe(200);
    expect((await api.post(`/games/${id}/moves`, { token: bo.player.token, body: { moves: [{ type: 'hint', pile: 'up1', signal: 'keepOff' }] } })).status).toBe(200);

    await ada.page.goto(`${suite.stack.local.url}/play/games/${id}`);
    await ada.page.getByRole('button', { name: 'Take back my move' }).click();
    await ada.page.getByText('You asked to take back your move; waiting for the others.').waitFor();

    await bo.page.goto(`${suite.stack.local.url}/play/games/${id}`);
    await bo.page.getByText('Ada asks to take back their move.').waitFor();
    await bo.page.getByRole('button', { name: 'Accept' }).click();
    await bo.page.getByText('Ada asks to take back their move.').waitFor({ state: 'detached' });

    const after = await api.get<{ view: unknown }>(`/games/${id}`, { token: ada.player.token });
    expect(after.body.view).toEqual(before.body.view);
  });

  it('offers the whole turn when it has several plays, and takes them all back with one answer', { timeout: 120_000 }, async () => {
    const api = suite.stack.api;
    const ada = await signedUp('Ada');
    const bo = await signedUp('Bo');
    const { id } = await startGame(api, ada.player, [bo.player], { type: 'the-game', seed: 'undo-turn-in-the-browser' });
    const before = await api.get<{ view: unknown }>(`/games/${id}`, { token: ada.player.token });
    for (let play = 0; play < 2; play++) {
      const legal = await api.get<{ legalMoves: Array<{ type: string }> }>(`/games/${id}?legal=true`, { token: ada.player.token });
      const card = legal.body.legalMoves.find((move) => move.type === 'play')!;
      expect((await api.post(`/games/${id}/moves`, { token: ada.player.token, body: { moves: [card] } })).status).toBe(200);
    }
    expect((await api.post(`/games/${id}/moves`, { token: bo.player.token, body: { moves: [{ type: 'hint', pile: 'up1', signal: 'keepOff' }] } })).status).toBe(200);

    await ada.page.goto(`${suite.stack.local.url}/play/games/${id}`);
    // Both offers, side by side: the last play alone, or the whole turn.
    await ada.page.getByRole('button', { name: 'Take back my move' }).waitFor();
    await ada.page.getByRole('button', { name: 'Take back my whole turn (2 moves)' }).click();
    await ada.page.getByText('You asked to take back your last 2 moves; waiting for the others.').waitFor();
    await expect(ada.page.getByRole('button', { name: 'Take back my whole turn (2 moves)' }).count()).resolves.toBe(0);

    await bo.page.goto(`${suite.stack.local.url}/play/games/${id}`);
    await bo.page.getByText('Ada asks to take back their last 2 moves.').waitFor();
    await bo.page.getByRole('button', { name: 'Accept' }).click();
    await bo.page.getByText('Ada asks to take back their last 2 moves.').waitFor({ state: 'detached' });

    const after = await api.get<{ view: unknown; undo: { submissions: number } }>(`/games/${id}`, { token: ada.player.token });
    expect(after.body.view).toEqual(before.body.view);
    expect(after.body.undo.submissions).toBe(0);
    // Ada's page, told of the change, offers nothing more to take back.
    await ada.page.getByRole('button', { name: 'Take back my move' }).waitFor({ state: 'detached' });
  });
});
