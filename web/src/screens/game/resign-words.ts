/** What resigning does in this game, in words, from what the server read of the game's own rules (`ifYouResign`). */
import type { Envelope } from '../../api/types.js';
import { seatName } from '../../game/words.js';

export function resignWords(game: Pick<Envelope, 'seats' | 'you' | 'ifYouResign'>): string {
  const effect = game.ifYouResign;
  if (!effect) return 'Leave this game for good? Everyone will see that you resigned.';
  let what: string;
  if (!effect.endsGame) what = 'You are out of this game for good; the others play on without you.';
  else if (effect.winners.length > 0) {
    const names = effect.winners.map((seat) => seatName(game, seat));
    what = `This ends the game: ${names.join(' and ')} ${names.length === 1 ? 'wins' : 'win'}.`;
  } else if (game.seats.length > 1) what = 'This ends the game for the whole team: you all lose together.';
  else what = 'This ends your game.';
  const bot =
    effect.botTakesOverAfter === undefined
      ? ''
      : ` To have a bot play for you instead, just stop playing: after ${effect.botTakesOverAfter} missed turns in a row a bot takes your seat, and your next move takes it back.`;
  return `Resign? ${what} Everyone will see that you resigned.${bot}`;
}
