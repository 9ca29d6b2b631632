/**
 * Notifications in people's words, end to end (HTTP API → DynamoDB Local → stream → notifier →
 * deliverer → the local outbox): the subject names the game and the others ("Your turn in The Game
 * with Ada and Cy"), the deadline is in the player's time zone, the body tells what happened since
 * their last move and carries one link, and no id, version or UTC stamp; a page that watches the
 * game holds its player's `your-turn` e-mails back; the player's choice per game (every turn, once a
 * day, never) is kept; JSON on SNS keeps its machine fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../functions/http/schemas.js';
import { registerPlayer, startGame, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';
import { ascendingDeck, ascendingTurn, type TheGameView } from '../support/the-game.js';

const HOUR = 3_600_000;
/** Friday 2030-01-11, 09:00 UTC: 10:00 in Berlin. */
let clock = Date.parse('2030-01-11T09:00:00.000Z');
let stack: TestStack;

beforeAll(async () => {
  const now = () => new Date(clock);
  stack = await startTestStack(import.meta.url, { now, apiNow: now, streamPollMs: 50 });
});
afterAll(async () => {
  await stack?.stop();
});

type Mail = { to: string; subject: string; text: string };

async function mailsTo(player: TestPlayer): Promise<Mail[]> {
  await stack.local.notificationsSettled();
  const outbox = await stack.api.get<{ emails: Mail[] }>('/dev/outbox');
  return outbox.body.emails.filter((mail) => mail.to === `${player.name.toLowerCase()}-${player.id}@example.com`);
}

async function player(name: string, timeZone?: string): Promise<TestPlayer> {
  const registered = await registerPlayer(stack.api, name);
  const notify = { email: { address: `${name.toLowerCase()}-${registered.id}@example.com` }, sns: true, ...(timeZone ? { timeZone } : {}) };
  const set = await stack.api.patch('/players/me', { token: registered.token, body: { notify } });
  expect(set.status, set.text).toBe(200);
  return registered;
}

/** `who` plays a whole turn of The Game (every card, ascending, onto up pile 1, then endTurn). */
async function wholeTurn(id: string, who: TestPlayer): Promise<Envelope> {
  const view = (await stack.api.get<Envelope>(`/games/${id}`, { token: who.token })).body.view as TheGameView;
  const moved = await stack.api.post<Envelope>(`/games/${id}/moves`, { token: who.token, body: { moves: ascendingTurn(view.you!.hand) } });
  expect(moved.status, moved.text).toBe(200);
  return moved.body;
}

