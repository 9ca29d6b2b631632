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
  return (
    <section class="panel stack waiting">
      <p>
        Waiting for players: {taken} of {game.seats.length} seats taken.
      </p>
      <ul class="seat-list" aria-label="Seats">
        {game.seats.map((holder) => (
          <li key={holder.seat}>
            Seat {holder.seat + 1}: {holder.name === null ? 'free' : sentence(seatName(game, holder.seat))}
          </li>
        ))}
      </ul>
      {game.invited && (
        <>
          <p>{sentence(seatName(game, 0))} asks you to play again.</p>
          <button type="button" class="primary" disabled={busy} onClick={() => act(() => api.join(game.id))}>
            Take your seat
          </button>
        </>
      )}
      {creator && inviteCode && <Invite id={game.id} code={inviteCode} />}
      {creator &&
        (cancelAsked ? (
          <div role="alertdialog" aria-labelledby="cancel-text" class="confirm">
            <p id="cancel-text">Call this game off? Nobody can join it afterwards.</p>
            <button type="button" class="danger" disabled={busy} onClick={() => act(() => api.cancel(game.id))}>
              Yes, call it off
            </button>
            <button type="button" onClick={() => setCancelAsked(false)}>
              Keep it
            </button>
          </div>
        ) : (
          <button type="button" class="quiet" onClick={() => setCancelAsked(true)}>
            Call this game off…
          </button>
        ))}
      {failure && <p role="alert" class="error">{failure}</p>}
    </section>
  );
}
