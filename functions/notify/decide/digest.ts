/**
 * The daily digest e-mail (issue 15, item 3): its delivery and its words. One e-mail a day per
 * subscribed player, listing every game awaiting them, soonest deadline first (games without a
 * deadline last), each with its link. Its delivery id is derived from (player, day), so a retry
 * or a second attempt that day carries the same id (the X-Turnpost-Delivery header).
 */
import { deliveryId, gameLink, type Delivery, type DigestBody, type DigestGame } from './fan-out.js';

/** The player's games in the web app: `<app URL>/games` (relative, under /play, when no URL is configured). */
export function gamesLink(appUrl: string | null): string {
  return `${appUrl ?? '/play'}/games`;
}

/** The digest of `day` for one player; `games` arrive in the order to list them. */
export function digestDelivery(playerId: string, day: string, games: ReadonlyArray<Omit<DigestGame, 'url'>>, appUrl: string | null, at: string): Delivery & { body: DigestBody } {
  return {
    channel: 'email',
    playerId,
    deadline: null,
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

/** e.g. "2 games await you - turnpost digest 2026-03-01". */
export function digestSubject(body: DigestBody): string {
  const count = body.games.length;
  return `${count} ${count === 1 ? 'game awaits' : 'games await'} you - turnpost digest ${body.day}`;
}

export function digestText(body: DigestBody): string {
  const lines = [`${digestSubject(body)}.`, '', 'Soonest deadline first:'];
  for (const game of body.games) lines.push(`- ${game.type} ${game.gameId}: ${game.deadline ? `deadline ${game.deadline}` : 'no deadline'} - ${game.url}`);
  lines.push('', `All your games: ${body.url}`, '', `Delivery ${body.deliveryId} at ${body.at} (turnpost; turn the digest off with PATCH /players/me {"notify": {"digest": null}})`);
  return lines.join('\n');
}
