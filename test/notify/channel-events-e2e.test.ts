/**
 * Which events each channel carries (issue 15, item 3), through the HTTP API on the local stack:
 * `events` on every channel kind, validated against the event types, shown in GET /players/me
 * (every event by default), kept when a channel is set again without it, reset by `null`; and a
 * game's notifications reach each channel only with the events it carries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmail } from '../support/email.js';
import { NOTIFICATION_EVENTS } from '../../functions/notify/channels/events.js';
import { registerPlayer, startTestStack, type TestStack } from '../support/test-stack.js';
import { WebhookReceiver } from '../support/webhook-receiver.js';

type Notify = Record<string, { events?: string[]; url?: string; secret?: string; address?: string } | true>;

let stack: TestStack;
let hook: WebhookReceiver;

beforeAll(async () => {
  stack = await startTestStack(import.meta.url, { streamPollMs: 50 });
  hook = await WebhookReceiver.start();
});
afterAll(async () => {
  await stack?.stop();
  await hook?.stop();
});

describe('per-channel events', () => {
  it('are set per channel, shown (every event by default), kept when left out, reset by null, and refused when unknown', async () => {
    const ada = await registerPlayer(stack.api, 'Ada');
    const patch = (notify: Record<string, unknown>) => stack.api.patch<{ player: { notify: Notify } }>('/players/me', { token: ada.token, body: { notify } });

    const all = await patch({ webhook: { url: hook.url }, email: { address: 'ada@example.com' }, sns: true });
    expect(all.status, all.text).toBe(200);
    expect(all.body.player.notify).toMatchObject({ webhook: { events: [...NOTIFICATION_EVENTS] }, email: { events: [...NOTIFICATION_EVENTS] }, sns: true });

    const chosen = await patch({ webhook: { url: hook.url, events: ['game-finished', 'your-turn', 'your-turn'] }, email: { address: 'ada@example.com', events: [] }, sns: { events: ['reminder'] } });
    expect(chosen.status, chosen.text).toBe(200);
    // Canonical order, each once; `[]` carries nothing.
    expect(chosen.body.player.notify).toMatchObject({ webhook: { events: ['your-turn', 'game-finished'] }, email: { address: 'ada@example.com', events: [] }, sns: { events: ['reminder'] } });
    expect((await stack.api.get<{ player: { notify: Notify } }>('/players/me', { token: ada.token })).body.player.notify).toEqual(chosen.body.player.notify);

    const kept = await patch({ webhook: { url: hook.url }, email: { address: 'ada2@example.com' } });
    expect(kept.body.player.notify).toMatchObject({ webhook: { events: ['your-turn', 'game-finished'] }, email: { address: 'ada2@example.com', events: [] }, sns: { events: ['reminder'] } });

    const reset = await patch({ webhook: { url: hook.url, events: null }, sns: { events: null } });
    expect(reset.body.player.notify).toMatchObject({ webhook: { events: [...NOTIFICATION_EVENTS] }, email: { events: [] }, sns: true });

    for (const notify of [{ webhook: { url: hook.url, events: ['moved'] } }, { email: { address: 'ada@example.com', events: 'your-turn' } }, { sns: { events: ['your-turn'], extra: 1 } }]) {
      const refused = await patch(notify);
      expect(refused.status, JSON.stringify(notify)).toBe(400);
      expect(refused.text).not.toContain('moved');
    }
  });

  it("a game's notifications reach each channel only with the events it carries", async () => {
    const bo = await registerPlayer(stack.api, 'Bo');
    const set = await stack.api.patch<{ player: { notify: { webhook: { secret: string } } } }>('/players/me', {
      token: bo.token,
      body: { notify: { webhook: { url: hook.url, events: ['your-turn', 'game-finished'] }, email: { address: 'bo@example.com', events: ['game-finished'] }, sns: { events: ['game-started'] } } },
    });
    expect(set.status, set.text).toBe(200);
    await confirmEmail(stack.api, 'bo@example.com');
    hook.secret = set.body.player.notify.webhook.secret;
    // A one-seat game of The Game starts at creation (game-started, your-turn); conceding ends it (game-finished).
    const created = await stack.api.post<{ id: string }>('/games', { token: bo.token, body: { type: 'the-game', seats: 1 } });
    expect(created.status, created.text).toBe(201);
    const conceded = await stack.api.post<{ status: string }>(`/games/${created.body.id}/moves`, { token: bo.token, body: { moves: [{ type: 'concede' }] } });
    expect(conceded.body.status).toBe('finished');
    await stack.local.notificationsSettled();

    expect(hook.received.filter((got) => got.body.gameId === created.body.id).map((got) => got.event)).toEqual(['your-turn', 'game-finished']);
    expect(hook.received.every((got) => got.validSignature)).toBe(true);
    const outbox = (await stack.api.get<{ emails: Array<{ to: string; subject: string }>; sns: Array<{ attributes: Record<string, string> }> }>('/dev/outbox')).body;
    expect(outbox.emails.filter((mail) => mail.to === 'bo@example.com' && !mail.subject.includes('confirm')).map((mail) => mail.subject)).toEqual(['The Game is over']); // in words: no ids
    expect(outbox.sns.filter((sent) => sent.attributes.playerId === bo.id).map((sent) => sent.attributes.event)).toEqual(['game-started']);
  });
});