async function marks(id: string, who: TestPlayer, body: Record<string, unknown>) {
  const answer = await stack.api.patch<{ seenVersion: number | null; watchingUntil: string | null; turnNotices: string }>(`/games/${id}/me`, { token: who.token, body });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

const yourTurn = (mail: Mail) => mail.subject.startsWith('Your turn');

describe("a 'your turn' e-mail", () => {
  it('names the game and the others, the deadline in the player’s zone and what happened, with one link and no ids', async () => {
    const [ada, bo, cy] = [await player('Ada'), await player('Bo', 'Europe/Berlin'), await player('Cy')];
    clock += 24 * HOUR;
    const game = await startGame(stack.api, ada, [bo, cy], { type: 'the-game', deck: ascendingDeck(), turnTimeLimit: 2 * 24 * 3600 });
    await wholeTurn(game.id, ada); // Ada takes the opening: Bo's turn (he was told of the opening too)
    const mail = (await mailsTo(bo)).filter(yourTurn).at(-1)!;
    expect(mail.subject).toBe('Your turn in The Game with Ada and Cy');
    // Saturday 09:00 UTC + 2 days = Monday 10:00 in Berlin.
    expect(mail.text.split('\n')[0]).toBe('Your turn in The Game with Ada and Cy, by Monday 10:00.');
    expect(mail.text).toContain('Since your last move: Ada played 6 cards and drew 6 cards.');
    expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([`${stack.local.url}/play/games/${game.id}`]);
    const withoutLink = mail.text.replace(/https?:\/\/\S+/g, '');
    expect(withoutLink).not.toContain(game.id);
    expect(withoutLink).not.toMatch(/version|awaiting|delivery|seat \d|\d{4}-\d{2}-\d{2}T|UTC|[0-9a-f]{8}-[0-9a-f]{4}/i);
    expect(mail.subject).not.toContain(game.id);

    // Cy set no time zone: the time is in UTC, and says so.
    await wholeTurn(game.id, bo);
    expect((await mailsTo(cy)).filter(yourTurn).at(-1)!.text.split('\n')[0]).toBe('Your turn in The Game with Ada and Bo, by Monday 09:00 UTC.');

    // SNS keeps the machine fields in its JSON for programs.
    const outbox = (await stack.api.get<{ sns: Array<{ subject: string; message: string; attributes: Record<string, string> }> }>('/dev/outbox')).body;
    const published = outbox.sns.filter((sent) => sent.attributes.gameId === game.id && sent.attributes.playerId === cy.id && sent.attributes.event === 'your-turn').at(-1)!;
    expect(published.subject).toBe('Your turn in The Game with Ada and Bo');
    expect(JSON.parse(published.message)).toMatchObject({ event: 'your-turn', gameId: game.id, type: 'the-game', awaiting: [2] });
  });
});

describe('how often a player hears of their turn', () => {
  it('says nothing while a page of theirs watches the game, and keeps their choice of every turn, once a day or never', async () => {
    const [ada, bo] = [await player('Ada'), await player('Bo')];
    clock += 24 * HOUR;
    const game = await startGame(stack.api, ada, [bo], { type: 'the-game', deck: ascendingDeck() });
    const turnsOf = async (who: TestPlayer) => (await mailsTo(who)).filter(yourTurn).length;
    expect(await turnsOf(bo)).toBe(1); // the opening

    // Bo's page is open: Ada's turn ends, Bo is not e-mailed; his page renews the mark, it lasts 90 s.
    expect((await marks(game.id, bo, { watching: true })).watchingUntil).toBe(new Date(clock + 90_000).toISOString());
    await wholeTurn(game.id, ada);
    expect(await turnsOf(bo)).toBe(1);
    // The page closed (or its mark ran out): the next turn is told.
    await wholeTurn(game.id, bo);
    clock += 91_000;
    await wholeTurn(game.id, ada);
    expect(await turnsOf(bo)).toBe(2);

    // Once a day: the next turn is told, the ones after it that day are not; a day later, one again.
    expect((await marks(game.id, bo, { turnNotices: 'daily' })).turnNotices).toBe('daily');
    for (let turn = 0; turn < 3; turn += 1) {
      await wholeTurn(game.id, bo);
      clock += HOUR;
      await wholeTurn(game.id, ada);
    }
    expect(await turnsOf(bo)).toBe(3);
    clock += 24 * HOUR;
    await wholeTurn(game.id, bo);
    await wholeTurn(game.id, ada);
    expect(await turnsOf(bo)).toBe(4);

    // Never: no more `your-turn` e-mails of this game; the choice is kept and shown.
    await marks(game.id, bo, { turnNotices: 'never' });
    await wholeTurn(game.id, bo);
    await wholeTurn(game.id, ada);
    expect(await turnsOf(bo)).toBe(4);
    const shown = await stack.api.get<{ turnNotices: string; watchingUntil: string | null }>(`/games/${game.id}/me`, { token: bo.token });
    expect(shown.body).toMatchObject({ turnNotices: 'never', watchingUntil: null });

    // Only a seated player has marks.
    const stranger = await registerPlayer(stack.api, 'Zed');
    expect((await stack.api.patch(`/games/${game.id}/me`, { token: stranger.token, body: { watching: true } })).status).toBe(404);
  });
});
