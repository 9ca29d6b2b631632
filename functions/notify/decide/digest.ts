/**
 * The daily digest e-mail: its delivery and its words. One e-mail a day per
 * subscribed player, listing every game awaiting them, soonest deadline first (games without a
 * deadline last), each with its link. Its delivery id is derived from (player, day), so a retry
 * or a second attempt that day carries the same id (the X-Turnpost-Delivery header).
 */
import { deliveryId, gameLink, type Delivery, type DigestBody, type DigestGame } from './fan-out.js';
import { deadlineInWords, gameNameOf } from './wording.js';

/** The player's games in the web app: `<app URL>/games` (relative, under /play, when no URL is configured). */
export function gamesLink(appUrl: string | null): string {
  return `${appUrl ?? '/play'}/games`;
}

/** The digest of `day` for one player; `games` arrive in the order to list them. */
export function digestDelivery(playerId: string, day: string, games: ReadonlyArray<Omit<DigestGame, 'url'>>, appUrl: string | null, at: string, timeZone?: string): Delivery & { body: DigestBody } {
  return {
    channel: 'email',
    playerId,
    deadline: null,
    ...(timeZone ? { words: { timeZone } } : {}),
    body: {
      event: 'digest',
      deliveryId: deliveryId(`digest-${day}`, 0, playerId, 'digest'),
      day,
      games: games.map((game) => ({ ...game, url: gameLink(appUrl, game.gameId) })),
      url: gamesLink(appUrl),
      at,
    },
  };
}

/** e.g. "2 games await your move" (no ids, no dates: the e-mail's own date says the day). */
export function digestSubject(body: DigestBody): string {
  const count = body.games.length;
  return count === 1 ? 'A game awaits your move' : `${count} games await your move`;
}

/** The digest's text: each game by its name, its deadline in the player's time zone, its link. */
export function digestText(body: DigestBody, timeZone?: string): string {
  const lines = [`${digestSubject(body)}, soonest deadline first:`, ''];
  for (const game of body.games) lines.push(`- ${gameNameOf(game.type)}, ${game.deadline ? `move ${deadlineInWords(game.deadline, body.at, timeZone)}` : 'no deadline'}: ${game.url}`);
  lines.push('', `All your games: ${body.url}`, '', 'You get this once a day. Choose the hour, or turn it off, in Account.');
  return lines.join('\n');
}
