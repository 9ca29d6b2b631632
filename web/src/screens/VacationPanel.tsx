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

  const change = async (vacation: { until: string } | null) => {
    setBusy(true);
    try {
      onPlayer(await api.updateMe({ vacation }));
      setMessage(vacation ? 'Vacation set.' : 'Vacation ended: your clocks run again.');
    } catch (error) {
      setMessage(errorWords(error));
    } finally {
      setBusy(false);
    }
  };
  const start = (event: Event) => {
    event.preventDefault();
    const end = new Date(until);
    if (Number.isNaN(end.getTime())) return setMessage('Choose the date and time you are back.');
    void change({ until: end.toISOString() });
  };

  return (
    <form class="panel stack" aria-labelledby="vacation-title" onSubmit={start}>
      <h2 id="vacation-title">Vacation</h2>
      <p>While you are away no clock of yours runs, in any game: the others see you on vacation, and your time waits for you.</p>
      {away && (
        <p role="status" class="away-now">
          You are on vacation until {localDateTime(away.until)}.
        </p>
      )}
      {player?.vacationAllowance && (
        <p class="muted">
          Vacation left: {daysWords(player.vacationAllowance.freeSeconds)} (of {player.vacationAllowance.daysPerYear} days a year).
        </p>
      )}
      <label for="vacation-until">{away ? 'Back on (a new end)' : 'Away until'}</label>
      <input id="vacation-until" type="datetime-local" value={until} onInput={(event) => setUntil(event.currentTarget.value)} />
      <button type="submit" class="primary" disabled={!player || busy}>
        {away ? 'Move the end' : 'Start my vacation'}
      </button>
      {away && (
        <button type="button" onClick={() => void change(null)} disabled={busy}>
          End my vacation now
        </button>
      )}
      {message && <p role="status">{message}</p>}
    </form>
  );
}
