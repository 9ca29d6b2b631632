/** The tab's title on a game page: whose turn and the game ("Your turn · The Game — turnpost"), so a tab in the background says it. */
import { useEffect } from 'preact/hooks';
import type { Envelope } from '../../api/types.js';
import { seatName, sentence } from '../../game/words.js';
import { appWords } from '../../i18n/language.js';

const APP = 'turnpost';

export function statusWords(game: Envelope): string {
  const words = appWords().game;
  if (game.status === 'waiting') return words.waiting;
  if (game.status === 'finished') return words.finished;
  if (game.status === 'cancelled') return words.calledOff;
  if (game.yourTurn) return words.yourTurn;
  const names = game.awaiting.map((seat) => seatName(game, seat));
  return words.toPlay(sentence(words.and(names) || appWords().words.nobody), names.length);
}

/** Sets the tab's title while the page shows; `null` leaves the app's name. */
export function useTabTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} — ${APP}` : APP;
  }, [title]);
  useEffect(
    () => () => {
      document.title = APP;
    },
    [],
  );
}
