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
import { appWords } from '../i18n/language.js';

/** Renewal of "I am watching": well within the server's expiry, so a late timer does not let a message through. */
const WATCH_RENEW_MS = 30_000;

const CHOICES: ReadonlyArray<{ value: TurnNotices; label: 'everyTurn' | 'daily' | 'never' }> = [
  { value: 'every-turn', label: 'everyTurn' },
  { value: 'daily', label: 'daily' },
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
  const words = appWords().notices;
  const choose = async (value: TurnNotices) => {
    setChoice(value);
    try {
      setChoice((await api.markSeat(id, { turnNotices: value })).turnNotices);
      setSaved(words.saved);
    } catch {
      setSaved(words.notSaved);
    }
  };
  return (
    <section class="panel turn-notices">
      <label for="turn-notices">{words.label}</label>
      <select id="turn-notices" value={choice} onChange={(event) => void choose(event.currentTarget.value as TurnNotices)}>
        {CHOICES.map((option) => (
          <option key={option.value} value={option.value}>
            {words[option.label]}
          </option>
        ))}
      </select>
      <p class="muted">{words.how}{saved && ` ${saved}`}</p>
    </section>
  );
}
