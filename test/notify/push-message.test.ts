/**
 * The words of a push notification: the game's title (from the game's words, so the notifier and
 * deliverer carry no game code), the event,
 * the deadline where a move is due, who moved and what (the summary), and the game's link and tag.
 */
import { describe, expect, it } from 'vitest';
import { games } from '../../engine/index.js';
import type { GameDelivery } from '../../functions/notify/delivery.js';
import { wordsIn } from '../../engine/words/index.js';
import { PUSH_PAYLOAD_LIMIT, pushMessageOf } from '../../functions/notify/decide/messages.js';
import { NOTIFICATION_EVENTS, type NotificationEvent } from '../../functions/notify/decide/notices.js';

const delivery = (event: NotificationEvent, type = 'reihen', deadline: string | null = '2026-03-04T05:06:07.000Z'): GameDelivery => ({
  channel: 'push',
  playerId: 'aaaaaaaaaaaaaaaa',
  device: 'AAAAAAAAAAAAAAAA',
  deadline,
  body: { event, deliveryId: 'd', gameId: 'gggggggggggggggg', type, version: 3, awaiting: [0], url: '/play/games/gggggggggggggggg', at: '2026-03-03T05:06:07.000Z' },
});

describe('push messages', () => {
  it('know the title of every hosted game, in every language', () => {
    for (const game of games) {
      expect(wordsIn('en').games[game.id]?.title).toBe(game.title);
      expect(wordsIn('de').games[game.id]?.title).toBeTruthy();
    }
  });

  it('say the game, the event and, when a move is due, by when', () => {
    expect(pushMessageOf(delivery('reminder'))).toEqual({
      title: 'Your time is running out in Reihen',
      body: 'Move by tomorrow 05:06 UTC, or a move is made for you.',
      url: '/play/games/gggggggggggggggg',
      gameId: 'gggggggggggggggg',
      event: 'reminder',
      tag: 'gggggggggggggggg',
    });
    expect(pushMessageOf(delivery('game-finished')).body).toBe('See how it ended.');
    expect(pushMessageOf(delivery('your-turn', 'flip-7', null))).toMatchObject({ title: 'Your turn in Flip 7', body: 'It is your move.' });
    // In the player's own time zone, with the others named.
    const berlin = { ...delivery('your-turn', 'flip-7'), words: { timeZone: 'Europe/Berlin', others: ['Bo', 'a bot'] } };
    expect(pushMessageOf(berlin)).toMatchObject({ title: 'Your turn in Flip 7 with Bo and a bot', body: 'Move by tomorrow 06:06.' });
  });

  it('say who moved and what since the last move, before the event, with the summary apart too', () => {
    const told = (summary: string, url?: string) => {
      const base = delivery('your-turn', 'flip-7');
      return pushMessageOf({ ...base, body: { ...base.body, summary, ...(url ? { url } : {}) } });
    };
    expect(told('Bo hit twice; Cy stayed')).toEqual(
      expect.objectContaining({ title: 'Your turn in Flip 7', body: 'Bo hit twice; Cy stayed. Move by tomorrow 05:06 UTC.', summary: 'Bo hit twice; Cy stayed' }),
    );
    expect(told('… Bo hit twice; Cy sta…').body).toBe('… Bo hit twice; Cy sta… Move by tomorrow 05:06 UTC.');
    // Too long for a push (only a very long link could make it so): the push goes without the summary.
    const long = told('Bo hit twice', `/play/games/${'g'.repeat(PUSH_PAYLOAD_LIMIT)}`);
    expect(long.body).toBe('Move by tomorrow 05:06 UTC.');
    expect(long).not.toHaveProperty('summary');
  });

  it('have distinct words for every event', () => {
    const titles = NOTIFICATION_EVENTS.map((event) => pushMessageOf(delivery(event)).title);
    const bodies = NOTIFICATION_EVENTS.map((event) => pushMessageOf(delivery(event)).body);
    expect(new Set(titles).size).toBe(NOTIFICATION_EVENTS.length);
    expect(new Set(bodies).size).toBe(NOTIFICATION_EVENTS.length);
  });
});
