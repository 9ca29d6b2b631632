/** The tab's title on a game page: whose turn and the game ("Your turn · The Game — turnpost"), so a tab in the background says it. */
import { useEffect } from 'preact/hooks';
import type { Envelope } from '../../api/types.js';
import { seatName, sentence } from '../../game/words.js';

const APP = 'turnpost';

export function statusWords(game: Envelope): string {
  if (game.status === 'waiting') return 'Waiting for players';
  if (game.status === 'finished') return 'Finished';
  if (game.status === 'cancelled') return 'Called off';
  if (game.yourTurn) return 'Your turn';
  const names = game.awaiting.map((seat) => seatName(game, seat));
  return `${sentence(names.join(' and ') || 'nobody')} to play`;
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
