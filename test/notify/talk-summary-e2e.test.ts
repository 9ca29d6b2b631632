/**
 * The catch-up summary counts the table talk since the recipient's last move, end to end (HTTP
 * API → DynamoDB Local → stream → notifier → the local outbox): by name, never the words; nothing
 * of their own, of a seat they muted, or of a kind the game's talk no longer shows; in the
 * recipient's language (docs/talk.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../functions/http/schemas.js';
import { startGame, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';
import { confirmEmail } from '../support/email.js';
import { ascendingDeck, ascendingTurn, type TheGameView } from '../support/the-game.js';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack(import.meta.url, { streamPollMs: 50 });
});
afterAll(async () => {
  await stack?.stop();
});

type Mail = { to: string; subject: string; text: string };
const address = (player: TestPlayer) => `${player.name.toLowerCase()}-${player.id}@example.com`;

async function lastTurnMail(player: TestPlayer, subject: string): Promise<Mail> {
  await stack.local.notificationsSettled();
  const outbox = await stack.api.get<{ emails: Mail[] }>('/dev/outbox');
  const mail = outbox.body.emails.filter((sent) => sent.to === address(player) && sent.subject.startsWith(subject)).at(-1);
  expect(mail, `a "${subject}" e-mail to ${player.name} among ${JSON.stringify(outbox.body.emails.map((sent) => [sent.to, sent.subject]))}`).toBeDefined();
  return mail!;
}

async function signUp(name: string, language: string): Promise<TestPlayer> {
  const answer = await stack.api.post<{ player: { id: string }; token: string }>('/players', { body: { name }, headers: { 'accept-language': language } });
  expect(answer.status, answer.text).toBe(201);
  const player = { id: answer.body.player.id, name, token: answer.body.token };
  const set = await stack.api.patch('/players/me', { token: player.token, body: { notify: { email: { address: address(player) } } } });
  expect(set.status, set.text).toBe(200);
  await stack.local.notificationsSettled();
  await confirmEmail(stack.api, address(player));
  return player;
}

async function wholeTurn(id: string, who: TestPlayer): Promise<void> {
  const view = (await stack.api.get<Envelope>(`/games/${id}`, { token: who.token })).body.view as TheGameView;
  const moved = await stack.api.post<Envelope>(`/games/${id}/moves`, { token: who.token, body: { moves: ascendingTurn(view.you!.hand) } });
  expect(moved.status, moved.text).toBe(200);
  // Each turn's e-mails go out before the next talk, so each summary's span is clear.
  await stack.local.notificationsSettled();
}

async function say(id: string, who: TestPlayer, body: Record<string, unknown>): Promise<void> {
  const said = await stack.api.post(`/games/${id}/talk`, { token: who.token, body });
  expect(said.status, said.text).toBe(201);
}

describe('the catch-up summary and table talk', () => {
  it('counts who talked since your last move by name, never the words, the muted, your own or what the talk now hides', async () => {
    const ada = await signUp('Ada', 'en-GB');
    const bo = await signUp('Bo', 'de-DE');
    const cy = await signUp('Cy', 'en-GB');
    const { id } = await startGame(stack.api, ada, [bo, cy], { type: 'the-game', deck: ascendingDeck(), talk: { chat: 'free' } });
    expect((await stack.api.patch(`/games/${id}/talk/muted`, { token: ada.token, body: { seats: [2] } })).status).toBe(200);

    await wholeTurn(id, ada);
    await say(id, bo, { kind: 'message', text: 'the secret plan is 42' });
    await say(id, bo, { kind: 'message', text: 'and keep off the low pile' });
    await say(id, bo, { kind: 'reaction', reaction: 'thumbs-up' });
    await say(id, cy, { kind: 'reaction', reaction: 'party' });
    await say(id, ada, { kind: 'reaction', reaction: 'grimace' });
    await wholeTurn(id, bo);

    // Cy never moved: everything the others said counts, his own party reaction not.
    const toCy = await lastTurnMail(cy, 'Your turn');
    expect(toCy.text).toContain('at the table, Ada sent a reaction and Bo wrote 2 messages and sent a reaction');
    await say(id, cy, { kind: 'message', text: 'hidden once talk is reactions only' });
    await wholeTurn(id, cy);

    // Ada muted Cy and said one herself: only Bo is counted, and never his words.
    const toAda = await lastTurnMail(ada, 'Your turn');
    expect(toAda.text).toContain('at the table, Bo wrote 2 messages and sent a reaction.');
    expect(toAda.text).not.toMatch(/secret|plan|low pile|Cy (wrote|sent)|Ada (wrote|sent)/);

    // The creator turns talk to reactions only: Cy's message since Bo's move is no longer shown.
    expect((await stack.api.patch(`/games/${id}/talk/settings`, { token: ada.token, body: { chat: 'reactions' } })).status).toBe(200);
    await say(id, cy, { kind: 'reaction', reaction: 'laugh' });
    await wholeTurn(id, ada);
    const toBo = await lastTurnMail(bo, 'Du bist dran');
    expect(toBo.text).toContain('am Tisch: von Cy eine Reaktion');
    expect(toBo.text).not.toMatch(/Nachricht|hidden/);
  });
});
