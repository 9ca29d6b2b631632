/**
 * Messages in the player's language, end to end (HTTP API → DynamoDB Local → stream → notifier →
 * deliverer → the local outbox): a player whose browser asked for German at sign-up
 * (Accept-Language) gets the turn e-mail in German, the deadline written for German in their time
 * zone, the catch-up summary in German; a player who chooses English again gets English; an
 * explicit `language` beats the header.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmail } from '../support/email.js';
import type { Envelope } from '../../functions/http/schemas.js';
import { startGame, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';
import { ascendingDeck, ascendingTurn, type TheGameView } from '../support/the-game.js';

/** Friday 2030-01-11, 09:00 UTC: 10:00 in Berlin. */
const clock = Date.parse('2030-01-11T09:00:00.000Z');
let stack: TestStack;

beforeAll(async () => {
  const now = () => new Date(clock);
  stack = await startTestStack(import.meta.url, { now, apiNow: now, streamPollMs: 50 });
});
afterAll(async () => {
  await stack?.stop();
});

type Mail = { to: string; subject: string; text: string };
const address = (player: TestPlayer) => `${player.name.toLowerCase()}-${player.id}@example.com`;

async function mailsTo(player: TestPlayer): Promise<Mail[]> {
  await stack.local.notificationsSettled();
  const outbox = await stack.api.get<{ emails: Mail[] }>('/dev/outbox');
  return outbox.body.emails.filter((mail) => mail.to === address(player));
}

/** Signs up as a browser asking for `acceptLanguage` would, then sets an e-mail channel (and a time zone). */
async function signUp(name: string, acceptLanguage: string, timeZone?: string): Promise<TestPlayer & { language?: string }> {
  const answer = await stack.api.post<{ player: { id: string; name: string; notify: { language?: string } }; token: string }>('/players', { body: { name }, headers: { 'accept-language': acceptLanguage } });
  expect(answer.status, answer.text).toBe(201);
  const player = { id: answer.body.player.id, name, token: answer.body.token };
  const set = await stack.api.patch<{ player: { notify: { language?: string } } }>('/players/me', { token: player.token, body: { notify: { email: { address: address(player) }, ...(timeZone ? { timeZone } : {}) } } });
  expect(set.status, set.text).toBe(200);
  await confirmEmail(stack.api, address(player));
  return { ...player, language: set.body.player.notify.language };
}

async function wholeTurn(id: string, who: TestPlayer): Promise<void> {
  const view = (await stack.api.get<Envelope>(`/games/${id}`, { token: who.token })).body.view as TheGameView;
  const moved = await stack.api.post<Envelope>(`/games/${id}/moves`, { token: who.token, body: { moves: ascendingTurn(view.you!.hand) } });
  expect(moved.status, moved.text).toBe(200);
}

describe('messages in German', () => {
  it('a player whose browser asked for German reads the turn e-mail in German, times in their zone', async () => {
    const ada = await signUp('Ada', 'en-GB,en;q=0.9');
    const bo = await signUp('Bo', 'de-AT,de;q=0.9,en;q=0.5', 'Europe/Berlin');
    const cy = await signUp('Cy', 'fr-FR,fr;q=0.9');
    expect([ada.language, bo.language, cy.language]).toEqual(['en', 'de', undefined]);

    const game = await startGame(stack.api, ada, [bo, cy], { type: 'the-game', deck: ascendingDeck(), turnTimeLimit: 2 * 24 * 3600 });
    await wholeTurn(game.id, ada);
    const mail = (await mailsTo(bo)).filter((sent) => sent.subject.startsWith('Du bist dran')).at(-1)!;
    expect(mail.subject).toBe('Du bist dran: The Game mit Ada und Cy');
    // Friday 09:00 UTC + 2 days = Sunday 10:00 in Berlin.
    expect(mail.text.split('\n')[0]).toBe('Du bist dran: The Game mit Ada und Cy, bis Sonntag 10:00 Uhr.');
    expect(mail.text).toContain('Seit deinem letzten Zug: Ada: 6 Karten gespielt und 6 Karten gezogen.');
    expect(mail.text).toContain(`Zum Spiel: ${stack.local.url}/play/games/${game.id}`);
    expect(mail.text).not.toMatch(/\b(your|turn|played|drew|since|open the game)\b/i);
    // Ada's browser asked for English: her game-started e-mail is English.
    expect((await mailsTo(ada)).map((sent) => sent.subject)).toContain('The Game with Bo and Cy has started');
  });

  it('an explicit choice beats the header, and null gives the choice back to it', async () => {
    const dora = await signUp('Dora', 'de-DE');
    expect(dora.language).toBe('de');
    const english = await stack.api.patch<{ player: { notify: { language?: string } } }>('/players/me', { token: dora.token, body: { notify: { language: 'en' } }, headers: { 'accept-language': 'de-DE' } });
    expect(english.body.player.notify.language).toBe('en');
    const back = await stack.api.patch<{ player: { notify: { language?: string } } }>('/players/me', { token: dora.token, body: { notify: { language: null } }, headers: { 'accept-language': 'de-DE' } });
    expect(back.body.player.notify.language).toBeUndefined();
    const bad = await stack.api.patch('/players/me', { token: dora.token, body: { notify: { language: 'tlh' } } });
    expect(bad.status).toBe(400);
  });
});
