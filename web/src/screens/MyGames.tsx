/** My games, grouped (game-groups.ts), each a link to its page; refreshed when the window regains focus. */
import { useEffect, useState } from 'preact/hooks';
import type { PlayerGame } from '../api/types.js';
import { useSession } from '../app/context.js';
import { Link } from '../app/Link.js';
import { paths } from '../app/routes.js';
import { Countdown } from '../game/Countdown.js';
import { errorWords } from '../game/words.js';
import { groupGames } from './game-groups.js';
import { useGameTypes } from './game-types.js';
import { appWords } from '../i18n/language.js';

export function MyGames() {
  const { api } = useSession();
  const words = appWords().myGames;
  const types = useGameTypes();
  const [games, setGames] = useState<PlayerGame[] | null>(null);
  const [more, setMore] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const failed = (error: unknown) => setFailure(errorWords(error));
  // The list comes a page at a time, newest change first; "More games" follows the server's cursor.
  const loadMore = (cursor: string) => api.myGames(cursor).then((next) => {
    setGames((shown) => [...(shown ?? []), ...next.games.filter((game) => !shown?.some((known) => known.id === game.id))]);
    setMore(next.nextCursor);
  }, failed);
  useEffect(() => {
    const load = () => api.myGames().then((first) => {
      setGames(first.games);
      setMore(first.nextCursor);
    }, failed);
    void load();
    window.addEventListener('focus', load);
    return () => window.removeEventListener('focus', load);
  }, [api]);
  if (failure) return <p role="alert" class="error">{failure}</p>;
  if (!games) return <p>{words.loading}</p>;
  const { mine, waiting, finished } = groupGames(games);
  const title = (type: string) => types?.find((known) => known.id === type)?.title ?? type;
  const list = (heading: string, shown: PlayerGame[], empty: string) => (
    <section aria-label={heading}>
      <h2>{heading}</h2>
      {shown.length === 0 ? (
        <p class="muted">{empty}</p>
      ) : (
        <ul class="games">
          {shown.map((game) => (
            <li key={game.id}>
              <Link href={paths.game(game.id)} class="game-link">
                <strong>{title(game.type)}</strong>
                <span>
                  {game.seats.map((seat) => (seat.seat === game.seat ? words.you : (seat.name ?? words.freeSeat))).join(', ')}
                </span>
                <span>
                  {game.status === 'waiting' ? words.waiting : game.status === 'finished' || game.status === 'cancelled' ? words[game.status] : game.yourTurn ? words.yourTurn : words.othersToPlay}
                  {game.deadline && game.status === 'active' && (
                    <>
                      {' · '}
                      <Countdown deadline={game.deadline} />
                    </>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <div class="my-games">
      <h1>{appWords().shell.myGames}</h1>
      <Link href={paths.new} class="button primary">
        {appWords().shell.newGame}
      </Link>
      {list(words.mine, mine, words.mineEmpty)}
      {list(words.others, waiting, words.othersEmpty)}
      {list(words.over, finished, words.overEmpty)}
      {more && (
        <button type="button" onClick={() => void loadMore(more)}>
          {words.more}
        </button>
      )}
    </div>
  );
}
