/** /play/join/<id>#<code>: take a seat with the invite code carried in the fragment. */
import { useState } from 'preact/hooks';
import { ApiError } from '../api/client.js';
import { useSession } from '../app/context.js';
import { navigate } from '../app/navigate.js';
import { paths } from '../app/routes.js';
import { errorWords } from '../game/words.js';

export function JoinGame({ id }: { id: string }) {
  const { api } = useSession();
  const [code] = useState(() => decodeURIComponent(location.hash.slice(1)));
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const join = async () => {
    setBusy(true);
    try {
      await api.join(id, code);
      navigate(paths.game(id), true);
    } catch (error) {
      setFailure(error instanceof ApiError && error.status === 403 ? 'This invite does not work: the code is wrong, the seats are taken, or you are already seated.' : errorWords(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="panel stack">
      <h1>Join a game</h1>
      {code ? (
        <button type="button" class="primary" onClick={join} disabled={busy}>
          Take your seat
        </button>
      ) : (
        <p class="error">This link has no invite code; ask for the whole link.</p>
      )}
      <a href={paths.game(id)}>Just watch the game</a>
      {failure && <p role="alert" class="error">{failure}</p>}
    </section>
  );
}
