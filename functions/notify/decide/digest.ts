/**
 * The daily digest e-mail: its delivery and its words. One e-mail a day per
 * subscribed player, listing every game awaiting them, soonest deadline first (games without a
 * deadline last), each with its link. Its delivery id is derived from (player, day), so a retry
 * or a second attempt that day carries the same id (the X-Turnpost-Delivery header).
 */
import { deliveryId, gameLink } from './fan-out.js';
import type { Language } from '../../../engine/core/words/types.js';
import { notifyWordsIn } from '../words/index.js';
import type { Delivery, DigestBody, DigestGame, DigestTalk, MessageWords } from '../delivery.js';
import { deadlineInWords, gameNameOf } from './wording.js';

/** The player's games in the web app: `<app URL>/games` (relative, under /play, when no URL is configured). */
export function gamesLink(appUrl: string | null): string {
  return `${appUrl ?? '/play'}/games`;
}

/** The digest of `day` for one player; `games` arrive in the order to list them. */
export function digestDelivery(playerId: string, day: string, games: ReadonlyArray<Omit<DigestGame, 'url'>>, appUrl: string | null, at: string, words: Pick<MessageWords, 'timeZone' | 'language'> = {}, talk: ReadonlyArray<Omit<DigestTalk, 'url'>> = []): Delivery & { body: DigestBody } {
  return {
    channel: 'email',
    playerId,
    deadline: null,
    ...(words.timeZone || words.language ? { words: { ...(words.timeZone ? { timeZone: words.timeZone } : {}), ...(words.language ? { language: words.language } : {}) } } : {}),
    body: {
      event: 'digest',
      deliveryId: deliveryId(`digest-${day}`, 0, playerId, 'digest'),
      day,
      games: games.map((game) => ({ ...game, url: gameLink(appUrl, game.gameId) })),
      ...(talk.length > 0 ? { talk: talk.map((game) => ({ ...game, url: gameLink(appUrl, game.gameId) })) } : {}),
      url: gamesLink(appUrl),
      at,
    },
  };
}

/** e.g. "2 games await your move" (no ids, no dates: the e-mail's own date says the day). */
export function digestSubject(body: DigestBody, language?: Language): string {
  const said = notifyWordsIn(language).digest;
  return body.games.length === 0 ? said.talkOnly : said.subject(body.games.length);
}

/** The digest's text: each game by its name, its deadline in the player's time zone, its link; then who talked where. */
export function digestText(body: DigestBody, words?: Pick<MessageWords, 'timeZone' | 'language'>): string {
  const said = notifyWordsIn(words?.language).digest;
  const lines = body.games.length > 0 ? [said.heading(digestSubject(body, words?.language)), ''] : [];
  for (const game of body.games) lines.push(`- ${gameNameOf(game.type, words?.language)}, ${game.deadline ? said.moveBy(deadlineInWords(game.deadline, body.at, words)) : said.noDeadline}: ${game.url}`);
  if (body.talk && body.talk.length > 0) {
    if (lines.length > 0) lines.push('');
    lines.push(said.talkHeading, '');
    for (const game of body.talk) for (const writer of game.writers) lines.push(`- ${said.talkLine(writer.name, writer.messages, writer.reactions, gameNameOf(game.type, words?.language))}: ${game.url}`);
  }
  lines.push('', `${said.allGames} ${body.url}`, '', said.footer);
  return lines.join('\n');
}
