/**
 * Vacation: away until a date and time (no clock of mine runs in any game meanwhile), ended
 * early by one button; shows the allowance left, in days. The server checks the allowance and
 * that the end lies ahead; its refusal is shown in words.
 */
import { useState } from 'preact/hooks';
import type { Player } from '../api/types.js';
import { useSession } from '../app/context.js';
import { localDateTime } from '../game/seat-clock.js';
import { daysWords } from '../game/time-left.js';
import { errorWords } from '../game/words.js';
import { appWords } from '../i18n/language.js';

/** `<input type="datetime-local">`'s value for an instant, in the reader's zone. */
function localInputValue(at: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

export function VacationPanel({ player, onPlayer }: { player: Player | null; onPlayer(player: Player): void }) {
  const { api } = useSession();
  const [until, setUntil] = useState(() => localInputValue(new Date(Date.now() + 7 * 86400_000)));
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const away = player?.vacation ?? null;
  const words = appWords().vacation;

  const change = async (vacation: { until: string } | null) => {
    setBusy(true);
    try {
      onPlayer(await api.updateMe({ vacation }));
      setMessage(vacation ? words.set : words.ended);
    } catch (error) {
      setMessage(errorWords(error));
    } finally {
      setBusy(false);
    }
  };
  const start = (event: Event) => {
    event.preventDefault();
    const end = new Date(until);
    if (Number.isNaN(end.getTime())) return setMessage(words.when);
    void change({ until: end.toISOString() });
  };

  return (
    <form class="panel stack" aria-labelledby="vacation-title" onSubmit={start}>
      <h2 id="vacation-title">{words.title}</h2>
      <p>{words.how}</p>
      {away && (
        <p role="status" class="away-now">
          {words.away(localDateTime(away.until))}
        </p>
      )}
      {player?.vacationAllowance && (
        <p class="muted">
          {words.left(daysWords(player.vacationAllowance.freeSeconds), player.vacationAllowance.daysPerYear)}
        </p>
      )}
      <label for="vacation-until">{away ? words.moveEnd : words.until}</label>
      <input id="vacation-until" type="datetime-local" value={until} onInput={(event) => setUntil(event.currentTarget.value)} />
      <button type="submit" class="primary" disabled={!player || busy}>
        {away ? words.move : words.start}
      </button>
      {away && (
        <button type="button" onClick={() => void change(null)} disabled={busy}>
          {words.end}
        </button>
      )}
      {message && <p role="status">{message}</p>}
    </form>
  );
}
