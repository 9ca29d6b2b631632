/** Resign, after a confirm that says what resigning does in this game; or hand the seat to a bot where the creator allows. */
import { useState } from 'preact/hooks';
import type { Envelope } from '../../api/types.js';
import { canHandOver, resignWords } from './resign-words.js';
import { appWords } from '../../i18n/language.js';

export function ResignPanel({ game, busy, onResign, onHandOver }: { game: Envelope; busy: boolean; onResign(): Promise<void>; onHandOver(): Promise<void> }) {
  const [asked, setAsked] = useState(false);
  const words = appWords().resign;
  return (
    <section class="resign">
      {asked ? (
        <div role="alertdialog" aria-labelledby="resign-text" class="confirm">
          <p id="resign-text">{resignWords(game)}</p>
          <button
            type="button"
            class="danger"
            onClick={async () => {
              setAsked(false);
              await onResign();
            }}
            disabled={busy}
          >
            {words.yes}
          </button>
          {canHandOver(game) && (
            <button
              type="button"
              onClick={async () => {
                setAsked(false);
                await onHandOver();
              }}
              disabled={busy}
            >
              {words.handOver}
            </button>
          )}
          <button type="button" onClick={() => setAsked(false)}>
            {words.keep}
          </button>
        </div>
      ) : (
        <button type="button" class="quiet" onClick={() => setAsked(true)}>
          {words.open}
        </button>
      )}
    </section>
  );
}
