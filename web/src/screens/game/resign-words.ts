/**
 * What resigning does in this game, in words, from what the server read of the game's own rules
 * (`ifYouResign`), and the hand-over to a bot where the creator allows it.
 */
import type { Envelope } from '../../api/types.js';
import { seatName } from '../../game/words.js';
import { appWords } from '../../i18n/language.js';

export function resignWords(game: Pick<Envelope, 'seats' | 'you' | 'ifYouResign'>): string {
  const effect = game.ifYouResign;
  const words = appWords().resign;
  if (!effect) return words.plain;
  let what: string;
  if (!effect.endsGame) what = words.out;
  else if (effect.winners.length > 0) what = words.winners(effect.winners.map((seat) => seatName(game, seat)));
  else if (game.seats.length > 1) what = words.team;
  else what = words.alone;
  return words.ask(what, effect.botTakesOverAfter === undefined ? '' : words.bot);
}

/** Whether this game lets a player hand their seat to a bot (the creator chose `absent: "bot"`). */
export function canHandOver(game: Pick<Envelope, 'ifYouResign'>): boolean {
  return game.ifYouResign?.botTakesOverAfter !== undefined;
}
