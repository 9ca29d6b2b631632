/**
 * A seated player's say over this game's "your turn" messages, on its page: while the page is
 * shown it tells the server it watches (renewed well within the server's expiry, dropped when
 * hidden), so no e-mail or push arrives for what the page shows; and the choice of every turn,
 * once a day or never, kept per game by the server.
 */
import { useEffect, useState } from 'preact/hooks';
import type { TurnNotices } from '../api/client.js';
import { useSession } from '../app/context.js';
import { ensureTimeZone } from '../app/time-zone.js';

/** Renewal of "I am watching": well within the server's expiry, so a late timer does not let a message through. */
const WATCH_RENEW_MS = 30_000;

const CHOICES: ReadonlyArray<{ value: TurnNotices; label: string }> = [
  { value: 'every-turn', label: 'every turn' },
  { value: 'daily', label: 'at most once a day' },
  { value: 'never', label: 'never' },
];

export function GameNotices({ id, running }: { id: string; running: boolean }) {
  const { api } = useSession();
  const [choice, setChoice] = useState<TurnNotices | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => {
    void ensureTimeZone(api);
    api.seatMarks(id).then((marks) => setChoice(marks.turnNotices), () => setChoice(null));
  }, [api, id]);

  useEffect(() => {
    if (!running) return;
    const tell = () => void api.markSeat(id, { watching: document.visibilityState === 'visible' }).catch(() => undefined);
    tell();
    const timer = setInterval(() => document.visibilityState === 'visible' && tell(), WATCH_RENEW_MS);
    document.addEventListener('visibilitychange', tell);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tell);
      void api.markSeat(id, { watching: false }).catch(() => undefined);
    };
  }, [api, id, running]);

  if (choice === null) return null;
  const choose = async (value: TurnNotices) => {
    setChoice(value);
    try {
      setChoice((await api.markSeat(id, { turnNotices: value })).turnNotices);
      setSaved('Saved.');
    } catch {
      setSaved('Not saved: try again.');
    }
  };
  return (
    <section class="panel turn-notices">
      <label for="turn-notices">Tell me it is my turn in this game</label>
      <select id="turn-notices" value={choice} onChange={(event) => void choose(event.currentTarget.value as TurnNotices)}>
        {CHOICES.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <p class="muted">By e-mail and on your devices; never while this page is open.{saved && ` ${saved}`}</p>
    </section>
  );
}
