/** /play/join/<id>#<code>: take a seat with the invite code carried in the fragment. */
import { useEffect, useState } from 'preact/hooks';
import { ApiError } from '../api/client.js';
import { useSession } from '../app/context.js';
import { navigate } from '../app/navigate.js';
import { paths } from '../app/routes.js';
import { errorWords } from '../game/words.js';

const INVITE_CODE = /^[a-z2-7]{16}$/;

/**
 * The invite code in the fragment, taken out of the address bar and history at once (the code is
 * a seat's key); '' when there is none or it is malformed (a cut or mangled link, which must not
 * blank the page).
 */
function takeInviteCode(): string {
  let raw = location.hash.slice(1);
  if (raw) history.replaceState(history.state, '', location.pathname + location.search);
  try {
    raw = decodeURIComponent(raw);
  } catch {
    return '';
  }
  return INVITE_CODE.test(raw.trim()) ? raw.trim() : '';
}

export function JoinGame({ id }: { id: string }) {
  const { api } = useSession();
  const [code, setCode] = useState(takeInviteCode);
  useEffect(() => {
    // The same join page opened again with another code (a link pasted again in this tab).
    const follow = () => {
      if (location.hash) setCode(takeInviteCode());
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
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
        <p class="error">This link has no invite code, or a damaged one; ask for the whole link again.</p>
      )}
      <a href={paths.game(id)}>Just watch the game</a>
      {failure && <p role="alert" class="error">{failure}</p>}
    </section>
  );
}
