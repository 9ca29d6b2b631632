/**
 * Handing a seat to a bot from the resign confirm, in real Chromium on a phone against a real
 * local stack: in a game whose creator allows it (`absent: "bot"`), "A bot takes my seat" hands
 * the seat over, the bot plays it (the page says so), and "Take your seat back" ends that.
 */
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../functions/http/schemas.js';
import { browserTableSuite, PHONE, shoot } from '../support/web-play.js';

const suite = browserTableSuite(import.meta.url);
type Created = Envelope & { inviteCode: string };

async function person(name: string): Promise<{ name: string; token: string }> {
  const created = await suite.stack.api.post<{ token: string }>('/players', { body: { name } });
  expect(created.status, created.text).toBe(201);
  return { name, token: created.body.token };
}

describe('handing the seat to a bot', () => {
  it('hands the seat over from the resign confirm, shows the bot playing it, and takes it back', { timeout: 120_000 }, async () => {
    const [ada, bo] = await Promise.all([person('Ada'), person('Bo')]);
    const created = await suite.stack.api.post<Created>('/games', { token: ada.token, body: { type: 'flip-7', seats: 2, absent: 'bot', absentAfter: 2, seed: 'hand-over' } });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id;
    expect((await suite.stack.api.post(`/games/${id}/join`, { token: bo.token, body: { inviteCode: created.body.inviteCode } })).status).toBe(200);
    const before = await suite.stack.api.get<Envelope>(`/games/${id}`, { token: ada.token });
    expect(before.body.awaiting).toContain(0); // the seed's deal starts with Ada

    const page = await suite.newPage(PHONE);
    await page.goto(`${suite.stack.local.url}/play/#token=${ada.token}`);
    await page.getByRole('button', { name: 'Use Ada' }).click();
    await page.getByRole('heading', { name: 'My games' }).waitFor();
    await page.goto(`${suite.stack.local.url}/play/games/${id}`);
    await page.getByRole('button', { name: 'Resign…' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'A bot takes my seat' }).click();

    // The page says a bot plays the seat, and the bot does: it takes Ada's turn.
    await page.getByText('A bot plays your seat now; your next move, or the button, takes it back.').waitFor();
    await expect.poll(async () => (await suite.stack.api.get<Envelope>(`/games/${id}`, { token: ada.token })).body.botPlayed, { timeout: 30_000 }).toContain(0);
    const handed = (await suite.stack.api.get<Envelope>(`/games/${id}`, { token: bo.token })).body;
    expect(handed.seats[0]).toMatchObject({ name: 'Ada', bot: { takenOver: true } });
    expect(handed.status).toBe('active');
    await shoot(page, 'hand-over-390x844.png');

    // Ada takes her seat back: the bot stops, and the page no longer says it plays.
    await page.getByRole('button', { name: 'Take your seat back' }).click();
    await page.getByText('A bot plays your seat now; your next move, or the button, takes it back.').waitFor({ state: 'detached' });
    const back = (await suite.stack.api.get<Envelope>(`/games/${id}`, { token: ada.token })).body;
    expect(back.seats[0]!.bot).toBeUndefined();
    await page.getByRole('button', { name: 'Resign…' }).waitFor();
  });
});
