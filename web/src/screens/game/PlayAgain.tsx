/** On a finished game: play it again (the same seats and options; the others are invited), or open the rematch made already. */
import { useState } from 'preact/hooks';
import type { Envelope } from '../../api/types.js';
import { useSession } from '../../app/context.js';
import { Link } from '../../app/Link.js';
import { navigate } from '../../app/navigate.js';
import { paths } from '../../app/routes.js';
import { errorWords } from '../../game/words.js';
import { appWords } from '../../i18n/language.js';

export function PlayAgain({ game }: { game: Envelope }) {
  const { api } = useSession();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const words = appWords().playAgain;
  if (game.rematch) {
    return (
      <section class="panel play-again">
        <p>{words.set}</p>
        <Link href={paths.game(game.rematch.id)} class="button primary">
          {words.open}
        </Link>
      </section>
    );
  }
  const again = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const next = await api.rematch(game.id);
      navigate(paths.game(next.id));
    } catch (error) {
      setFailure(errorWords(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="panel play-again">
      <button type="button" class="primary" onClick={again} disabled={busy}>
        {words.again}
      </button>
      <p class="hint">{words.hint}</p>
      {failure && <p role="alert" class="error">{failure}</p>}
    </section>
  );
}
