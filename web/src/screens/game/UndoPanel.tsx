/** Take back your last move or your whole turn, or accept or decline another player's wish to (docs/undo.md). Kept tiny: it is part of the first load. */
import type { UndoChoice } from '../../api/client.js';
import type { Envelope } from '../../api/types.js';
import { seatName, sentence } from '../../game/words.js';
import { appWords } from '../../i18n/language.js';

export function UndoPanel({ game, busy, onUndo }: { game: Envelope; busy: boolean; onUndo(what: UndoChoice): Promise<void> }) {
  const { submissions, request } = game.undo!;
  const words = appWords().undo;
  if (request) {
    const who = seatName(game, request.seat);
    const asked = game.you !== null && request.waitingFor.includes(game.you) && !request.accepted.includes(game.you);
    return (
      <section class="undo" aria-live="polite">
        <p>{request.seat === game.you ? words.youAsked(request.submissions) : words.asks(sentence(who), request.submissions)}</p>
        {asked && (
          <>
            <button type="button" class="primary" disabled={busy} onClick={() => onUndo({ requestId: request.id, accept: true })}>
              {words.accept}
            </button>
            <button type="button" disabled={busy} onClick={() => onUndo({ requestId: request.id, accept: false })}>
              {words.decline}
            </button>
          </>
        )}
      </section>
    );
  }
  return submissions > 0 ? (
    <section class="undo">
      <button type="button" class="quiet" disabled={busy} onClick={() => onUndo('move')}>
        {words.ask}
      </button>
      {/* Several plays this turn: all of them in one request, so the others answer once. */}
      {submissions > 1 && (
        <button type="button" class="quiet" disabled={busy} onClick={() => onUndo('turn')}>
          {words.askTurn(submissions)}
        </button>
      )}
    </section>
  ) : null;
}
