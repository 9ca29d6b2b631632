/**
 * The service worker's notification decisions on their own (web/sw/notifications.ts): what a push
 * message shows, which links it may open, and where a click goes — the branches a headless browser
 * cannot reach (no window open: a new one; focusing refused). test/web/installable.test.ts shows
 * the same worker registered in Chromium: a real push event, and a click opening the game in the
 * open window.
 */
import { describe, expect, it } from 'vitest';
import { appUrl, notificationFor, openGame, type ClientsLike, type WindowLike } from '../../web/sw/notifications.js';

const SCOPE = 'https://turnpost.example/play/';
const ICON = '/play/assets/icon-192-ABCDEF12.png';

describe('a push message as a notification', () => {
  it('shows the title and body, is tagged as the server says, and opens the game', () => {
    const shown = notificationFor({ title: 'Your turn in Flip 7', body: 'Bo stayed with 12.', url: 'https://turnpost.example/play/games/abcdefghijklmnop', gameId: 'abcdefghijklmnop', event: 'your-turn', tag: 'abcdefghijklmnop:your-turn' }, SCOPE, ICON);
    expect(shown).toEqual({
      title: 'Your turn in Flip 7',
      options: { body: 'Bo stayed with 12.', tag: 'abcdefghijklmnop:your-turn', data: { url: 'https://turnpost.example/play/games/abcdefghijklmnop' }, icon: ICON, badge: ICON },
    });
  });

  it('still says something for a message without usable fields, and opens the app', () => {
    expect(notificationFor(null, SCOPE, ICON)).toEqual({ title: 'turnpost', options: { body: '', data: { url: SCOPE }, icon: ICON, badge: ICON } });
    expect(notificationFor({ title: 7, body: ['x'], tag: '' }, SCOPE, ICON).title).toBe('turnpost');
  });

  it('opens only pages of the app: a relative link is resolved, a foreign or malformed one opens the start', () => {
    expect(appUrl('/play/games/abcdefghijklmnop', SCOPE)).toBe('https://turnpost.example/play/games/abcdefghijklmnop');
    expect(appUrl('https://evil.example/play/games/x', SCOPE)).toBe(SCOPE);
    expect(appUrl('https://turnpost.example/players/me', SCOPE)).toBe(SCOPE);
    expect(appUrl('http://[::1', SCOPE)).toBe(SCOPE);
    expect(appUrl(undefined, SCOPE)).toBe(SCOPE);
  });
});

/** Windows that record what was done with them, as the browser's Clients would. */
function windows(urls: string[], { focusAllowed = true } = {}) {
  const done: string[] = [];
  const windowAt = (url: string): WindowLike => ({
    url,
    focus: async () => {
      done.push(`focus ${url}`);
      if (!focusAllowed) throw new DOMException('Not allowed to focus a window.', 'InvalidAccessError');
      return windowAt(url);
    },
    navigate: async (to) => {
      done.push(`navigate ${url} → ${to}`);
      return windowAt(to);
    },
  });
  const clients: ClientsLike = {
    matchAll: async () => urls.map(windowAt),
    openWindow: async (url) => {
      done.push(`open ${url}`);
      return windowAt(url);
    },
  };
  return { clients, done };
}

describe('a click on a notification', () => {
  const game = `${SCOPE}games/abcdefghijklmnop`;

  it('with no window of the app open, opens a new one at the game', async () => {
    const { clients, done } = windows(['https://elsewhere.example/']);
    expect((await openGame(clients, game, SCOPE))?.url).toBe(game);
    expect(done).toEqual([`open ${game}`]);
  });

  it('brings an open window of the app to the front and shows the game there', async () => {
    const { clients, done } = windows([`${SCOPE}settings`]);
    expect((await openGame(clients, game, SCOPE))?.url).toBe(game);
    expect(done).toEqual([`focus ${SCOPE}settings`, `navigate ${SCOPE}settings → ${game}`]);
  });

  it('only focuses a window already showing that game', async () => {
    const { clients, done } = windows([`${SCOPE}settings`, game]);
    await openGame(clients, game, SCOPE);
    expect(done).toEqual([`focus ${game}`]);
  });

  it('still shows the game when focusing is refused', async () => {
    const { clients, done } = windows([SCOPE], { focusAllowed: false });
    expect((await openGame(clients, game, SCOPE))?.url).toBe(game);
    expect(done).toEqual([`focus ${SCOPE}`, `navigate ${SCOPE} → ${game}`]);
  });
});
