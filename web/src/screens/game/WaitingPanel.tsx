/**
 * A waiting game: the seats taken and free; to its creator the invite link (on any device: the
 * server gives the code again) and calling the game off; to an invited player a button to join.
 */
import { useState } from 'preact/hooks';
import type { Envelope } from '../../api/types.js';
import { useSession } from '../../app/context.js';
import { inviteCodes } from '../../game/seen.js';
import { errorWords, seatName, sentence } from '../../game/words.js';
import { Invite } from '../Invite.js';
import { appWords } from '../../i18n/language.js';

export function WaitingPanel({ game, onChange }: { game: Envelope; onChange(): Promise<void> }) {
  const { api } = useSession();
  const [busy, setBusy] = useState(false);
  const [cancelAsked, setCancelAsked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inviteCode = game.inviteCode ?? inviteCodes.get(game.id);
  // The creator takes seat 0 (POST /games, and the one who asked for a rematch).
  const creator = game.you === 0;
  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      await onChange();
    } catch (error) {
      setFailure(errorWords(error));
    } finally {
      setBusy(false);
    }
  };
  const taken = game.seats.filter((holder) => holder.name !== null).length;
  const words = appWords().waiting;
  return (
    <section class="panel stack waiting">
      <p>{words.taken(taken, game.seats.length)}</p>
      <ul class="seat-list" aria-label={words.seats}>
        {game.seats.map((holder) => (
          <li key={holder.seat}>
            {words.seat(holder.seat + 1)}: {holder.name === null ? words.free : sentence(seatName(game, holder.seat))}
          </li>
        ))}
      </ul>
      {game.invited && (
        <>
          <p>{words.again(sentence(seatName(game, 0)))}</p>
          <button type="button" class="primary" disabled={busy} onClick={() => act(() => api.join(game.id))}>
            {words.take}
          </button>
        </>
      )}
      {creator && inviteCode && (
        <>
          <Invite id={game.id} code={inviteCode} />
          <button type="button" class="quiet" disabled={busy} onClick={() => act(() => api.newInviteCode(game.id))}>
            {words.newCode}
          </button>
        </>
      )}
      {creator &&
        (cancelAsked ? (
          <div role="alertdialog" aria-labelledby="cancel-text" class="confirm">
            <p id="cancel-text">{words.cancelAsk}</p>
            <button type="button" class="danger" disabled={busy} onClick={() => act(() => api.cancel(game.id))}>
              {words.cancelYes}
            </button>
            <button type="button" onClick={() => setCancelAsked(false)}>
              {words.keep}
            </button>
          </div>
        ) : (
          <button type="button" class="quiet" onClick={() => setCancelAsked(true)}>
            {words.cancel}
          </button>
        ))}
      {failure && <p role="alert" class="error">{failure}</p>}
    </section>
  );
}
