/**
 * A game's history and the player's say over "your turn" messages, in real Chromium against the
 * local stack: a first visit shows what happened before it (the other seat's opening), the
 * whole game in words stays across reloads, "since you last looked" comes from the server's mark
 * (so another device of the same player does not show it again); while the page is open its
 * player gets no "your turn" e-mail, and the per-game choice is kept.
 */
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../functions/http/schemas.js';
import { registerPlayer, startGame, type TestPlayer } from '../support/test-stack.js';
import { ascendingDeck, ascendingTurn, type TheGameView } from '../support/the-game.js';
import { browserTableSuite, DESKTOP, PHONE } from '../support/web-play.js';

const suite = browserTableSuite(import.meta.url);

/** `who` plays every card, ascending, onto `pile`, and ends the turn. */
async function wholeTurn(id: string, who: TestPlayer, pile = 'up1'): Promise<void> {
  const view = (await suite.stack.api.get<Envelope>(`/games/${id}`, { token: who.token })).body.view as TheGameView;
  const moves = ascendingTurn(view.you!.hand).map((move) => (move.type === 'play' ? { ...move, pile } : move));
  const moved = await suite.stack.api.post<Envelope>(`/games/${id}/moves`, { token: who.token, body: { moves } });
  expect(moved.status, moved.text).toBe(200);
}

async function yourTurnMails(address: string): Promise<number> {
  await suite.stack.local.notificationsSettled();
  const outbox = await suite.stack.api.get<{ emails: Array<{ to: string; subject: string }> }>('/dev/outbox');
  return outbox.body.emails.filter((mail) => mail.to === address && mail.subject.startsWith('Your turn')).length;
}

describe('the history of a game', () => {
  it('shows a first visit what came before, keeps the whole game across reloads, and knows on every device what was seen', async () => {
    const [ada, bo] = [await registerPlayer(suite.stack.api, 'Ada', { email: { address: 'ada@example.com' } }), await registerPlayer(suite.stack.api, 'Bo')];
    const game = await startGame(suite.stack.api, ada, [bo], { type: 'the-game', deck: ascendingDeck() });
    await wholeTurn(game.id, bo); // Bo takes the opening before Ada ever looks
    const url = `${suite.stack.local.url}/play/games/${game.id}`;

    const laptop = await suite.newPage(DESKTOP);
    await laptop.goto(`${suite.stack.local.url}/play/#token=${ada.token}`);
    await laptop.getByRole('button', { name: 'Use Ada' }).click(); // a sign-in link asks first
    await laptop.getByRole('heading', { name: 'My games' }).waitFor();
    await laptop.goto(url);
    const news = laptop.getByRole('region', { name: 'Since you last looked' });

    await news.getByText('Bo played 9 on up pile 1.').waitFor();
    await laptop.getByText(/^The whole game/).click();
    await laptop.getByRole('list', { name: 'The whole game' }).getByText('Bo played 9 on up pile 1.').waitFor();

    // A reload: nothing is news any more, the whole game is still there.
    await laptop.reload();
    await laptop.getByText(/^The whole game/).click();
    await laptop.getByRole('list', { name: 'The whole game' }).getByText('Bo played 15 on up pile 1.').waitFor();
    expect(await news.count()).toBe(0);

    // Another device of Ada's: the server knows she saw it.
    const phone = await suite.newPage(PHONE);
    await phone.goto(`${suite.stack.local.url}/play/#token=${ada.token}`);
    await phone.getByRole('button', { name: 'Use Ada' }).click(); // a sign-in link asks first
    await phone.getByRole('heading', { name: 'My games' }).waitFor();
    await phone.goto(url);
    await phone.getByText(/^The whole game/).waitFor();
    expect(await phone.getByRole('region', { name: 'Since you last looked' }).count()).toBe(0);

    // While her pages are open Ada is not e-mailed her turn; the next turn's news shows on the page.
    const mailed = await yourTurnMails('ada@example.com');
    await wholeTurn(game.id, ada, 'up2');
    await wholeTurn(game.id, bo);
    expect(await yourTurnMails('ada@example.com')).toBe(mailed);
    await laptop.evaluate("window.dispatchEvent(new Event('focus'))");
    await news.getByText('Bo played 22 on up pile 1.').waitFor();

    // Her choice for this game is kept.
    await laptop.getByLabel('Tell me it is my turn in this game').selectOption('daily');
    await laptop.getByText('Saved.').waitFor();
    const marks = await suite.stack.api.get<{ turnNotices: string; watchingUntil: string | null }>(`/games/${game.id}/me`, { token: ada.token });
    expect(marks.body.turnNotices).toBe('daily');
    expect(marks.body.watchingUntil).not.toBeNull();
  });
});

describe('a turn being planned', () => {
  it('survives a reload of the page until the table changes', async () => {
    const [ada, bo] = [await registerPlayer(suite.stack.api, 'Ada'), await registerPlayer(suite.stack.api, 'Bo')];
    const game = await startGame(suite.stack.api, ada, [bo], { type: 'the-game', deck: ascendingDeck() });
    const page = await suite.newPage(PHONE);
    await page.goto(`${suite.stack.local.url}/play/#token=${ada.token}`);
    await page.getByRole('button', { name: 'Use Ada' }).click(); // a sign-in link asks first
    await page.getByRole('heading', { name: 'My games' }).waitFor();
    await page.goto(`${suite.stack.local.url}/play/games/${game.id}`);
    await page.getByRole('button', { name: 'card 2' }).click();
    await page.getByRole('button', { name: /^up pile 1,/ }).click();
    const planned = page.getByRole('button', { name: /^up pile 1,.*top 2 \(planned, not sent yet\)/ });
    await planned.waitFor();
    await page.reload();
    await planned.waitFor();
    expect(await page.getByRole('button', { name: 'card 2' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Take back 2' }).waitFor();
  });
});
