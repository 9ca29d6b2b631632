/** Resign, after a confirm that says what resigning does in this game. */
import { useState } from 'preact/hooks';
import type { Envelope } from '../../api/types.js';
import { resignWords } from './resign-words.js';

export function ResignPanel({ game, busy, onResign }: { game: Envelope; busy: boolean; onResign(): Promise<void> }) {
  const [asked, setAsked] = useState(false);
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
            Yes, resign
          </button>
          <button type="button" onClick={() => setAsked(false)}>
            Keep playing
          </button>
        </div>
      ) : (
        <button type="button" class="quiet" onClick={() => setAsked(true)}>
          Resign…
        </button>
      )}
    </section>
  );
}
