/**
 * Notifications in people's words, end to end (HTTP API → DynamoDB Local → stream → notifier →
 * deliverer → the local outbox): the subject names the game and the others ("Your turn in The Game
 * with Ada and Cy"), the deadline is in the player's time zone, the body tells what happened since
 * their last move and carries one link, and no id, version or UTC stamp; a page that watches the
 * game holds its player's `your-turn` e-mails back; the player's choice per game (every turn, once a
 * day, never) is kept; JSON on SNS keeps its machine fields; a rematch invitation says who invites
 * and names the others.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmail } from '../support/email.js';
import type { Envelope } from '../../functions/http/schemas.js';
import { PushService } from '../support/push-service.js';
import { registerPlayer, startGame, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';
import { ascendingDeck, ascendingTurn, type TheGameView } from '../support/the-game.js';

const HOUR = 3_600_000;
/** Friday 2030-01-11, 09:00 UTC: 10:00 in Berlin. */
let clock = Date.parse('2030-01-11T09:00:00.000Z');
let stack: TestStack;
let pushService: PushService;

beforeAll(async () => {
  const now = () => new Date(clock);
  stack = await startTestStack(import.meta.url, { now, apiNow: now, streamPollMs: 50 });
  pushService = await PushService.start();
});
afterAll(async () => {
  await stack?.stop();
  await pushService?.stop();
});

type Mail = { to: string; subject: string; text: string; unsubscribeUrl?: string };

async function mailsTo(player: TestPlayer): Promise<Mail[]> {
  await stack.local.notificationsSettled();
  const outbox = await stack.api.get<{ emails: Mail[] }>('/dev/outbox');
  return outbox.body.emails.filter((mail) => mail.to === `${player.name.toLowerCase()}-${player.id}@example.com` && !mail.subject.includes('confirm'));
}

async function player(name: string, timeZone?: string): Promise<TestPlayer> {
  const registered = await registerPlayer(stack.api, name);
  const notify = { email: { address: `${name.toLowerCase()}-${registered.id}@example.com` }, sns: true, ...(timeZone ? { timeZone } : {}) };
  const set = await stack.api.patch('/players/me', { token: registered.token, body: { notify } });
  expect(set.status, set.text).toBe(200);
  await confirmEmail(stack.api, notify.email.address);
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
    // The game's one link, and under the signature the way out of these e-mails.
    expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([`${stack.local.url}/play/games/${game.id}`, mail.unsubscribeUrl]);
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
    // Bo also hears of his turns on his phone (push) and through SNS.
    const phone = pushService.subscribe();
    expect((await stack.api.patch('/players/me', { token: bo.token, body: { notify: { push: { subscription: phone.toJSON() } } } })).status).toBe(200);
    const game = await startGame(stack.api, ada, [bo], { type: 'the-game', deck: ascendingDeck() });
    const turnsOf = async (who: TestPlayer) => (await mailsTo(who)).filter(yourTurn).length;
    const pushedTurns = () => pushService.to(phone).filter((request) => (JSON.parse(phone.open(request.body)) as { event: string }).event === 'your-turn').length;
    const snsTurns = async (who: TestPlayer) => {
      const outbox = await stack.api.get<{ sns: Array<{ attributes: Record<string, string> }> }>('/dev/outbox');
      return outbox.body.sns.filter((sent) => sent.attributes.gameId === game.id && sent.attributes.playerId === who.id && sent.attributes.event === 'your-turn').length;
    };
    expect(await turnsOf(bo)).toBe(1); // the opening
    expect([pushedTurns(), await snsTurns(bo)]).toEqual([1, 1]);

    // Bo's page is open: Ada's turn ends, Bo is not e-mailed, pushed or sent an SNS message; his
    // page renews the mark, it lasts 90 s.
    expect((await marks(game.id, bo, { watching: true })).watchingUntil).toBe(new Date(clock + 90_000).toISOString());
    await wholeTurn(game.id, ada);
    expect(await turnsOf(bo)).toBe(1);
    expect([pushedTurns(), await snsTurns(bo)]).toEqual([1, 1]);
    // The page closed (or its mark ran out): the next turn is told, on every channel.
    await wholeTurn(game.id, bo);
    clock += 91_000;
    await wholeTurn(game.id, ada);
    expect(await turnsOf(bo)).toBe(2);
    expect([pushedTurns(), await snsTurns(bo)]).toEqual([2, 2]);

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

describe('a rematch invitation', () => {
  it('says who invites and names the others of the finished game, with the rematch’s link and no ids', async () => {
    const [ada, bo, cy, dee] = [await player('Ada'), await player('Bo'), await player('Cy'), await player('Dee')];
    const game = await startGame(stack.api, ada, [bo, cy, dee], { type: 'the-game' });
    // Bo gives up: The Game ends for the team.
    expect((await stack.api.post<Envelope>(`/games/${game.id}/resign`, { token: bo.token })).body.status).toBe('finished');
    const rematch = await stack.api.post<{ id: string }>(`/games/${game.id}/rematch`, { token: ada.token });
    expect(rematch.status, rematch.text).toBe(201);
    const invitationTo = async (who: TestPlayer) => (await mailsTo(who)).filter((mail) => mail.subject.includes('invite'));
    const [toDee] = await invitationTo(dee);
    expect(toDee?.subject).toBe('Ada invites you to play The Game again with Bo and Cy');
    expect(toDee!.text.split('\n')[0]).toBe('Ada invites you to play The Game again with Bo and Cy. Join it from the link.');
    expect(toDee!.text.match(/https?:\/\/\S+/g)).toEqual([`${stack.local.url}/play/games/${rematch.body.id}`, toDee!.unsubscribeUrl]);
    expect(toDee!.text.replace(/https?:\/\/\S+/g, '')).not.toMatch(new RegExp(`${game.id}|${rematch.body.id}|version|seat \\d`));
    expect((await invitationTo(bo)).map((mail) => mail.subject)).toEqual(['Ada invites you to play The Game again with Cy and Dee']);
    expect(await invitationTo(ada)).toEqual([]); // who asks is not invited
  });
});
