/**
 * The daily digest e-mail (issue 15, item 3) through the HTTP API and the local stack's sweeper,
 * with an injected clock: the setting (needs an e-mail channel; `null` turns it off), the hour,
 * the content (every game awaiting the player and only those, soonest deadline first, games
 * without one last, each with its link), exactly once per day even with two sweeper runs racing,
 * and nothing once it is off. It goes through the delivery queue to the outbox like every e-mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmail } from '../support/email.js';
import type { Envelope } from '../../functions/http/schemas.js';
import { registerPlayer, startGame, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';

let stack: TestStack;
let now = new Date('2026-03-01T06:59:00.000Z');

beforeAll(async () => {
  stack = await startTestStack(import.meta.url, { now: () => now, streamPollMs: 50 });
});
afterAll(async () => {
  await stack?.stop();
});

type Mail = { to: string; subject: string; text: string; deliveryId: string; headers: Record<string, string>; unsubscribeUrl?: string };

async function mailsTo(address: string): Promise<Mail[]> {
  await stack.local.notificationsSettled();
  return (await stack.api.get<{ emails: Mail[] }>('/dev/outbox')).body.emails.filter((mail) => mail.to === address);
}

/** Runs the sweeper at `at` (twice at once when `racing`); the digests it handed on. */
async function sweepAt(at: string, racing = false): Promise<number> {
  now = new Date(at);
  const runs = await Promise.all(Array.from({ length: racing ? 2 : 1 }, () => stack.local.sweep()));
  return runs.reduce((sum, run) => sum + run.digests, 0);
}

