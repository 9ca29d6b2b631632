/** While a bot plays the viewer's own seat (handed over, or after missed turns): says so, and takes the seat back on a tap. */
import type { Envelope } from '../../api/types.js';
import { appWords } from '../../i18n/language.js';

export function TakenOverPanel({ game, busy, onTakeBack }: { game: Envelope; busy: boolean; onTakeBack(): Promise<void> }) {
  const own = game.seats.find((holder) => holder.seat === game.you);
  if (game.status !== 'active' || own?.bot?.takenOver !== true) return null;
  const words = appWords().seatHandedOver;
  return (
    <section class="taken-over" aria-live="polite">
      <p>{words.botPlays}</p>
      <button type="button" onClick={() => void onTakeBack()} disabled={busy}>
        {words.takeBack}
      </button>
    </section>
  );
}
