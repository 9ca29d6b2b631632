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

export function MyGames() {
  const { api } = useSession();
  const types = useGameTypes();
  const [games, setGames] = useState<PlayerGame[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const load = () => api.myGames().then(setGames, (error: unknown) => setFailure(errorWords(error)));
    void load();
    window.addEventListener('focus', load);
    return () => window.removeEventListener('focus', load);
  }, [api]);
  if (failure) return <p role="alert" class="error">{failure}</p>;
  if (!games) return <p>Loading your games…</p>;
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
                  {game.seats.map((seat) => (seat.seat === game.seat ? 'you' : (seat.name ?? 'free seat'))).join(', ')}
                </span>
                <span>
                  {game.status === 'waiting' ? 'waiting for players' : game.status === 'finished' || game.status === 'cancelled' ? game.status : game.yourTurn ? 'your turn' : 'others to play'}
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
      <h1>My games</h1>
      <Link href={paths.new} class="button primary">
        New game
      </Link>
      {list('Your turn', mine, 'Nothing awaits you.')}
      {list('Waiting for others', waiting, 'None.')}
      {list('Finished', finished, 'None yet.')}
    </div>
  );
}