describe('the daily digest', () => {
  let ada: TestPlayer;
  const patch = (player: TestPlayer, notify: Record<string, unknown>) => stack.api.patch<{ player: { notify: Record<string, unknown> } }>('/players/me', { token: player.token, body: { notify } });

  beforeAll(async () => {
    ada = await registerPlayer(stack.api, 'Ada');
  });

  it('needs an e-mail channel, takes an hour 0-23, and is shown in GET /players/me', async () => {
    const alone = await patch(ada, { digest: { hourUtc: 7 } });
    expect(alone.status).toBe(400);
    expect(alone.text).toContain('digest_needs_email');
    expect((await patch(ada, { email: { address: 'ada@example.com' }, digest: { hourUtc: 24 } })).status).toBe(400);
    const set = await patch(ada, { email: { address: 'ada@example.com', events: [] }, digest: { hourUtc: 7 } });
    expect(set.status, set.text).toBe(200);
    await confirmEmail(stack.api, 'ada@example.com');
    expect(set.body.player.notify).toMatchObject({ email: { address: 'ada@example.com', events: [] }, digest: { hourUtc: 7 } });
    // The e-mail cannot go while the digest needs it.
    const noEmail = await patch(ada, { email: null });
    expect(noEmail.status).toBe(400);
    expect(noEmail.text).toContain('digest_needs_email');
    expect((await stack.api.get<{ player: { notify: Record<string, unknown> } }>('/players/me', { token: ada.token })).body.player.notify).toMatchObject({ digest: { hourUtc: 7 } });
  });

  it('lists every game awaiting the player, soonest deadline first and untimed last, once a day at the chosen hour', async () => {
    const bo = await registerPlayer(stack.api, 'Bo');
    // Awaiting Ada: The Game's opening awaits every seat. Deadlines from the real clock: in 2 h, in 1 h, none.
    const later = await startGame(stack.api, ada, [bo], { type: 'the-game', turnTimeLimit: 7200 });
    const sooner = await startGame(stack.api, ada, [bo], { type: 'the-game', turnTimeLimit: 3600 });
    const untimed = await startGame(stack.api, ada, [bo], { type: 'the-game' });
    // Not awaiting Ada: Bo's turn in Auslage (passage 1 starts at seat 0, R5; Flip 7's opening deal may hand the turn on); a finished game.
    const bosTurn = await startGame(stack.api, bo, [ada], { type: 'auslage' });
    expect(bosTurn.envelope.awaiting).toEqual([0]);
    const over = await stack.api.post<{ id: string }>('/games', { token: ada.token, body: { type: 'the-game', seats: 1 } });
    expect((await stack.api.post<Envelope>(`/games/${over.body.id}/moves`, { token: ada.token, body: { moves: [{ type: 'concede' }] } })).body.status).toBe('finished');
    const before = (await mailsTo('ada@example.com')).length;

    expect(await sweepAt('2026-03-01T06:59:59.000Z')).toBe(0);
    // Two runs racing at 07:00: one digest.
    expect(await sweepAt('2026-03-01T07:00:00.000Z', true)).toBe(1);
    expect(await sweepAt('2026-03-01T07:45:00.000Z')).toBe(0);
    const mails = (await mailsTo('ada@example.com')).slice(before);
    expect(mails).toHaveLength(1);
    const [digest] = mails as [Mail];
    expect(digest.subject).toBe('3 games await your move');
    const listed = digest.text.split('\n').filter((line) => line.startsWith('- '));
    // In words: the game's name and the deadline as a person reads it (no time zone set: UTC, said so), then its link.
    const line = (game: { id: string; envelope: Envelope }) => new RegExp(`^- The Game, ${game.envelope.deadline ? 'move by [A-Z][a-z]+day \\d+ [A-Z][a-z]+ \\d\\d:\\d\\d UTC' : 'no deadline'}: \\S*/games/${game.id}$`);
    expect(listed).toHaveLength(3);
    [sooner, later, untimed].forEach((game, i) => expect(listed[i]).toMatch(line(game)));
    expect(digest.text).not.toMatch(/\d{4}-\d\d-\d\dT/); // no ISO stamps
    expect(digest.text.replace(/\S*\/games\/\S*/g, '')).not.toMatch(/[a-z2-7]{16}/); // no ids outside the links
    expect(digest.text).not.toContain(bosTurn.id);
    expect(digest.text).not.toContain(over.body.id);
    expect(digest.deliveryId).toMatch(/^[0-9a-f-]{36}$/);

    // The next day at 07:00, again once; then off: nothing.
    expect(await sweepAt('2026-03-02T07:05:00.000Z', true)).toBe(1);
    expect((await mailsTo('ada@example.com')).slice(before)).toHaveLength(2);
    const off = await patch(ada, { digest: null });
    expect(off.status, off.text).toBe(200);
    expect(off.body.player.notify).not.toHaveProperty('digest');
    expect(await sweepAt('2026-03-03T07:05:00.000Z')).toBe(0);
    expect((await mailsTo('ada@example.com')).slice(before)).toHaveLength(2);
  });

  it('moving the hour later the same day sends no second digest; the entry of the hour left behind is retired', async () => {
    const cy = await registerPlayer(stack.api, 'Cy', { email: { address: 'cy@example.com' }, digest: { hourUtc: 9 } });
    await confirmEmail(stack.api, 'cy@example.com');
    const dee = await registerPlayer(stack.api, 'Dee');
    await startGame(stack.api, cy, [dee], { type: 'the-game' });
    expect(await sweepAt('2026-03-05T09:10:00.000Z')).toBe(1);
    expect((await patch(cy, { digest: { hourUtc: 10 } })).status).toBe(200);
    expect(await sweepAt('2026-03-05T10:10:00.000Z')).toBe(0);
    expect(await sweepAt('2026-03-06T09:10:00.000Z')).toBe(0); // the 09 entry was stale: retired (TTL), nothing sent
    expect((await stack.table.partition('DIGEST#09')).find((item) => item.sk === `PLAYER#${cy.id}`)?.expiresAt).toBe(Date.parse('2026-03-06T09:10:00.000Z') / 1000);
    expect(await sweepAt('2026-03-06T10:10:00.000Z')).toBe(1);
    // Her e-mail carries every event too (game-started, your-turn): only two of them are digests.
    expect((await mailsTo('cy@example.com')).filter((mail) => /awaits? your move/.test(mail.subject))).toHaveLength(2);
  });

  it('goes to no address its owner has not confirmed, and carries its own one-click unsubscribe', async () => {
    const eve = await registerPlayer(stack.api, 'Eve', { email: { address: 'eve@example.com' }, digest: { hourUtc: 11 } });
    const fay = await registerPlayer(stack.api, 'Fay');
    await startGame(stack.api, eve, [fay], { type: 'the-game' });
    expect(await sweepAt('2026-03-07T11:10:00.000Z')).toBe(0);
    await confirmEmail(stack.api, 'eve@example.com');
    expect(await sweepAt('2026-03-08T11:10:00.000Z')).toBe(1);
    const digest = (await mailsTo('eve@example.com')).find((mail) => /awaits? your move/.test(mail.subject))!;
    expect(digest.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(digest.text).toContain(`To stop this daily digest, open ${digest.unsubscribeUrl}`);
    const url = new URL(digest.unsubscribeUrl!);
    expect((await stack.api.post(`${url.pathname}${url.search}`, { raw: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(200);
    const notify = (await stack.api.get<{ player: { notify: Record<string, unknown> } }>('/players/me', { token: eve.token })).body.player.notify;
    expect(notify).not.toHaveProperty('digest');
    expect(notify.email).toMatchObject({ confirmed: true, events: expect.arrayContaining(['your-turn']) });
  });
});
